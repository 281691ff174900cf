/**
 * A member's favourite games (SPEC.md §4 "Favourites", §9): the ids are loaded once per session;
 * a tile's toggle applies at once (optimistic add, immediate removal, so every list on screen
 * follows), then the call is made and undone if it fails. Toggles are throttled: after each one
 * the chart ignores toggles until 1000 ms have passed. Adding a game that is already a favourite
 * is never sent (the toggle removes it instead). The actor exists only while a member is signed in.
 */
import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';

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
  readonly ids: readonly string[];
  readonly change: FavouriteChange | null;
  readonly failureKey: string | null;
}

export type FavouritesEvent = { type: 'TOGGLE'; game: FavouriteTarget } | { type: 'RETRY' };

const keyOf = (error: unknown) =>
  (typeof error === 'object' && error !== null ? (error as { messageKey?: string }).messageKey : undefined) ?? 'errors:unknown';

export const favouritesMachine = setup({
  types: { context: {} as FavouritesContext, events: {} as FavouritesEvent },
  actors: {
    /** The member's favourite node ids; provided by the wiring. */
    loadIds: fromPromise<readonly string[]>(async () => {
      throw new Error('loadIds is not provided');
    }),
    /** Adds or removes one favourite; provided by the wiring. */
    saveFavourite: fromPromise<void, FavouriteChange>(async () => {
      throw new Error('saveFavourite is not provided');
    }),
  },
  actions: {
    storeIds: assign((_, ids: readonly string[]) => ({ ids, failureKey: null })),
    storeFailure: assign((_, error: unknown) => ({ failureKey: keyOf(error) })),
    /** The optimistic step: the list changes before the platform answers. */
    apply: assign(({ context }, game: FavouriteTarget) => {
      const add = !context.ids.includes(game.nodeId);
      return {
        change: { game, add },
        ids: add ? [game.nodeId, ...context.ids] : context.ids.filter((id) => id !== game.nodeId),
        failureKey: null,
      };
    }),
    /** The call failed: the change is undone and the reason kept to show. */
    undo: assign(({ context }, error: unknown) => {
      const change = context.change;
      if (!change) return { failureKey: keyOf(error) };
      return {
        ids: change.add ? context.ids.filter((id) => id !== change.game.nodeId) : [change.game.nodeId, ...context.ids],
        failureKey: keyOf(error),
      };
    }),
  },
  delays: { throttle: FAVOURITE_THROTTLE_MS },
}).createMachine({
  id: 'favourites',
  context: { ids: [], change: null, failureKey: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadIds',
        src: 'loadIds',
        onDone: { target: 'ready', actions: { type: 'storeIds', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: { type: 'storeFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    failure: { on: { RETRY: 'loading' } },
    ready: {
      on: {
        TOGGLE: { target: 'saving', actions: { type: 'apply', params: ({ event }) => event.game } },
      },
    },
    saving: {
      invoke: {
        id: 'saveFavourite',
        src: 'saveFavourite',
        input: ({ context }) => context.change as FavouriteChange,
        onDone: 'throttled',
        onError: { target: 'throttled', actions: { type: 'undo', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    // toggles are ignored here: at most one per FAVOURITE_THROTTLE_MS
    throttled: {
      after: { throttle: 'ready' },
    },
  },
});

export type FavouritesMachine = typeof favouritesMachine;
