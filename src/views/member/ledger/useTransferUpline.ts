/** The page's flow for money sent to the upline or a downline. */
import { connectTransferUpline, type TransferUplineApi } from '@machines/transferUpline.connect';
import { useFlow } from '../../../app/actors';
import { transferUplineLogic } from '../../../app/wiring/transferUpline';

export function useTransferUpline(): TransferUplineApi {
  return useFlow('transferUpline', transferUplineLogic, connectTransferUpline);
}
