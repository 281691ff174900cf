/**
 * What a visitor was doing when a session was needed (SPEC.md §2 "Game lobby"): a tile's star, a
 * game's "Jugar", the Favourite or Recent filter. The visitor is sent to the login popup, which
 * leads back to that page; once signed in there, the action goes on (the game is added to the
 * favourites, the game opens, the filter shows) instead of being forgotten.
 *
 * Held in memory only (never in the address, never in storage; a reload loses it), for one action
 * at a time, the latest. The session chart runs this chart for its whole life and tells it when a
 * session starts (`SIGNED_IN`) and when one ends (`DROP`); the sign-in popups tell it the page they
 * lead back to (`SIGN_IN_SHOWN`) and when they are closed (`DROP`); the page it was for takes it
 * (`TAKE`) and carries it out.
 *
 * - `idle`: nothing is waiting.
 * - `held`: the visitor was sent to sign in for it. A sign-in popup shown for another page (a
 *   member page's login, the forgotten-password form) means the visitor went elsewhere: it is dropped,
 *   and so it is when the popup is closed without signing in.
 * - `due`: signed in; the page it was for takes it once. Signing out first drops it.
 */
import { assign, setup } from 'xstate';
import type { Game } from '../../src/api';
import type { FavouriteGame } from '../games/favourites.connect';
import type { SessionFilter } from '../games/lobby.machine';

/** The tags a view reads. */
export const PENDING_ACTION_TAGS = {
  /** Waiting for the visitor to sign in. */
  held: 'held',
  /** Signed in: the page it was for carries it out. */
  due: 'due',
} as const;

/** What the visitor asked for, and the page (path and safe query) it was asked on. */
export type PendingAction =
  | { readonly kind: 'favourite'; readonly page: string; readonly game: FavouriteGame }
  | { readonly kind: 'launch'; readonly page: string; readonly game: Game }
  | { readonly kind: 'filter'; readonly page: string; readonly filter: SessionFilter };

export interface PendingActionContext {
  readonly action: PendingAction | null;
}

export type PendingActionEvent =
  /** The visitor is sent to sign in for this action. */
  | { type: 'HOLD'; action: PendingAction }
  /** A sign-in popup is shown that leads back to `page` once signed in. */
  | { type: 'SIGN_IN_SHOWN'; page: string }
  /** A session started (told by the session chart). */
  | { type: 'SIGNED_IN' }
  /** The page it was for carried it out. */
  | { type: 'TAKE' }
  /** The sign-in popup was closed without signing in, or the session ended (the session chart). */
  | { type: 'DROP' };

export const pendingActionMachine = setup({
  types: { context: {} as PendingActionContext, events: {} as PendingActionEvent },
  guards: {
    /** The popup shown leads back to another page than the one the action was asked on. */
    leadsElsewhere: ({ context }, page: string) => context.action !== null && context.action.page !== page,
  },
  actions: {
    keep: assign((_, action: PendingAction) => ({ action })),
    forget: assign({ action: null }),
  },
}).createMachine({
  id: 'pendingAction',
  context: { action: null },
  initial: 'idle',
  states: {
    idle: {
      on: { HOLD: { target: 'held', actions: { type: 'keep', params: ({ event }) => event.action } } },
    },
    held: {
      tags: [PENDING_ACTION_TAGS.held],
      on: {
        // the latest action is the one the visitor wants
        HOLD: { target: 'held', actions: { type: 'keep', params: ({ event }) => event.action } },
        SIGN_IN_SHOWN: { guard: { type: 'leadsElsewhere', params: ({ event }) => event.page }, target: 'idle', actions: 'forget' },
        SIGNED_IN: 'due',
        DROP: { target: 'idle', actions: 'forget' },
      },
    },
    due: {
      tags: [PENDING_ACTION_TAGS.due],
      on: {
        TAKE: { target: 'idle', actions: 'forget' },
        DROP: { target: 'idle', actions: 'forget' },
      },
    },
  },
});

export type PendingActionMachine = typeof pendingActionMachine;
