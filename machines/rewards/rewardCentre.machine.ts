/**
 * The reward centre (SPEC.md §2 rewardCenter; API.md MCSFE_getAvailablePromotions,
 * MCS2_getPromotionClaimList, MCSFE_getRafflePromotionStatus, the raffle claim): the rewards
 * waiting, each claimed once (the bonus wallet is credited: the chart tells the root at once,
 * `tellBalanceChanged`, and the platform pushes balanceChanged, so the header balance and the
 * menu's reward badge follow), the claims made (10 a page) and the
 * monthly raffles, this month's claimed with its prize shown.
 *
 * `loading` → `ready` | `failure` (RETRY). In `ready.idle`: CLAIM (a reward listed) → `claiming`,
 * CLAIM_RAFFLE (a raffle waiting) → `drawing`; neither takes a second claim, so a double click
 * claims once. Done → `loading` again with the result kept for its notice; refused → `idle` with
 * the refusal. CLAIMS_PAGE (1…totalPages) loads another page of claims. While it loads again the
 * last data stays on show.
 *
 * A claim whose answer is lost (a dropped connection, a timeout, a 5xx) is an unknown outcome, not
 * a failure (machines/outcome.ts): `claimUnknown` and `drawUnknown` read the lists that
 * show a claim (the reward in the claims made and no longer waiting; the raffle marked claimed)
 * until they show it done (the notice it would have shown), not done (the failure; the same claim
 * again carries the same idempotency key) or the readings run out ("do not claim again", every
 * claim button held). Each claim carries one idempotency key per intent, made when the member
 * presses claim; the intent is kept for the tab while its outcome is unknown, so a reload resumes
 * the check.
 */
import { assign, setup } from 'xstate';
import type { RaffleStatus, Reward, RewardClaim, RewardClaimAnswer, RewardClaimPage } from '../../src/api/inbox';
import type { RaffleClaimResult } from '../../src/api/schemas';
import { errorOf, failureMessage, notProvided, retryableFailure, TAGS } from '../kit';
import { appliedResult, newIntentKey, outcomeCheckMachine, outcomeGuards, outcomeUnknownState, type Intent, type OutcomeReading } from '../outcome';
import { tellBalanceChanged } from '../accountSignals';

export const REWARD_CLAIMS_PAGE_SIZE = 10;

export const REWARD_TAGS = { claiming: 'claiming' } as const;

export interface RewardCentreData {
  readonly rewards: readonly Reward[];
  readonly claims: RewardClaimPage;
  readonly raffles: readonly RaffleStatus[];
}

/** What a load answers: the data, and a claim kept from before a reload whose outcome is unknown. */
export interface RewardCentreLoad extends RewardCentreData {
  /** A reward claim sent before a reload whose outcome was still unknown (kept for the tab): checked first. */
  readonly pendingReward?: RewardClaimIntent | null;
  /** A raffle claim sent before a reload whose outcome was still unknown: checked first. */
  readonly pendingRaffle?: RaffleClaimIntent | null;
}

/** The reward as it was listed when it was claimed: what the notice names (a claimed reward leaves the list). */
export interface RewardListed {
  readonly kind: string;
  readonly title: string;
  readonly amount: number;
}

/** The raffle as it was listed when it was claimed. */
export interface RaffleListed {
  readonly month: string;
}

export type RewardClaimIntent = Intent<{ readonly rewardId: string }, RewardListed>;
export type RaffleClaimIntent = Intent<{ readonly raffleId: string }, RaffleListed>;

/** What the claim calls receive: the claim and its idempotency key. */
export interface RewardClaimCall {
  readonly rewardId: string;
  readonly idempotencyKey: string;
}
export interface RaffleClaimCall {
  readonly raffleId: string;
  readonly idempotencyKey: string;
}

/** A raffle claimed and its prize (null: the raffle list says claimed without naming the prize). */
export interface RaffleWon {
  readonly raffleId: string;
  readonly prize: number | null;
}

/**
 * What the lists say about a reward claim (API.md: MCSFE_getAvailablePromotions, the rewards
 * waiting; MCS2_getPromotionClaimList, the claims made, newest first): a claim of that reward among
 * the newest claims (done, the claim shown), the reward still waiting with no such claim (not done),
 * anything else (gone from the waiting list but not among the claims read: not known).
 */
export function readRewardClaim(intent: RewardClaimIntent, rewards: readonly Reward[], claims: readonly RewardClaim[]): OutcomeReading<RewardClaim> {
  const claim = claims.find((candidate) => candidate.rewardId === intent.request.rewardId);
  if (claim) return { kind: 'applied', result: claim };
  if (rewards.some((reward) => reward.rewardId === intent.request.rewardId)) return { kind: 'notApplied' };
  return { kind: 'unknown' };
}

/** What the raffle list says about a raffle claim (MCSFE_getRafflePromotionStatus): claimed (done, its prize), waiting (not done), absent (not known). */
export function readRaffleClaim(intent: RaffleClaimIntent, raffles: readonly RaffleStatus[]): OutcomeReading<RaffleWon> {
  const raffle = raffles.find((candidate) => candidate.raffleId === intent.request.raffleId);
  if (!raffle) return { kind: 'unknown' };
  return raffle.claimed ? { kind: 'applied', result: { raffleId: raffle.raffleId, prize: raffle.prize ?? null } } : { kind: 'notApplied' };
}

export interface RewardCentreContext {
  readonly claimsPage: number;
  readonly data: RewardCentreData | null;
  /** The reward or raffle being claimed. */
  readonly claimingId: string | null;
  /** The last reward claimed (its notice), null for none; its amount null when the answer left it out. */
  readonly claimed: RewardClaimAnswer | null;
  /** The last raffle claimed and its prize (its notice), null for none. */
  readonly raffleWon: RaffleWon | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  readonly actionFailureKey: string | null;
  /** The reward claim being sent or checked (its key is reused by a retry of the same claim). */
  readonly rewardIntent: RewardClaimIntent | null;
  /** A reward claim the check found not done: the same reward claimed again carries its key. */
  readonly rewardRetryable: RewardClaimIntent | null;
  readonly raffleIntent: RaffleClaimIntent | null;
  readonly raffleRetryable: RaffleClaimIntent | null;
  /** The lost answer's message, shown if the check finds the claim not done. */
  readonly lostAnswer: string | null;
}

export type RewardCentreEvent =
  | { type: 'RETRY' }
  | { type: 'CLAIM'; rewardId: string }
  | { type: 'CLAIM_RAFFLE'; raffleId: string }
  | { type: 'CLAIMS_PAGE'; page: number }
  /** Read the lists again after the checks of a lost claim ran out. */
  | { type: 'CHECK_AGAIN' };

export const rewardCentreMachine = setup({
  types: { context: {} as RewardCentreContext, events: {} as RewardCentreEvent },
  actors: {
    loadRewards: notProvided<RewardCentreLoad, { claimsPage: number }>('loadRewards'),
    claimReward: notProvided<RewardClaimAnswer, RewardClaimCall>('claimReward'),
    claimRaffle: notProvided<RaffleClaimResult, RaffleClaimCall>('claimRaffle'),
    checkOutcome: outcomeCheckMachine,
  },
  guards: {
    listedReward: ({ context }, rewardId: string) => context.data?.rewards.some((reward) => reward.rewardId === rewardId) ?? false,
    waitingRaffle: ({ context }, raffleId: string) => context.data?.raffles.some((raffle) => raffle.raffleId === raffleId && !raffle.claimed) ?? false,
    otherClaimsPage: ({ context }, page: number) => page !== context.claimsPage && page >= 1 && page <= (context.data?.claims.totalPages ?? 1),
    resumedReward: (_, output: RewardCentreLoad) => Boolean(output.pendingReward),
    resumedRaffle: (_, output: RewardCentreLoad) => Boolean(output.pendingRaffle),
    ...outcomeGuards,
  },
  actions: {
    storeLoad: assign((_, output: RewardCentreLoad) => {
      const { pendingReward: _reward, pendingRaffle: _raffle, ...data } = output;
      return { data, claimsPage: data.claims.pageNum, failureKey: null, failureText: null, claimingId: null };
    }),
    resumeReward: assign((_, output: RewardCentreLoad) => ({ rewardIntent: output.pendingReward ?? null, claimingId: output.pendingReward?.request.rewardId ?? null })),
    resumeRaffle: assign((_, output: RewardCentreLoad) => ({ raffleIntent: output.pendingRaffle ?? null, claimingId: output.pendingRaffle?.request.raffleId ?? null })),
    clearNotices: assign({ claimed: null, raffleWon: null, actionFailureKey: null }),
    beginReward: assign(({ context }, rewardId: string) => {
      const reward = context.data?.rewards.find((candidate) => candidate.rewardId === rewardId);
      // the same reward again after a check found its claim not done: the same intent, the same key
      const again = context.rewardRetryable;
      const rewardIntent: RewardClaimIntent = {
        key: again !== null && again.request.rewardId === rewardId ? again.key : newIntentKey(),
        request: { rewardId },
        sentAt: Date.now(),
        before: { kind: reward?.kind ?? '', title: reward?.title ?? '', amount: reward?.amount ?? 0 },
      };
      return { claimingId: rewardId, rewardIntent, rewardRetryable: null, lostAnswer: null };
    }),
    beginRaffle: assign(({ context }, raffleId: string) => {
      const raffle = context.data?.raffles.find((candidate) => candidate.raffleId === raffleId);
      const again = context.raffleRetryable;
      const raffleIntent: RaffleClaimIntent = {
        key: again !== null && again.request.raffleId === raffleId ? again.key : newIntentKey(),
        request: { raffleId },
        sentAt: Date.now(),
        before: { month: raffle?.month ?? '' },
      };
      return { claimingId: raffleId, raffleIntent, raffleRetryable: null, lostAnswer: null };
    }),
    // An answer that leaves out the title or kind (API.md does not describe it) names the reward
    // as it was listed at the send; an amount left out stays unknown (null): the notice says claimed.
    rewardClaimed: assign(({ context }, claim: RewardClaimAnswer) => {
      const listed = context.rewardIntent?.before;
      return { claimed: { ...claim, title: claim.title || (listed?.title ?? ''), kind: claim.kind || (listed?.kind ?? '') }, rewardIntent: null, rewardRetryable: null, lostAnswer: null };
    }),
    raffleClaimed: assign((_, won: RaffleWon) => ({ raffleWon: won, raffleIntent: null, raffleRetryable: null, lostAnswer: null })),
    /** Kept for the tab while the outcome may be unknown (the wiring writes sessionStorage). */
    keepRewardIntent: () => undefined,
    tellBalanceChanged,
    forgetRewardIntent: () => undefined,
    keepRaffleIntent: () => undefined,
    forgetRaffleIntent: () => undefined,
    rememberLostAnswer: assign((_, error: unknown) => ({ lostAnswer: failureMessage(error).errorKey })),
    rewardNotDone: assign(({ context }) => ({ actionFailureKey: context.lostAnswer ?? 'errors:networkAbnormal', rewardRetryable: context.rewardIntent, rewardIntent: null, claimingId: null, lostAnswer: null })),
    raffleNotDone: assign(({ context }) => ({ actionFailureKey: context.lostAnswer ?? 'errors:networkAbnormal', raffleRetryable: context.raffleIntent, raffleIntent: null, claimingId: null, lostAnswer: null })),
    storeActionFailure: assign((_, error: unknown) => ({ actionFailureKey: failureMessage(error).errorKey, claimingId: null, rewardIntent: null, raffleIntent: null })),
  },
}).createMachine({
  id: 'rewardCentre',
  context: {
    claimsPage: 1,
    data: null,
    claimingId: null,
    claimed: null,
    raffleWon: null,
    failureKey: null,
    failureText: null,
    actionFailureKey: null,
    rewardIntent: null,
    rewardRetryable: null,
    raffleIntent: null,
    raffleRetryable: null,
    lostAnswer: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadRewards',
        src: 'loadRewards',
        input: ({ context }) => ({ claimsPage: context.claimsPage }),
        onDone: [
          {
            guard: { type: 'resumedReward', params: ({ event }) => event.output },
            target: '#rewardCentre.ready.claimUnknown',
            actions: [
              { type: 'storeLoad', params: ({ event }) => event.output },
              { type: 'resumeReward', params: ({ event }) => event.output },
            ],
          },
          {
            guard: { type: 'resumedRaffle', params: ({ event }) => event.output },
            target: '#rewardCentre.ready.drawUnknown',
            actions: [
              { type: 'storeLoad', params: ({ event }) => event.output },
              { type: 'resumeRaffle', params: ({ event }) => event.output },
            ],
          },
          { target: 'ready', actions: { type: 'storeLoad', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failure',
          actions: assign(({ event }) => {
            const { errorKey, errorText } = failureMessage(errorOf({ event }));
            return { failureKey: errorKey, failureText: errorText, claimingId: null };
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
            CLAIM: {
              guard: { type: 'listedReward', params: ({ event }) => event.rewardId },
              target: 'claiming',
              actions: ['clearNotices', { type: 'beginReward', params: ({ event }) => event.rewardId }],
            },
            CLAIM_RAFFLE: {
              guard: { type: 'waitingRaffle', params: ({ event }) => event.raffleId },
              target: 'drawing',
              actions: ['clearNotices', { type: 'beginRaffle', params: ({ event }) => event.raffleId }],
            },
            CLAIMS_PAGE: {
              guard: { type: 'otherClaimsPage', params: ({ event }) => event.page },
              target: '#rewardCentre.loading',
              actions: ['clearNotices', assign({ claimsPage: ({ event }) => event.page })],
            },
          },
        },
        // No CLAIM, CLAIM_RAFFLE or CLAIMS_PAGE while a claim runs: a second press claims nothing.
        claiming: {
          tags: [REWARD_TAGS.claiming],
          entry: 'keepRewardIntent',
          invoke: {
            id: 'claimReward',
            src: 'claimReward',
            input: ({ context }) => ({ rewardId: context.rewardIntent?.request.rewardId ?? context.claimingId ?? '', idempotencyKey: context.rewardIntent?.key ?? '' }),
            onDone: { target: '#rewardCentre.loading', actions: [{ type: 'rewardClaimed', params: ({ event }) => event.output }, 'forgetRewardIntent', 'tellBalanceChanged'] },
            onError: [
              { guard: { type: 'outcomeUnknown', params: errorOf }, target: 'claimUnknown', actions: { type: 'rememberLostAnswer', params: errorOf } },
              { target: 'idle', actions: [{ type: 'storeActionFailure', params: errorOf }, 'forgetRewardIntent'] },
            ],
          },
        },
        /**
         * The claim's answer was lost: the rewards waiting and the claims made are read until they
         * show whether it happened. No CLAIM, CLAIM_RAFFLE or CLAIMS_PAGE: every claim button holds.
         */
        claimUnknown: outcomeUnknownState({
          tags: [REWARD_TAGS.claiming],
          intentOf: (context: RewardCentreContext) => context.rewardIntent,
          applied: { target: '#rewardCentre.loading', actions: [{ type: 'rewardClaimed', params: appliedResult<RewardClaim> }, 'forgetRewardIntent', 'tellBalanceChanged'] },
          notApplied: { target: '#rewardCentre.ready.idle', actions: ['rewardNotDone', 'forgetRewardIntent'] },
        }),
        drawing: {
          tags: [REWARD_TAGS.claiming],
          entry: 'keepRaffleIntent',
          invoke: {
            id: 'claimRaffle',
            src: 'claimRaffle',
            input: ({ context }) => ({ raffleId: context.raffleIntent?.request.raffleId ?? context.claimingId ?? '', idempotencyKey: context.raffleIntent?.key ?? '' }),
            onDone: {
              target: '#rewardCentre.loading',
              actions: [{ type: 'raffleClaimed', params: ({ context, event }) => ({ raffleId: event.output.raffleId ?? context.claimingId ?? '', prize: event.output.prize ?? null }) }, 'forgetRaffleIntent', 'tellBalanceChanged'],
            },
            onError: [
              { guard: { type: 'outcomeUnknown', params: errorOf }, target: 'drawUnknown', actions: { type: 'rememberLostAnswer', params: errorOf } },
              { target: 'idle', actions: [{ type: 'storeActionFailure', params: errorOf }, 'forgetRaffleIntent'] },
            ],
          },
        },
        /** The raffle claim's answer was lost: the raffles are read until they show whether it happened. Every claim button holds. */
        drawUnknown: outcomeUnknownState({
          tags: [REWARD_TAGS.claiming],
          intentOf: (context: RewardCentreContext) => context.raffleIntent,
          applied: { target: '#rewardCentre.loading', actions: [{ type: 'raffleClaimed', params: appliedResult<RaffleWon> }, 'forgetRaffleIntent', 'tellBalanceChanged'] },
          notApplied: { target: '#rewardCentre.ready.idle', actions: ['raffleNotDone', 'forgetRaffleIntent'] },
        }),
      },
    },
  },
});

export type RewardCentreMachine = typeof rewardCentreMachine;
