/**
 * A contract page's payout records (issue 14, "Dividend, daily wages, hourly salary, real-time
 * salary, each with three views"): per period, pending and paid (MCSFE_getContractPayouts).
 * `ready` reloads on request (a pending real-time salary settles every 5 minutes), a failure is
 * retried. The contracts offered to downlines are the contractOffer chart's.
 */
import { assign, setup } from 'xstate';
import type { ContractKind, ContractPayoutPage } from '../src/api';
import { errorOf, failureMessage, notProvided, TAGS } from './kit';

export interface ContractRecords {
  /** The payouts of the agent's own contracts of the kind: pending first, then paid, newest first. */
  readonly payouts: ContractPayoutPage;
}

export interface ContractRecordsInput {
  readonly kind: ContractKind;
}

export interface ContractRecordsContext {
  readonly kind: ContractKind;
  readonly records: ContractRecords | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
}

export type ContractRecordsEvent = { type: 'RETRY' } | { type: 'RELOAD' };

export const contractRecordsMachine = setup({
  types: { context: {} as ContractRecordsContext, events: {} as ContractRecordsEvent, input: {} as ContractRecordsInput },
  actors: {
    loadRecords: notProvided<ContractRecords, ContractRecordsInput>('loadRecords'),
  },
  actions: {
    storeRecords: assign((_, records: ContractRecords) => ({ records, failureKey: null, failureText: null })),
    storeFailure: assign((_, error: unknown) => {
      const { errorKey, errorText } = failureMessage(error);
      return { failureKey: errorKey, failureText: errorText };
    }),
  },
}).createMachine({
  id: 'contractRecords',
  context: ({ input }) => ({ kind: input.kind, records: null, failureKey: null, failureText: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadRecords',
        src: 'loadRecords',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: { target: 'ready', actions: { type: 'storeRecords', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    ready: { tags: [TAGS.ready], on: { RELOAD: 'loading' } },
    failure: { tags: [TAGS.failed], on: { RETRY: 'loading' } },
  },
});

export type ContractRecordsMachine = typeof contractRecordsMachine;
