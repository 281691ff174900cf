// @vitest-environment jsdom
/**
 * The root of the actor tree: system from the start, session once the gate lets the app run,
 * flows spawned and stopped by their view's open/close, and a flow's report reaching the session.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, sendParent, setup, type AnyActorRef } from 'xstate';
import type { AccountSignal } from '../../../machines/inbox/accountEvents.machine';
import { balanceHearsAccount } from '../../../machines/wallet/balance.machine';
import { appMachine } from '../../../machines/app/app.machine';
import { sessionMachine, type RestoredSession, type SessionInfo } from '../../../machines/auth/session.machine';
import { noticesMachine, type NoticesData } from '../../../machines/app/notices.machine';
import { systemMachine, type SystemStatusResult } from '../../../machines/app/system.machine';
import { permissionInfoSchema } from '../../../src/api';
import { reportSignedIn } from '../../../src/app/wiring/report';

const member: SessionInfo = { id: '7', account: 'member01', type: 0 };

function startRoot() {
  const root = createActor(
    appMachine.provide({
      actors: {
        system: systemMachine.provide({ actors: { loadStatus: fromPromise(() => new Promise(() => undefined)) } }),
        session: sessionMachine.provide({
          actors: { restoreSession: fromPromise<RestoredSession>(async () => null), sessionExpiry: fromCallback(() => undefined) },
        }),
      },
    }),
  );
  root.start();
  return root;
}

const normalStatus: SystemStatusResult = { status: 0, info: permissionInfoSchema.parse({ mainDomain: 'example.test' }), flags: {}, visitorIp: '203.0.113.7' };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the root actor', () => {
  it('runs the system chart at once and the session only after SESSION_START', async () => {
    const root = startRoot();
    expect(root.getSnapshot().children.system).toBeDefined();
    expect(root.getSnapshot().children.session).toBeUndefined();
    root.send({ type: 'SESSION_START' });
    await settle();
    expect(root.getSnapshot().children.session?.getSnapshot().value).toEqual({ visitor: 'idle' });
  });

  it('starts the session and the notices as soon as the status answers normal, before any view asks', async () => {
    let answer: (status: SystemStatusResult) => void = () => undefined;
    const notices = vi.fn(async (): Promise<NoticesData> => ({ banners: [], notices: [] }));
    const root = createActor(
      appMachine.provide({
        actors: {
          system: systemMachine.provide({ actors: { loadStatus: fromPromise(() => new Promise<SystemStatusResult>((resolve) => (answer = resolve))) } }),
          session: sessionMachine.provide({
            actors: { restoreSession: fromPromise<RestoredSession>(async () => null), sessionExpiry: fromCallback(() => undefined) },
          }),
          notices: noticesMachine.provide({ actors: { load: fromPromise(notices) } }),
        },
      }),
    ).start();
    await settle();
    expect(root.getSnapshot().children.session).toBeUndefined();
    expect(notices).not.toHaveBeenCalled();
    answer(normalStatus);
    await settle();
    expect(root.getSnapshot().children.session?.getSnapshot().value).toEqual({ visitor: 'idle' });
    expect(notices).toHaveBeenCalledTimes(1);
    expect(root.getSnapshot().children.notices?.getSnapshot().value).toBe('ready');
  });

  it('spawns a flow once per key, as its child, and stops it on close', () => {
    const root = startRoot();
    const flow = createMachine({ id: 'flow', initial: 'open', states: { open: {} } });
    root.send({ type: 'FLOW_OPEN', key: 'login', logic: flow });
    const first = root.getSnapshot().context.flows.login as AnyActorRef;
    root.send({ type: 'FLOW_OPEN', key: 'login', logic: flow });
    expect(root.getSnapshot().context.flows.login).toBe(first);
    expect(first._parent).toBe(root);
    expect(first.getSnapshot().status).toBe('active');
    root.send({ type: 'FLOW_CLOSE', key: 'login' });
    expect(root.getSnapshot().context.flows.login).toBeUndefined();
    expect(first.getSnapshot().status).toBe('stopped');
  });

  it('drops a flow that fails outside its chart and keeps running', async () => {
    const root = startRoot();
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    try {
      const throwing = createMachine({ entry: () => { throw new Error('boom'); } });
      root.send({ type: 'FLOW_OPEN', key: 'broken', logic: throwing });
      await settle();
      expect(root.getSnapshot().status).toBe('active');
      expect(root.getSnapshot().context.flows.broken).toBeUndefined();
      expect(errors).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  it("forwards a flow's SIGNED_IN report to the session", async () => {
    const root = startRoot();
    root.send({ type: 'SESSION_START' });
    await settle();
    const signingIn = setup({ actions: { signedIn: reportSignedIn((info: SessionInfo) => ({ info, path: '/' })) } }).createMachine({
      entry: { type: 'signedIn', params: member },
    });
    root.send({ type: 'FLOW_OPEN', key: 'login', logic: signingIn });
    await settle();
    const session = root.getSnapshot().children.session;
    expect(session?.getSnapshot().value).toBe('member');
    expect(session?.getSnapshot().context.info).toEqual(member);
  });

  it("forwards a login's PASSWORD_CHANGE_DUE to the session, which holds it: not signed in", async () => {
    const root = startRoot();
    root.send({ type: 'SESSION_START' });
    await settle();
    const handingOver = createMachine({ entry: sendParent({ type: 'PASSWORD_CHANGE_DUE', reason: 'weak', site: 'main', heldPassword: '123456' }) });
    root.send({ type: 'FLOW_OPEN', key: 'login', logic: handingOver });
    await settle();
    const session = root.getSnapshot().children.session;
    expect(session?.getSnapshot().value).toEqual({ passwordChange: 'editing' });
    expect(session?.getSnapshot().hasTag('signedIn')).toBe(false);
    expect(session?.getSnapshot().context.info).toBeNull();
  });

  it('forwards the live account events to the flows that asked, as their own events', async () => {
    const root = startRoot();
    const heard: string[] = [];
    const listener = (name: string) =>
      setup({ types: { events: {} as { type: 'REFRESH' } | { type: 'NEWS'; kind: string } } }).createMachine({
        on: {
          REFRESH: { actions: () => void heard.push(`${name}: REFRESH`) },
          NEWS: { actions: ({ event }) => void heard.push(`${name}: ${event.kind}`) },
        },
      });
    root.send({ type: 'FLOW_OPEN', key: 'balance', logic: listener('balance'), onAccountEvent: balanceHearsAccount });
    root.send({
      type: 'FLOW_OPEN',
      key: 'records',
      logic: listener('records'),
      onAccountEvent: (signal) => (signal.type === 'ACCOUNT_EVENT' ? { type: 'NEWS', kind: signal.event.kind } : null),
    });
    root.send({ type: 'FLOW_OPEN', key: 'deaf', logic: listener('deaf') });
    // the accountEvents flow reports to its parent, the root
    const reporter = setup({ types: { events: {} as { type: 'GO'; signal: AccountSignal } } }).createMachine({
      on: { GO: { actions: sendParent(({ event }) => event.signal) } },
    });
    root.send({ type: 'FLOW_OPEN', key: 'accountEvents:member', logic: reporter });
    const send = (signal: AccountSignal) => (root.getSnapshot().context.flows['accountEvents:member'] as AnyActorRef).send({ type: 'GO', signal });
    send({ type: 'ACCOUNT_EVENT', event: { kind: 'balanceChanged', balance: 5, eventId: '1', at: 0 } });
    send({ type: 'ACCOUNT_EVENT', event: { kind: 'depositCredited', orderNo: 'D', amount: 5, eventId: '2', at: 0 } });
    send({ type: 'ACCOUNT_RESYNC' });
    await settle();
    expect(heard).toEqual(['balance: REFRESH', 'records: balanceChanged', 'records: depositCredited', 'balance: REFRESH']);
    // a closed flow hears nothing more
    root.send({ type: 'FLOW_CLOSE', key: 'records' });
    send({ type: 'ACCOUNT_RESYNC' });
    await settle();
    expect(heard.at(-1)).toBe('balance: REFRESH');
    expect(Object.keys(root.getSnapshot().context.accountListeners)).toEqual(['balance']);
  });
});
