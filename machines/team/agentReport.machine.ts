/**
 * The agent centre's four reports (SPEC.md §2 agent centre pages): team betting
 * (/agentHome/personalHistoryCopy), user profit and loss (palStatementsAgentCopy), my income
 * (agentRevenueReport: what the agent's own contracts paid it) and the downline deposits and
 * withdrawals (agentDownlineTransactionDetailsCopy). One chart, the report's kind its input: each
 * kind names its filters (`REPORT_FILTERS`) — a member of the team, a game type or a movement type,
 * the bet-time / settlement-time switch — and every kind a range of local days of at most 31
 * (refused here, with a message and no call). The platform pages (20 rows) and sends the totals of
 * the whole query; a new filter or range goes back to page 1, a page past the last (an old link)
 * to page 1. Every change of the query goes through `queryChanged`, which the wiring keeps in the
 * URL (a reload or a shared link opens the same report).
 *
 * The CSV export is the whole result the query selects, not the page shown: from a shown report,
 * EXPORT asks the platform for every page of the same query (`EXPORT_PAGE_SIZE` rows each, one at a
 * time, the progress in context), and hands the rows to `saveExport` once the last one is in. It
 * can be cancelled; a page that fails stops it with the failure's message and a retry that goes on
 * from that page. A new query (filter, range, page) leaves the export behind. A range that includes
 * today goes on filling while the export asks (bets settle, movements arrive): when the file's
 * count is not the one on screen, the chart keeps both (`exportChange`) so the page says so
 * rather than hand over a file that silently disagrees with the report.
 */
import { assign, setup } from 'xstate';
import type { ContractGameType, ContractPayoutPage, DownlineTransactionPage, TeamBettingPage, TeamProfitLossPage } from '../../src/api';
import { errorOf, failureKeyOf, notProvided, retryableFailure, TAGS } from '../kit';
import { daysInRange, parseDay, rangeFromSearch } from '../money';
import type { ReportKind } from './agentReport.pages';

export const REPORT_GAME_TYPES = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const satisfies readonly ContractGameType[];
export const REPORT_TX_TYPES = ['deposit', 'withdraw'] as const;
export type ReportTxType = (typeof REPORT_TX_TYPES)[number];
export type TimeBasis = 'BET' | 'SETTLE';

/** Which filters a kind has (the platform's call takes them). */
export interface ReportFilters {
  /** One member of the team (the whole team when none). */
  readonly member: boolean;
  readonly gameType: boolean;
  /** Deposits or withdrawals only. */
  readonly txType: boolean;
  /** Bet time or settlement time. */
  readonly basis: boolean;
}

export const REPORT_FILTERS: Readonly<Record<ReportKind, ReportFilters>> = {
  betting: { member: true, gameType: true, txType: false, basis: true },
  profitLoss: { member: true, gameType: true, txType: false, basis: true },
  // the agent's own contracts: no member of the team to pick, no bet time (a payout has a period)
  income: { member: false, gameType: true, txType: false, basis: false },
  transactions: { member: true, gameType: false, txType: true, basis: false },
};

/** The longest range of a report, in days (the platform's limit). */
export const REPORT_MAX_DAYS = 31;
/** Rows per page. */
export const REPORT_PAGE_SIZE = 20;
/** Rows per page of the export's calls: fewer calls than the page shown, within the platform's limit. */
export const EXPORT_PAGE_SIZE = 100;
/** The range a report opens on: the last 7 days, today included. */
export const REPORT_DEFAULT_DAYS = 7;

export interface ReportQuery {
  /** A member's username ('' the whole team). */
  readonly member: string;
  readonly gameType: ContractGameType | '';
  readonly txType: ReportTxType | '';
  readonly basis: TimeBasis;
  readonly page: number;
  /** yyyy-mm-dd, local: the days the report covers. */
  readonly from: string;
  readonly to: string;
}

/** The filters a report's query may change at once (the filter form, a select). */
export type ReportFilterChange = Partial<Pick<ReportQuery, 'member' | 'gameType' | 'txType'>>;

/** A page of any kind as the platform sends it (rows, page fields, the totals of the whole query). */
export type ReportPage = TeamBettingPage | TeamProfitLossPage | ContractPayoutPage | DownlineTransactionPage;

export const isGameType = (value: string | null | undefined): value is ContractGameType => REPORT_GAME_TYPES.some((type) => type === value);
const isTxType = (value: string | null | undefined): value is ReportTxType => REPORT_TX_TYPES.some((type) => type === value);

/** The problem of a range (i18n key), or null when the report takes it. */
export function reportRangeProblem(from: string, to: string): string | null {
  const days = daysInRange(from, to);
  if (parseDay(from) === null || parseDay(to) === null || days < 1) return 'reports:range.invalid';
  if (days > REPORT_MAX_DAYS) return 'reports:range.tooLong';
  return null;
}

/** The query a URL's search names for a kind (?member&game&tx&basis&page&from&to); what is missing, invalid or not the kind's falls back to the defaults. */
export function reportQueryFromSearch(kind: ReportKind, search: string, today: Date): ReportQuery {
  const filters = REPORT_FILTERS[kind];
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const range = rangeFromSearch(params, today, REPORT_DEFAULT_DAYS, (from, to) => reportRangeProblem(from, to) === null);
  const game = params.get('game');
  const tx = params.get('tx');
  return {
    member: filters.member ? (params.get('member')?.trim() ?? '') : '',
    gameType: filters.gameType && isGameType(game) ? game : '',
    txType: filters.txType && isTxType(tx) ? tx : '',
    basis: filters.basis && params.get('basis') === 'settle' ? 'SETTLE' : 'BET',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...range,
  };
}

/** The search string that names a query (defaults left out, the range always in). */
export function searchOfReportQuery(query: ReportQuery): string {
  const params = new URLSearchParams();
  if (query.member) params.set('member', query.member);
  if (query.gameType) params.set('game', query.gameType);
  if (query.txType) params.set('tx', query.txType);
  if (query.basis === 'SETTLE') params.set('basis', 'settle');
  if (query.page > 1) params.set('page', String(query.page));
  params.set('from', query.from);
  params.set('to', query.to);
  return `?${params.toString()}`;
}

export interface AgentReportInput {
  readonly kind: ReportKind;
  readonly query: ReportQuery;
}

/** What the load call is asked: the kind and its query (a page of it), and the rows per page (the page shown's when absent). */
export interface ReportRequest {
  readonly kind: ReportKind;
  readonly query: ReportQuery;
  readonly pageSize?: number;
}

/** An export under way: the pages already in, and how many there are. */
export interface ReportExport {
  /** The export's pages so far, in order. */
  readonly pages: readonly ReportPage[];
  /** The next page to ask for (1-based). */
  readonly next: number;
  /** The export's pages and rows, as the last answer said (0 before the first). */
  readonly totalPages: number;
  readonly totalCount: number;
  /** The failure of the page that stopped it (i18n key), null while it runs. */
  readonly failureKey: string | null;
}

/** What `saveExport` is handed: the report, its query and every row of it. */
export interface ReportExportFile {
  readonly kind: ReportKind;
  readonly query: ReportQuery;
  readonly pages: readonly ReportPage[];
}

/** The chart's own tags, beside the kit's. */
export const REPORT_TAGS = {
  /** The export asks for its pages. */
  exporting: 'exporting',
  /** A page of the export failed: it waits for a retry or a cancel. */
  exportFailed: 'exportFailed',
} as const;

export interface AgentReportContext {
  readonly kind: ReportKind;
  readonly query: ReportQuery;
  readonly result: ReportPage | null;
  readonly failureKey: string | null;
  /** A range the agent picked that was refused (i18n key); the shown range is unchanged. */
  readonly rangeErrorKey: string | null;
  /** The platform said the member asked for is not in the agent's team: nothing to show, no retry. */
  readonly memberRefused: boolean;
  /** The CSV export under way (or stopped by a failure), null when none. */
  readonly export: ReportExport | null;
  /** The last export saved another count of rows than the report shown (rows arrived or went meanwhile); absent or null when they agree. */
  readonly exportChange?: { readonly exported: number; readonly shown: number } | null;
}

/** The platform's answer to a member outside the caller's team (agent.downline.invalid). */
export const MEMBER_REFUSED_KEY = 'errors:agentDownlineInvalid';

export type AgentReportEvent =
  | { type: 'FILTER'; filters: ReportFilterChange }
  | { type: 'SET_BASIS'; basis: TimeBasis }
  | { type: 'SET_RANGE'; from: string; to: string }
  | { type: 'SET_PAGE'; page: number }
  | { type: 'RETRY' }
  | { type: 'EXPORT' }
  | { type: 'CANCEL_EXPORT' }
  | { type: 'RETRY_EXPORT' };

const queryParams = ({ context }: { context: AgentReportContext }) => context.query;

/** Only the filters the kind has, trimmed. */
function filtersOf(kind: ReportKind, change: ReportFilterChange): ReportFilterChange {
  const filters = REPORT_FILTERS[kind];
  return {
    ...(filters.member && change.member !== undefined ? { member: change.member.trim() } : {}),
    ...(filters.gameType && change.gameType !== undefined ? { gameType: change.gameType } : {}),
    ...(filters.txType && change.txType !== undefined ? { txType: change.txType } : {}),
  };
}

/** The filters and the range are on screen in every state (loading, shown, empty, failed). */
const queryEvents = {
  // a filter asked again loads again (the team's activity goes on meanwhile)
  FILTER: { guard: 'filterApplies', target: '#agentReport.loading', reenter: true, actions: ['filter', { type: 'queryChanged', params: queryParams }] },
  SET_BASIS: { guard: 'basisChanges', target: '#agentReport.loading', reenter: true, actions: ['setBasis', { type: 'queryChanged', params: queryParams }] },
  SET_RANGE: [{ guard: 'rangeOk', target: '#agentReport.loading', reenter: true, actions: ['setRange', { type: 'queryChanged', params: queryParams }] }, { actions: 'refuseRange' }],
} as const;

export const agentReportMachine = setup({
  types: { context: {} as AgentReportContext, events: {} as AgentReportEvent, input: {} as AgentReportInput },
  actors: {
    loadReport: notProvided<ReportPage, ReportRequest>('loadReport'),
  },
  guards: {
    filterApplies: ({ context, event }) => event.type === 'FILTER' && Object.keys(filtersOf(context.kind, event.filters)).length > 0,
    basisChanges: ({ context, event }) => event.type === 'SET_BASIS' && REPORT_FILTERS[context.kind].basis && event.basis !== context.query.basis,
    rangeOk: ({ event }) => event.type === 'SET_RANGE' && reportRangeProblem(event.from, event.to) === null,
    pageChanges: ({ context, event }) => event.type === 'SET_PAGE' && event.page !== context.query.page && event.page >= 1 && event.page <= Math.max(1, context.result?.totalPages ?? 1),
    hasRows: (_, page: ReportPage) => page.list.length > 0,
    /** A page past the last (an old link, fewer rows since): the first page instead. */
    pastLastPage: (_, page: ReportPage) => page.list.length === 0 && page.totalCount > 0,
    /** A member outside the team is an answer (no such rows), not a failure to retry. */
    memberRefused: ({ context }, error: unknown) => context.query.member !== '' && failureKeyOf(error) === MEMBER_REFUSED_KEY,
    /** The export's last page is in (or the rows ran out before it: fewer rows since it started). */
    exportComplete: ({ context }, page: ReportPage) => page.list.length === 0 || (context.export?.next ?? 1) >= page.totalPages,
  },
  actions: {
    filter: assign(({ context, event }) => (event.type === 'FILTER' ? { query: { ...context.query, ...filtersOf(context.kind, event.filters), page: 1 }, rangeErrorKey: null } : {})),
    setBasis: assign(({ context, event }) => (event.type === 'SET_BASIS' ? { query: { ...context.query, basis: event.basis, page: 1 } } : {})),
    setRange: assign(({ context, event }) => (event.type === 'SET_RANGE' ? { query: { ...context.query, from: event.from, to: event.to, page: 1 }, rangeErrorKey: null } : {})),
    refuseRange: assign(({ event }) => (event.type === 'SET_RANGE' ? { rangeErrorKey: reportRangeProblem(event.from, event.to) } : {})),
    setPage: assign(({ context, event }) => (event.type === 'SET_PAGE' ? { query: { ...context.query, page: event.page } } : {})),
    firstPage: assign(({ context }) => ({ query: { ...context.query, page: 1 } })),
    store: assign((_, result: ReportPage) => ({ result, failureKey: null, memberRefused: false })),
    storeFailure: assign((_, error: unknown) => ({ failureKey: failureKeyOf(error), memberRefused: false })),
    refuseMember: assign({ result: null, failureKey: null, memberRefused: true }),
    startExport: assign({ export: { pages: [], next: 1, totalPages: 0, totalCount: 0, failureKey: null } }),
    addExportPage: assign(({ context }, page: ReportPage) => {
      const current = context.export ?? { pages: [], next: 1, totalPages: 0, totalCount: 0, failureKey: null };
      return { export: { pages: page.list.length > 0 ? [...current.pages, page] : current.pages, next: current.next + 1, totalPages: page.totalPages, totalCount: page.totalCount, failureKey: null } };
    }),
    storeExportFailure: assign(({ context }, error: unknown) => (context.export ? { export: { ...context.export, failureKey: failureKeyOf(error) } } : {})),
    clearExport: assign({ export: null }),
    /** The saved export's count against the shown report's, kept only when they differ. */
    noteExportChange: assign(({ context }) => {
      const exported = context.export?.totalCount ?? 0;
      const shown = context.result?.totalCount ?? 0;
      return { exportChange: context.export && exported !== shown ? { exported, shown } : null };
    }),
    forgetExportChange: assign({ exportChange: null }),
    /** Writes the rows as a file the browser saves (the CSV, named by report and range); provided by the wiring. */
    saveExport: (_, _file: ReportExportFile) => {},
    /** Keeps the query where a reload finds it (the URL); provided by the wiring. */
    queryChanged: (_, _query: ReportQuery) => {},
  },
}).createMachine({
  id: 'agentReport',
  context: ({ input }) => ({ kind: input.kind, query: input.query, result: null, failureKey: null, rangeErrorKey: null, memberRefused: false, export: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      on: queryEvents,
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ kind: context.kind, query: context.query }),
        onDone: [
          { guard: { type: 'hasRows', params: ({ event }) => event.output }, target: 'ready', actions: { type: 'store', params: ({ event }) => event.output } },
          { guard: { type: 'pastLastPage', params: ({ event }) => event.output }, target: 'loading', reenter: true, actions: ['firstPage', { type: 'queryChanged', params: queryParams }] },
          { target: 'empty', actions: { type: 'store', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'memberRefused', params: errorOf }, target: 'empty', actions: 'refuseMember' },
          { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    ready: {
      tags: [TAGS.ready],
      // leaving the report (a new query) leaves its export behind
      exit: ['clearExport', 'forgetExportChange'],
      on: {
        ...queryEvents,
        SET_PAGE: { guard: 'pageChanges', target: 'loading', actions: ['setPage', { type: 'queryChanged', params: queryParams }] },
      },
      initial: 'shown',
      states: {
        shown: {
          on: { EXPORT: { target: 'exporting', actions: ['startExport', 'forgetExportChange'] } },
        },
        exporting: {
          tags: [REPORT_TAGS.exporting],
          invoke: {
            id: 'exportPage',
            src: 'loadReport',
            input: ({ context }) => ({ kind: context.kind, query: { ...context.query, page: context.export?.next ?? 1 }, pageSize: EXPORT_PAGE_SIZE }),
            onDone: [
              {
                guard: { type: 'exportComplete', params: ({ event }) => event.output },
                target: 'shown',
                actions: [
                  { type: 'addExportPage', params: ({ event }) => event.output },
                  { type: 'saveExport', params: ({ context }) => ({ kind: context.kind, query: context.query, pages: context.export?.pages ?? [] }) },
                  'noteExportChange',
                  'clearExport',
                ],
              },
              { target: 'exporting', reenter: true, actions: { type: 'addExportPage', params: ({ event }) => event.output } },
            ],
            onError: { target: 'exportFailed', actions: { type: 'storeExportFailure', params: errorOf } },
          },
          on: { CANCEL_EXPORT: { target: 'shown', actions: 'clearExport' } },
        },
        exportFailed: {
          tags: [REPORT_TAGS.exportFailed],
          on: {
            // from the page that failed: the pages already in are kept
            RETRY_EXPORT: 'exporting',
            CANCEL_EXPORT: { target: 'shown', actions: 'clearExport' },
          },
        },
      },
    },
    empty: { tags: [TAGS.empty], on: queryEvents },
    failure: retryableFailure('loading', queryEvents),
  },
});

export type AgentReportMachine = typeof agentReportMachine;
