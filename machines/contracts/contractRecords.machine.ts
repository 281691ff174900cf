/**
 * A contract page's payout records ("Dividend, daily wages, hourly salary, real-time
 * salary, each with three views"): per period, pending and paid (MCSFE_getContractPayouts).
 * The platform pages them (20 a page, the pending rows first, then the paid ones newest first)
 * and sends the totals of the whole list, so a real-time salary (a period every 5 minutes, 288 a
 * day) stays reachable to its first period. The chart owns the page: `PAGE` asks another one
 * (only a page that exists, from `ready`); `RELOAD` asks the page the agent is on again (a
 * pending period may have been settled meanwhile); a page past the last (the list shrank, a
 * pending row gone with its contract) loads the last one instead; a failure is retried on the
 * same page. The contracts offered to downlines are the contractOffer chart's.
 */
import type { ContractKind, ContractPayoutPage } from '../../src/api';
import { createPagedRecordsMachine, type PagedRecordsContext, type PagedRecordsEvent, type PageRequest } from '../kit/pagedRecords';

/** Rows a page (the platform's paging of the other agent lists and reports). */
export const CONTRACT_RECORDS_PAGE_SIZE = 20;

export interface ContractRecords {
  /** One page of the payouts of the agent's own contracts of the kind, with the whole list's totals and page count. */
  readonly payouts: ContractPayoutPage;
}

/** What the load call is asked: the kind and the page (from 1). */
export type ContractRecordsRequest = PageRequest<ContractKind>;

export type ContractRecordsContext = PagedRecordsContext<ContractRecords, ContractKind>;

export type ContractRecordsEvent = PagedRecordsEvent;

/** The kit's paged-records chart; a page past the last loads the last one. */
export const contractRecordsMachine = createPagedRecordsMachine<ContractRecords, ContractKind>({
  id: 'contractRecords',
  loadActorId: 'loadRecords',
  countOf: ({ payouts }) => ({ rows: payouts.list.length, totalPages: payouts.totalPages, totalCount: payouts.totalCount }),
  pastEnd: 'lastPage',
});

export type ContractRecordsMachine = typeof contractRecordsMachine;
