/**
 * The member's own records (SPEC.md §2): the betting record (/member/personalHistoryCopy),
 * personal profit (/member/personalProfit) and bonus details (/member/bonusDetails). One chart,
 * the record's kind its input, like the agent reports: each kind names its filters
 * (`RECORD_FILTERS`) — game type, vendor and the bet-time / settlement-time switch for bets, the
 * period's buckets (day, week, month) for profit and bonuses, the bonus type — and a range of
 * local days the kind takes (`RECORD_MAX_DAYS`; a longer one is refused here, with a message and
 * no call). Two charts share the rules (`records`): `betRecordMachine` (pages, bet or settlement
 * time, a bet's detail) and `periodRecordMachine` (profit and bonuses: periods), so each chart's
 * every transition is one its page can take. The platform sends the totals of the whole query (the betting record pages 20 rows;
 * profit and bonuses come as one list of periods). A new filter, range or period goes back to page
 * 1; a page past the last (an old link) to page 1; every change of the query goes through
 * `queryChanged`, which the wiring keeps in the URL. OPEN_BET shows one bet's detail (the row the
 * platform sent: no further call), CLOSE_BET goes back to the list.
 */
import { assign, setup } from 'xstate';
import type { BetGameType, BetRecord, BetRecordPage, BonusReport, BonusType, ProfitReport, RecordPeriod } from '../../src/api';
import { errorOf, failureKeyOf, notProvided, retryableFailure, TAGS } from '../kit';
import { daysInRange, parseDay, rangeFromSearch } from '../money';

export const RECORD_KINDS = ['betting', 'profit', 'bonus'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const RECORD_GAME_TYPES = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const satisfies readonly BetGameType[];
export const RECORD_PERIOD_LIST = ['DAY', 'WEEK', 'MONTH'] as const satisfies readonly RecordPeriod[];
export const RECORD_BONUS_TYPES = ['DEPOSIT_BONUS', 'REBATE', 'PROMOTION', 'MISSION', 'RED_ENVELOPE', 'VIP', 'RAFFLE'] as const satisfies readonly BonusType[];
export type RecordBasis = 'BET' | 'SETTLE';

export interface RecordFilters {
  readonly gameType: boolean;
  readonly vendor: boolean;
  /** Bet time or settlement time. */
  readonly basis: boolean;
  /** Day, week or month buckets. */
  readonly period: boolean;
  readonly bonusType: boolean;
}

export const RECORD_FILTERS: Readonly<Record<RecordKind, RecordFilters>> = {
  betting: { gameType: true, vendor: true, basis: true, period: false, bonusType: false },
  profit: { gameType: true, vendor: false, basis: false, period: true, bonusType: false },
  bonus: { gameType: false, vendor: false, basis: false, period: true, bonusType: true },
};

/** The longest range of each kind, in days (the platform's limits). */
export const RECORD_MAX_DAYS: Readonly<Record<RecordKind, number>> = { betting: 31, profit: 186, bonus: 186 };
/** The range each kind opens on: the last N days, today included. */
export const RECORD_DEFAULT_DAYS: Readonly<Record<RecordKind, number>> = { betting: 7, profit: 30, bonus: 90 };
/** The buckets each kind opens on. */
export const RECORD_DEFAULT_PERIOD: Readonly<Record<RecordKind, RecordPeriod>> = { betting: 'DAY', profit: 'DAY', bonus: 'WEEK' };
/** The chart's own tag: a bet's detail is open. */
export const RECORDS_TAGS = { betOpen: 'betOpen' } as const;

/** Bets per page. */
export const RECORD_PAGE_SIZE = 20;

export interface RecordQuery {
  readonly gameType: BetGameType | '';
  /** A vendor's code ('' every vendor). */
  readonly vendor: string;
  readonly bonusType: BonusType | '';
  readonly basis: RecordBasis;
  readonly period: RecordPeriod;
  readonly page: number;
  /** yyyy-mm-dd, local: the days the record covers. */
  readonly from: string;
  readonly to: string;
}

/** The filters a record's query may change at once (a select). */
export type RecordFilterChange = Partial<Pick<RecordQuery, 'gameType' | 'vendor' | 'bonusType'>>;

export type RecordResult = BetRecordPage | ProfitReport | BonusReport;

const isGameType = (value: string | null | undefined): value is BetGameType => RECORD_GAME_TYPES.some((type) => type === value);
const isPeriod = (value: string | null | undefined): value is RecordPeriod => RECORD_PERIOD_LIST.some((period) => period === value);
const isBonusType = (value: string | null | undefined): value is BonusType => RECORD_BONUS_TYPES.some((type) => type === value);

/** The problem of a range for a kind (i18n key), or null when the record takes it. */
export function recordRangeProblem(kind: RecordKind, from: string, to: string): string | null {
  const days = daysInRange(from, to);
  if (parseDay(from) === null || parseDay(to) === null || days < 1) return 'records:range.invalid';
  if (days > RECORD_MAX_DAYS[kind]) return 'records:range.tooLong';
  return null;
}

/** The query a URL's search names for a kind (?game&vendor&type&basis&period&page&from&to); what is missing, invalid or not the kind's falls back to the defaults. */
export function recordQueryFromSearch(kind: RecordKind, search: string, today: Date): RecordQuery {
  const filters = RECORD_FILTERS[kind];
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const range = rangeFromSearch(params, today, RECORD_DEFAULT_DAYS[kind], (from, to) => recordRangeProblem(kind, from, to) === null);
  const game = params.get('game');
  const period = params.get('period')?.toUpperCase();
  const type = params.get('type')?.toUpperCase();
  return {
    gameType: filters.gameType && isGameType(game) ? game : '',
    vendor: filters.vendor ? (params.get('vendor')?.trim().toUpperCase() ?? '') : '',
    bonusType: filters.bonusType && isBonusType(type) ? type : '',
    basis: filters.basis && params.get('basis') === 'settle' ? 'SETTLE' : 'BET',
    period: filters.period && isPeriod(period) ? period : RECORD_DEFAULT_PERIOD[kind],
    page: kind === 'betting' && Number.isInteger(page) && page >= 1 ? page : 1,
    ...range,
  };
}

/** The search string that names a query (defaults left out, the range always in). */
export function searchOfRecordQuery(kind: RecordKind, query: RecordQuery): string {
  const params = new URLSearchParams();
  if (query.gameType) params.set('game', query.gameType);
  if (query.vendor) params.set('vendor', query.vendor);
  if (query.bonusType) params.set('type', query.bonusType);
  if (query.basis === 'SETTLE') params.set('basis', 'settle');
  if (RECORD_FILTERS[kind].period && query.period !== RECORD_DEFAULT_PERIOD[kind]) params.set('period', query.period.toLowerCase());
  if (query.page > 1) params.set('page', String(query.page));
  params.set('from', query.from);
  params.set('to', query.to);
  return `?${params.toString()}`;
}

export interface MemberRecordsInput {
  readonly kind: RecordKind;
  readonly query: RecordQuery;
}

/** What the load call is asked: the kind and its query. */
export interface RecordRequest {
  readonly kind: RecordKind;
  readonly query: RecordQuery;
}

export interface MemberRecordsContext {
  readonly kind: RecordKind;
  readonly query: RecordQuery;
  readonly result: RecordResult | null;
  readonly failureKey: string | null;
  /** A range the member picked that was refused (i18n key); the shown range is unchanged. */
  readonly rangeErrorKey: string | null;
  /** The bet whose detail is open (betting record). */
  readonly bet: BetRecord | null;
}

export type MemberRecordsEvent =
  | { type: 'FILTER'; filters: RecordFilterChange }
  | { type: 'SET_BASIS'; basis: RecordBasis }
  | { type: 'SET_PERIOD'; period: RecordPeriod }
  | { type: 'SET_RANGE'; from: string; to: string }
  | { type: 'SET_PAGE'; page: number }
  | { type: 'OPEN_BET'; orderNo: string }
  | { type: 'CLOSE_BET' }
  | { type: 'RETRY' };

const queryParams = ({ context }: { context: MemberRecordsContext }) => context.query;

/**
 * Only the filters the kind has, trimmed; a new game type clears the vendor (its vendors differ);
 * a vendor is one the platform offered with the last answer (`vendors`), or none.
 */
function filtersOf(kind: RecordKind, change: RecordFilterChange, vendors: readonly string[] = []): RecordFilterChange {
  const filters = RECORD_FILTERS[kind];
  const vendor = change.vendor?.trim().toUpperCase();
  return {
    ...(filters.gameType && change.gameType !== undefined ? { gameType: change.gameType, ...(filters.vendor ? { vendor: '' } : {}) } : {}),
    ...(filters.vendor && vendor !== undefined && (vendor === '' || vendors.includes(vendor)) ? { vendor } : {}),
    ...(filters.bonusType && change.bonusType !== undefined ? { bonusType: change.bonusType } : {}),
  };
}

/** The vendor codes the last answer offered (betting record). */
const vendorsOffered = (context: MemberRecordsContext): string[] => (context.kind === 'betting' && context.result ? ((context.result as BetRecordPage).vendors ?? []).map((vendor) => vendor.code.toUpperCase()) : []);

const listOf = (result: RecordResult | null): readonly unknown[] => result?.list ?? [];
const betsOf = (context: MemberRecordsContext): readonly BetRecord[] => (context.kind === 'betting' && context.result ? (context.result as BetRecordPage).list : []);

/** Whether an answer has anything to show: bets, or a period with activity (a range of empty periods is empty). */
function hasContent(kind: RecordKind, result: RecordResult): boolean {
  if (kind === 'betting') return result.list.length > 0;
  if (kind === 'profit') return (result as ProfitReport).totals.orders > 0;
  return (result as BonusReport).totals.count > 0;
}

/** The filters, the range and the period are on screen in every state (loading, shown, empty, failed). */
const queryEvents = (id: string) =>
  ({
    FILTER: { guard: 'filterApplies', target: `#${id}.loading`, reenter: true, actions: ['filter', { type: 'queryChanged', params: queryParams }] },
    SET_BASIS: { guard: 'basisChanges', target: `#${id}.loading`, reenter: true, actions: ['setBasis', { type: 'queryChanged', params: queryParams }] },
    SET_PERIOD: { guard: 'periodChanges', target: `#${id}.loading`, reenter: true, actions: ['setPeriod', { type: 'queryChanged', params: queryParams }] },
    SET_RANGE: [{ guard: 'rangeOk', target: `#${id}.loading`, reenter: true, actions: ['setRange', { type: 'queryChanged', params: queryParams }] }, { actions: 'refuseRange' }],
  }) as const;

/** The guards and actions both charts share (the kinds differ in which events they take). */
const records = setup({
  types: { context: {} as MemberRecordsContext, events: {} as MemberRecordsEvent, input: {} as MemberRecordsInput },
  actors: {
    loadRecords: notProvided<RecordResult, RecordRequest>('loadRecords'),
  },
  guards: {
    filterApplies: ({ context, event }) => event.type === 'FILTER' && Object.keys(filtersOf(context.kind, event.filters, vendorsOffered(context))).length > 0,
    basisChanges: ({ context, event }) => event.type === 'SET_BASIS' && RECORD_FILTERS[context.kind].basis && event.basis !== context.query.basis,
    periodChanges: ({ context, event }) => event.type === 'SET_PERIOD' && RECORD_FILTERS[context.kind].period && event.period !== context.query.period,
    rangeOk: ({ context, event }) => event.type === 'SET_RANGE' && recordRangeProblem(context.kind, event.from, event.to) === null,
    pageChanges: ({ context, event }) =>
      event.type === 'SET_PAGE' && context.kind === 'betting' && event.page !== context.query.page && event.page >= 1 && event.page <= Math.max(1, (context.result as BetRecordPage | null)?.totalPages ?? 1),
    betShown: ({ context, event }) => event.type === 'OPEN_BET' && betsOf(context).some((bet) => bet.orderNo === event.orderNo),
    hasContent: ({ context }, result: RecordResult) => hasContent(context.kind, result),
    /** A page past the last (an old link, fewer bets since): the first page instead. */
    pastLastPage: ({ context }, result: RecordResult) => context.kind === 'betting' && listOf(result).length === 0 && (result as BetRecordPage).totalCount > 0,
  },
  actions: {
    filter: assign(({ context, event }) => (event.type === 'FILTER' ? { query: { ...context.query, ...filtersOf(context.kind, event.filters, vendorsOffered(context)), page: 1 }, rangeErrorKey: null } : {})),
    setBasis: assign(({ context, event }) => (event.type === 'SET_BASIS' ? { query: { ...context.query, basis: event.basis, page: 1 } } : {})),
    setPeriod: assign(({ context, event }) => (event.type === 'SET_PERIOD' ? { query: { ...context.query, period: event.period, page: 1 } } : {})),
    setRange: assign(({ context, event }) => (event.type === 'SET_RANGE' ? { query: { ...context.query, from: event.from, to: event.to, page: 1 }, rangeErrorKey: null } : {})),
    refuseRange: assign(({ context, event }) => (event.type === 'SET_RANGE' ? { rangeErrorKey: recordRangeProblem(context.kind, event.from, event.to) } : {})),
    setPage: assign(({ context, event }) => (event.type === 'SET_PAGE' ? { query: { ...context.query, page: event.page } } : {})),
    firstPage: assign(({ context }) => ({ query: { ...context.query, page: 1 } })),
    store: assign((_, result: RecordResult) => ({ result, failureKey: null, bet: null })),
    storeFailure: assign((_, error: unknown) => ({ failureKey: failureKeyOf(error), bet: null })),
    openBet: assign(({ context, event }) => (event.type === 'OPEN_BET' ? { bet: betsOf(context).find((bet) => bet.orderNo === event.orderNo) ?? null } : {})),
    closeBet: assign({ bet: null }),
    /** Keeps the query where a reload finds it (the URL); provided by the wiring. */
    queryChanged: (_, _query: RecordQuery) => {},
  },
});

const initialContext = ({ input }: { input: MemberRecordsInput }): MemberRecordsContext => ({ kind: input.kind, query: input.query, result: null, failureKey: null, rangeErrorKey: null, bet: null });

/** The betting record: game type, vendor, bet or settlement time, pages of bets, a bet's detail. */
export const betRecordMachine = records.createMachine({
  id: 'betRecord',
  context: initialContext,
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      on: { FILTER: queryEvents('betRecord').FILTER, SET_BASIS: queryEvents('betRecord').SET_BASIS, SET_RANGE: queryEvents('betRecord').SET_RANGE },
      invoke: {
        id: 'loadRecords',
        src: 'loadRecords',
        input: ({ context }) => ({ kind: context.kind, query: context.query }),
        onDone: [
          { guard: { type: 'hasContent', params: ({ event }) => event.output }, target: 'ready', actions: { type: 'store', params: ({ event }) => event.output } },
          { guard: { type: 'pastLastPage', params: ({ event }) => event.output }, target: 'loading', reenter: true, actions: ['firstPage', { type: 'queryChanged', params: queryParams }] },
          { target: 'empty', actions: { type: 'store', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    ready: {
      tags: [TAGS.ready],
      initial: 'list',
      on: {
        FILTER: queryEvents('betRecord').FILTER,
        SET_BASIS: queryEvents('betRecord').SET_BASIS,
        SET_RANGE: queryEvents('betRecord').SET_RANGE,
        SET_PAGE: { guard: 'pageChanges', target: 'loading', actions: ['setPage', { type: 'queryChanged', params: queryParams }] },
      },
      states: {
        list: { on: { OPEN_BET: { guard: 'betShown', target: 'detail', actions: 'openBet' } } },
        detail: { tags: [RECORDS_TAGS.betOpen], on: { CLOSE_BET: { target: 'list', actions: 'closeBet' } } },
      },
    },
    empty: { tags: [TAGS.empty], on: { FILTER: queryEvents('betRecord').FILTER, SET_BASIS: queryEvents('betRecord').SET_BASIS, SET_RANGE: queryEvents('betRecord').SET_RANGE } },
    failure: retryableFailure('loading', { FILTER: queryEvents('betRecord').FILTER, SET_BASIS: queryEvents('betRecord').SET_BASIS, SET_RANGE: queryEvents('betRecord').SET_RANGE }),
  },
});

/** Personal profit and bonus details: a filter (game type, bonus type), periods of a day, a week or a month over the range. */
export const periodRecordMachine = records.createMachine({
  id: 'periodRecord',
  context: initialContext,
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      on: { FILTER: queryEvents('periodRecord').FILTER, SET_PERIOD: queryEvents('periodRecord').SET_PERIOD, SET_RANGE: queryEvents('periodRecord').SET_RANGE },
      invoke: {
        id: 'loadRecords',
        src: 'loadRecords',
        input: ({ context }) => ({ kind: context.kind, query: context.query }),
        onDone: [
          { guard: { type: 'hasContent', params: ({ event }) => event.output }, target: 'ready', actions: { type: 'store', params: ({ event }) => event.output } },
          { target: 'empty', actions: { type: 'store', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    ready: { tags: [TAGS.ready], on: { FILTER: queryEvents('periodRecord').FILTER, SET_PERIOD: queryEvents('periodRecord').SET_PERIOD, SET_RANGE: queryEvents('periodRecord').SET_RANGE } },
    empty: { tags: [TAGS.empty], on: { FILTER: queryEvents('periodRecord').FILTER, SET_PERIOD: queryEvents('periodRecord').SET_PERIOD, SET_RANGE: queryEvents('periodRecord').SET_RANGE } },
    failure: retryableFailure('loading', { FILTER: queryEvents('periodRecord').FILTER, SET_PERIOD: queryEvents('periodRecord').SET_PERIOD, SET_RANGE: queryEvents('periodRecord').SET_RANGE }),
  },
});

export type BetRecordMachine = typeof betRecordMachine;
export type PeriodRecordMachine = typeof periodRecordMachine;
export type MemberRecordsMachine = BetRecordMachine | PeriodRecordMachine;
