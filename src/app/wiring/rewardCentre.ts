/** Wiring of the reward centre: the rewards waiting, a page of claims and the raffles in one load; a reward or raffle claimed. */
import type { RewardClaim } from '@api/inbox';
import type { RaffleClaimResult } from '@api/index';
import { rewardCentreMachine, REWARD_CLAIMS_PAGE_SIZE, type RewardCentreData } from '@machines/rewardCentre.machine';
import { api } from './inbox-api';
import { platformCall } from './platform';

export const rewardCentreLogic = rewardCentreMachine.provide({
  actors: {
    loadRewards: platformCall<RewardCentreData, { claimsPage: number }>(async ({ claimsPage }, { signal }) => {
      const [rewards, claims, raffles] = await Promise.all([
        api.inbox.getRewards({ signal }),
        api.inbox.getRewardClaims({ pageNo: claimsPage, pageSize: REWARD_CLAIMS_PAGE_SIZE }, { signal }),
        api.inbox.getRaffles({ signal }),
      ]);
      return { rewards, claims, raffles };
    }),
    claimReward: platformCall<RewardClaim, { rewardId: string }>(({ rewardId }, { signal }) => api.inbox.claimReward(rewardId, { signal })),
    claimRaffle: platformCall<RaffleClaimResult, { raffleId: string }>(({ raffleId }, { signal }) => api.content.claimRaffle({ raffleId }, { signal })),
  },
});
