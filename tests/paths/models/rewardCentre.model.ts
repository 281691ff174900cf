/** The path model of the reward centre: the load (or its failure), a reward claimed (or refused), the raffle claimed (or refused), another page of claims. */
import type { PathModel } from '../registry';
import type { RewardCentreMachine } from '../../../machines/rewardCentre.machine';
import { RAFFLES, REWARDS, REWARD_CLAIMS } from './inbox-samples';

const LOAD_DONE = 'xstate.done.actor.loadRewards';
const LOAD_ERROR = 'xstate.error.actor.loadRewards';
const CLAIM_DONE = 'xstate.done.actor.claimReward';
const CLAIM_ERROR = 'xstate.error.actor.claimReward';
const RAFFLE_DONE = 'xstate.done.actor.claimRaffle';
const RAFFLE_ERROR = 'xstate.error.actor.claimRaffle';
const failure = { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' };

export const REWARD_CENTRE_SAMPLE = { rewards: REWARDS, claims: { ...REWARD_CLAIMS, totalPages: 2 }, raffles: RAFFLES };

const events = {
  [LOAD_DONE]: [{ type: LOAD_DONE, output: REWARD_CENTRE_SAMPLE }],
  [LOAD_ERROR]: [{ type: LOAD_ERROR, error: failure }],
  [CLAIM_DONE]: [{ type: CLAIM_DONE, output: { claimId: 'c-9', rewardId: 'r-1', kind: 'WEEKLY_BONUS', title: 'Bono semanal', amount: 25, claimedTime: '2025-06-30T10:00:00Z' } }],
  [CLAIM_ERROR]: [{ type: CLAIM_ERROR, error: failure }],
  [RAFFLE_DONE]: [{ type: RAFFLE_DONE, output: { raffleId: 'raffle-2025-06', prize: 42.5 } }],
  [RAFFLE_ERROR]: [{ type: RAFFLE_ERROR, error: failure }],
  CLAIM: [{ type: 'CLAIM', rewardId: 'r-1' }],
  CLAIM_RAFFLE: [{ type: 'CLAIM_RAFFLE', raffleId: 'raffle-2025-06' }],
  CLAIMS_PAGE: [{ type: 'CLAIMS_PAGE', page: 2 }],
  RETRY: [{ type: 'RETRY' }],
};

export const rewardCentreModel: PathModel<RewardCentreMachine> = {
  events,
  stitchTours: true,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      page: snapshot.context.claimsPage,
      loaded: snapshot.context.data !== null,
      notice: snapshot.context.claimed !== null || snapshot.context.raffleWon !== null || snapshot.context.actionFailureKey !== null,
    }),
};
