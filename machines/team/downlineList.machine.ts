/**
 * The downline management (/agentHome/downlineManagmentView, SPEC.md §2 agent centre
 * pages): the agent's team a page at a time — the direct downlines of the agent looked at, or
 * with a keyword every member below it whose username matches — sorted by any column, with each
 * row's team figures for a range of days (at most 31) and the totals row of all the rows. A
 * downline agent's row drills into its own team (the query's `agent`); the platform's breadcrumb
 * path leads back up. The platform pages, searches and sorts, so a team of thousands sends 20
 * rows at a time. Every change of the query goes through `queryChanged`, which the wiring keeps
 * in the URL (a reload or a shared link opens the same list). A new keyword, sort, range or
 * agent goes back to page 1; a page past the last (an old link) to page 1.
 *
 * Money sent to a downline from its row is the transferUpline chart's (its own flow, in a dialog);
 * this chart only says to whom (`transferTo`) and loads the list again once money was sent, so the
 * balance shown is the new one.
 */
import { assign, setup } from 'xstate';
import type { DownlineList, DownlineSort } from '../../src/api';
import { errorOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';
import { daysInRange, rangeFromSearch } from '../money';

export const DOWNLINE_SORTS = ['username', 'registerTime', 'teamSize', 'balance', 'betAmount', 'validBetAmount', 'winAmount', 'profitAndLoss', 'depositAmount', 'withdrawAmount'] as const satisfies readonly DownlineSort[];
export type SortOrder = 'asc' | 'desc';

/** The longest range of the list's figures, in days (the platform's report limit). */
export const DOWNLINE_MAX_DAYS = 31;
/** Rows per page: what a phone or a desktop shows without a long scroll, and cheap to draw. */
export const DOWNLINE_PAGE_SIZE = 20;
/** The range the page opens on: the last 7 days, today included. */
export const DOWNLINE_DEFAULT_DAYS = 7;

export interface DownlineQuery {
  /** The agent whose team is listed; null for the signed-in agent. */
  readonly agent: string | null;
  /** Username search over the whole team below `agent`; '' lists its direct downlines. */
  readonly keyword: string;
  readonly sortBy: DownlineSort;
  readonly sortOrder: SortOrder;
  readonly page: number;
  /** yyyy-mm-dd, local: the days the figures cover. */
  readonly from: string;
  readonly to: string;
}

export const isDownlineSort = (value: string | null | undefined): value is DownlineSort => DOWNLINE_SORTS.some((sort) => sort === value);

/** A range the list accepts: real days, from ≤ to, at most 31 days. */
export function downlineRangeAccepted(from: string, to: string): boolean {
  const days = daysInRange(from, to);
  return days >= 1 && days <= DOWNLINE_MAX_DAYS;
}

/** The query a URL's search names (?agent&q&sort&order&page&from&to); what is missing or invalid falls back to the defaults. */
export function downlineQueryFromSearch(search: string, today: Date): DownlineQuery {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const range = rangeFromSearch(params, today, DOWNLINE_DEFAULT_DAYS, downlineRangeAccepted);
  return {
    agent: params.get('agent')?.trim() || null,
    keyword: params.get('q')?.trim() ?? '',
    sortBy: isDownlineSort(sort) ? sort : 'registerTime',
    sortOrder: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...range,
  };
}

/** The search string that names a query (defaults left out, the range always in). */
export function searchOfDownlineQuery(query: DownlineQuery): string {
  const params = new URLSearchParams();
  if (query.agent) params.set('agent', query.agent);
  if (query.keyword) params.set('q', query.keyword);
  if (query.sortBy !== 'registerTime') params.set('sort', query.sortBy);
  if (query.sortOrder !== 'desc') params.set('order', query.sortOrder);
  if (query.page > 1) params.set('page', String(query.page));
  params.set('from', query.from);
  params.set('to', query.to);
  return `?${params.toString()}`;
}

export interface DownlineListInput {
  readonly query: DownlineQuery;
}

export interface DownlineListContext {
  readonly query: DownlineQuery;
  readonly result: DownlineList | null;
  readonly failureKey: string | null;
  /** A range the agent picked that was refused (i18n key); the shown range is unchanged. */
  readonly rangeErrorKey: string | null;
  /** The downline whose transfer dialog is open, or null. */
  readonly transferTo: string | null;
}

export type DownlineListEvent =
  | { type: 'SEARCH'; keyword: string }
  | { type: 'SORT'; sortBy: DownlineSort; sortOrder: SortOrder }
  | { type: 'SET_PAGE'; page: number }
  | { type: 'SET_RANGE'; from: string; to: string }
  /** Back up the breadcrumb (null: the signed-in agent's own team). */
  | { type: 'SHOW_TEAM'; agent: string | null }
  /** Into a downline agent's own team, from its row. */
  | { type: 'OPEN_TEAM'; agent: string }
  | { type: 'RETRY' }
  | { type: 'OPEN_TRANSFER'; downline: string }
  | { type: 'CLOSE_TRANSFER' }
  /** Money reached a downline: its balance changed. */
  | { type: 'TRANSFERRED' };

const queryParams = ({ context }: { context: DownlineListContext }) => context.query;

/**
 * What the filters and the breadcrumb do wherever the list is (loading, shown, empty, failed):
 * they are on screen in all of them. Not while the transfer dialog covers the page.
 */
// Each targets `loading` with `reenter: true`: a query changed while a load runs starts the load
// again for the new query (without it the running load's answer, for the old query, was kept).
const queryEvents = {
  // a search asked again loads again (the team may have changed meanwhile)
  SEARCH: { target: '#downlineList.loading', reenter: true, actions: ['search', { type: 'queryChanged', params: queryParams }] },
  SORT: { guard: 'sortChanges', target: '#downlineList.loading', reenter: true, actions: ['sort', { type: 'queryChanged', params: queryParams }] },
  SET_RANGE: [{ guard: 'rangeOk', target: '#downlineList.loading', reenter: true, actions: ['setRange', { type: 'queryChanged', params: queryParams }] }, { actions: 'refuseRange' }],
  SHOW_TEAM: { guard: 'teamChanges', target: '#downlineList.loading', reenter: true, actions: ['showTeam', { type: 'queryChanged', params: queryParams }] },
} as const;

export const downlineListMachine = setup({
  types: { context: {} as DownlineListContext, events: {} as DownlineListEvent, input: {} as DownlineListInput },
  actors: {
    loadDownlines: notProvided<DownlineList, DownlineQuery>('loadDownlines'),
  },
  guards: {
    sortChanges: ({ context, event }) => event.type === 'SORT' && (event.sortBy !== context.query.sortBy || event.sortOrder !== context.query.sortOrder),
    rangeOk: ({ event }) => event.type === 'SET_RANGE' && downlineRangeAccepted(event.from, event.to),
    teamChanges: ({ context, event }) => event.type === 'SHOW_TEAM' && event.agent !== context.query.agent,
    pageChanges: ({ context, event }) => event.type === 'SET_PAGE' && event.page !== context.query.page && event.page >= 1 && event.page <= Math.max(1, context.result?.totalPages ?? 1),
    hasRows: (_, list: DownlineList) => list.list.length > 0,
    /** A page past the last (an old link, a team that shrank): the first page instead. */
    pastLastPage: (_, list: DownlineList) => list.list.length === 0 && list.totalCount > 0,
  },
  actions: {
    search: assign(({ context, event }) => (event.type === 'SEARCH' ? { query: { ...context.query, keyword: event.keyword.trim(), page: 1 } } : {})),
    sort: assign(({ context, event }) => (event.type === 'SORT' ? { query: { ...context.query, sortBy: event.sortBy, sortOrder: event.sortOrder, page: 1 } } : {})),
    setRange: assign(({ context, event }) => (event.type === 'SET_RANGE' ? { query: { ...context.query, from: event.from, to: event.to, page: 1 }, rangeErrorKey: null } : {})),
    refuseRange: assign({ rangeErrorKey: 'team:downlines.rangeTooLong' }),
    // a team of its own: its direct downlines, not the keyword's matches from the team above
    showTeam: assign(({ context, event }) => (event.type === 'SHOW_TEAM' || event.type === 'OPEN_TEAM' ? { query: { ...context.query, agent: event.agent, keyword: '', page: 1 } } : {})),
    setPage: assign(({ context, event }) => (event.type === 'SET_PAGE' ? { query: { ...context.query, page: event.page } } : {})),
    firstPage: assign(({ context }) => ({ query: { ...context.query, page: 1 } })),
    store: assign((_, result: DownlineList) => ({ result, failureKey: null })),
    storeFailure: storeFailure(),
    openTransfer: assign(({ event }) => (event.type === 'OPEN_TRANSFER' ? { transferTo: event.downline } : {})),
    closeTransfer: assign({ transferTo: null }),
    /** Keeps the query where a reload finds it (the URL); provided by the wiring. */
    queryChanged: (_, _query: DownlineQuery) => {},
  },
}).createMachine({
  id: 'downlineList',
  context: ({ input }) => ({ query: input.query, result: null, failureKey: null, rangeErrorKey: null, transferTo: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      on: queryEvents,
      invoke: {
        id: 'loadDownlines',
        src: 'loadDownlines',
        input: ({ context }) => context.query,
        onDone: [
          { guard: { type: 'hasRows', params: ({ event }) => event.output }, target: 'ready', actions: { type: 'store', params: ({ event }) => event.output } },
          { guard: { type: 'pastLastPage', params: ({ event }) => event.output }, target: 'loading', reenter: true, actions: ['firstPage', { type: 'queryChanged', params: queryParams }] },
          { target: 'empty', actions: { type: 'store', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    ready: {
      tags: [TAGS.ready],
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            ...queryEvents,
            SET_PAGE: { guard: 'pageChanges', target: '#downlineList.loading', actions: ['setPage', { type: 'queryChanged', params: queryParams }] },
            // a downline agent's row: its own team
            OPEN_TEAM: { target: '#downlineList.loading', actions: ['showTeam', { type: 'queryChanged', params: queryParams }] },
            OPEN_TRANSFER: { target: 'transferring', actions: 'openTransfer' },
          },
        },
        /** The transfer dialog is open over the list (the transferUpline flow runs in it); the list waits. */
        transferring: {
          tags: ['transferring'],
          on: {
            CLOSE_TRANSFER: { target: 'browsing', actions: 'closeTransfer' },
            // the rows load again, with the downline's new balance
            TRANSFERRED: { target: '#downlineList.loading', actions: 'closeTransfer' },
          },
        },
      },
    },
    empty: { tags: [TAGS.empty], on: queryEvents },
    failure: retryableFailure('loading', queryEvents),
  },
});

export type DownlineListMachine = typeof downlineListMachine;
