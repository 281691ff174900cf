/**
 * The manual rebate (issue 15, SPEC.md §2 manualRebate; API.md
 * MCSFE_getCustomerRebateSettingByProductType): the platform works out the rebate per game type
 * from the member's valid bets since the last claim; the member claims the whole of it once (the
 * main wallet is credited: the platform pushes balanceChanged) and sees the claims made (10 a page).
 *
 * `loading` → `ready` | `failure` (RETRY). `ready.idle`: CLAIM (only with something to claim) →
 * `claiming` (no second CLAIM: a double click claims once) → `loading` with the claim kept for its
 * notice, or back to `idle` with the refusal. CLAIMS_PAGE (1…totalPages) loads another page. A
 * reload keeps the last data on show.
 */
import { assign, setup } from 'xstate';
import type { RebateAvailable, RebateClaim, RebateClaimPage } from '../src/api/inbox';
import { errorOf, failureMessage, notProvided, TAGS } from './kit';

export const REBATE_CLAIMS_PAGE_SIZE = 10;

export const REBATE_TAGS = { claiming: 'claiming' } as const;

export interface ManualRebateData {
  readonly rebate: RebateAvailable;
  readonly claims: RebateClaimPage;
}

export interface ManualRebateContext {
  readonly claimsPage: number;
  readonly data: ManualRebateData | null;
  readonly claimed: RebateClaim | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  readonly actionFailureKey: string | null;
}

export type ManualRebateEvent = { type: 'RETRY' } | { type: 'CLAIM' } | { type: 'CLAIMS_PAGE'; page: number };

export const manualRebateMachine = setup({
  types: { context: {} as ManualRebateContext, events: {} as ManualRebateEvent },
  actors: {
    loadRebate: notProvided<ManualRebateData, { claimsPage: number }>('loadRebate'),
    claimRebate: notProvided<RebateClaim>('claimRebate'),
  },
  guards: {
    somethingToClaim: ({ context }) => (context.data?.rebate.total ?? 0) > 0,
    otherClaimsPage: ({ context }, page: number) => page !== context.claimsPage && page >= 1 && page <= (context.data?.claims.totalPages ?? 1),
  },
}).createMachine({
  id: 'manualRebate',
  context: { claimsPage: 1, data: null, claimed: null, failureKey: null, failureText: null, actionFailureKey: null },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadRebate',
        src: 'loadRebate',
        input: ({ context }) => ({ claimsPage: context.claimsPage }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, claimsPage: ({ event }) => event.output.claims.pageNum, failureKey: null, failureText: null }) },
        onError: {
          target: 'failure',
          actions: assign(({ event }) => {
            const { errorKey, errorText } = failureMessage(errorOf({ event }));
            return { failureKey: errorKey, failureText: errorText };
          }),
        },
      },
    },
    failure: { tags: [TAGS.failed], on: { RETRY: 'loading' } },
    ready: {
      tags: [TAGS.ready],
      initial: 'idle',
      states: {
        idle: {
          on: {
            CLAIM: { guard: 'somethingToClaim', target: 'claiming', actions: assign({ claimed: null, actionFailureKey: null }) },
            CLAIMS_PAGE: {
              guard: { type: 'otherClaimsPage', params: ({ event }) => event.page },
              target: '#manualRebate.loading',
              actions: assign({ claimsPage: ({ event }) => event.page, claimed: null, actionFailureKey: null }),
            },
          },
        },
        claiming: {
          tags: [REBATE_TAGS.claiming],
          invoke: {
            id: 'claimRebate',
            src: 'claimRebate',
            onDone: { target: '#manualRebate.loading', actions: assign({ claimed: ({ event }) => event.output, claimsPage: 1 }) },
            onError: { target: 'idle', actions: assign({ actionFailureKey: ({ event }) => failureMessage(event.error).errorKey }) },
          },
        },
      },
    },
  },
});

export type ManualRebateMachine = typeof manualRebateMachine;
