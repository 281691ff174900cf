/**
 * The session chart with fakes under the wiring's names (machines/auth/session.machine.ts): a session
 * held until its password changes is no member session, survives a restore, and ends in
 * a changed password (admitted once the site takes it, refused and ended otherwise) or a sign-out;
 * a 401 says whether a login elsewhere replaced the session.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import type { ChangePasswordPayload } from '../../../src/api';
import { connectSession } from '../../../machines/auth/session.connect';
import { sessionMachine, type RestoredSession, type SessionInfo } from '../../../machines/auth/session.machine';

const member: SessionInfo = { id: '7', account: 'weak01', type: 0 };
const agent: SessionInfo = { id: '9', account: 'agent01', type: 1 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(restores: RestoredSession[], options: { changeFails?: boolean; heldInfo?: SessionInfo | 'fails' | 'ended' | 'endedElsewhere' } = {}) {
  const calls = { restores: 0, changes: [] as ChangePasswordPayload[], heldInfo: 0, admitted: 0, logouts: 0, left: [] as boolean[], cleared: 0 };
  let expire: (reason?: 'gone' | 'elsewhere') => void = () => undefined;
  const logic = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<RestoredSession>(async () => restores[Math.min(calls.restores++, restores.length - 1)] ?? null),
      changePassword: fromPromise<void, ChangePasswordPayload>(async ({ input }) => {
        calls.changes.push(input);
        if (options.changeFails) throw Object.assign(new Error('refused'), { messageKey: 'errors:oldPasswordIncorrect' });
      }),
      readHeldInfo: fromPromise<SessionInfo>(async () => {
        calls.heldInfo++;
        if (options.heldInfo === 'fails') throw Object.assign(new Error('busy'), { messageKey: 'errors:systemBusy' });
        if (options.heldInfo === 'ended' || options.heldInfo === 'endedElsewhere') {
          const errorCode = options.heldInfo === 'ended' ? 'login.not.session' : 'login.elsewhere';
          throw Object.assign(new Error('401'), { kind: 'session', httpStatus: 401, errorCode, messageKey: 'errors:notLoggedIn' });
        }
        return options.heldInfo ?? member;
      }),
      logout: fromPromise<void>(async () => void calls.logouts++),
      sessionExpiry: fromCallback(({ sendBack }) => {
        expire = (reason) => sendBack({ type: 'SESSION_EXPIRED', ...(reason ? { reason } : {}) });
      }),
    },
    actions: {
      admitSession: () => void calls.admitted++,
      clearSession: () => void calls.cleared++,
      leave: (_, { wasAgent }) => void calls.left.push(wasAgent),
    },
  });
  const actor = createActor(logic).start();
  return { actor, calls, expire: (reason?: 'gone' | 'elsewhere') => expire(reason) };
}

const api = (actor: AnyActorRef) => connectSession(actor.getSnapshot(), actor.send.bind(actor));
const payload = { newPassword: 'Fresh2025x', confirmNewPassword: 'Fresh2025x' };

describe('session chart: a session held until its password changes', () => {
  it('restored from the tab: no member session (not signed in, no info, pages wait), the form asks for the current password', async () => {
    const { actor } = start([{ passwordChange: { reason: 'expired', site: 'main' } }]);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ passwordChange: 'editing' });
    expect(api(actor)).toMatchObject({ signedIn: false, role: null, info: null, restoring: true, dialogDue: true });
    expect(api(actor).passwordChange).toMatchObject({ reason: 'expired', askOld: true, busy: false });
  });

  it('a login hands it over with the password just typed: the change sends it as the old one and is not asked again', async () => {
    const { actor, calls } = start([null]);
    await settle();
    actor.send({ type: 'PASSWORD_CHANGE_DUE', reason: 'weak', site: 'main', heldPassword: '123456' });
    expect(api(actor).passwordChange).toMatchObject({ reason: 'weak', askOld: false });
    expect(api(actor).signedIn).toBe(false);
    api(actor).passwordChange?.change(payload);
    expect(api(actor).passwordChange?.busy).toBe(true);
    await settle();
    await settle();
    expect(calls.changes).toEqual([{ ...payload, oldPassword: '123456' }]);
    // changed: member info with the held token, then the held session is admitted as after a reload
    expect(calls.heldInfo).toBe(1);
    expect(calls.restores).toBe(1);
    expect(calls.admitted).toBe(1);
    expect(actor.getSnapshot().value).toBe('member');
    expect(actor.getSnapshot().context.heldPassword).toBeNull();
    expect(api(actor)).toMatchObject({ signedIn: true, restoring: false, passwordChange: null });
  });

  it('a refused change keeps the session held and says why', async () => {
    const { actor, calls } = start([{ passwordChange: { reason: 'weak', site: 'main' } }], { changeFails: true });
    await settle();
    api(actor).passwordChange?.change({ ...payload, oldPassword: 'wrong' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ passwordChange: 'editing' });
    expect(api(actor).passwordChange?.errorKey).toBe('errors:oldPasswordIncorrect');
    expect(calls.admitted).toBe(0);
  });

  it('signing out instead ends the platform session and leaves a visitor (/agent when it was the agent site)', async () => {
    for (const site of ['main', 'agent'] as const) {
      const { actor, calls } = start([{ passwordChange: { reason: 'weak', site } }]);
      await settle();
      api(actor).passwordChange?.signOut();
      expect(api(actor).passwordChange?.busy).toBe(true);
      await settle();
      expect(calls.logouts).toBe(1);
      expect(calls.cleared).toBe(1);
      expect(calls.left).toEqual([site === 'agent']);
      expect(actor.getSnapshot().value).toEqual({ visitor: 'idle' });
      expect(api(actor).passwordChange).toBeNull();
    }
  });

  it('a 401 while held ends it as any session', async () => {
    const { actor, calls, expire } = start([{ passwordChange: { reason: 'weak', site: 'main' } }]);
    await settle();
    expire();
    expect(actor.getSnapshot().value).toEqual({ visitor: 'expired' });
    expect(calls.cleared).toBe(1);
  });

  it('a 401 of the member-info check after the change is the session-ended notice, not a refusal saying "not logged in"', async () => {
    for (const [heldInfo, reason] of [['ended', 'gone'], ['endedElsewhere', 'elsewhere']] as const) {
      const { actor, calls } = start([{ passwordChange: { reason: 'weak', site: 'main' } }], { heldInfo });
      await settle();
      api(actor).passwordChange?.change({ ...payload, oldPassword: '123456' });
      await settle();
      await settle();
      expect(actor.getSnapshot().value).toEqual({ visitor: 'expired' });
      expect(api(actor)).toMatchObject({ signedIn: false, expiredNotice: true, endReason: reason, refusal: null, passwordChange: null });
      // the platform already ended it: no logout call, nothing admitted, the storage cleared
      expect(calls).toMatchObject({ logouts: 0, admitted: 0, cleared: 1 });
    }
  });

  it('an agent held on the agent site is an agent once changed', async () => {
    const { actor } = start([{ passwordChange: { reason: 'weak', site: 'agent' } }], { heldInfo: agent });
    await settle();
    api(actor).passwordChange?.change({ ...payload, oldPassword: '123456' });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe('agent');
  });

  // A login answer that names no account type cannot refuse a non-agent before the change
  it('a member held on the agent site is refused once changed: its session ended (logout), nothing admitted, the refusal said', async () => {
    const { actor, calls } = start([{ passwordChange: { reason: 'expired', site: 'agent' } }], { heldInfo: member });
    await settle();
    api(actor).passwordChange?.change({ ...payload, oldPassword: 'Expired2024' });
    await settle();
    await settle();
    await settle();
    expect(calls.heldInfo).toBe(1);
    expect(calls.admitted).toBe(0);
    expect(calls.logouts).toBe(1);
    expect(calls.cleared).toBe(1);
    expect(calls.left).toEqual([true]);
    expect(actor.getSnapshot().value).toEqual({ visitor: 'refused' });
    expect(api(actor)).toMatchObject({ signedIn: false, role: null, passwordChange: null, restoring: false, dialogDue: true, refusal: { key: 'errors:agentsOnly', text: null } });
    api(actor).dismissNotice();
    expect(actor.getSnapshot().value).toEqual({ visitor: 'idle' });
    expect(api(actor).refusal).toBeNull();
  });

  it('the same held member on the main site is admitted; an account type that may not sign in is refused there too', async () => {
    const main = start([{ passwordChange: { reason: 'weak', site: 'main' } }], { heldInfo: member });
    await settle();
    api(main.actor).passwordChange?.change({ ...payload, oldPassword: '123456' });
    await settle();
    await settle();
    expect(main.actor.getSnapshot().value).toBe('member');
    const backOffice = start([{ passwordChange: { reason: 'weak', site: 'main' } }], { heldInfo: { id: '3', account: 'admin01', type: 3 } });
    await settle();
    api(backOffice.actor).passwordChange?.change({ ...payload, oldPassword: '123456' });
    await settle();
    await settle();
    await settle();
    expect(backOffice.calls.logouts).toBe(1);
    expect(backOffice.calls.admitted).toBe(0);
    expect(api(backOffice.actor).refusal).toEqual({ key: 'errors:nonMemberCannotLogin', text: null });
  });

  it('member info failing once changed ends the held session too, and says why', async () => {
    const { actor, calls } = start([{ passwordChange: { reason: 'weak', site: 'main' } }], { heldInfo: 'fails' });
    await settle();
    api(actor).passwordChange?.change({ ...payload, oldPassword: '123456' });
    expect(api(actor).passwordChange?.busy).toBe(true);
    await settle();
    await settle();
    await settle();
    expect(calls.logouts).toBe(1);
    expect(calls.admitted).toBe(0);
    expect(calls.left).toEqual([false]);
    expect(api(actor).refusal).toEqual({ key: 'errors:systemBusy', text: null });
  });
});

describe('session chart: why a 401 ended the session', () => {
  it.each([
    [undefined, 'gone'],
    ['gone', 'gone'],
    ['elsewhere', 'elsewhere'],
  ] as const)('reason %s → notice %s', async (reason, shown) => {
    const { actor, expire } = start([member]);
    await settle();
    expect(actor.getSnapshot().value).toBe('member');
    expire(reason);
    expect(api(actor)).toMatchObject({ expiredNotice: true, endReason: shown, signedIn: false });
  });
});
