/**
 * The member's red counts with a fake call: loaded on open, asked again on BADGES_STALE, a signal
 * during a load restarts it, a failure is quiet and recovers on the next signal.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { memberBadgesMachine, type MemberBadgeCounts } from '../../../machines/member/memberBadges.machine';
import { connectMemberBadges } from '../../../machines/member/memberBadges.connect';

function run(answers: (() => Promise<MemberBadgeCounts>)[] = []) {
  const calls = { load: 0 };
  const counts: MemberBadgeCounts = { unreadMessages: 2, missions: 1, rewards: 0 };
  const logic = memberBadgesMachine.provide({
    actors: {
      loadBadges: fromPromise(async () => {
        const answer = answers[calls.load];
        calls.load += 1;
        return answer ? answer() : counts;
      }),
    },
  });
  const actor = createActor(logic).start();
  const api = () => connectMemberBadges(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, calls, api };
}

const settled = (snapshot: { hasTag(tag: string): boolean }) => !snapshot.hasTag('badgesLoading');

describe('memberBadges chart', () => {
  it('loads the counts on open and shows only those above 0', async () => {
    const { actor, api, calls } = run();
    await waitFor(actor, settled);
    expect(calls.load).toBe(1);
    expect([api().badgeOf('messageV2'), api().badgeOf('missionLeaderboard'), api().badgeOf('rewardCenter')]).toEqual([2, 1, null]);
  });

  it('asks again on BADGES_STALE and shows the new counts', async () => {
    const { actor, api, calls } = run([async () => ({ unreadMessages: 0, missions: 0, rewards: 0 }), async () => ({ unreadMessages: 5, missions: 0, rewards: 1 })]);
    await waitFor(actor, settled);
    expect(api().badgeOf('messageV2')).toBeNull();
    actor.send({ type: 'BADGES_STALE' });
    expect(api().badgesLoading).toBe(true);
    await waitFor(actor, settled);
    expect(calls.load).toBe(2);
    expect([api().badgeOf('messageV2'), api().badgeOf('rewardCenter')]).toEqual([5, 1]);
  });

  it('a signal during a load restarts it: the answer that predates the change is dropped', async () => {
    let releaseFirst: (counts: MemberBadgeCounts) => void = () => undefined;
    const first = new Promise<MemberBadgeCounts>((resolve) => (releaseFirst = resolve));
    const { actor, api, calls } = run([() => first, async () => ({ unreadMessages: 7, missions: 0, rewards: 0 })]);
    actor.send({ type: 'BADGES_STALE' });
    await waitFor(actor, settled);
    releaseFirst({ unreadMessages: 1, missions: 0, rewards: 0 });
    await Promise.resolve();
    expect(calls.load).toBe(2);
    expect(api().badgeOf('messageV2')).toBe(7);
  });

  it('a failed load is quiet, keeps the last counts and recovers on the next signal', async () => {
    const failing = vi.fn(async (): Promise<MemberBadgeCounts> => {
      throw Object.assign(new Error('down'), { messageKey: 'errors:network' });
    });
    const { actor, api } = run([async () => ({ unreadMessages: 4, missions: 0, rewards: 0 }), failing, async () => ({ unreadMessages: 6, missions: 0, rewards: 0 })]);
    await waitFor(actor, settled);
    actor.send({ type: 'BADGES_STALE' });
    await waitFor(actor, settled);
    expect(failing).toHaveBeenCalledOnce();
    expect(api()).toMatchObject({ badgesFailed: true, badgesLoading: false });
    expect(api().badgeOf('messageV2')).toBe(4);
    actor.send({ type: 'BADGES_STALE' });
    await waitFor(actor, settled);
    expect(api().badgeOf('messageV2')).toBe(6);
  });
});
