/**
 * The path model of the header's category menu: the vendor load answers or fails (a failure is
 * retried); once loaded a category's panel opens, moves to another category and closes.
 */
import type { EventObject } from 'xstate';
import type { PathModel } from '../registry';
import type { HeaderVendorsMachine } from '../../../machines/home/headerVendors.machine';

const DONE = 'xstate.done.actor.loadVendors';
const ERROR = 'xstate.error.actor.loadVendors';

export const headerVendorsModel: PathModel<HeaderVendorsMachine> = {
  stitchTours: true,
  events: {
    RETRY: [{ type: 'RETRY' }],
    OPEN: [{ type: 'OPEN', gameType: 'RNG' } as EventObject],
    CLOSE: [{ type: 'CLOSE' }],
    [DONE]: [{ type: DONE, output: [] } as EventObject],
    [ERROR]: [{ type: ERROR, error: { messageKey: 'errors:systemBusy' } } as EventObject],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  describeEvent: (event) => event.type,
};
