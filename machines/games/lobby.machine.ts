/**
 * A game lobby (SPEC.md §2 "Game lobby", §4 "Lobby"): one category's games with a vendor, a
 * classification, a name search and a filter type, paged by 18 either by loading more (append) or
 * by pagination (replace). Any change of vendor, classification, search or filter goes back to
 * page 1. Choosing Favourite or Recent needs a session: the view sends the visitor to the login
 * popup instead of sending the event (only a member's lobby can reach those filters).
 *
 * The category's, vendors' and games' names come in the reader's language: told another one
 * (LANGUAGE), the lobby drops the lane and the games shown and asks for both again, keeping the
 * vendor, classification, search, filter and page chosen (the page is asked again alone: games
 * added below it by load more are not).
 */
import { assign, setup } from 'xstate';
import { errorOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';
import { askedNow, languageContext, readInOtherLanguage, toldLanguage, type LanguageContext, type LanguageEvent, type LanguageInput } from '../language';
import type { Game, VendorLane } from '../../src/api';

/** SPEC.md §9: 18 games per lobby page. */
export const LOBBY_PAGE_SIZE = 18;
export const ALL = 'ALL';

export type FilterType = 'ALL' | 'NEW' | 'HOT' | 'FAV' | 'RECENT';
export const FILTER_TYPES: readonly FilterType[] = ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'];

/** The member's own lists. */
export type SessionFilter = Extract<FilterType, 'FAV' | 'RECENT'>;

/** Favourite and Recent are the member's own lists: a visitor choosing one is sent to the login popup. */
export function filterNeedsSession(filter: FilterType): filter is SessionFilter {
  return filter === 'FAV' || filter === 'RECENT';
}

/** SPEC.md §2: the name search exists only while the vendor is All (the one place this rule is written). */
export function searchesByName(vendor: string): boolean {
  return vendor === ALL;
}

/** The name search a query applies: its search while the vendor is All, '' otherwise. */
export function nameSearchOf(query: { readonly vendor: string; readonly search: string }): string {
  return searchesByName(query.vendor) ? query.search : '';
}

/** The chart's own tags, beside the kit's busy/failed/ready/empty. */
export const LOBBY_TAGS = {
  /** The category's lane (vendors, classifications) is loading or failed: the lobby is not browsing yet. */
  lane: 'lane',
} as const;

export interface LobbyQuery {
  readonly gameType: string;
  /** A vendor code, or ALL. */
  readonly vendor: string;
  /** A classification code, or ALL. */
  readonly classify: string;
  /** Name search; only applied while the vendor is ALL. */
  readonly search: string;
  readonly filter: FilterType;
  readonly page: number;
}

export interface LobbyPage {
  readonly games: readonly Game[];
  readonly totalPages: number;
}

export interface LobbyInput extends LanguageInput {
  /** Empty for every category (the /favorite and /recent pages). */
  readonly gameType: string;
  readonly vendor?: string | null;
  readonly filter?: FilterType;
}

export interface LobbyContext extends LobbyQuery, LanguageContext {
  readonly games: readonly Game[];
  readonly totalPages: number;
  readonly lane: VendorLane | null;
  /** The pending load adds a page below the games shown (load more) instead of replacing them. */
  readonly append: boolean;
  readonly failureKey: string | null;
}

export type LobbyEvent =
  | { type: 'SELECT_VENDOR'; vendor: string }
  | { type: 'SELECT_CLASSIFY'; classify: string }
  | { type: 'SEARCH'; query: string }
  | { type: 'SET_FILTER'; filter: FilterType }
  | { type: 'GO_TO_PAGE'; page: number }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  | LanguageEvent;

const firstPage = { page: 1, append: false, games: [] as readonly Game[], totalPages: 0 };

export const lobbyMachine = setup({
  types: {
    context: {} as LobbyContext,
    events: {} as LobbyEvent,
    input: {} as LobbyInput,
  },
  actors: {
    /** The category's vendors and classifications (null for every category); cached for the session. Provided by src/app/wiring/games/lobby.ts. */
    loadLane: notProvided<VendorLane | null, { gameType: string }>('loadLane'),
    loadPage: notProvided<LobbyPage, LobbyQuery>('loadPage'),
  },
  guards: {
    isEmpty: ({ context }, page: LobbyPage) => page.games.length === 0 && context.games.length === 0,
    hasMore: ({ context }) => context.page < context.totalPages,
    readInOtherLanguage: ({ context }) => readInOtherLanguage(context),
  },
  actions: {
    selectVendor: assign(({ context }, vendor: string) => ({
      ...firstPage,
      vendor,
      search: nameSearchOf({ vendor, search: context.search }),
    })),
    selectClassify: assign((_, classify: string) => ({ ...firstPage, classify })),
    search: assign((_, search: string) => ({ ...firstPage, search: search.trim() })),
    setFilter: assign((_, filter: FilterType) => ({ ...firstPage, filter })),
    goToPage: assign((_, page: number) => ({ page, append: false })),
    loadMore: assign(({ context }) => ({ page: context.page + 1, append: true })),
    storePage: assign(({ context }, result: LobbyPage) => ({
      games: context.append ? [...context.games, ...result.games] : result.games,
      totalPages: result.totalPages,
      append: false,
      failureKey: null,
    })),
    storeLane: assign((_, lane: VendorLane | null) => ({ lane, failureKey: null })),
    storeFailure: storeFailure(),
    storeLanguage: assign((_, language: string) => toldLanguage(language)),
    // nothing of the old language stays on screen; the query (vendor, classification, search, filter, page) stays
    dropTexts: assign({ lane: null, games: [], totalPages: 0, append: false }),
  },
}).createMachine({
  id: 'lobby',
  context: ({ input }) => ({
    gameType: input.gameType,
    vendor: input.vendor || ALL,
    classify: ALL,
    search: '',
    filter: input.filter ?? 'ALL',
    page: 1,
    games: [],
    totalPages: 0,
    lane: null,
    append: false,
    failureKey: null,
    ...languageContext(input),
  }),
  initial: 'loadingLane',
  on: { LANGUAGE: { actions: { type: 'storeLanguage', params: ({ event }) => event.language } } },
  states: {
    loadingLane: {
      tags: [TAGS.busy, LOBBY_TAGS.lane],
      entry: assign(({ context }) => askedNow(context)),
      invoke: {
        id: 'loadLane',
        src: 'loadLane',
        input: ({ context }) => ({ gameType: context.gameType }),
        onDone: { target: 'browsing', actions: { type: 'storeLane', params: ({ event }) => event.output } },
        onError: { target: 'laneFailure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    laneFailure: {
      tags: [TAGS.failed, LOBBY_TAGS.lane],
      on: { RETRY: 'loadingLane' },
    },
    browsing: {
      // the lane and the games in another language: both asked again (a page being loaded in the old one is dropped)
      always: { guard: 'readInOtherLanguage', target: 'loadingLane', actions: 'dropTexts' },
      initial: 'loading',
      on: {
        SELECT_VENDOR: { target: '.loading', actions: { type: 'selectVendor', params: ({ event }) => event.vendor } },
        SELECT_CLASSIFY: { target: '.loading', actions: { type: 'selectClassify', params: ({ event }) => event.classify } },
        SEARCH: { target: '.loading', actions: { type: 'search', params: ({ event }) => event.query } },
        SET_FILTER: { target: '.loading', actions: { type: 'setFilter', params: ({ event }) => event.filter } },
      },
      states: {
        loading: {
          tags: [TAGS.busy],
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({
              gameType: context.gameType,
              vendor: context.vendor,
              classify: context.classify,
              search: context.search,
              filter: context.filter,
              page: context.page,
            }),
            onDone: [
              {
                guard: { type: 'isEmpty', params: ({ event }) => event.output },
                target: 'empty',
                actions: { type: 'storePage', params: ({ event }) => event.output },
              },
              { target: 'ready', actions: { type: 'storePage', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
          },
        },
        ready: {
          tags: [TAGS.ready],
          on: {
            GO_TO_PAGE: { target: 'loading', actions: { type: 'goToPage', params: ({ event }) => event.page } },
            LOAD_MORE: { guard: 'hasMore', target: 'loading', actions: 'loadMore' },
          },
        },
        empty: { tags: [TAGS.empty] },
        failure: retryableFailure(),
      },
    },
  },
});

export type LobbyMachine = typeof lobbyMachine;
