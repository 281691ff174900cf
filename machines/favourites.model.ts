/**
 * The path model of the favourites chart: the ids load or fail, one game is toggled, the save
 * answers or fails (and is undone), the throttle delay runs out.
 */
import type { EventObject } from 'xstate';
import type { PathModel } from './index';
import type { FavouritesMachine, FavouriteTarget } from './favourites.machine';

const GAME: FavouriteTarget = { nodeId: '11231', vendor: 'TH', gameType: 'PVP' };

export const favouritesModel: PathModel<FavouritesMachine> = {
  events: {
    TOGGLE: [{ type: 'TOGGLE', game: GAME } as EventObject],
    RETRY: [{ type: 'RETRY' }],
    'xstate.done.actor.loadIds': [{ type: 'xstate.done.actor.loadIds', output: [] } as EventObject],
    'xstate.error.actor.loadIds': [{ type: 'xstate.error.actor.loadIds', error: { messageKey: 'errors:systemBusy' } } as EventObject],
    'xstate.done.actor.saveFavourite': [{ type: 'xstate.done.actor.saveFavourite', output: undefined } as EventObject],
    'xstate.error.actor.saveFavourite': [{ type: 'xstate.error.actor.saveFavourite', error: { messageKey: 'errors:systemBusy' } } as EventObject],
    'xstate.after.throttle.favourites.throttled': [{ type: 'xstate.after.throttle.favourites.throttled' }],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  describeEvent: (event) => event.type,
};
