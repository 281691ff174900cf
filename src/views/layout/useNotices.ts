/**
 * The notices chart (banners and notice marquee): the root runs it once the status gate lets the
 * app run (machines/app.machine.ts), read here by the banner slot and the home lobby's marquee.
 */
import { connectNotices, type NoticesApi } from '@machines/notices.connect';
import { useActorApi, useNoticesRef } from '../../app/actors';
import { noticesLogic } from '../../app/wiring/notices';

export function useNotices(): NoticesApi {
  return useActorApi(useNoticesRef(), noticesLogic, connectNotices);
}
