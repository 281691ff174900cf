/**
 * The points mall's records: the redeem history (statuses in process / rejected /
 * approved) and the points details (earned and spent, each row with the balance after it), one
 * chart with the kind as input, paged by the platform (POINTS_RECORDS_PAGE_SIZE a page). `PAGE`
 * asks another page that exists (from `ready`); a failure is retried on the same page; `RELOAD`
 * reads the page shown again (a redeem decided meanwhile, a live balance change).
 */
import type { PointsBalancePoint, PointsEntry, PointsRedeemRecord } from '../../src/api';
import { refreshOn } from '../accountSignals';
import { createPagedRecordsMachine, type PagedRecordsContext, type PagedRecordsEvent, type PageRequest } from '../kit/pagedRecords';

export const POINTS_RECORDS_PAGE_SIZE = 10;

export type PointsRecordsKind = 'redeems' | 'details';

export interface PointsRecordsPage {
  readonly redeems: readonly PointsRedeemRecord[];
  readonly entries: readonly PointsEntry[];
  /** The details' balance at the end of each day it moved, oldest first (none for the redeems). */
  readonly balances: readonly PointsBalancePoint[];
  readonly totalPages: number;
  readonly totalCount: number;
}

export type PointsRecordsRequest = PageRequest<PointsRecordsKind>;

export type PointsRecordsContext = PagedRecordsContext<PointsRecordsPage, PointsRecordsKind>;

export type PointsRecordsEvent = PagedRecordsEvent;

/** A redeem approved credits money (balanceChanged): the records are read again. */
export const pointsRecordsHearAccount = refreshOn(['balanceChanged'], { type: 'RELOAD' } satisfies PointsRecordsEvent);

/** The kit's paged-records chart; none of the kind yet rests in `empty`. */
export const pointsRecordsMachine = createPagedRecordsMachine<PointsRecordsPage, PointsRecordsKind>({
  id: 'pointsRecords',
  loadActorId: 'loadRecords',
  countOf: (records) => ({ rows: records.redeems.length + records.entries.length, totalPages: records.totalPages, totalCount: records.totalCount }),
  emptyWhen: (records) => records.totalCount === 0,
});

export type PointsRecordsMachine = typeof pointsRecordsMachine;
