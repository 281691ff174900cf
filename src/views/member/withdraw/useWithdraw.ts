/** The withdraw page's flow, told the session's account type once it is known and the balance the header's balance flow reads. */
import { connectWithdraw, type WithdrawView } from '@machines/withdraw/withdraw.connect';
import { withdrawHearsAccount } from '@machines/withdraw/withdraw.machine';
import { useFlow } from '../../../app/actors';
import { withdrawLogic } from '../../../app/wiring/withdraw/withdraw';
import { FLOW } from '../../../app/flowKeys';
import { useLanguage } from '../../../ui/useLanguage';
import { useHeaderBalance } from '../../auth/useBalance';

/**
 * What may be withdrawn comes from the one balance flow (FLOW.balance, opened by the header's
 * balance box and following the account's live events), told as BALANCE whenever it changes: the
 * page and the header never show two readings of one balance. The page's language is told as
 * LANGUAGE: the settings' note is read again in it, the form and any step under way kept.
 */
export function useWithdraw(memberType: number | null): WithdrawView {
  const balance = useHeaderBalance();
  const language = useLanguage();
  return useFlow(FLOW.withdraw, withdrawLogic, connectWithdraw, {
    input: { language },
    props: [{ type: 'LANGUAGE', language }, { type: 'SESSION', memberType }, balance.amount === null ? null : { type: 'BALANCE', withdrawable: balance.withdrawable }],
    onAccountEvent: withdrawHearsAccount,
  });
}
