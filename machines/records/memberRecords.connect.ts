/**
 * A member record as its page sees it: the kind's filters and query, the bets (betting record) or
 * the periods (profit, bonuses), the totals as the platform sends them (the whole query, never
 * added up here), the points the chart draws (the same periods as the table, so the chart and the
 * table show the same figures), the open bet's detail, and the intents. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { BetRecord, BetRecordPage, BonusReport, ProfitReport, RecordPeriod } from '../../src/api';
import { type ListStatus, listStatusOf, type Send } from '../kit';
import {
  RECORD_FILTERS,
  RECORD_MAX_DAYS,
  RECORDS_TAGS,
  type MemberRecordsEvent,
  type MemberRecordsMachine,
  type RecordBasis,
  type RecordFilterChange,
  type RecordFilters,
  type RecordKind,
  type RecordQuery,
} from './memberRecords.machine';

export interface BetTotals {
  readonly betAmount: number;
  readonly validBetAmount: number;
  readonly winAmount: number;
  readonly profitAndLoss: number;
  readonly count: number;
}

/** One period of profit or bonuses: [start, end] in ms (the platform's local-day buckets), its figures by key. */
export interface PeriodRow {
  readonly id: string;
  readonly start: number;
  readonly end: number;
  readonly figures: Readonly<Record<string, number>>;
}

/** The figures a kind's period table shows, in order (keys of PeriodRow.figures and of the totals). */
export const PERIOD_FIGURES: Readonly<Record<Exclude<RecordKind, 'betting'>, readonly string[]>> = {
  profit: ['orders', 'betAmount', 'validBetAmount', 'winAmount', 'profitAndLoss'],
  bonus: ['count', 'amount'],
};

/** The figure the chart draws over time. */
export const CHART_FIGURE: Readonly<Record<Exclude<RecordKind, 'betting'>, string>> = { profit: 'profitAndLoss', bonus: 'amount' };

export interface ChartPoint {
  /** ms: the period's start. */
  readonly at: number;
  readonly value: number;
}

export interface BonusTypeSum {
  readonly bonusType: string;
  readonly count: number;
  readonly amount: number;
}

export interface MemberRecordsView {
  readonly kind: RecordKind;
  readonly filters: RecordFilters;
  readonly status: ListStatus;
  readonly busy: boolean;
  readonly query: RecordQuery;
  readonly maxDays: number;
  /** Betting record: the page's bets (kept on screen while the next page loads). */
  readonly bets: readonly BetRecord[];
  readonly betTotals: BetTotals | null;
  /** The vendors the vendor filter offers (the platform's, for the game type chosen). */
  readonly vendors: readonly { readonly code: string; readonly name: string }[];
  readonly totalCount: number;
  readonly page: number;
  readonly totalPages: number;
  /** Profit and bonuses: one row per period, newest first. */
  readonly periods: readonly PeriodRow[];
  /** The platform's totals of the periods by figure key; null until loaded. */
  readonly periodTotals: Readonly<Record<string, number>> | null;
  readonly periodFigures: readonly string[];
  readonly period: RecordPeriod;
  /** The chart's points, oldest first: the table's periods and figure. */
  readonly chart: { readonly figure: string; readonly points: readonly ChartPoint[] } | null;
  /** Bonuses: the whole range's sums per type. */
  readonly bonusTypes: readonly BonusTypeSum[];
  /** The bet whose detail dialog is open. */
  readonly openBet: BetRecord | null;
  readonly failureKey: string | null;
  readonly rangeErrorKey: string | null;
  filter(filters: RecordFilterChange): void;
  setBasis(basis: RecordBasis): void;
  setPeriod(period: RecordPeriod): void;
  setRange(from: string, to: string): void;
  setPage(page: number): void;
  showBet(orderNo: string): void;
  closeBet(): void;
  retry(): void;
}

function periodsOf(kind: RecordKind, result: ProfitReport | BonusReport): { rows: PeriodRow[]; totals: Record<string, number> } {
  if (kind === 'profit') {
    const report = result as ProfitReport;
    return {
      rows: report.list.map(({ periodStart, periodEnd, ...figures }) => ({ id: String(periodStart), start: periodStart, end: periodEnd, figures })),
      totals: { ...report.totals },
    };
  }
  const report = result as BonusReport;
  return {
    rows: report.list.map(({ periodStart, periodEnd, ...figures }) => ({ id: String(periodStart), start: periodStart, end: periodEnd, figures })),
    totals: { ...report.totals },
  };
}

export function connectMemberRecords(snapshot: SnapshotFrom<MemberRecordsMachine>, send: Send<MemberRecordsEvent>): MemberRecordsView {
  const { kind, query, result, failureKey, rangeErrorKey, bet } = snapshot.context;
  const status = listStatusOf(snapshot);
  // a failure shows its message and no stale rows; loading keeps the last answer on screen
  const shown = status === 'failed' ? null : result;
  const betPage = kind === 'betting' && shown ? (shown as BetRecordPage) : null;
  const periodic = kind !== 'betting' && shown ? periodsOf(kind, shown as ProfitReport | BonusReport) : null;
  const figure = kind === 'betting' ? null : CHART_FIGURE[kind];
  return {
    kind,
    filters: RECORD_FILTERS[kind],
    status,
    busy: status === 'loading',
    query,
    maxDays: RECORD_MAX_DAYS[kind],
    bets: status === 'empty' ? [] : (betPage?.list ?? []),
    betTotals: betPage && status !== 'empty' ? betPage.totals : null,
    vendors: kind === 'betting' ? ((result as BetRecordPage | null)?.vendors ?? []) : [],
    totalCount: betPage?.totalCount ?? 0,
    page: query.page,
    totalPages: (result as BetRecordPage | null)?.totalPages ?? 1,
    periods: status === 'empty' || !periodic ? [] : [...periodic.rows].reverse(),
    periodTotals: status === 'empty' ? null : (periodic?.totals ?? null),
    periodFigures: kind === 'betting' ? [] : PERIOD_FIGURES[kind],
    period: query.period,
    chart: figure && periodic && status !== 'empty' ? { figure, points: periodic.rows.map((row) => ({ at: row.start, value: row.figures[figure] ?? 0 })) } : null,
    bonusTypes: kind === 'bonus' && shown && status !== 'empty' ? (shown as BonusReport).byType : [],
    openBet: snapshot.hasTag(RECORDS_TAGS.betOpen) ? bet : null,
    failureKey: status === 'failed' ? failureKey : null,
    rangeErrorKey,
    filter: (filters) => send({ type: 'FILTER', filters }),
    setBasis: (basis) => send({ type: 'SET_BASIS', basis }),
    setPeriod: (period) => send({ type: 'SET_PERIOD', period }),
    setRange: (from, to) => send({ type: 'SET_RANGE', from, to }),
    setPage: (page) => send({ type: 'SET_PAGE', page }),
    showBet: (orderNo) => send({ type: 'OPEN_BET', orderNo }),
    closeBet: () => send({ type: 'CLOSE_BET' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
