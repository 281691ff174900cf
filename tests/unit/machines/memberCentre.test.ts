/**
 * The member centre chart with fake calls: the gate (visitor → login with the page to come back
 * to, trial → the real-account notice and never a count, member → open), the overlay closing to
 * the page beneath, and the badges (loaded on open, asked again on BADGES_STALE, a signal during a
 * load restarts it, a failure is quiet and recovers on the next signal).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { memberCentreMachine, type MemberBadgeCounts, type MemberCentreInput } from '../../../machines/memberCentre.machine';
import { connectMemberCentre } from '../../../machines/memberCentre.connect';

function run(input: Partial<MemberCentreInput> = {}, answers: (() => Promise<MemberBadgeCounts>)[] = []) {
  const calls = { load: 0, sendToLogin: [] as string[], leave: [] as string[], restricted: 0 };
  const counts: MemberBadgeCounts = { unreadMessages: 2, missions: 1, rewards: 0 };
  const logic = memberCentreMachine.provide({
    actors: {
      loadBadges: fromPromise(async () => {
        const answer = answers[calls.load];
        calls.load += 1;
        return answer ? answer() : counts;
      }),
    },
    actions: {
      sendToLogin: (_, { returnTo }) => void calls.sendToLogin.push(returnTo),
      leave: (_, { to }) => void calls.leave.push(to),
      reportRestricted: () => void (calls.restricted += 1),
    },
  });
  const actor = createActor(logic, { input: { page: 'withdraw', access: 'member', wide: true, beneath: '/live', ...input } }).start();
  const api = () => connectMemberCentre(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, calls, api };
}

const settled = (snapshot: { hasTag(tag: string): boolean }) => snapshot.hasTag('ready') && !snapshot.hasTag('badgesLoading');

describe('memberCentre chart: the gate', () => {
  it('sends a visitor to the login popup with the page asked for, and loads nothing', () => {
    const { actor, calls } = run({ access: 'visitor', page: 'withdraw' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls.sendToLogin).toEqual(['/member/withdraw']);
    expect(calls.load).toBe(0);
  });

  it('waits while the session is checked, then decides on ACCESS', async () => {
    const { actor, calls, api } = run({ access: 'checking', page: 'securityCenter' });
    expect(api().status).toBe('checking');
    actor.send({ type: 'SHOW_PAGE', page: 'messageV2' });
    actor.send({ type: 'ACCESS', access: 'checking' });
    expect(api().status).toBe('checking');
    actor.send({ type: 'ACCESS', access: 'visitor' });
    expect(calls.sendToLogin).toEqual(['/member/messageV2']);
  });

  it('refuses a trial account: the real-account notice, back to the page beneath, and no counts fetched', () => {
    const { actor, calls } = run({ access: 'trial', beneath: '/promotions' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toMatchObject({ restricted: 1, leave: ['/promotions'], load: 0 });
  });

  it('a refused trial account with nothing beneath goes to the home lobby', () => {
    expect(run({ access: 'trial', beneath: null }).calls.leave).toEqual(['/']);
  });

  it('opens for a member and sends them to login (same page) when the session is lost', async () => {
    const { actor, calls, api } = run({ access: 'member', page: 'depositv2' });
    await waitFor(actor, settled);
    expect(api().status).toBe('open');
    actor.send({ type: 'ACCESS', access: 'member' });
    expect(api().status).toBe('open');
    actor.send({ type: 'ACCESS', access: 'visitor' });
    expect(calls.sendToLogin).toEqual(['/member/depositv2']);
  });
});

describe('memberCentre chart: overlay and page', () => {
  it('closes the overlay to the page beneath', async () => {
    const { actor, calls } = run({ wide: true, beneath: '/rng?vassalage=PG' });
    await waitFor(actor, settled);
    actor.send({ type: 'CLOSE' });
    expect(calls.leave).toEqual(['/rng?vassalage=PG']);
  });

  it('a full page (phone) does not close; a resize to desktop makes it an overlay that does', async () => {
    const { actor, calls, api } = run({ wide: false });
    await waitFor(actor, settled);
    actor.send({ type: 'CLOSE' });
    expect(api()).toMatchObject({ status: 'open', overlay: false });
    actor.send({ type: 'VIEWPORT', wide: true });
    expect(api().overlay).toBe(true);
    actor.send({ type: 'CLOSE' });
    expect(calls.leave).toEqual(['/live']);
  });

  it('follows the page of the URL', async () => {
    const { actor, api } = run();
    actor.send({ type: 'SHOW_PAGE', page: 'rewardCenter' });
    expect(api().page).toBe('rewardCenter');
  });
});

describe('memberCentre chart: badges', () => {
  it('loads the counts on open and shows only those above 0', async () => {
    const { actor, api, calls } = run();
    await waitFor(actor, settled);
    expect(calls.load).toBe(1);
    expect([api().badgeOf('messageV2'), api().badgeOf('missionLeaderboard'), api().badgeOf('rewardCenter')]).toEqual([2, 1, null]);
  });

  it('asks again on BADGES_STALE and shows the new counts', async () => {
    const { actor, api, calls } = run({}, [async () => ({ unreadMessages: 0, missions: 0, rewards: 0 }), async () => ({ unreadMessages: 5, missions: 0, rewards: 1 })]);
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
    const { actor, api, calls } = run({}, [() => first, async () => ({ unreadMessages: 7, missions: 0, rewards: 0 })]);
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
    const { actor, api } = run({}, [async () => ({ unreadMessages: 4, missions: 0, rewards: 0 }), failing, async () => ({ unreadMessages: 6, missions: 0, rewards: 0 })]);
    await waitFor(actor, settled);
    actor.send({ type: 'BADGES_STALE' });
    await waitFor(actor, settled);
    expect(failing).toHaveBeenCalledOnce();
    expect(api()).toMatchObject({ status: 'open' });
    expect(api().badgeOf('messageV2')).toBe(4);
    actor.send({ type: 'BADGES_STALE' });
    await waitFor(actor, settled);
    expect(api().badgeOf('messageV2')).toBe(6);
  });
});
