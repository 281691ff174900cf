/** The path model of the notices chart: the load answers or fails; a failure is retried. */
import type { NoticesData, NoticesMachine } from '../../../machines/app/notices.machine';
import { loadRetryModel } from './load-retry.model';

const data: NoticesData = { banners: [], notices: [] };

export const noticesModel = loadRetryModel<NoticesMachine>('loadNotices', data);
