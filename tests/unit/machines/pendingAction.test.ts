/**
 * The pending action (machines/auth/pendingAction.machine.ts): what a visitor was doing when sent
 * to sign in waits in memory, goes on once (signed in, on its page), and is dropped when the
 * sign-in popup closes, when a sign-in popup for another page shows, or when the session ends. The
 * session chart runs it and tells it of each sign-in and each end.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { connectPendingAction, dueOn } from '../../../machines/auth/pendingAction.connect';
import { pendingActionMachine, type PendingAction, type PendingActionMachine } from '../../../machines/auth/pendingAction.machine';
import { sessionMachine, type RestoredSession, type SessionInfo } from '../../../machines/auth/session.machine';
import type { ChangePasswordPayload } from '../../../src/api';

const star: PendingAction = { kind: 'favourite', page: '/rng', game: { nodeId: 'g1', vassalage: 'PG', gameType: 'RNG' } };
const filter: PendingAction = { kind: 'filter', page: '/live', filter: 'FAV' };
const member: SessionInfo = { id: 'm1', account: 'member01', type: 0 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const view = (actor: ActorRefFrom<PendingActionMachine>) => connectPendingAction(actor.getSnapshot(), actor.send.bind(actor));

describe('pending action chart', () => {
  it('held while the visitor signs in, due once signed in, taken once', () => {
    const actor = createActor(pendingActionMachine).start();
    view(actor).hold(star);
    expect(view(actor)).toMatchObject({ held: star, due: null });
    // the popup shown leads back to the same page: kept
    view(actor).signInShown('/rng');
    expect(view(actor).held).toEqual(star);
    actor.send({ type: 'SIGNED_IN' });
    expect(view(actor)).toMatchObject({ held: null, due: star });
    view(actor).take();
    expect(view(actor)).toMatchObject({ held: null, due: null });
    expect(actor.getSnapshot().context.action).toBeNull();
    // a second sign-in has nothing to carry out
    actor.send({ type: 'SIGNED_IN' });
    expect(view(actor).due).toBeNull();
  });

  it('the latest action is the one kept', () => {
    const actor = createActor(pendingActionMachine).start();
    view(actor).hold(star);
    view(actor).hold(filter);
    expect(view(actor).held).toEqual(filter);
  });

  it('closing the popup without signing in drops it: a later sign-in does nothing', () => {
    const actor = createActor(pendingActionMachine).start();
    view(actor).hold(star);
    view(actor).drop();
    actor.send({ type: 'SIGNED_IN' });
    expect(view(actor)).toMatchObject({ held: null, due: null });
  });

  it('a sign-in popup leading to another page (the header login, the forgotten password) drops it', () => {
    const actor = createActor(pendingActionMachine).start();
    view(actor).hold(star);
    view(actor).signInShown('/');
    actor.send({ type: 'SIGNED_IN' });
    expect(view(actor)).toMatchObject({ held: null, due: null });
  });

  it('is never taken on another page than its own', () => {
    const due = { due: star };
    expect(dueOn(due, '/rng')).toEqual(star);
    expect(dueOn(due, '/rng?vassalage=PG')).toBeNull();
    expect(dueOn(due, '/')).toBeNull();
    expect(dueOn(due, null)).toBeNull();
    expect(dueOn({ due: null }, '/rng')).toBeNull();
  });
});

describe('the session runs the pending action', () => {
  function startSession(restored: RestoredSession = null) {
    const logic = sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<RestoredSession>(async () => restored),
        logout: fromPromise<void>(async () => undefined),
        sessionExpiry: fromCallback(() => undefined),
      },
      actions: { clearSession: () => undefined, leave: () => undefined },
    });
    const session = createActor(logic).start();
    const child = () => {
      const ref = session.getSnapshot().children.pendingAction;
      if (!ref) throw new Error('the session runs no pending action');
      return ref;
    };
    return { session, child };
  }

  it('a sign-in makes the held action due', async () => {
    const { session, child } = startSession();
    await settle();
    child().send({ type: 'HOLD', action: star });
    session.send({ type: 'SIGNED_IN', info: member });
    expect(view(child()).due).toEqual(star);
  });

  it('a held session admitted once its password changed makes it due too', async () => {
    const logic = sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<RestoredSession>(async () => null),
        changePassword: fromPromise<void, ChangePasswordPayload>(async () => undefined),
        readHeldInfo: fromPromise<SessionInfo>(async () => member),
        sessionExpiry: fromCallback(() => undefined),
      },
      actions: { admitSession: () => undefined, clearSession: () => undefined, leave: () => undefined },
    });
    const session = createActor(logic).start();
    await settle();
    const child = session.getSnapshot().children.pendingAction;
    child?.send({ type: 'HOLD', action: star });
    session.send({ type: 'PASSWORD_CHANGE_DUE', reason: 'weak', site: 'main', heldPassword: '123456' });
    session.send({ type: 'CHANGE_PASSWORD', payload: { newPassword: 'Fresh2025x', confirmNewPassword: 'Fresh2025x' } });
    await settle();
    await settle();
    expect(session.getSnapshot().value).toBe('member');
    expect(child && view(child).due).toEqual(star);
  });

  it('signing out before the page took it drops it', async () => {
    const { session, child } = startSession();
    await settle();
    child().send({ type: 'HOLD', action: star });
    session.send({ type: 'SIGNED_IN', info: member });
    session.send({ type: 'LOGOUT' });
    session.send({ type: 'CONFIRM' });
    await settle();
    expect(session.getSnapshot().value).toEqual({ visitor: 'idle' });
    expect(view(child())).toMatchObject({ held: null, due: null });
  });

  it('a session that ends (a 401) drops it', async () => {
    const { session, child } = startSession(member);
    await settle();
    // (a member cannot hold one; the chart is told anyway)
    child().send({ type: 'HOLD', action: star });
    child().send({ type: 'SIGNED_IN' });
    session.send({ type: 'SESSION_EXPIRED' });
    expect(view(child()).due).toBeNull();
  });
});
