/**
 * The notices chart (banners and notice marquee): the root runs it once the status gate lets the
 * app run (machines/app/app.machine.ts), read here by the banner slot and the home lobby's marquee.
 */
import { connectNotices, type NoticesView } from '@machines/app/notices.connect';
import { useRootChild } from '../../app/actors';

export function useNotices(): NoticesView {
  return useRootChild('notices', connectNotices);
}
