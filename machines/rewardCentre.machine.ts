/**
 * The reward centre (issue 15, SPEC.md §2 rewardCenter; API.md MCSFE_getAvailablePromotions,
 * MCS2_getPromotionClaimList, MCSFE_getRafflePromotionStatus, the raffle claim): the rewards
 * waiting, each claimed once (the bonus wallet is credited: the platform pushes balanceChanged, so
 * the header balance and the menu's reward badge follow), the claims made (10 a page) and the
 * monthly raffles, this month's claimed with its prize shown.
 *
 * `loading` → `ready` | `failure` (RETRY). In `ready.idle`: CLAIM (a reward listed) → `claiming`,
 * CLAIM_RAFFLE (a raffle waiting) → `drawing`; neither takes a second claim, so a double click
 * claims once. Done → `loading` again with the result kept for its notice; refused → `idle` with
 * the refusal. CLAIMS_PAGE (1…totalPages) loads another page of claims. While it loads again the
 * last data stays on show.
 */
import { assign, setup } from 'xstate';
import type { RaffleStatus, Reward, RewardClaim, RewardClaimPage } from '../src/api/inbox';
import type { RaffleClaimResult } from '../src/api/schemas';
import { errorOf, failureMessage, notProvided, TAGS } from './kit';

export const REWARD_CLAIMS_PAGE_SIZE = 10;

export const REWARD_TAGS = { claiming: 'claiming' } as const;

export interface RewardCentreData {
  readonly rewards: readonly Reward[];
  readonly claims: RewardClaimPage;
  readonly raffles: readonly RaffleStatus[];
}

export interface RewardCentreContext {
  readonly claimsPage: number;
  readonly data: RewardCentreData | null;
  /** The reward or raffle being claimed. */
  readonly claimingId: string | null;
  /** The last reward claimed (its notice), null for none. */
  readonly claimed: RewardClaim | null;
  /** The last raffle claimed and its prize (its notice), null for none. */
  readonly raffleWon: { readonly raffleId: string; readonly prize: number } | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  readonly actionFailureKey: string | null;
}

export type RewardCentreEvent =
  | { type: 'RETRY' }
  | { type: 'CLAIM'; rewardId: string }
  | { type: 'CLAIM_RAFFLE'; raffleId: string }
  | { type: 'CLAIMS_PAGE'; page: number };

export const rewardCentreMachine = setup({
  types: { context: {} as RewardCentreContext, events: {} as RewardCentreEvent },
  actors: {
    loadRewards: notProvided<RewardCentreData, { claimsPage: number }>('loadRewards'),
    claimReward: notProvided<RewardClaim, { rewardId: string }>('claimReward'),
    claimRaffle: notProvided<RaffleClaimResult, { raffleId: string }>('claimRaffle'),
  },
  guards: {
    listedReward: ({ context }, rewardId: string) => context.data?.rewards.some((reward) => reward.rewardId === rewardId) ?? false,
    waitingRaffle: ({ context }, raffleId: string) => context.data?.raffles.some((raffle) => raffle.raffleId === raffleId && !raffle.claimed) ?? false,
    otherClaimsPage: ({ context }, page: number) => page !== context.claimsPage && page >= 1 && page <= (context.data?.claims.totalPages ?? 1),
  },
  actions: {
    clearNotices: assign({ claimed: null, raffleWon: null, actionFailureKey: null }),
    storeActionFailure: assign((_, error: unknown) => ({ actionFailureKey: failureMessage(error).errorKey, claimingId: null })),
  },
}).createMachine({
  id: 'rewardCentre',
  context: { claimsPage: 1, data: null, claimingId: null, claimed: null, raffleWon: null, failureKey: null, failureText: null, actionFailureKey: null },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadRewards',
        src: 'loadRewards',
        input: ({ context }) => ({ claimsPage: context.claimsPage }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, claimsPage: ({ event }) => event.output.claims.pageNum, failureKey: null, failureText: null, claimingId: null }) },
        onError: {
          target: 'failure',
          actions: assign(({ event }) => {
            const { errorKey, errorText } = failureMessage(errorOf({ event }));
            return { failureKey: errorKey, failureText: errorText, claimingId: null };
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
            CLAIM: {
              guard: { type: 'listedReward', params: ({ event }) => event.rewardId },
              target: 'claiming',
              actions: ['clearNotices', assign({ claimingId: ({ event }) => event.rewardId })],
            },
            CLAIM_RAFFLE: {
              guard: { type: 'waitingRaffle', params: ({ event }) => event.raffleId },
              target: 'drawing',
              actions: ['clearNotices', assign({ claimingId: ({ event }) => event.raffleId })],
            },
            CLAIMS_PAGE: {
              guard: { type: 'otherClaimsPage', params: ({ event }) => event.page },
              target: '#rewardCentre.loading',
              actions: ['clearNotices', assign({ claimsPage: ({ event }) => event.page })],
            },
          },
        },
        claiming: {
          tags: [REWARD_TAGS.claiming],
          invoke: {
            id: 'claimReward',
            src: 'claimReward',
            input: ({ context }) => ({ rewardId: context.claimingId ?? '' }),
            onDone: { target: '#rewardCentre.loading', actions: assign({ claimed: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: { type: 'storeActionFailure', params: errorOf } },
          },
        },
        drawing: {
          tags: [REWARD_TAGS.claiming],
          invoke: {
            id: 'claimRaffle',
            src: 'claimRaffle',
            input: ({ context }) => ({ raffleId: context.claimingId ?? '' }),
            onDone: { target: '#rewardCentre.loading', actions: assign({ raffleWon: ({ context, event }) => ({ raffleId: event.output.raffleId ?? context.claimingId ?? '', prize: event.output.prize }) }) },
            onError: { target: 'idle', actions: { type: 'storeActionFailure', params: errorOf } },
          },
        },
      },
    },
  },
});

export type RewardCentreMachine = typeof rewardCentreMachine;
