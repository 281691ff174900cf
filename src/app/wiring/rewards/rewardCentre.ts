/**
 * Wiring of the reward centre: the rewards waiting, a page of claims and the raffles in one load; a
 * reward or raffle claimed (one idempotency key per intent); a lost answer checked by reading the
 * lists that show a claim, the intent kept for the tab meanwhile.
 */
import * as z from 'zod/mini';
import { createInboxApi, type RewardClaim, type RewardClaimAnswer } from '@api/inbox';
import type { RaffleClaimResult } from '@api/index';
import {
  readRaffleClaim,
  readRewardClaim,
  rewardCentreMachine,
  REWARD_CLAIMS_PAGE_SIZE,
  type RaffleClaimCall,
  type RaffleClaimIntent,
  type RaffleWon,
  type RewardCentreLoad,
  type RewardClaimCall,
  type RewardClaimIntent,
} from '@machines/rewards/rewardCentre.machine';
import { intentSchema, outcomeCheckWith, pendingIntent } from '../outcome';
import { api, lazyArea, platformCall } from '../platform';

const inboxArea = lazyArea('inbox', createInboxApi);

/** A reward claim whose outcome was unknown when the page was left or reloaded. */
const pendingReward = pendingIntent<RewardClaimIntent>('rewardClaim', intentSchema(z.object({ rewardId: z.string() }), z.object({ kind: z.string(), title: z.string(), amount: z.number() })));

/** A raffle claim whose outcome was unknown when the page was left or reloaded. */
const pendingRaffle = pendingIntent<RaffleClaimIntent>('raffleClaim', intentSchema(z.object({ raffleId: z.string() }), z.object({ month: z.string() })));

export const rewardCentreLogic = rewardCentreMachine.provide({
  actors: {
    loadRewards: platformCall<RewardCentreLoad, { claimsPage: number }>(async ({ claimsPage }, { signal }) => {
      const [rewards, claims, raffles] = await Promise.all([
        inboxArea().getRewards({ signal }),
        inboxArea().getRewardClaims({ pageNo: claimsPage, pageSize: REWARD_CLAIMS_PAGE_SIZE }, { signal }),
        inboxArea().getRaffles({ signal }),
      ]);
      return { rewards, claims, raffles, pendingReward: pendingReward.read(), pendingRaffle: pendingRaffle.read() };
    }),
    claimReward: platformCall<RewardClaimAnswer, RewardClaimCall>(({ rewardId, idempotencyKey }, { signal }) => inboxArea().claimReward(rewardId, { signal }, idempotencyKey)),
    claimRaffle: platformCall<RaffleClaimResult, RaffleClaimCall>((call, { signal }) => api.content.claimRaffle(call, { signal })),
    // The chart's intents tell which claim is checked: a reward's names a reward, a raffle's a raffle.
    checkOutcome: outcomeCheckWith<RewardClaimIntent | RaffleClaimIntent, RewardClaim | RaffleWon>(async (intent, { signal }) => {
      if ('raffleId' in intent.request) return readRaffleClaim(intent as RaffleClaimIntent, await inboxArea().getRaffles({ signal }));
      // the claims made, newest first: a claim just made is on the first page
      const [rewards, claims] = await Promise.all([inboxArea().getRewards({ signal }), inboxArea().getRewardClaims({ pageNo: 1, pageSize: REWARD_CLAIMS_PAGE_SIZE }, { signal })]);
      return readRewardClaim(intent as RewardClaimIntent, rewards, claims.items);
    }),
  },
  actions: {
    keepRewardIntent: ({ context }) => pendingReward.keep(context.rewardIntent),
    forgetRewardIntent: () => pendingReward.forget(),
    keepRaffleIntent: ({ context }) => pendingRaffle.keep(context.raffleIntent),
    forgetRaffleIntent: () => pendingRaffle.forget(),
  },
});
