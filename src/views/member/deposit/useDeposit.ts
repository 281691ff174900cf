/** The deposit page's flow: open for as long as the page is shown, with its own idempotency-key prefix. */
import { useState } from 'react';
import { connectDeposit, type DepositView } from '@machines/deposit/deposit.connect';
import { depositHearsAccount } from '@machines/deposit/deposit.machine';
import { useFlow } from '../../../app/actors';
import { depositLogic, newDepositKeyPrefix } from '../../../app/wiring/deposit/deposit';
import { FLOW } from '../../../app/flowKeys';

export function useDeposit(): DepositView {
  const [keyPrefix] = useState(newDepositKeyPrefix);
  return useFlow(FLOW.deposit, depositLogic, connectDeposit, { input: { keyPrefix }, onAccountEvent: depositHearsAccount });
}
