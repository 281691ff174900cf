/**
 * A reward or raffle claim whose answer is lost: the chart reads the lists that show a
 * claim instead of saying "failed", tells the truth, and a retry of the same claim carries the same
 * key; a claim kept from before a reload is checked, never offered again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RaffleStatus, Reward, RewardClaim, RewardClaimAnswer } from '../../../src/api/inbox';
import type { RaffleClaimResult } from '../../../src/api/schemas';
import { connectRewardCentre } from '../../../machines/rewards/rewardCentre.connect';
import { outcomeCheckMachine, OUTCOME_CHECK_DELAYS_MS, type OutcomeReading } from '../../../machines/outcome';
import {
  readRaffleClaim,
  readRewardClaim,
  rewardCentreMachine,
  type RaffleClaimCall,
  type RaffleClaimIntent,
  type RewardCentreLoad,
  type RewardClaimCall,
  type RewardClaimIntent,
} from '../../../machines/rewards/rewardCentre.machine';
import { RAFFLES, REWARDS, REWARD_CLAIMS } from '../../paths/models/inbox-samples';

interface Platform {
  rewards: Reward[];
  claims: RewardClaim[];
  raffles: RaffleStatus[];
  /** The bonus wallet: what the claims credited. */
  bonus: number;
}

const lost = (kind: 'network' | 'timeout' | 'http', httpStatus: number | null = null) =>
  Object.assign(new Error('lost'), { kind, httpStatus, messageKey: kind === 'timeout' ? 'errors:timeout' : 'errors:networkAbnormal' });
const refused = () => Object.assign(new Error('refused'), { kind: 'envelope', httpStatus: 200, errorCode: 'reward.unavailable', messageKey: 'errors:rewardUnavailable' });

/** The platform claiming a reward or a raffle (what a call that ran did to the lists). */
const claimOn = (platform: Platform, rewardId: string): RewardClaim => {
  const reward = platform.rewards.find((candidate) => candidate.rewardId === rewardId);
  if (!reward) throw refused();
  platform.rewards = platform.rewards.filter((candidate) => candidate !== reward);
  const claim: RewardClaim = { claimId: `c-${platform.claims.length + 1}`, rewardId, kind: reward.kind, title: reward.title, amount: reward.amount, claimedTime: '2025-06-30T10:00:00Z' };
  platform.claims = [claim, ...platform.claims];
  platform.bonus += reward.amount;
  return claim;
};
const drawOn = (platform: Platform, raffleId: string): RaffleClaimResult => {
  platform.raffles = platform.raffles.map((raffle) => (raffle.raffleId === raffleId ? { ...raffle, claimed: true, prize: 42.5 } : raffle));
  platform.bonus += 42.5;
  return { raffleId, prize: 42.5 };
};

function run(options: {
  claim?: (call: RewardClaimCall, platform: Platform) => Promise<RewardClaimAnswer>;
  draw?: (call: RaffleClaimCall, platform: Platform) => Promise<RaffleClaimResult>;
  pendingReward?: RewardClaimIntent | null;
  pendingRaffle?: RaffleClaimIntent | null;
  platform?: Partial<Platform>;
}) {
  const platform: Platform = { rewards: [...REWARDS], claims: [...REWARD_CLAIMS.items], raffles: [...RAFFLES], bonus: 0, ...options.platform };
  const claims: RewardClaimCall[] = [];
  const draws: RaffleClaimCall[] = [];
  const kept: unknown[] = [];
  let forgotten = 0;
  const readings: OutcomeReading<unknown>[] = [];
  // a kept claim is found by the first load only (the wiring forgets it once its outcome is known)
  let pending = { reward: options.pendingReward ?? null, raffle: options.pendingRaffle ?? null };
  const load = (): RewardCentreLoad => {
    const answer = { rewards: platform.rewards, claims: { ...REWARD_CLAIMS, items: platform.claims }, raffles: platform.raffles, pendingReward: pending.reward, pendingRaffle: pending.raffle };
    pending = { reward: null, raffle: null };
    return answer;
  };
  const actor = createActor(
    rewardCentreMachine.provide({
      actors: {
        loadRewards: fromPromise(async () => load()),
        claimReward: fromPromise(({ input }: { input: RewardClaimCall }) => {
          claims.push(input);
          return (options.claim ?? (async (call, on) => claimOn(on, call.rewardId)))(input, platform);
        }),
        claimRaffle: fromPromise(({ input }: { input: RaffleClaimCall }) => {
          draws.push(input);
          return (options.draw ?? (async (call, on) => drawOn(on, call.raffleId)))(input, platform);
        }),
        checkOutcome: outcomeCheckMachine.provide({
          actors: {
            verify: fromPromise(async ({ input }: { input: unknown }): Promise<OutcomeReading<unknown>> => {
              const intent = input as RewardClaimIntent | RaffleClaimIntent;
              const reading = 'raffleId' in intent.request ? readRaffleClaim(intent as RaffleClaimIntent, platform.raffles) : readRewardClaim(intent as RewardClaimIntent, platform.rewards, platform.claims);
              readings.push(reading);
              return reading;
            }),
          },
        }),
      },
      actions: {
        keepRewardIntent: ({ context }) => void kept.push(context.rewardIntent),
        keepRaffleIntent: ({ context }) => void kept.push(context.raffleIntent),
        forgetRewardIntent: () => void (forgotten += 1),
        forgetRaffleIntent: () => void (forgotten += 1),
      },
    }),
  ).start();
  const view = () => connectRewardCentre(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, platform, claims, draws, kept, readings, view, forgotten: () => forgotten };
}

const applyThen =
  (error: Error) =>
  async (call: RewardClaimCall, platform: Platform): Promise<RewardClaim> => {
    claimOn(platform, call.rewardId);
    throw error;
  };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const allReadings = () => vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) + 100);
const ready = async (view: () => ReturnType<typeof connectRewardCentre>) => vi.waitFor(() => expect(view()).toMatchObject({ status: 'ready', busy: false, claiming: false }));

describe('a reward claim whose answer is lost', () => {
  it.each([
    ['a dropped connection', lost('network')],
    ['a timeout', lost('timeout')],
    ['a 502 from a gateway', lost('http', 502)],
  ])('after %s that the platform applied, says it is claimed and credits it once', async (_, error) => {
    const { claims, view, kept, forgotten, platform } = run({ claim: applyThen(error) });
    await ready(view);
    view().claim('r-1');
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view()).toMatchObject({ claiming: true, claimingId: 'r-1', unconfirmed: { kind: 'reward', title: 'Bono semanal', amount: 25 }, actionFailureKey: null, claimed: null });
    // every claim button holds: a second press, another reward, the raffle send nothing
    view().claim('r-1');
    view().claim('r-2');
    view().claimRaffle('raffle-2025-06');
    await allReadings();
    await ready(view);
    expect(view()).toMatchObject({ outcome: null, unconfirmed: null, actionFailureKey: null, claimed: { rewardId: 'r-1', amount: 25 } });
    expect(view().rewards.map((reward) => reward.rewardId)).toEqual(['r-2']);
    expect(claims).toHaveLength(1);
    expect(platform.bonus).toBe(25);
    // what is kept for the tab is the intent and its key
    expect(kept).toEqual([expect.objectContaining({ key: claims[0]?.idempotencyKey, request: { rewardId: 'r-1' }, before: { kind: 'WEEKLY_BONUS', title: 'Bono semanal', amount: 25 } })]);
    expect(forgotten()).toBe(1);
  });

  it('not applied (read twice): says it failed, and the same reward claimed again carries the same key', async () => {
    let attempt = 0;
    const { claims, view, readings, platform } = run({
      claim: async (call, on) => {
        attempt += 1;
        if (attempt === 1) throw lost('http', 500);
        return claimOn(on, call.rewardId);
      },
    });
    await ready(view);
    view().claim('r-1');
    await allReadings();
    expect(readings.map((reading) => reading.kind)).toEqual(['notApplied', 'notApplied']);
    expect(view()).toMatchObject({ outcome: null, claiming: false, actionFailureKey: 'errors:networkAbnormal', claimed: null });
    view().claim('r-1');
    await vi.waitFor(() => expect(view().claimed).toMatchObject({ rewardId: 'r-1' }));
    expect(claims).toHaveLength(2);
    expect(claims[1]?.idempotencyKey).toBe(claims[0]?.idempotencyKey);
    expect(platform.bonus).toBe(25);
    // another reward is another intent with a key of its own
    await ready(view);
    view().claim('r-2');
    await vi.waitFor(() => expect(claims).toHaveLength(3));
    expect(claims[2]?.idempotencyKey).not.toBe(claims[0]?.idempotencyKey);
  });

  it('a refusal the platform answered is a failure at once, with no check, and the next press gets a new key', async () => {
    let attempt = 0;
    const { claims, view, readings, forgotten } = run({
      claim: async (call, on) => {
        attempt += 1;
        if (attempt === 1) throw refused();
        return claimOn(on, call.rewardId);
      },
    });
    await ready(view);
    view().claim('r-1');
    await vi.waitFor(() => expect(view().actionFailureKey).toBe('errors:rewardUnavailable'));
    expect(view().outcome).toBeNull();
    expect(readings).toEqual([]);
    expect(forgotten()).toBe(1);
    view().claim('r-1');
    await vi.waitFor(() => expect(claims).toHaveLength(2));
    expect(claims[1]?.idempotencyKey).not.toBe(claims[0]?.idempotencyKey);
  });

  it('when the lists never tell (gone from the waiting list, not among the claims), says so, holds and checks again on request', async () => {
    const { claims, view, platform, readings } = run({
      claim: async (_, on) => {
        on.rewards = on.rewards.filter((reward) => reward.rewardId !== 'r-1');
        throw lost('network');
      },
    });
    await ready(view);
    view().claim('r-1');
    await allReadings();
    expect(readings).toHaveLength(OUTCOME_CHECK_DELAYS_MS.length);
    expect(view()).toMatchObject({ outcome: 'unknown', claiming: true, claimed: null, actionFailureKey: null });
    view().claim('r-2');
    view().setClaimsPage(2);
    expect(claims).toHaveLength(1);
    expect(view().outcome).toBe('unknown');
    // the claim shows up after all: checking again finds it
    platform.claims = [{ claimId: 'c-late', rewardId: 'r-1', kind: 'WEEKLY_BONUS', title: 'Bono semanal', amount: 25, claimedTime: '2025-06-30T10:00:00Z' }, ...platform.claims];
    view().checkAgain();
    expect(view().outcome).toBe('checking');
    await vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS[0]! + 10);
    await ready(view);
    expect(view()).toMatchObject({ outcome: null, claimed: { claimId: 'c-late', rewardId: 'r-1' } });
  });

  it('a claim kept from before a reload is checked first, not offered again', async () => {
    const pendingReward: RewardClaimIntent = { key: 'key-before-reload', request: { rewardId: 'r-1' }, sentAt: 0, before: { kind: 'WEEKLY_BONUS', title: 'Bono semanal', amount: 25 } };
    // the platform applied it before the reload: no longer waiting, among the claims
    const applied: RewardClaim = { claimId: 'c-7', rewardId: 'r-1', kind: 'WEEKLY_BONUS', title: 'Bono semanal', amount: 25, claimedTime: '2025-06-30T10:00:00Z' };
    const { claims, view } = run({ pendingReward, platform: { rewards: REWARDS.slice(1), claims: [applied] } });
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view()).toMatchObject({ claiming: true, unconfirmed: { kind: 'reward', title: 'Bono semanal', amount: 25 } });
    await allReadings();
    await ready(view);
    expect(view()).toMatchObject({ outcome: null, claimed: applied });
    expect(claims).toEqual([]);
  });
});

describe('a raffle claim whose answer is lost', () => {
  it('applied, then the connection dropped: checked, told the prize, claimed once', async () => {
    const { draws, view, platform, kept } = run({
      draw: async (call, on) => {
        drawOn(on, call.raffleId);
        throw lost('network');
      },
    });
    await ready(view);
    view().claimRaffle('raffle-2025-06');
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view()).toMatchObject({ claiming: true, claimingId: 'raffle-2025-06', unconfirmed: { kind: 'raffle', month: '2025-06' } });
    view().claimRaffle('raffle-2025-06');
    view().claim('r-1');
    await allReadings();
    await ready(view);
    expect(view()).toMatchObject({ outcome: null, actionFailureKey: null, raffleWon: { raffleId: 'raffle-2025-06', prize: 42.5 } });
    expect(draws).toHaveLength(1);
    expect(platform.bonus).toBe(42.5);
    expect(kept).toEqual([expect.objectContaining({ key: draws[0]?.idempotencyKey, request: { raffleId: 'raffle-2025-06' }, before: { month: '2025-06' } })]);
  });

  it('refused with a 500 before it was applied: says failed, and the same raffle claimed again carries the same key', async () => {
    let attempt = 0;
    const { draws, view, platform } = run({
      draw: async (call, on) => {
        attempt += 1;
        if (attempt === 1) throw lost('http', 500);
        return drawOn(on, call.raffleId);
      },
    });
    await ready(view);
    view().claimRaffle('raffle-2025-06');
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, claiming: false, actionFailureKey: 'errors:networkAbnormal', raffleWon: null });
    view().claimRaffle('raffle-2025-06');
    await vi.waitFor(() => expect(view().raffleWon).toMatchObject({ prize: 42.5 }));
    expect(draws).toHaveLength(2);
    expect(draws[1]?.idempotencyKey).toBe(draws[0]?.idempotencyKey);
    expect(platform.bonus).toBe(42.5);
  });

  it('a raffle claim kept from before a reload is checked (not claimed: the failure, and the raffle may be claimed again)', async () => {
    const pendingRaffle: RaffleClaimIntent = { key: 'raffle-key-before-reload', request: { raffleId: 'raffle-2025-06' }, sentAt: 0, before: { month: '2025-06' } };
    const { draws, view } = run({ pendingRaffle });
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view().unconfirmed).toEqual({ kind: 'raffle', month: '2025-06' });
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, claiming: false, actionFailureKey: 'errors:networkAbnormal' });
    expect(draws).toEqual([]);
    view().claimRaffle('raffle-2025-06');
    await vi.waitFor(() => expect(draws).toHaveLength(1));
    expect(draws[0]?.idempotencyKey).toBe('raffle-key-before-reload');
  });
});
