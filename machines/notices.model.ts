/** The path model of the notices chart: the load answers or fails; a failure is retried. */
import type { EventObject } from 'xstate';
import type { PathModel } from './index';
import type { NoticesData, NoticesMachine } from './notices.machine';

const DONE = 'xstate.done.actor.loadNotices';
const ERROR = 'xstate.error.actor.loadNotices';

const data: NoticesData = { banners: [], notices: [] };

export const noticesModel: PathModel<NoticesMachine> = {
  events: {
    RETRY: [{ type: 'RETRY' }],
    [DONE]: [{ type: DONE, output: data } as EventObject],
    [ERROR]: [{ type: ERROR, error: { messageKey: 'errors:systemBusy' } } as EventObject],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  describeEvent: (event) => event.type,
};
