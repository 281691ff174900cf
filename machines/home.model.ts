/**
 * The path model of the home chart: the load answers (a lobby with data) or fails; a failure is
 * retried by the visitor.
 */
import type { EventObject } from 'xstate';
import type { PathModel } from './index';
import type { HomeData, HomeMachine } from './home.machine';

const DONE = 'xstate.done.actor.loadHome';
const ERROR = 'xstate.error.actor.loadHome';

const data: HomeData = { lanes: [], hot: [], sections: [], recent: [], winners: [] };

export const homeModel: PathModel<HomeMachine> = {
  events: {
    RETRY: [{ type: 'RETRY' }],
    [DONE]: [{ type: DONE, output: data } as EventObject],
    [ERROR]: [{ type: ERROR, error: { messageKey: 'errors:systemBusy' } } as EventObject],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  describeEvent: (event) => event.type,
};
