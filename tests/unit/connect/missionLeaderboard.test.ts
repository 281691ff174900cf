/** connectMissionLeaderboard without React, and the chart: a claim sent once and only for a complete mission, its notice and reload, refusals, the countdown, reloads on money movements. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MissionClaim } from '../../../src/api/missions';
import { connectMissionLeaderboard } from '../../../machines/rewards/missionLeaderboard.connect';
import { MISSION_TICK_MS, missionLeaderboardMachine, missionsHearAccount, type MissionBoardData } from '../../../machines/rewards/missionLeaderboard.machine';
import { MISSION_BOARD, MISSIONS } from '../../paths/models/missions-samples';

const CLAIM: MissionClaim = { missionId: 'm-streak', reward: 15, claimedTime: '2026-11-24T17:00:00.000Z' };
const AFTER_CLAIM: MissionBoardData = { ...MISSION_BOARD, missions: MISSIONS.map((mission) => (mission.missionId === 'm-streak' ? { ...mission, status: 'CLAIMED' as const } : mission)) };

function run(loads: (MissionBoardData | Error)[], claim: () => Promise<MissionClaim> = async () => CLAIM) {
  const calls = { load: 0, claim: [] as string[] };
  let releaseClaim: () => void = () => undefined;
  const actor = createActor(
    missionLeaderboardMachine.provide({
      actors: {
        load: fromPromise(async () => {
          calls.load += 1;
          const answer = loads.shift() ?? MISSION_BOARD;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
        claim: fromPromise(async ({ input }: { input: { missionId: string; idempotencyKey: string } }) => {
          calls.claim.push(input.missionId);
          await new Promise<void>((resolve) => (releaseClaim = resolve));
          return claim();
        }),
      },
    }),
  ).start();
  const api = () => connectMissionLeaderboard(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, api, calls, release: () => releaseClaim() };
}
const idle = (actor: ReturnType<typeof run>['actor']) => waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));

describe('the mission leaderboard', () => {
  it('says loading until the first answer, then shows each mission with its progress and the leaderboard with the own row', async () => {
    const { actor, api } = run([MISSION_BOARD]);
    expect(api()).toMatchObject({ status: 'loading', busy: true, missions: [] });
    await idle(actor);
    expect(api()).toMatchObject({ status: 'ready', busy: false, claimableCount: 1, own: { rank: 2, username: 'me***01' } });
    expect(api().missions.map((mission) => [mission.missionId, mission.ratio, mission.claimable])).toEqual([
      ['m-streak', 1, true],
      ['m-slots', 0.25, false],
      ['m-sports', 1, false],
    ]);
  });

  it('claims a complete mission once however often pressed, and loads again with the claim', async () => {
    const { actor, api, calls, release } = run([MISSION_BOARD, AFTER_CLAIM]);
    await idle(actor);
    api().claim('m-streak');
    api().claim('m-streak');
    expect(calls.claim).toEqual(['m-streak']);
    expect(api()).toMatchObject({ claiming: true });
    expect(api().missions.find((mission) => mission.missionId === 'm-streak')?.claiming).toBe(true);
    release();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.claimed !== null);
    expect(calls.load).toBe(2);
    expect(api()).toMatchObject({ claimed: CLAIM, claimableCount: 0 });
  });

  it('sends no claim for a mission in progress, a claimed one or one it does not list', async () => {
    const { actor, api, calls } = run([MISSION_BOARD]);
    await idle(actor);
    api().claim('m-slots');
    api().claim('m-sports');
    api().claim('nope');
    expect(calls.claim).toEqual([]);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('says a refused claim and keeps the missions on show', async () => {
    const { actor, api, release } = run([MISSION_BOARD], async () => Promise.reject({ kind: 'envelope', errorCode: 'mission.already.claimed', messageKey: 'errors:missionClaimed' }));
    await idle(actor);
    api().claim('m-streak');
    release();
    await waitFor(actor, (snapshot) => snapshot.context.actionFailureKey !== null);
    expect(api()).toMatchObject({ status: 'ready', actionFailureKey: 'errors:missionClaimed', claiming: false });
    expect(api().missions).toHaveLength(3);
  });

  it('says a failed load with the reason and retries', async () => {
    const { actor, api, calls } = run([Object.assign(new Error('x'), { kind: 'http', messageKey: 'errors:networkAbnormal' }), MISSION_BOARD]);
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(api()).toMatchObject({ status: 'failed', failureKey: 'errors:networkAbnormal', missions: [], leaderboard: [] });
    api().retry();
    await idle(actor);
    expect(calls.load).toBe(2);
  });

  it('reloads when money moves (a bet may have moved the progress), only while idle', async () => {
    const listener = missionsHearAccount;
    expect(listener({ type: 'ACCOUNT_EVENT', event: { kind: 'balanceChanged', eventId: 'e', at: 1, balance: 10 } })).toEqual({ type: 'RELOAD' });
    expect(listener({ type: 'ACCOUNT_RESYNC' })).toEqual({ type: 'RELOAD' });
    const { actor, calls } = run([MISSION_BOARD, MISSION_BOARD]);
    await idle(actor);
    actor.send({ type: 'RELOAD' });
    await idle(actor);
    expect(calls.load).toBe(2);
  });

  describe('the countdown', () => {
    beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-24T17:00:00Z') }));
    afterEach(() => vi.useRealTimers());

    it('counts each period down every second from what the platform said', async () => {
      const { actor, api } = run([MISSION_BOARD]);
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true));
      const start = api().missions[0]?.remainingMs ?? 0;
      expect(start).toBe(MISSIONS[0]?.endsInMs);
      await vi.advanceTimersByTimeAsync(3 * MISSION_TICK_MS);
      expect(api().missions[0]?.remainingMs).toBe(start - 3 * MISSION_TICK_MS);
      expect(api().leaderboardRemainingMs).toBe(start - 3 * MISSION_TICK_MS);
    });
  });
});
