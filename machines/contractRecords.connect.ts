/** The contract records chart as a contract page's "payout records" view sees it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { ContractPayout } from '../src/api';
import { TAGS, type Send } from './kit';
import type { ContractRecordsEvent, ContractRecordsMachine } from './contractRecords.machine';

export interface ContractRecordsApi {
  readonly status: 'loading' | 'failed' | 'ready';
  readonly busy: boolean;
  readonly payouts: readonly ContractPayout[];
  readonly pendingAmount: number;
  readonly settledAmount: number;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  reload(): void;
  retry(): void;
}

export function connectContractRecords(snapshot: SnapshotFrom<ContractRecordsMachine>, send: Send<ContractRecordsEvent>): ContractRecordsApi {
  const { records, failureKey, failureText } = snapshot.context;
  const failed = snapshot.hasTag(TAGS.failed);
  return {
    status: failed ? 'failed' : snapshot.hasTag(TAGS.ready) ? 'ready' : 'loading',
    busy: snapshot.hasTag(TAGS.busy),
    payouts: records?.payouts.list ?? [],
    pendingAmount: records?.payouts.totals.pendingAmount ?? 0,
    settledAmount: records?.payouts.totals.settledAmount ?? 0,
    failureKey: failed ? failureKey : null,
    failureText: failed ? failureText : null,
    reload: () => send({ type: 'RELOAD' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
