/** The notices flow (banners and notice marquee): opened once for the page by App, read here by the banner slot and the home lobby's marquee. */
import { connectNotices, type NoticesApi } from '@machines/notices.connect';
import { useFlowApi } from '../../app/actors';
import { noticesLogic } from '../../app/wiring/notices';

export const NOTICES_FLOW = 'notices';

export function useNotices(): NoticesApi {
  return useFlowApi(NOTICES_FLOW, noticesLogic, connectNotices);
}
