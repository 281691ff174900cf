/**
 * The path model of the header's category menu: the vendor load answers or fails (a failure is
 * retried); once loaded a category's panel opens, moves to another category and closes; a switch of
 * language loads the names again.
 */
import type { EventObject } from 'xstate';
import type { PathModel } from '../registry';
import type { HeaderVendorsMachine } from '../../../machines/home/headerVendors.machine';

const DONE = 'xstate.done.actor.loadVendors';
const ERROR = 'xstate.error.actor.loadVendors';

export const headerVendorsModel: PathModel<HeaderVendorsMachine> = {
  stitchTours: true,
  input: { language: 'es' },
  events: {
    // the reader switches language: what was read in the other one is asked again where it shows. The
    // vertex leaves the language out (every state would have a twin per language), so a switch lands
    // on a vertex already seen
    LANGUAGE: [{ type: 'LANGUAGE', language: 'en' } as EventObject],
    RETRY: [{ type: 'RETRY' }],
    OPEN: [{ type: 'OPEN', gameType: 'RNG' } as EventObject],
    CLOSE: [{ type: 'CLOSE' }],
    [DONE]: [{ type: DONE, output: [] } as EventObject],
    [ERROR]: [{ type: ERROR, error: { messageKey: 'errors:systemBusy' } } as EventObject],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  describeEvent: (event) => event.type,
};
