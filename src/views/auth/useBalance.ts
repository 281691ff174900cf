/** The header's balance box: the balance flow is open for as long as the box is shown; it refreshes on live balance changes and resyncs. */
import { connectBalance, type BalanceView } from '@machines/wallet/balance.connect';
import { useFlow, useFlowApi } from '../../app/actors';
import { balanceHearsAccount } from '@machines/wallet/balance.machine';
import { balanceLogic } from '../../app/wiring/wallet/balance';
import { FLOW } from '../../app/flowKeys';

export function useBalance(): BalanceView {
  return useFlow(FLOW.balance, balanceLogic, connectBalance, { onAccountEvent: balanceHearsAccount });
}

/** The same balance flow read by a page under the signed-in header, which opened it (the withdraw page's bound). */
export function useHeaderBalance(): BalanceView {
  return useFlowApi(FLOW.balance, balanceLogic, connectBalance);
}
