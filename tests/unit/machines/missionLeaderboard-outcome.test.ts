/**
 * A mission claim whose answer is lost: the chart reads the missions instead of saying
 * "failed", tells the truth, and a retry of the same claim carries the same key; a claim kept from
 * before a reload is checked, never offered again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Mission, MissionClaim } from '../../../src/api/missions';
import { connectMissionLeaderboard } from '../../../machines/rewards/missionLeaderboard.connect';
import { outcomeCheckMachine, OUTCOME_CHECK_DELAYS_MS, type OutcomeReading } from '../../../machines/outcome';
import { missionLeaderboardMachine, readMissionClaim, type MissionBoardLoad, type MissionClaimCall, type MissionClaimIntent } from '../../../machines/rewards/missionLeaderboard.machine';
import { LEADERBOARD, MISSIONS } from '../../paths/models/missions-samples';

interface Platform {
  missions: Mission[];
  /** The bonus wallet: what the claims credited. */
  bonus: number;
}

const lost = (kind: 'network' | 'timeout' | 'http', httpStatus: number | null = null) =>
  Object.assign(new Error('lost'), { kind, httpStatus, messageKey: kind === 'timeout' ? 'errors:timeout' : 'errors:networkAbnormal' });
const refused = () => Object.assign(new Error('refused'), { kind: 'envelope', httpStatus: 200, errorCode: 'mission.already.claimed', messageKey: 'errors:missionClaimed' });

const CLAIMED_TIME = '2026-11-24T17:00:00.000Z';

/** The platform claiming a mission (what a call that ran did to the list). */
const claimOn = (platform: Platform, missionId: string): MissionClaim => {
  const mission = platform.missions.find((candidate) => candidate.missionId === missionId);
  if (!mission || mission.status !== 'CLAIMABLE') throw refused();
  platform.missions = platform.missions.map((candidate) => (candidate === mission ? { ...mission, status: 'CLAIMED', claimedTime: CLAIMED_TIME } : candidate));
  platform.bonus += mission.reward;
  return { missionId, reward: mission.reward, claimedTime: CLAIMED_TIME };
};

function run(options: { claim?: (call: MissionClaimCall, platform: Platform) => Promise<MissionClaim>; pendingClaim?: MissionClaimIntent | null; missions?: Mission[] }) {
  const platform: Platform = { missions: options.missions ?? [...MISSIONS], bonus: 0 };
  const claims: MissionClaimCall[] = [];
  const kept: unknown[] = [];
  let forgotten = 0;
  let loads = 0;
  const readings: OutcomeReading<unknown>[] = [];
  // a kept claim is found by the first load only (the wiring forgets it once its outcome is known)
  let pending = options.pendingClaim ?? null;
  const load = (): MissionBoardLoad => {
    loads += 1;
    const answer = { missions: platform.missions, leaderboard: LEADERBOARD, pendingClaim: pending };
    pending = null;
    return answer;
  };
  const actor = createActor(
    missionLeaderboardMachine.provide({
      actors: {
        load: fromPromise(async () => load()),
        claim: fromPromise(({ input }: { input: MissionClaimCall }) => {
          claims.push(input);
          return (options.claim ?? (async (call, on) => claimOn(on, call.missionId)))(input, platform);
        }),
        checkOutcome: outcomeCheckMachine.provide({
          actors: {
            verify: fromPromise(async ({ input }: { input: unknown }): Promise<OutcomeReading<unknown>> => {
              const reading = readMissionClaim(input as MissionClaimIntent, platform.missions);
              readings.push(reading);
              return reading;
            }),
          },
        }),
      },
      actions: {
        keepIntent: ({ context }) => void kept.push(context.intent),
        forgetIntent: () => void (forgotten += 1),
      },
    }),
  ).start();
  const view = () => connectMissionLeaderboard(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, platform, claims, kept, readings, view, forgotten: () => forgotten, loads: () => loads };
}

const applyThen =
  (error: Error) =>
  async (call: MissionClaimCall, platform: Platform): Promise<MissionClaim> => {
    claimOn(platform, call.missionId);
    throw error;
  };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const allReadings = () => vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) + 100);
const ready = async (view: () => ReturnType<typeof connectMissionLeaderboard>) => vi.waitFor(() => expect(view()).toMatchObject({ status: 'ready', busy: false, claiming: false }));
const streak = (view: () => ReturnType<typeof connectMissionLeaderboard>) => view().missions.find((mission) => mission.missionId === 'm-streak');

describe('a mission claim whose answer is lost', () => {
  it.each([
    ['a dropped connection', lost('network')],
    ['a timeout', lost('timeout')],
    ['a 503 from a gateway', lost('http', 503)],
  ])('after %s that the platform applied, says it is claimed and credits it once', async (_, error) => {
    const { claims, view, kept, forgotten, platform, actor } = run({ claim: applyThen(error) });
    await ready(view);
    view().claim('m-streak');
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view()).toMatchObject({ claiming: true, unconfirmed: { title: 'Log in 7 days in a row', reward: 15 }, actionFailureKey: null, claimed: null });
    expect(streak(view)?.claiming).toBe(true);
    // every claim button holds, and a money movement pushed meanwhile does not reload the board under the check
    view().claim('m-streak');
    actor.send({ type: 'RELOAD' });
    expect(view().outcome).toBe('checking');
    await allReadings();
    await ready(view);
    expect(view()).toMatchObject({ outcome: null, unconfirmed: null, actionFailureKey: null, claimed: { missionId: 'm-streak', reward: 15, claimedTime: CLAIMED_TIME } });
    expect(streak(view)).toMatchObject({ status: 'CLAIMED', claimable: false });
    expect(claims).toHaveLength(1);
    expect(platform.bonus).toBe(15);
    expect(kept).toEqual([expect.objectContaining({ key: claims[0]?.idempotencyKey, request: { missionId: 'm-streak' }, before: { title: 'Log in 7 days in a row', reward: 15 } })]);
    expect(forgotten()).toBe(1);
  });

  it('not applied (read twice): says it failed, and the same mission claimed again carries the same key', async () => {
    let attempt = 0;
    const { claims, view, readings, platform } = run({
      claim: async (call, on) => {
        attempt += 1;
        if (attempt === 1) throw lost('http', 500);
        return claimOn(on, call.missionId);
      },
    });
    await ready(view);
    view().claim('m-streak');
    await allReadings();
    expect(readings.map((reading) => reading.kind)).toEqual(['notApplied', 'notApplied']);
    expect(view()).toMatchObject({ outcome: null, claiming: false, actionFailureKey: 'errors:networkAbnormal', claimed: null });
    expect(streak(view)?.claimable).toBe(true);
    view().claim('m-streak');
    await vi.waitFor(() => expect(view().claimed).toMatchObject({ missionId: 'm-streak' }));
    expect(claims).toHaveLength(2);
    expect(claims[1]?.idempotencyKey).toBe(claims[0]?.idempotencyKey);
    expect(platform.bonus).toBe(15);
  });

  it('a refusal the platform answered is a failure at once, with no check, and the next press gets a new key', async () => {
    let attempt = 0;
    const { claims, view, readings, forgotten } = run({
      claim: async (call, on) => {
        attempt += 1;
        if (attempt === 1) throw refused();
        return claimOn(on, call.missionId);
      },
    });
    await ready(view);
    view().claim('m-streak');
    await vi.waitFor(() => expect(view().actionFailureKey).toBe('errors:missionClaimed'));
    expect(view().outcome).toBeNull();
    expect(readings).toEqual([]);
    expect(forgotten()).toBe(1);
    view().claim('m-streak');
    await vi.waitFor(() => expect(claims).toHaveLength(2));
    expect(claims[1]?.idempotencyKey).not.toBe(claims[0]?.idempotencyKey);
  });

  it('when the missions never tell (the mission in progress again: a new period), says so, holds and checks again on request', async () => {
    const { claims, view, platform, readings } = run({
      claim: async (_, on) => {
        on.missions = on.missions.map((mission) => (mission.missionId === 'm-streak' ? { ...mission, status: 'IN_PROGRESS', progress: 0 } : mission));
        throw lost('network');
      },
    });
    await ready(view);
    view().claim('m-streak');
    await allReadings();
    expect(readings).toHaveLength(OUTCOME_CHECK_DELAYS_MS.length);
    expect(view()).toMatchObject({ outcome: 'unknown', claiming: true, claimed: null, actionFailureKey: null });
    view().claim('m-streak');
    expect(claims).toHaveLength(1);
    // the claim shows up after all: checking again finds it
    platform.missions = platform.missions.map((mission) => (mission.missionId === 'm-streak' ? { ...mission, status: 'CLAIMED', claimedTime: CLAIMED_TIME } : mission));
    view().checkAgain();
    expect(view().outcome).toBe('checking');
    await vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS[0]! + 10);
    await ready(view);
    expect(view()).toMatchObject({ outcome: null, claimed: { missionId: 'm-streak', reward: 15 } });
  });

  it('a claim kept from before a reload is checked first, not offered again', async () => {
    const pendingClaim: MissionClaimIntent = { key: 'key-before-reload', request: { missionId: 'm-streak' }, sentAt: 0, before: { title: 'Log in 7 days in a row', reward: 15 } };
    const missions = MISSIONS.map((mission) => (mission.missionId === 'm-streak' ? { ...mission, status: 'CLAIMED' as const, claimedTime: CLAIMED_TIME } : mission));
    const { claims, view, loads } = run({ pendingClaim, missions });
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view()).toMatchObject({ claiming: true, unconfirmed: { title: 'Log in 7 days in a row', reward: 15 } });
    await allReadings();
    await ready(view);
    expect(view()).toMatchObject({ outcome: null, claimed: { missionId: 'm-streak', reward: 15, claimedTime: CLAIMED_TIME } });
    expect(claims).toEqual([]);
    expect(loads()).toBe(2);
  });
});
