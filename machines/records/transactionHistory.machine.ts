/**
 * The transaction history (/member/transactionHistory): one page of 10 movements, newest first,
 * of a type and a range of days (at most 30,
 * default today), with the range's totals. A new type or range goes back to page 1; every change
 * of the query is handed to the wiring (`queryChanged`), which keeps it in the URL so a reload or a
 * shared link opens the same page. A range the platform would refuse is refused here first.
 *
 * The page follows the account live: a balance change pushed by the platform (every movement is
 * one) and every resync after a break load the same page again (REFRESH), so a new movement shows
 * without a reload; the rows stay on screen meanwhile. One that comes while the page loads is kept
 * (`loading.outdated`): that load's answer may predate the movement, so the page is read again once
 * it ends.
 */
import { assign, setup, stateIn } from 'xstate';
import type { TransactionCodeType, TransactionRecordPage } from '../../src/api';
import { refreshOn } from '../accountSignals';
import { errorOf, notProvided, refreshKeptWhileLoading, retryableFailure, storeFailure, TAGS } from '../kit';
import { dayOf, daysInRange, parseDay } from '../money';

/** The filter the member picks; each maps onto API.md's codeTypes (all: none). */
export const HISTORY_TYPES = ['all', 'deposit', 'withdraw', 'betting', 'winning', 'promotion', 'rebate', 'dividend', 'salary', 'other'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export const HISTORY_CODE_TYPES: Readonly<Record<HistoryType, readonly TransactionCodeType[]>> = {
  all: [],
  deposit: ['deposit'],
  withdraw: ['withdraw'],
  betting: ['betting'],
  winning: ['winning'],
  promotion: ['dividend'],
  rebate: ['betting_rebate', 'agent_rebate', 'referral_rebate'],
  dividend: ['share_bonus'],
  salary: ['daily_wage', 'hour_wage'],
  other: ['other'],
};

/** The longest range, in days (API.md). */
export const HISTORY_MAX_DAYS = 30;
export const HISTORY_PAGE_SIZE = 10;

export interface HistoryQuery {
  readonly type: HistoryType;
  /** yyyy-mm-dd, local. */
  readonly from: string;
  readonly to: string;
  readonly page: number;
}

export const isHistoryType = (value: string | null | undefined): value is HistoryType => HISTORY_TYPES.some((type) => type === value);

/** A range of days the history accepts: real days, from ≤ to, at most 30 days. */
export function rangeAccepted(from: string, to: string): boolean {
  const days = daysInRange(from, to);
  return days >= 1 && days <= HISTORY_MAX_DAYS;
}

/**
 * The query a URL's search string names (?type=&from=&to=&page=); what is missing or not valid
 * falls back to all types, today, page 1.
 */
export function queryFromSearch(search: string, today: Date): HistoryQuery {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number(params.get('page'));
  const todayDay = dayOf(today);
  const validRange = parseDay(from) !== null && parseDay(to) !== null && rangeAccepted(from, to);
  return {
    type: isHistoryType(type) ? type : 'all',
    from: validRange ? from : todayDay,
    to: validRange ? to : todayDay,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The search string that names a query (the default parts left out). */
export function searchOfQuery(query: HistoryQuery): string {
  const params = new URLSearchParams();
  if (query.type !== 'all') params.set('type', query.type);
  params.set('from', query.from);
  params.set('to', query.to);
  if (query.page > 1) params.set('page', String(query.page));
  return `?${params.toString()}`;
}

export interface TransactionHistoryInput {
  readonly query: HistoryQuery;
}

export interface TransactionHistoryContext {
  readonly query: HistoryQuery;
  readonly result: TransactionRecordPage | null;
  readonly failureKey: string | null;
  /** A range the member picked that was refused (i18n key); the shown range is unchanged. */
  readonly rangeErrorKey: string | null;
}

export type TransactionHistoryEvent =
  | { type: 'SET_TYPE'; historyType: HistoryType }
  | { type: 'SET_RANGE'; from: string; to: string }
  | { type: 'SET_PAGE'; page: number }
  | { type: 'RETRY' }
  /** The account moved (a live event or a resync): the same query again. */
  | { type: 'REFRESH' };

/** Live events that send REFRESH (accountSignals.ts): every movement changes the balance. */
export const transactionHistoryHearsAccount = refreshOn(['balanceChanged'], { type: 'REFRESH' } satisfies TransactionHistoryEvent);

const rangeOk = ({ event }: { event: TransactionHistoryEvent }) => event.type === 'SET_RANGE' && rangeAccepted(event.from, event.to);

export const transactionHistoryMachine = setup({
  types: { context: {} as TransactionHistoryContext, events: {} as TransactionHistoryEvent, input: {} as TransactionHistoryInput },
  actors: {
    loadRecord: notProvided<TransactionRecordPage, HistoryQuery>('loadRecord'),
  },
  guards: {
    rangeOk,
    pageChanges: ({ context, event }) => event.type === 'SET_PAGE' && event.page !== context.query.page && event.page >= 1 && event.page <= Math.max(1, context.result?.totalPages ?? 1),
    typeChanges: ({ context, event }) => event.type === 'SET_TYPE' && event.historyType !== context.query.type,
    hasRows: (_, output: TransactionRecordPage) => output.list.length > 0,
    /** A page past the last (an old link): the first page instead. */
    pastLastPage: (_, output: TransactionRecordPage) => output.list.length === 0 && output.totalCount > 0,
    /** A movement was heard while the page loaded (machines/kit refreshKeptWhileLoading). */
    refreshHeard: stateIn('#transactionHistory.loading.outdated'),
  },
  actions: {
    setType: assign(({ context, event }) => (event.type === 'SET_TYPE' ? { query: { ...context.query, type: event.historyType, page: 1 }, rangeErrorKey: null } : {})),
    setRange: assign(({ context, event }) => (event.type === 'SET_RANGE' ? { query: { ...context.query, from: event.from, to: event.to, page: 1 }, rangeErrorKey: null } : {})),
    firstPage: assign(({ context }) => ({ query: { ...context.query, page: 1 } })),
    setPage: assign(({ context, event }) => (event.type === 'SET_PAGE' ? { query: { ...context.query, page: event.page } } : {})),
    refuseRange: assign({ rangeErrorKey: 'ledger:history.rangeTooLong' }),
    store: assign((_, result: TransactionRecordPage) => ({ result, failureKey: null })),
    storeFailure: storeFailure(),
    /** Keeps the query where a reload finds it (the URL); provided by the wiring. */
    queryChanged: (_, _query: HistoryQuery) => {},
  },
}).createMachine({
  id: 'transactionHistory',
  context: ({ input }) => ({ query: input.query, result: null, failureKey: null, rangeErrorKey: null }),
  initial: 'loading',
  on: {
    SET_TYPE: { guard: 'typeChanges', target: '.loading', actions: ['setType', { type: 'queryChanged', params: ({ context }) => context.query }] },
    SET_RANGE: [
      { guard: 'rangeOk', target: '.loading', actions: ['setRange', { type: 'queryChanged', params: ({ context }) => context.query }] },
      { actions: 'refuseRange' },
    ],
  },
  states: {
    loading: {
      tags: [TAGS.busy],
      // a balance change pushed while the page loads: read again once it ends
      ...refreshKeptWhileLoading('REFRESH'),
      invoke: {
        id: 'loadRecord',
        src: 'loadRecord',
        input: ({ context }) => context.query,
        onDone: [
          { guard: 'refreshHeard', target: 'loading', reenter: true },
          { guard: { type: 'hasRows', params: ({ event }) => event.output }, target: 'ready', actions: { type: 'store', params: ({ event }) => event.output } },
          { guard: { type: 'pastLastPage', params: ({ event }) => event.output }, target: 'loading', reenter: true, actions: ['firstPage', { type: 'queryChanged', params: ({ context }) => context.query }] },
          { target: 'empty', actions: { type: 'store', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    ready: {
      tags: [TAGS.ready],
      on: {
        SET_PAGE: { guard: 'pageChanges', target: 'loading', actions: ['setPage', { type: 'queryChanged', params: ({ context }) => context.query }] },
        REFRESH: 'loading',
      },
    },
    empty: { tags: [TAGS.empty], on: { REFRESH: 'loading' } },
    failure: retryableFailure('loading', { REFRESH: 'loading' }),
  },
});

export type TransactionHistoryMachine = typeof transactionHistoryMachine;
