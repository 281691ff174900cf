/**
 * The path model of the favourites chart: the ids load or fail; two games (two tiles) are
 * toggled, so paths toggle one tile while the other cools down and toggle a tile again inside its
 * own cooldown (ignored); each tile's cooldown ends; the save being sent answers or fails (and is
 * undone), after which the next queued change is sent.
 *
 * A tile's cooldown end is the chart's own delayed event: the paths send it as an event, the
 * Vitest runner directly and the Chromium runner by letting the page's clock run out the
 * throttle. The state is the chart's state plus which tiles cool down and which tiles have
 * unsent changes (not how many, which would make the graph endless).
 */
import type { EventObject } from 'xstate';
import type { PathModel } from '../registry';
import type { FavouritesMachine, FavouriteTarget } from '../../../machines/games/favourites.machine';

/** The first and second tiles of the lobby the UI map opens. */
export const FIRST_GAME: FavouriteTarget = { nodeId: 'first', vendor: 'TH', gameType: 'PVP' };
export const SECOND_GAME: FavouriteTarget = { nodeId: 'second', vendor: 'TH', gameType: 'PVP' };

export const favouritesModel: PathModel<FavouritesMachine> = {
  events: {
    TOGGLE: [{ type: 'TOGGLE', game: FIRST_GAME } as EventObject, { type: 'TOGGLE', game: SECOND_GAME } as EventObject],
    COOLDOWN_ENDED: [
      { type: 'COOLDOWN_ENDED', nodeId: FIRST_GAME.nodeId } as EventObject,
      { type: 'COOLDOWN_ENDED', nodeId: SECOND_GAME.nodeId } as EventObject,
    ],
    RETRY: [{ type: 'RETRY' }],
    'xstate.done.actor.loadIds': [{ type: 'xstate.done.actor.loadIds', output: [] } as EventObject],
    'xstate.error.actor.loadIds': [{ type: 'xstate.error.actor.loadIds', error: { messageKey: 'errors:systemBusy' } } as EventObject],
    'xstate.done.actor.saveFavourite': [{ type: 'xstate.done.actor.saveFavourite', output: undefined } as EventObject],
    'xstate.error.actor.saveFavourite': [{ type: 'xstate.error.actor.saveFavourite', error: { messageKey: 'errors:systemBusy' } } as EventObject],
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      coolingDown: [...snapshot.context.coolingDown].sort(),
      unsent: [...new Set(snapshot.context.unsentChanges.map((change) => change.game.nodeId))].sort(),
    }),
  describeEvent: (event) => {
    const e = event as EventObject & { game?: FavouriteTarget; nodeId?: string };
    if (e.type === 'TOGGLE') return `TOGGLE ${e.game?.nodeId ?? '?'}`;
    if (e.type === 'COOLDOWN_ENDED') return `COOLDOWN_ENDED ${e.nodeId ?? '?'}`;
    return event.type;
  },
  stitchTours: true,
};
