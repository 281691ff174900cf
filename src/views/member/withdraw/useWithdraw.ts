/** The withdraw page's flow, told the session's account type once it is known. */
import { connectWithdraw, type WithdrawView } from '@machines/withdraw/withdraw.connect';
import { withdrawHearsAccount } from '@machines/withdraw/withdraw.machine';
import { useFlow } from '../../../app/actors';
import { withdrawLogic } from '../../../app/wiring/withdraw/withdraw';
import { FLOW } from '../../../app/flowKeys';

export function useWithdraw(memberType: number | null): WithdrawView {
  return useFlow(FLOW.withdraw, withdrawLogic, connectWithdraw, { props: { type: 'SESSION', memberType }, onAccountEvent: withdrawHearsAccount });
}
