/** The page's flow for money sent to the upline or a downline. */
import { connectTransferUpline, type TransferUplineApi } from '@machines/agent/transferUpline.connect';
import { useFlow } from '../../../app/actors';
import { transferUplineLogic } from '../../../app/wiring/agent/transferUpline';
import { FLOW } from '../../../app/flowKeys';

export function useTransferUpline(): TransferUplineApi {
  return useFlow(FLOW.transferUpline, transferUplineLogic, connectTransferUpline);
}
