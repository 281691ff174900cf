/** The contract records chart as a contract page's "payout records" view sees it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { ContractPayout } from '../../src/api';
import { firstTagOf, TAGS, type Send } from '../kit';
import type { ContractRecordsEvent, ContractRecordsMachine } from './contractRecords.machine';

export interface ContractRecordsView {
  readonly status: 'loading' | 'failed' | 'ready';
  readonly busy: boolean;
  /** The page's rows (the last page that loaded, kept on screen while another loads). */
  readonly payouts: readonly ContractPayout[];
  /** Of the whole list (every page): still running, and paid. */
  readonly pendingAmount: number;
  readonly settledAmount: number;
  /** How many periods the whole list has. */
  readonly totalCount: number;
  /** The page shown (or being loaded), from 1, and how many there are. */
  readonly page: number;
  readonly totalPages: number;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  reload(): void;
  retry(): void;
  setPage(page: number): void;
}

export function connectContractRecords(snapshot: SnapshotFrom<ContractRecordsMachine>, send: Send<ContractRecordsEvent>): ContractRecordsView {
  const { records, page, failureKey, failureText } = snapshot.context;
  const failed = snapshot.hasTag(TAGS.failed);
  return {
    status: firstTagOf(snapshot, [[TAGS.failed, 'failed'], [TAGS.ready, 'ready']], 'loading'),
    busy: snapshot.hasTag(TAGS.busy),
    payouts: records?.payouts.list ?? [],
    pendingAmount: records?.payouts.totals.pendingAmount ?? 0,
    settledAmount: records?.payouts.totals.settledAmount ?? 0,
    totalCount: records?.payouts.totalCount ?? 0,
    page,
    totalPages: records?.payouts.totalPages ?? 1,
    failureKey: failed ? failureKey : null,
    failureText: failed ? failureText : null,
    reload: () => send({ type: 'RELOAD' }),
    retry: () => send({ type: 'RETRY' }),
    setPage: (next) => send({ type: 'PAGE', page: next }),
  };
}
