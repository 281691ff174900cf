/** The reward centre as its view sees it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { RaffleStatus, Reward, RewardClaim, RewardClaimAnswer } from '../../src/api/inbox';
import { type LoadStatus, type Send, TAGS } from '../kit';
import { outcomeOf, type OutcomeView } from '../outcome';
import { REWARD_TAGS, type RaffleWon, type RewardCentreEvent, type RewardCentreMachine } from './rewardCentre.machine';

/** The claim whose answer was lost, as its notice names it. */
export type UnconfirmedClaim = { readonly kind: 'reward'; readonly title: string; readonly rewardKind: string; readonly amount: number } | { readonly kind: 'raffle'; readonly month: string };

export interface RewardCentreView {
  /** `loading` only before the first answer: a reload keeps the last data on show (`busy`). */
  readonly status: LoadStatus;
  readonly busy: boolean;
  readonly rewards: readonly Reward[];
  readonly claims: readonly RewardClaim[];
  readonly claimsPage: number;
  readonly claimsTotalPages: number;
  readonly raffles: readonly RaffleStatus[];
  /** The reward or raffle being claimed (its button is busy; every claim button takes no press). */
  readonly claimingId: string | null;
  readonly claiming: boolean;
  /** The last reward claimed; its amount null when the claim's answer left it out (the notice then names none). */
  readonly claimed: RewardClaimAnswer | null;
  readonly raffleWon: RaffleWon | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  readonly actionFailureKey: string | null;
  /** A claim whose answer was lost: being checked, or still unknown after the checks (every claim button holds). */
  readonly outcome: OutcomeView;
  /** The claim being checked (while `outcome` is set). */
  readonly unconfirmed: UnconfirmedClaim | null;
  checkAgain(): void;
  claim(rewardId: string): void;
  claimRaffle(raffleId: string): void;
  setClaimsPage(page: number): void;
  retry(): void;
}

export function connectRewardCentre(snapshot: SnapshotFrom<RewardCentreMachine>, send: Send<RewardCentreEvent>): RewardCentreView {
  const { data, claimsPage, claimingId, claimed, raffleWon, failureKey, failureText, actionFailureKey } = snapshot.context;
  const failed = snapshot.hasTag(TAGS.failed);
  const busy = snapshot.hasTag(TAGS.busy);
  const status: LoadStatus = failed ? 'failed' : data ? 'ready' : 'loading';
  const claiming = snapshot.hasTag(REWARD_TAGS.claiming);
  const outcome = outcomeOf(snapshot);
  const { rewardIntent, raffleIntent } = snapshot.context;
  const unconfirmed: UnconfirmedClaim | null = !outcome
    ? null
    : snapshot.matches({ ready: 'drawUnknown' }) && raffleIntent
      ? { kind: 'raffle', month: raffleIntent.before.month }
      : rewardIntent
        ? { kind: 'reward', title: rewardIntent.before.title, rewardKind: rewardIntent.before.kind, amount: rewardIntent.before.amount }
        : null;
  return {
    status,
    busy,
    rewards: failed ? [] : (data?.rewards ?? []),
    claims: failed ? [] : (data?.claims.items ?? []),
    claimsPage,
    claimsTotalPages: failed ? 0 : (data?.claims.totalPages ?? 0),
    raffles: failed ? [] : (data?.raffles ?? []),
    claimingId: claiming || busy ? claimingId : null,
    claiming: claiming || (busy && data !== null),
    claimed,
    raffleWon,
    failureKey: failed ? failureKey : null,
    failureText: failed ? failureText : null,
    actionFailureKey,
    outcome,
    unconfirmed,
    checkAgain: () => send({ type: 'CHECK_AGAIN' }),
    claim: (rewardId) => send({ type: 'CLAIM', rewardId }),
    claimRaffle: (raffleId) => send({ type: 'CLAIM_RAFFLE', raffleId }),
    setClaimsPage: (page) => send({ type: 'CLAIMS_PAGE', page }),
    retry: () => send({ type: 'RETRY' }),
  };
}
