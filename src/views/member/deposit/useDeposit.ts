/** The deposit page's flow: open for as long as the page is shown, with its own idempotency-key prefix. */
import { useState } from 'react';
import { connectDeposit, type DepositView } from '@machines/deposit/deposit.connect';
import { depositHearsAccount } from '@machines/deposit/deposit.machine';
import { useFlow } from '../../../app/actors';
import { depositLogic, newDepositKeyPrefix } from '../../../app/wiring/deposit/deposit';
import { FLOW } from '../../../app/flowKeys';
import { useLanguage } from '../../../ui/useLanguage';

/** The page's language is told as LANGUAGE: the channels, promotions and records are read again in it, the form kept. */
export function useDeposit(): DepositView {
  const [keyPrefix] = useState(newDepositKeyPrefix);
  const language = useLanguage();
  return useFlow(FLOW.deposit, depositLogic, connectDeposit, {
    input: { keyPrefix, language },
    props: { type: 'LANGUAGE', language },
    onAccountEvent: depositHearsAccount,
  });
}
