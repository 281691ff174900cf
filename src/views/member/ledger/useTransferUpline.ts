/** The page's flow for money sent to the upline or a downline. */
import { connectTransferUpline, type TransferUplineView } from '@machines/agent/transferUpline.connect';
import { useFlow } from '../../../app/actors';
import { transferUplineLogic } from '../../../app/wiring/agent/transferUpline';
import { FLOW } from '../../../app/flowKeys';

export function useTransferUpline(): TransferUplineView {
  return useFlow(FLOW.transferUpline, transferUplineLogic, connectTransferUpline);
}
