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
import { assign, setup } from 'xstate';
import type { ContractKind, ContractPayoutPage } from '../../src/api';
import { errorOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';

/** Rows a page (the platform's paging of the other agent lists and reports). */
export const CONTRACT_RECORDS_PAGE_SIZE = 20;

export interface ContractRecords {
  /** One page of the payouts of the agent's own contracts of the kind, with the whole list's totals and page count. */
  readonly payouts: ContractPayoutPage;
}

export interface ContractRecordsInput {
  readonly kind: ContractKind;
}

/** What the load call is asked: the kind and the page (from 1). */
export interface ContractRecordsRequest {
  readonly kind: ContractKind;
  readonly page: number;
}

export interface ContractRecordsContext {
  readonly kind: ContractKind;
  /** The page shown or being loaded, from 1. */
  readonly page: number;
  /** The last page that loaded (kept on screen while another loads). */
  readonly records: ContractRecords | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
}

export type ContractRecordsEvent = { type: 'RETRY' } | { type: 'RELOAD' } | { type: 'PAGE'; page: number };

export const contractRecordsMachine = setup({
  types: { context: {} as ContractRecordsContext, events: {} as ContractRecordsEvent, input: {} as ContractRecordsInput },
  actors: {
    loadRecords: notProvided<ContractRecords, ContractRecordsRequest>('loadRecords'),
  },
  guards: {
    /** Another page that exists (an integer from 1 to the last page the platform named). */
    pageExists: ({ context, event }) =>
      event.type === 'PAGE' && Number.isInteger(event.page) && event.page !== context.page && event.page >= 1 && event.page <= (context.records?.payouts.totalPages ?? 1),
    /** A page past the last: no rows, but the list has some. */
    pastLastPage: ({ context }, records: ContractRecords) => context.page > 1 && records.payouts.list.length === 0 && records.payouts.totalCount > 0,
  },
  actions: {
    setPage: assign(({ event }) => (event.type === 'PAGE' ? { page: event.page } : {})),
    lastPage: assign(({ context }, records: ContractRecords) => ({ page: Math.max(1, Math.min(context.page - 1, records.payouts.totalPages)) })),
    storeRecords: assign((_, records: ContractRecords) => ({ records, failureKey: null, failureText: null })),
    storeFailure: storeFailure(),
  },
}).createMachine({
  id: 'contractRecords',
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
          { guard: { type: 'pastLastPage', params: ({ event }) => event.output }, target: 'loading', reenter: true, actions: { type: 'lastPage', params: ({ event }) => event.output } },
          { target: 'ready', actions: { type: 'storeRecords', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    ready: {
      tags: [TAGS.ready],
      on: {
        RELOAD: 'loading',
        PAGE: { guard: 'pageExists', target: 'loading', actions: 'setPage' },
      },
    },
    failure: retryableFailure(),
  },
});

export type ContractRecordsMachine = typeof contractRecordsMachine;
