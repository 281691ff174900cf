/**
 * A withdrawal-confirmation flow: one per order asked for (the records, a notice's link), and one
 * for the check on sign-in (`orderNo` null: the first order with a part waiting, if any).
 */
import { connectWithdrawalConfirmation, type WithdrawalConfirmationView } from '@machines/withdraw/withdrawalConfirmation.connect';
import { useFlow } from '../../../app/actors';
import { withdrawalConfirmationLogic } from '../../../app/wiring/withdraw/withdrawalConfirmation';
import { FLOW } from '../../../app/flowKeys';

/** `onClosed`: called once the flow has closed (its final state). */
export function useWithdrawalConfirmation(orderNo: string | null, onClosed?: () => void): WithdrawalConfirmationView {
  return useFlow(`${FLOW.withdrawalConfirmation}:${orderNo ?? 'signIn'}`, withdrawalConfirmationLogic, connectWithdrawalConfirmation, { input: { orderNo }, onDone: onClosed });
}
