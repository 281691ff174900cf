/**
 * A report of the agent centre as its page sees it: the kind's filters and query, the page of rows
 * as one table (the kind's columns, each row's cells by column key), the totals row as the platform
 * sends it (the whole query, not only the page), the pages, and the intents. Pure (no React); the
 * view draws the table and the CSV export writes the same rows (machines/team/agentReport.csv.ts).
 */
import type { SnapshotFrom } from 'xstate';
import type { ContractPayoutPage, DownlineTransactionPage, TeamBettingPage, TeamProfitLossPage } from '../../src/api';
import { type ListStatus, listStatusOf, type Send } from '../kit';
import {
  REPORT_FILTERS,
  REPORT_TAGS,
  type AgentReportEvent,
  type AgentReportMachine,
  type ReportFilterChange,
  type ReportFilters,
  type ReportPage,
  type ReportQuery,
  type TimeBasis,
} from './agentReport.machine';
import type { ReportKind } from './agentReport.pages';

/**
 * How a column's values read: text as is; money with 2 decimals (signed: a profit or a loss);
 * a count; a time (ms); and codes the view names in the reader's language.
 */
export type ReportColumnType = 'text' | 'money' | 'signedMoney' | 'count' | 'time' | 'gameType' | 'txType' | 'contractKind' | 'payoutStatus';

export interface ReportColumn {
  /** The column's key: its cells, its total, its header text (`reports:columns.<key>`). */
  readonly key: string;
  readonly type: ReportColumnType;
}

export type ReportCell = string | number | null;

export interface ReportRow {
  readonly id: string;
  readonly cells: Readonly<Record<string, ReportCell>>;
}

export interface AgentReportView {
  readonly kind: ReportKind;
  readonly filters: ReportFilters;
  readonly status: ListStatus;
  readonly busy: boolean;
  readonly query: ReportQuery;
  readonly columns: readonly ReportColumn[];
  /** The page's rows (kept on screen while the next page loads). */
  readonly rows: readonly ReportRow[];
  /** The platform's totals of the whole query by column key; null until loaded (and after a failure). */
  readonly totals: Readonly<Record<string, number>> | null;
  /** How many rows the whole query has (every page). */
  readonly totalCount: number;
  readonly page: number;
  readonly totalPages: number;
  /** My income: what is paid and what the running periods would pay (the platform's split of the total). */
  readonly incomeSplit: { readonly settled: number; readonly pending: number } | null;
  readonly failureKey: string | null;
  readonly rangeErrorKey: string | null;
  /** Empty because the member asked for is not in the agent's team (the platform's answer). */
  readonly memberNotInTeam: boolean;
  /** The whole result can be exported (a shown report, no export under way). */
  readonly canExport: boolean;
  /** The export asks for its pages. */
  readonly exporting: boolean;
  /** The export's rows in so far and of how many (0 of 0 before its first answer); null without an export. */
  readonly exportProgress: { readonly done: number; readonly total: number } | null;
  /** A page of the export failed (i18n key): it waits for a retry or a cancel. */
  readonly exportFailureKey: string | null;
  /** The file just saved counts other rows than the report on screen (the range was still filling): both counts, else null. */
  readonly exportChange: { readonly exported: number; readonly shown: number } | null;
  filter(filters: ReportFilterChange): void;
  setBasis(basis: TimeBasis): void;
  setRange(from: string, to: string): void;
  setPage(page: number): void;
  retry(): void;
  /** Every row of the query as a CSV file. */
  exportCsv(): void;
  cancelExport(): void;
  retryExport(): void;
}

const text = (key: string): ReportColumn => ({ key, type: 'text' });
const money = (key: string): ReportColumn => ({ key, type: 'money' });

/** Each kind's columns, in the order shown. */
export const REPORT_COLUMNS: Readonly<Record<ReportKind, readonly ReportColumn[]>> = {
  betting: [
    text('orderNo'),
    text('member'),
    text('directAgent'),
    { key: 'gameType', type: 'gameType' },
    money('betAmount'),
    money('validBetAmount'),
    money('winAmount'),
    { key: 'profitAndLoss', type: 'signedMoney' },
    { key: 'betTime', type: 'time' },
    { key: 'settleTime', type: 'time' },
  ],
  profitLoss: [
    text('member'),
    text('directAgent'),
    { key: 'orders', type: 'count' },
    money('betAmount'),
    money('validBetAmount'),
    money('winAmount'),
    { key: 'profitAndLoss', type: 'signedMoney' },
    money('depositAmount'),
    money('withdrawAmount'),
  ],
  income: [
    { key: 'periodStart', type: 'time' },
    { key: 'periodEnd', type: 'time' },
    { key: 'contractKind', type: 'contractKind' },
    { key: 'gameType', type: 'gameType' },
    text('paidBy'),
    money('validBetAmount'),
    money('netLoss'),
    { key: 'activeMembers', type: 'count' },
    text('rate'),
    money('amount'),
    { key: 'status', type: 'payoutStatus' },
  ],
  transactions: [
    text('orderNo'),
    text('member'),
    text('directAgent'),
    { key: 'txType', type: 'txType' },
    money('depositAmount'),
    money('withdrawAmount'),
    { key: 'time', type: 'time' },
  ],
};

/** A tier's rate as the contract pages write it: a percentage, or a fixed amount. */
const rateText = (rate: number, rateType: string | null | undefined) => (rateType === 'F' ? String(rate) : `${rate} %`);

/** The page's rows as cells by column key, and the totals by column key (the platform's, never added here). */
export function tableOf(kind: ReportKind, result: ReportPage): { rows: ReportRow[]; totals: Record<string, number> } {
  switch (kind) {
    case 'betting': {
      const page = result as TeamBettingPage;
      return {
        rows: page.list.map((row) => ({
          id: row.orderNo,
          cells: {
            orderNo: row.orderNo,
            member: row.customerName,
            directAgent: row.directAgentName,
            gameType: row.gameType,
            betAmount: row.betAmount,
            validBetAmount: row.validBetAmount,
            winAmount: row.winAmount,
            profitAndLoss: row.profitAndLoss,
            betTime: row.betTimeInTimestamp,
            settleTime: row.settleTimeInTimestamp,
          },
        })),
        totals: { betAmount: page.totals.betAmount, validBetAmount: page.totals.validBetAmount, winAmount: page.totals.winAmount, profitAndLoss: page.totals.profitAndLoss },
      };
    }
    case 'profitLoss': {
      const page = result as TeamProfitLossPage;
      const figures = (row: TeamProfitLossPage['totals']) => ({
        orders: row.orders,
        betAmount: row.betAmount,
        validBetAmount: row.validBetAmount,
        winAmount: row.winAmount,
        profitAndLoss: row.profitAndLoss,
        depositAmount: row.depositAmount,
        withdrawAmount: row.withdrawAmount,
      });
      return {
        rows: page.list.map((row) => ({ id: row.customerName, cells: { member: row.customerName, directAgent: row.directAgentName, ...figures(row) } })),
        totals: figures(page.totals),
      };
    }
    case 'income': {
      const page = result as ContractPayoutPage;
      return {
        rows: page.list.map((row) => ({
          id: row.id,
          cells: {
            periodStart: row.periodStart,
            periodEnd: row.periodEnd,
            contractKind: row.kind,
            gameType: row.gameType,
            paidBy: row.upline,
            validBetAmount: row.validBetAmount,
            netLoss: row.netLoss,
            activeMembers: row.activeMembers,
            rate: rateText(row.rate, row.rateType),
            amount: row.amount,
            status: row.status,
          },
        })),
        totals: { validBetAmount: page.totals.validBetAmount, netLoss: page.totals.netLoss, amount: page.totals.amount },
      };
    }
    case 'transactions': {
      const page = result as DownlineTransactionPage;
      return {
        rows: page.list.map((row) => ({
          id: row.orderNo,
          cells: {
            orderNo: row.orderNo,
            member: row.customerName,
            directAgent: row.directAgentName,
            txType: row.txType,
            depositAmount: row.txType === 'deposit' ? row.amount : null,
            withdrawAmount: row.txType === 'deposit' ? null : row.amount,
            time: row.txTimeInTimestamp,
          },
        })),
        totals: { depositAmount: page.totals.depositAmount, withdrawAmount: page.totals.withdrawAmount },
      };
    }
  }
}

export function connectAgentReport(snapshot: SnapshotFrom<AgentReportMachine>, send: Send<AgentReportEvent>): AgentReportView {
  const { kind, query, result, failureKey, rangeErrorKey, memberRefused } = snapshot.context;
  const status = listStatusOf(snapshot);
  const shown = status === 'failed' || status === 'empty' || result === null ? null : tableOf(kind, result);
  const income = kind === 'income' && result !== null && status !== 'failed' ? (result as ContractPayoutPage).totals : null;
  const exporting = snapshot.hasTag(REPORT_TAGS.exporting);
  const exportFailed = snapshot.hasTag(REPORT_TAGS.exportFailed);
  const running = snapshot.context.export;
  const exportProgress = running && (exporting || exportFailed) ? { done: running.pages.reduce((sum, page) => sum + page.list.length, 0), total: running.totalCount } : null;
  return {
    kind,
    filters: REPORT_FILTERS[kind],
    status,
    busy: status === 'loading',
    query,
    columns: REPORT_COLUMNS[kind],
    rows: shown?.rows ?? [],
    totals: shown?.totals ?? null,
    totalCount: status === 'failed' ? 0 : (result?.totalCount ?? 0),
    page: query.page,
    totalPages: result?.totalPages ?? 1,
    incomeSplit: income ? { settled: income.settledAmount, pending: income.pendingAmount } : null,
    failureKey: status === 'failed' ? failureKey : null,
    rangeErrorKey,
    memberNotInTeam: status === 'empty' && memberRefused,
    canExport: status === 'ready' && !exporting && !exportFailed && (shown?.rows.length ?? 0) > 0,
    exporting,
    exportProgress,
    exportFailureKey: exportFailed ? (running?.failureKey ?? 'errors:unknown') : null,
    exportChange: snapshot.context.exportChange ?? null,
    filter: (filters) => send({ type: 'FILTER', filters }),
    setBasis: (basis) => send({ type: 'SET_BASIS', basis }),
    setRange: (from, to) => send({ type: 'SET_RANGE', from, to }),
    setPage: (page) => send({ type: 'SET_PAGE', page }),
    retry: () => send({ type: 'RETRY' }),
    exportCsv: () => send({ type: 'EXPORT' }),
    cancelExport: () => send({ type: 'CANCEL_EXPORT' }),
    retryExport: () => send({ type: 'RETRY_EXPORT' }),
  };
}
