/** The points records as their tab sees them: rows with a status tone, pages, empty and failure. Pure. */
import type { SnapshotFrom } from 'xstate';
import { firstTagOf, TAGS, type Send } from '../kit';
import type { PointsRecordsEvent, PointsRecordsKind, PointsRecordsMachine } from './pointsRecords.machine';

/** SPEC.md §4 redeem statuses, each with its own label and tone. */
export type RedeemStatus = 'process' | 'rejected' | 'approved' | 'unknown';
export const REDEEM_STATUS_TONE: Record<RedeemStatus, 'gold' | 'danger' | 'green' | 'neutral'> = { process: 'gold', rejected: 'danger', approved: 'green', unknown: 'neutral' };

export interface RedeemRow {
  readonly id: string;
  readonly itemName: string;
  readonly quantity: number;
  readonly points: number;
  readonly status: RedeemStatus;
  readonly address: string | null;
  readonly time: string | null;
}

export interface EntryRow {
  readonly id: string;
  /** i18n key of the movement's kind. */
  readonly typeKey: string;
  readonly points: number;
  readonly balanceAfter: number | null;
  readonly remark: string;
  readonly time: string | null;
}

/** A point of the points balance chart: the end of a day (ms) and the balance then. */
export interface PointsBalanceChartPoint {
  readonly at: number;
  readonly value: number;
}

export interface PointsRecordsView {
  readonly kind: PointsRecordsKind;
  readonly status: 'loading' | 'failed' | 'empty' | 'ready';
  readonly busy: boolean;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  readonly redeems: readonly RedeemRow[];
  readonly entries: readonly EntryRow[];
  /** The details' points balance over time, oldest first; empty below two days (nothing to draw). */
  readonly balanceChart: readonly PointsBalanceChartPoint[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalCount: number;
  goToPage(page: number): void;
  reload(): void;
  retry(): void;
}

const statusOf = (status: string): RedeemStatus => {
  const lower = status.toLowerCase();
  return lower === 'process' || lower === 'rejected' || lower === 'approved' ? lower : 'unknown';
};
const ENTRY_TYPES = new Set(['EARN', 'BONUS', 'REDEEM', 'REFUND', 'CONVERT']);

function balanceChartOf(balances: readonly { at: number; balance: number }[]): PointsBalanceChartPoint[] {
  const points = balances.map(({ at, balance }) => ({ at, value: balance })).sort((left, right) => left.at - right.at);
  return points.length >= 2 ? points : [];
}

export function connectPointsRecords(snapshot: SnapshotFrom<PointsRecordsMachine>, send: Send<PointsRecordsEvent>): PointsRecordsView {
  const { kind, page, records, failureKey, failureText } = snapshot.context;
  const status = firstTagOf(snapshot, [[TAGS.failed, 'failed'], [TAGS.empty, 'empty'], [TAGS.ready, 'ready']], 'loading');
  return {
    kind,
    status,
    busy: snapshot.hasTag(TAGS.busy),
    failureKey: status === 'failed' ? failureKey : null,
    failureText: status === 'failed' ? failureText : null,
    redeems: (records?.redeems ?? []).map((record) => ({
      id: record.id,
      itemName: record.itemName ?? '',
      quantity: record.quantity ?? 1,
      points: record.points ?? 0,
      status: statusOf(record.status),
      address: record.receivingAddress ?? null,
      time: record.createdTime ?? null,
    })),
    entries: (records?.entries ?? []).map((entry) => ({
      id: entry.id,
      typeKey: `points:details.types.${ENTRY_TYPES.has(entry.type) ? entry.type : 'OTHER'}`,
      points: entry.points,
      balanceAfter: entry.balanceAfter ?? null,
      remark: entry.remark ?? '',
      time: entry.createdTime ?? null,
    })),
    balanceChart: balanceChartOf(records?.balances ?? []),
    page,
    totalPages: records?.totalPages ?? 1,
    totalCount: records?.totalCount ?? 0,
    goToPage: (next) => send({ type: 'PAGE', page: next }),
    reload: () => send({ type: 'RELOAD' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
