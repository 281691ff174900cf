/**
 * The member centre chart with fake calls: the gate (visitor → login with the page to come back
 * to, trial → the real-account notice and never a count, member → open), the overlay closing to
 * the page beneath (the badges are the memberBadges chart's: tests/unit/machines/memberBadges.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { memberCentreMachine, type MemberCentreInput } from '../../../machines/member/memberCentre.machine';
import { connectMemberCentre } from '../../../machines/member/memberCentre.connect';

function run(input: Partial<MemberCentreInput> = {}) {
  const calls = { sendToLogin: [] as string[], leave: [] as string[], restricted: 0 };
  const logic = memberCentreMachine.provide({
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

const settled = (snapshot: { hasTag(tag: string): boolean }) => snapshot.hasTag('ready');

describe('memberCentre chart: the gate', () => {
  it('sends a visitor to the login popup with the page asked for', () => {
    const { actor, calls } = run({ access: 'visitor', page: 'withdraw' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls.sendToLogin).toEqual(['/member/withdraw']);
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

  it('refuses a trial account: the real-account notice, back to the page beneath', () => {
    const { actor, calls } = run({ access: 'trial', beneath: '/promotions' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toMatchObject({ restricted: 1, leave: ['/promotions'] });
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
