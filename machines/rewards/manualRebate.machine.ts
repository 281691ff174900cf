/**
 * The manual rebate (SPEC.md §2 manualRebate; API.md
 * MCSFE_getCustomerRebateSettingByProductType): the platform works out the rebate per game type
 * from the member's valid bets since the last claim; the member claims the whole of it once (the
 * main wallet is credited: the platform pushes balanceChanged) and sees the claims made (10 a page).
 *
 * `loading` → `ready` | `failure` (RETRY). `ready.idle`: CLAIM (only with something to claim) →
 * `claiming` (no second CLAIM: a double click claims once) → `loading` with the claim kept for its
 * notice, or back to `idle` with the refusal. CLAIMS_PAGE (1…totalPages) loads another page. A
 * reload keeps the last data on show.
 *
 * A claim whose answer is lost (a dropped connection, a timeout, a 5xx) is an unknown outcome, not
 * a failure (machines/outcome.ts): `claimUnknown` reads the rebate and the newest claims
 * until they show the claim made (a new period began: `since` moved on, the newest claim its
 * record), not made (the same period, the rebate still there to claim: the failure, and the same
 * claim again carries the same idempotency key) or the readings run out ("do not claim again",
 * the button held, no CLAIM or CLAIMS_PAGE). The key is made when the member presses claim; the
 * intent is kept for the tab while its outcome is unknown, so a reload resumes the check.
 */
import { assign, setup } from 'xstate';
import type { RebateAvailable, RebateClaim, RebateClaimAnswer, RebateClaimPage } from '../../src/api/inbox';
import { errorOf, failureMessage, notProvided, retryableFailure, TAGS } from '../kit';
import { appliedResult, newIntentKey, outcomeCheckMachine, outcomeGuards, outcomeUnknownState, type Intent, type OutcomeReading } from '../outcome';

export const REBATE_CLAIMS_PAGE_SIZE = 10;

export const REBATE_TAGS = { claiming: 'claiming' } as const;

/** A rebate claim as it is kept while its outcome is unknown: the amount on show when it was sent (it claims the whole rebate). */
export interface RebateClaimWanted {
  readonly amount: number;
}

/** Where the rebate's period began when the claim was sent (the last claim's time; null: never claimed). */
export interface RebateClaimBefore {
  readonly since: string | null;
}

export type RebateClaimIntent = Intent<RebateClaimWanted, RebateClaimBefore>;

/** What the claim call receives: its idempotency key. */
export interface RebateClaimCall {
  readonly idempotencyKey: string;
}

export interface ManualRebateData {
  readonly rebate: RebateAvailable;
  readonly claims: RebateClaimPage;
  /** A claim this tab sent before a reload whose outcome was still unknown: checked first. */
  readonly pendingClaim?: RebateClaimIntent | null;
}

/** Whether a claim was made after the period that began at `since` began (any claim, when none had been). */
const claimedAfter = (claim: RebateClaim | undefined, since: string | null): claim is RebateClaim =>
  claim !== undefined && (since === null || Date.parse(claim.claimedTime) > Date.parse(since));

/**
 * What the rebate and the newest claims (page 1, newest first) say about a claim sent in the
 * period that began at `before.since`: a new period with a claim made in that period on top (made:
 * that claim), the same period with at least the rebate claimed still there (not made; an
 * unclaimed rebate only grows), anything else not known.
 */
export function readRebateClaim(intent: RebateClaimIntent, rebate: RebateAvailable, claims: readonly RebateClaim[]): OutcomeReading<RebateClaim> {
  const since = rebate.since ?? null;
  const newest = claims[0];
  if (since !== null && since !== intent.before.since && claimedAfter(newest, intent.before.since)) return { kind: 'applied', result: newest };
  if (since === intent.before.since && rebate.total >= intent.request.amount && rebate.total > 0) return { kind: 'notApplied' };
  return { kind: 'unknown' };
}

export interface ManualRebateContext {
  readonly claimsPage: number;
  readonly data: ManualRebateData | null;
  readonly claimed: RebateClaimAnswer | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  readonly actionFailureKey: string | null;
  /** The claim being sent or checked (its key is reused by a retry of the same claim). */
  readonly intent: RebateClaimIntent | null;
  /** A claim the check found not made: claiming again carries its key. */
  readonly retryable: RebateClaimIntent | null;
  /** The lost answer's message, shown if the check finds the claim not made. */
  readonly lostAnswer: string | null;
}

export type ManualRebateEvent =
  | { type: 'RETRY' }
  | { type: 'CLAIM' }
  | { type: 'CLAIMS_PAGE'; page: number }
  /** Read the rebate again after the checks of a lost answer ran out. */
  | { type: 'CHECK_AGAIN' };

export const manualRebateMachine = setup({
  types: { context: {} as ManualRebateContext, events: {} as ManualRebateEvent },
  actors: {
    loadRebate: notProvided<ManualRebateData, { claimsPage: number }>('loadRebate'),
    claimRebate: notProvided<RebateClaimAnswer, RebateClaimCall>('claimRebate'),
    checkOutcome: outcomeCheckMachine,
  },
  guards: {
    ...outcomeGuards,
    somethingToClaim: ({ context }) => (context.data?.rebate.total ?? 0) > 0,
    otherClaimsPage: ({ context }, page: number) => page !== context.claimsPage && page >= 1 && page <= (context.data?.claims.totalPages ?? 1),
    resumed: (_, output: ManualRebateData) => Boolean(output.pendingClaim),
  },
  actions: {
    storeLoad: assign((_, output: ManualRebateData) => {
      const { pendingClaim: _pending, ...data } = output;
      return { data, claimsPage: data.claims.pageNum, failureKey: null, failureText: null };
    }),
    resumeClaim: assign((_, output: ManualRebateData) => ({ intent: output.pendingClaim ?? null, claimed: null, actionFailureKey: null })),
    /** Kept for the tab while the outcome may be unknown (the wiring writes sessionStorage). */
    keepIntent: () => undefined,
    forgetIntent: () => undefined,
    beginClaim: assign(({ context }) => {
      const amount = context.data?.rebate.total ?? 0;
      // the same claim again after a check found it not made: the same intent, the same key
      const key = context.retryable?.key ?? newIntentKey();
      const intent: RebateClaimIntent = { key, request: { amount }, sentAt: Date.now(), before: { since: context.data?.rebate.since ?? null } };
      return { intent, retryable: null, lostAnswer: null, claimed: null, actionFailureKey: null };
    }),
    // an amount the answer left out stays unknown (null): the notice says claimed, never "claimed 0"
    claimed: assign((_, claim: RebateClaimAnswer) => ({ claimed: claim, claimsPage: 1, intent: null, retryable: null })),
    claimRefused: assign((_, error: unknown) => ({ actionFailureKey: failureMessage(error).errorKey, intent: null })),
    rememberLostAnswer: assign((_, error: unknown) => ({ lostAnswer: failureMessage(error).errorKey })),
    claimNotDone: assign(({ context }) => ({ actionFailureKey: context.lostAnswer ?? 'errors:networkAbnormal', retryable: context.intent, intent: null, lostAnswer: null })),
  },
}).createMachine({
  id: 'manualRebate',
  context: { claimsPage: 1, data: null, claimed: null, failureKey: null, failureText: null, actionFailureKey: null, intent: null, retryable: null, lostAnswer: null },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadRebate',
        src: 'loadRebate',
        input: ({ context }) => ({ claimsPage: context.claimsPage }),
        onDone: [
          {
            guard: { type: 'resumed', params: ({ event }) => event.output },
            target: '#manualRebate.ready.claimUnknown',
            actions: [
              { type: 'storeLoad', params: ({ event }) => event.output },
              { type: 'resumeClaim', params: ({ event }) => event.output },
            ],
          },
          { target: 'ready', actions: { type: 'storeLoad', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failure',
          actions: assign(({ event }) => {
            const { errorKey, errorText } = failureMessage(errorOf({ event }));
            return { failureKey: errorKey, failureText: errorText };
          }),
        },
      },
    },
    failure: retryableFailure(),
    ready: {
      tags: [TAGS.ready],
      initial: 'idle',
      states: {
        idle: {
          on: {
            CLAIM: { guard: 'somethingToClaim', target: 'claiming', actions: 'beginClaim' },
            CLAIMS_PAGE: {
              guard: { type: 'otherClaimsPage', params: ({ event }) => event.page },
              target: '#manualRebate.loading',
              actions: assign({ claimsPage: ({ event }) => event.page, claimed: null, actionFailureKey: null }),
            },
          },
        },
        claiming: {
          tags: [REBATE_TAGS.claiming],
          entry: 'keepIntent',
          invoke: {
            id: 'claimRebate',
            src: 'claimRebate',
            input: ({ context }) => ({ idempotencyKey: context.intent?.key ?? '' }),
            onDone: { target: '#manualRebate.loading', actions: [{ type: 'claimed', params: ({ event }) => event.output }, 'forgetIntent'] },
            onError: [
              { guard: { type: 'outcomeUnknown', params: errorOf }, target: 'claimUnknown', actions: { type: 'rememberLostAnswer', params: errorOf } },
              { target: 'idle', actions: [{ type: 'claimRefused', params: errorOf }, 'forgetIntent'] },
            ],
          },
        },
        /**
         * The claim's answer was lost: the rebate and the newest claims are read until they show
         * whether it was made. No CLAIM, no CLAIMS_PAGE: the button holds.
         */
        claimUnknown: outcomeUnknownState({
          tags: [REBATE_TAGS.claiming],
          applied: { target: '#manualRebate.loading', actions: [{ type: 'claimed', params: appliedResult<RebateClaim> }, 'forgetIntent'] },
          notApplied: { target: '#manualRebate.ready.idle', actions: ['claimNotDone', 'forgetIntent'] },
        }),
      },
    },
  },
});

export type ManualRebateMachine = typeof manualRebateMachine;
