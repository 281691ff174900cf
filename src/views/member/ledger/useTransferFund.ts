/** The wallet transfer page's flow (its input: AGENTPOLICY3, for the consolidated balance). */
import { connectTransferFund, type TransferFundView } from '@machines/wallet/transferFund.connect';
import { transferFundHearsAccount } from '@machines/wallet/transferFund.machine';
import { useFlow } from '../../../app/actors';
import { useFlag } from '../../../app/system';
import { transferFundLogic } from '../../../app/wiring/wallet/transferFund';
import { FLOW } from '../../../app/flowKeys';

export function useTransferFund(): TransferFundView {
  const consolidated = useFlag('AGENTPOLICY3');
  return useFlow(`${FLOW.transferFund}:${consolidated ? 'consolidated' : 'wallets'}`, transferFundLogic, connectTransferFund, { input: { consolidated }, onAccountEvent: transferFundHearsAccount });
}
