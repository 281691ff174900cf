/**
 * The transaction history as its page sees it: the query (type, days, page), the rows, the
 * range's totals, and the intents that change the query. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { TransactionRecordRow, TransactionRecordSummary } from '../../src/api';
import { type ListStatus, listStatusOf, type Send, TAGS } from '../kit';
import { HISTORY_TYPES, type HistoryQuery, type HistoryType, type TransactionHistoryEvent, type TransactionHistoryMachine } from './transactionHistory.machine';

export interface TransactionHistoryView {
  readonly status: ListStatus;
  readonly busy: boolean;
  /** A movement was heard while the page loaded: it is read again once this load ends. */
  readonly outdated: boolean;
  readonly query: HistoryQuery;
  readonly types: readonly HistoryType[];
  /** The page's rows (kept on screen while the next page loads). */
  readonly rows: readonly TransactionRecordRow[];
  /** Totals of the whole range and type, not only this page; null until loaded. */
  readonly summary: TransactionRecordSummary | null;
  readonly page: number;
  readonly totalPages: number;
  readonly failureKey: string | null;
  /** Why the range just picked was refused (i18n key). */
  readonly rangeErrorKey: string | null;
  setType(type: HistoryType): void;
  setRange(from: string, to: string): void;
  setPage(page: number): void;
  retry(): void;
}

export function connectTransactionHistory(snapshot: SnapshotFrom<TransactionHistoryMachine>, send: Send<TransactionHistoryEvent>): TransactionHistoryView {
  const { query, result, failureKey, rangeErrorKey } = snapshot.context;
  const status = listStatusOf(snapshot);
  return {
    status,
    busy: status === 'loading',
    outdated: snapshot.hasTag(TAGS.outdated),
    query,
    types: HISTORY_TYPES,
    rows: status === 'failed' || status === 'empty' ? [] : (result?.list ?? []),
    summary: status === 'failed' ? null : (result?.summary ?? null),
    page: query.page,
    totalPages: result?.totalPages ?? 1,
    failureKey: status === 'failed' ? failureKey : null,
    rangeErrorKey,
    setType: (historyType) => send({ type: 'SET_TYPE', historyType }),
    setRange: (from, to) => send({ type: 'SET_RANGE', from, to }),
    setPage: (page) => send({ type: 'SET_PAGE', page }),
    retry: () => send({ type: 'RETRY' }),
  };
}
