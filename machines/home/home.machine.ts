/**
 * The home lobby (SPEC.md §2 "Home lobby"): one load of what frames the page (categories with
 * their vendors, hot games, recent games for a member, the winners board), a failure state with a
 * retry. Each category's 12-game list is its section's own chart (homeSection.machine.ts), opened
 * as the section comes near the viewport. Category and vendor choices are links to the game
 * lobbies, where the lobby chart takes over. Banners and notices are the shell's
 * (notices.machine.ts): this chart runs only while the home lobby is shown.
 *
 * `loading` (busy) → `ready` | `failure` (failed, RETRY). What frames the home depends on who
 * reads it and in which language, both told by the view, and the same flow follows them:
 * LANGUAGE with another language loads again in it, nothing of the old one kept meanwhile;
 * SIGNED_IN loads again with the member's recent games, SIGNED_OUT loads again without them (the
 * recent games gone at once).
 */
import { assign, setup } from 'xstate';
import type { Game, VendorLane, Winner } from '../../src/api';
import { failureKeyOf, notProvided, retryableFailure, TAGS } from '../kit';

/** SPEC.md §9: 12 hot games and 12 games per category list on the home lobby. */
export const HOME_LIST_SIZE = 12;
/** SPEC.md §9: sports-type categories show at most 5 vendors on the home lobby. */
export const HOME_SPORTS_VENDORS = 5;

export interface HomeData {
  readonly lanes: readonly VendorLane[];
  readonly hot: readonly Game[];
  /** Empty for a visitor, or when the member has played nothing yet. */
  readonly recent: readonly Game[];
  /** Null when the board could not be loaded (the section says so; the rest of the page stays). */
  readonly winners: readonly Winner[] | null;
}

export interface HomeInput {
  /** The page's language when the flow opens. */
  readonly language: string;
  /** A member reads the home (or a stored session is being checked, so a reload loads once). */
  readonly member: boolean;
}

/** What the load is asked: whether to read the member's recent games. */
export interface HomeLoad {
  readonly member: boolean;
}

export interface HomeContext {
  readonly data: HomeData | null;
  readonly failureKey: string | null;
  readonly language: string;
  readonly member: boolean;
}

export type HomeEvent =
  | { type: 'RETRY' }
  /** The page's language: another one loads the home again in it. */
  | { type: 'LANGUAGE'; language: string }
  /** A member signed in (or a stored session is being checked): the home loads again with the recent games. */
  | { type: 'SIGNED_IN' }
  /** The session ended: the home loads again without the recent games. */
  | { type: 'SIGNED_OUT' };

export const homeMachine = setup({
  types: { context: {} as HomeContext, events: {} as HomeEvent, input: {} as HomeInput },
  actors: { load: notProvided<HomeData, HomeLoad>('loadHome') },
  guards: {
    otherLanguage: ({ context, event }) => event.type === 'LANGUAGE' && event.language !== context.language,
    visitor: ({ context }) => !context.member,
    member: ({ context }) => context.member,
  },
}).createMachine({
  id: 'home',
  context: ({ input }) => ({ data: null, failureKey: null, language: input.language, member: input.member }),
  initial: 'loading',
  on: {
    LANGUAGE: { guard: 'otherLanguage', target: '.loading', actions: assign({ language: ({ event }) => event.language, data: null }) },
    SIGNED_IN: { guard: 'visitor', target: '.loading', actions: assign({ member: true }) },
    // a visitor is shown no member's games, not even while the home loads again
    SIGNED_OUT: { guard: 'member', target: '.loading', actions: assign(({ context }) => ({ member: false, data: context.data ? { ...context.data, recent: [] } : null })) },
  },
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadHome',
        src: 'load',
        input: ({ context }) => ({ member: context.member }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, failureKey: null }) },
        onError: { target: 'failure', actions: assign({ failureKey: ({ event }) => failureKeyOf(event.error) }) },
      },
    },
    ready: { tags: [TAGS.ready] },
    failure: retryableFailure(),
  },
});

export type HomeMachine = typeof homeMachine;
