/**
 * The points mall's records: the redeem history (statuses in process / rejected /
 * approved) and the points details (earned and spent, each row with the balance after it), one
 * chart with the kind as input, paged by the platform (POINTS_RECORDS_PAGE_SIZE a page). `PAGE`
 * asks another page that exists (from `ready`); a failure is retried on the same page; `RELOAD`
 * reads the page shown again (a redeem decided meanwhile, a live balance change).
 */
import { assign, setup } from 'xstate';
import type { PointsBalancePoint, PointsEntry, PointsRedeemRecord } from '../../src/api';
import { refreshOn } from '../accountSignals';
import { errorOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';

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

export interface PointsRecordsRequest {
  readonly kind: PointsRecordsKind;
  readonly page: number;
}

export interface PointsRecordsContext {
  readonly kind: PointsRecordsKind;
  readonly page: number;
  readonly records: PointsRecordsPage | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
}

export type PointsRecordsEvent = { type: 'RETRY' } | { type: 'RELOAD' } | { type: 'PAGE'; page: number };

/** A redeem approved credits money (balanceChanged): the records are read again. */
export const pointsRecordsHearAccount = refreshOn(['balanceChanged'], { type: 'RELOAD' } satisfies PointsRecordsEvent);

export const pointsRecordsMachine = setup({
  types: { context: {} as PointsRecordsContext, events: {} as PointsRecordsEvent, input: {} as { kind: PointsRecordsKind } },
  actors: {
    loadRecords: notProvided<PointsRecordsPage, PointsRecordsRequest>('loadRecords'),
  },
  guards: {
    pageExists: ({ context, event }) => event.type === 'PAGE' && Number.isInteger(event.page) && event.page !== context.page && event.page >= 1 && event.page <= (context.records?.totalPages ?? 1),
    isEmpty: (_, records: PointsRecordsPage) => records.totalCount === 0,
  },
  actions: {
    setPage: assign(({ event }) => (event.type === 'PAGE' ? { page: event.page } : {})),
    storeRecords: assign((_, records: PointsRecordsPage) => ({ records, failureKey: null, failureText: null })),
    storeFailure: storeFailure(),
  },
}).createMachine({
  id: 'pointsRecords',
  context: ({ input }) => ({ kind: input.kind, page: 1, records: null, failureKey: null, failureText: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadRecords',
        src: 'loadRecords',
        input: ({ context }) => ({ kind: context.kind, page: context.page }),
        onDone: [
          { guard: { type: 'isEmpty', params: ({ event }) => event.output }, target: 'empty', actions: { type: 'storeRecords', params: ({ event }) => event.output } },
          { target: 'ready', actions: { type: 'storeRecords', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    ready: {
      tags: [TAGS.ready],
      on: { RELOAD: 'loading', PAGE: { guard: 'pageExists', target: 'loading', actions: 'setPage' } },
    },
    empty: { tags: [TAGS.empty], on: { RELOAD: 'loading' } },
    failure: retryableFailure(),
  },
});

export type PointsRecordsMachine = typeof pointsRecordsMachine;
