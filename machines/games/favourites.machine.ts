/**
 * A member's favourite games (SPEC.md §4 "Favourites", §9): the ids are loaded once per session;
 * a tile's toggle applies at once (optimistic add, immediate removal, so every list on screen
 * follows), then the call is made and undone if it fails. Adding a game that is already a
 * favourite is never sent (the toggle removes it instead). The actor exists only while a member
 * is signed in.
 *
 * The throttle is per tile: a game's toggle is ignored until FAVOURITE_THROTTLE_MS after that
 * game's last accepted toggle, while other games' toggles are accepted meanwhile. Each tile's
 * cooldown is its own delayed event, so any number of tiles cool down at once.
 *
 * Accepted changes are sent one at a time, oldest first: the lists already show them, and sending
 * in order means an add and a later remove of the same game can never reach the platform in the
 * wrong order. Each call that fails undoes its own change only.
 */
import { assign, enqueueActions, setup } from 'xstate';
import { errorOf, failureKeyOf, notProvided, retryableFailure, TAGS } from '../kit';

/** SPEC.md §9: a tile's favourite toggle at most once per 1000 ms. */
export const FAVOURITE_THROTTLE_MS = 1000;

export interface FavouriteTarget {
  readonly nodeId: string;
  readonly vendor: string;
  readonly gameType: string;
}

export interface FavouriteChange {
  readonly game: FavouriteTarget;
  /** true: add; false: remove. */
  readonly add: boolean;
}

export interface FavouritesContext {
  /** The favourites as the member sees them: the platform's, with the unanswered changes applied. */
  readonly ids: readonly string[];
  /** Accepted changes the platform has not answered yet, oldest first; the first is the one being sent. */
  readonly unsentChanges: readonly FavouriteChange[];
  /** Node ids of the tiles whose last accepted toggle is less than FAVOURITE_THROTTLE_MS old. */
  readonly coolingDown: readonly string[];
  readonly failureKey: string | null;
  /** Failures so far: a new failure with the same reason as one the member dismissed still shows. */
  readonly failureCount: number;
}

export type FavouritesEvent =
  | { type: 'TOGGLE'; game: FavouriteTarget }
  | { type: 'RETRY' }
  /** Raised by the chart itself FAVOURITE_THROTTLE_MS after a tile's accepted toggle. */
  | { type: 'COOLDOWN_ENDED'; nodeId: string };

/** The id of a tile's delayed COOLDOWN_ENDED, so each tile has exactly one timer. */
export const cooldownIdOf = (nodeId: string) => `favouriteCooldown:${nodeId}`;


/** The ids with one game's favourite state set, whatever it was. */
const withFavourite = (ids: readonly string[], nodeId: string, favourite: boolean) => {
  const without = ids.filter((id) => id !== nodeId);
  return favourite ? [nodeId, ...without] : without;
};

export const favouritesMachine = setup({
  types: { context: {} as FavouritesContext, events: {} as FavouritesEvent },
  actors: {
    /** The member's favourite node ids; provided by the wiring. */
    loadIds: notProvided<readonly string[]>('loadIds'),
    /** Adds or removes one favourite; provided by the wiring. */
    saveFavourite: notProvided<void, FavouriteChange>('saveFavourite'),
  },
  guards: {
    /** SPEC.md §9: this tile was toggled less than FAVOURITE_THROTTLE_MS ago. */
    tileIsCoolingDown: ({ context }, nodeId: string) => context.coolingDown.includes(nodeId),
    hasUnsentChanges: ({ context }) => context.unsentChanges.length > 0,
  },
  actions: {
    storeIds: assign((_, ids: readonly string[]) => ({ ids, failureKey: null })),
    storeFailure: assign(({ context }, error: unknown) => ({ failureKey: failureKeyOf(error), failureCount: context.failureCount + 1 })),
    /**
     * The optimistic step: the list changes before the platform answers; the call waits its turn.
     * A failure being shown stays: another tile may be starred within moments of the refusal.
     */
    applyChange: assign(({ context }, game: FavouriteTarget) => {
      const add = !context.ids.includes(game.nodeId);
      return {
        ids: withFavourite(context.ids, game.nodeId, add),
        unsentChanges: [...context.unsentChanges, { game, add }],
      };
    }),
    /** The tile ignores toggles until its own delayed COOLDOWN_ENDED; other tiles are not held up. */
    startCooldown: enqueueActions(({ context, enqueue }, nodeId: string) => {
      enqueue.assign({ coolingDown: [...context.coolingDown, nodeId] });
      // one timer per tile: should an earlier one still be pending (the path runner ends a
      // cooldown by sending COOLDOWN_ENDED itself), it must not end this new cooldown early
      enqueue.cancel(cooldownIdOf(nodeId));
      enqueue.raise({ type: 'COOLDOWN_ENDED', nodeId }, { delay: 'throttle', id: cooldownIdOf(nodeId) });
    }),
    endCooldown: assign(({ context }, nodeId: string) => ({ coolingDown: context.coolingDown.filter((id) => id !== nodeId) })),
    /** The platform took the change that was being sent. */
    dropSentChange: assign(({ context }) => ({ unsentChanges: context.unsentChanges.slice(1) })),
    /**
     * The change being sent failed: its game goes back to what the platform holds, and that game's
     * later changes, made on top of the failed one, are dropped with it (sending them would undo
     * what the platform never did). Other games' changes stay and are sent.
     */
    undoSentChange: assign(({ context }, error: unknown) => {
      const [failed, ...rest] = context.unsentChanges;
      const failure = { failureKey: failureKeyOf(error), failureCount: context.failureCount + 1 };
      if (!failed) return failure;
      const { nodeId } = failed.game;
      return {
        ids: withFavourite(context.ids, nodeId, !failed.add),
        unsentChanges: rest.filter((change) => change.game.nodeId !== nodeId),
        ...failure,
      };
    }),
  },
  delays: { throttle: FAVOURITE_THROTTLE_MS },
}).createMachine({
  id: 'favourites',
  context: { ids: [], unsentChanges: [], coolingDown: [], failureKey: null, failureCount: 0 },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadIds',
        src: 'loadIds',
        onDone: { target: 'ready', actions: { type: 'storeIds', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failure: retryableFailure(),
    ready: {
      tags: [TAGS.ready],
      initial: 'idle',
      on: {
        TOGGLE: [
          // SPEC.md §9: the same tile again within FAVOURITE_THROTTLE_MS is ignored
          { guard: { type: 'tileIsCoolingDown', params: ({ event }) => event.game.nodeId } },
          {
            actions: [
              { type: 'applyChange', params: ({ event }) => event.game },
              { type: 'startCooldown', params: ({ event }) => event.game.nodeId },
            ],
          },
        ],
        COOLDOWN_ENDED: {
          // only a tile that is cooling down has a timer that can end
          guard: { type: 'tileIsCoolingDown', params: ({ event }) => event.nodeId },
          actions: { type: 'endCooldown', params: ({ event }) => event.nodeId },
        },
      },
      states: {
        idle: {
          always: { guard: 'hasUnsentChanges', target: 'saving' },
        },
        // the oldest unsent change is on its way; a toggle meanwhile queues behind it
        saving: {
          tags: [TAGS.busy],
          invoke: {
            id: 'saveFavourite',
            src: 'saveFavourite',
            input: ({ context }) => context.unsentChanges[0] as FavouriteChange,
            onDone: { target: 'idle', actions: 'dropSentChange' },
            onError: { target: 'idle', actions: { type: 'undoSentChange', params: errorOf } },
          },
        },
      },
    },
  },
});

export type FavouritesMachine = typeof favouritesMachine;
