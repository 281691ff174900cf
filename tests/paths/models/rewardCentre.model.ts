/**
 * The path model of the reward centre: the load (or its failure), a reward claimed (or refused),
 * the raffle claimed (or refused), another page of claims. A claim whose answer is lost (kind
 * 'network') is checked: the check says applied (a reward's claim or a raffle's prize),
 * not applied, or unknown (then CHECK_AGAIN); a load that finds a reward or raffle claim kept from
 * before a reload resumes its check.
 */
import type { PathModel } from '../registry';
import type { RewardCentreMachine } from '../../../machines/rewards/rewardCentre.machine';
import { RAFFLES, REWARDS, REWARD_CLAIMS } from './inbox-samples';

const LOAD_DONE = 'xstate.done.actor.loadRewards';
const LOAD_ERROR = 'xstate.error.actor.loadRewards';
const CLAIM_DONE = 'xstate.done.actor.claimReward';
const CLAIM_ERROR = 'xstate.error.actor.claimReward';
const RAFFLE_DONE = 'xstate.done.actor.claimRaffle';
const RAFFLE_ERROR = 'xstate.error.actor.claimRaffle';
const CHECK_DONE = 'xstate.done.actor.checkOutcome';
const failure = { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' };
const refused = { kind: 'envelope', errorCode: 'reward.unavailable', messageKey: 'errors:rewardUnavailable' };
/** The answer lost on its way back: the claim may have been applied. */
const lost = { kind: 'network', httpStatus: null, messageKey: 'errors:networkAbnormal' };

export const REWARD_CENTRE_SAMPLE = { rewards: REWARDS, claims: { ...REWARD_CLAIMS, totalPages: 2 }, raffles: RAFFLES };
/** What a claim of r-1 answers (and what the claims list shows once it is made). */
export const REWARD_CLAIM_SAMPLE = { claimId: 'c-9', rewardId: 'r-1', kind: 'WEEKLY_BONUS', title: 'Bono semanal', amount: 25, claimedTime: '2025-06-30T10:00:00Z' };
export const RAFFLE_WON_SAMPLE = { raffleId: 'raffle-2025-06', prize: 42.5 };
const PENDING_REWARD = { key: 'path-model-reward-key', request: { rewardId: 'r-1' }, sentAt: 0, before: { kind: 'WEEKLY_BONUS', title: 'Bono semanal', amount: 25 } };
const PENDING_RAFFLE = { key: 'path-model-raffle-key', request: { raffleId: 'raffle-2025-06' }, sentAt: 0, before: { month: '2025-06' } };

const events = {
  [LOAD_DONE]: [
    { type: LOAD_DONE, output: REWARD_CENTRE_SAMPLE },
    { type: LOAD_DONE, output: { ...REWARD_CENTRE_SAMPLE, pendingReward: PENDING_REWARD } },
    { type: LOAD_DONE, output: { ...REWARD_CENTRE_SAMPLE, pendingRaffle: PENDING_RAFFLE } },
  ],
  [LOAD_ERROR]: [{ type: LOAD_ERROR, error: failure }],
  [CLAIM_DONE]: [{ type: CLAIM_DONE, output: REWARD_CLAIM_SAMPLE }],
  [CLAIM_ERROR]: [
    { type: CLAIM_ERROR, error: refused },
    { type: CLAIM_ERROR, error: lost },
  ],
  [RAFFLE_DONE]: [{ type: RAFFLE_DONE, output: RAFFLE_WON_SAMPLE }],
  [RAFFLE_ERROR]: [
    { type: RAFFLE_ERROR, error: refused },
    { type: RAFFLE_ERROR, error: lost },
  ],
  // one check serves both: a reward's claim and a raffle's prize, each as the check reads it
  [CHECK_DONE]: [
    { type: CHECK_DONE, output: { kind: 'applied', result: REWARD_CLAIM_SAMPLE } },
    { type: CHECK_DONE, output: { kind: 'applied', result: RAFFLE_WON_SAMPLE } },
    { type: CHECK_DONE, output: { kind: 'notApplied' } },
    { type: CHECK_DONE, output: { kind: 'unknown' } },
  ],
  CLAIM: [{ type: 'CLAIM', rewardId: 'r-1' }],
  CLAIM_RAFFLE: [{ type: 'CLAIM_RAFFLE', raffleId: 'raffle-2025-06' }],
  CLAIMS_PAGE: [{ type: 'CLAIMS_PAGE', page: 2 }],
  RETRY: [{ type: 'RETRY' }],
  CHECK_AGAIN: [{ type: 'CHECK_AGAIN' }],
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
  describeEvent: (event) => {
    if (event.type === CHECK_DONE) {
      const output = (event as { output?: { kind: string; result?: { raffleId?: string; claimId?: string } } }).output;
      return `${event.type} ${JSON.stringify(output?.kind)}${output?.result?.claimId ? ' (a reward claimed)' : output?.result?.raffleId ? ' (a raffle claimed)' : ''}`;
    }
    if (event.type === LOAD_DONE) {
      const output = (event as { output?: { pendingReward?: unknown; pendingRaffle?: unknown } }).output;
      return `${event.type}${output?.pendingReward ? ' (a reward claim kept)' : output?.pendingRaffle ? ' (a raffle claim kept)' : ''}`;
    }
    if (event.type === CLAIM_ERROR || event.type === RAFFLE_ERROR) return `${event.type} ${JSON.stringify((event as { error?: { kind: string } }).error?.kind)}`;
    return event.type.startsWith('xstate') ? event.type : JSON.stringify(event);
  },
};
