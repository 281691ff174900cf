/** connectSecurityCentre without React, and the overview chart: the items and level, copy ID, which tasks open, the reload after a task. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectSecurityCentre, securityLevel } from '../../../machines/security/securityCentre.connect';
import { offeredTasks, securityCentreMachine, type SecurityCentreContext, type SecurityOverview } from '../../../machines/security/securityCentre.machine';
import { OVERVIEW, OVERVIEW_BOUND, OVERVIEW_NEW } from '../../paths/models/security-samples';

const base: SecurityCentreContext = { overview: OVERVIEW, failureKey: null, failureText: null, task: null, lastDone: null, refreshFailed: false };
const at = (value: Parameters<typeof securityCentreMachine.resolveState>[0]['value'], context: Partial<SecurityCentreContext> = {}) =>
  securityCentreMachine.resolveState({ value, context: { ...base, ...context } });

describe('connectSecurityCentre', () => {
  it('says loading, failed with its message, or shows the account and each item done or to do', () => {
    expect(connectSecurityCentre(at('loading', { overview: null }), vi.fn())).toMatchObject({ status: 'loading', config: null, items: [] });
    expect(connectSecurityCentre(at('failure', { overview: null, failureKey: 'errors:networkAbnormal' }), vi.fn())).toMatchObject({ status: 'failed', failureKey: 'errors:networkAbnormal' });
    const api = connectSecurityCentre(at({ ready: 'idle' }), vi.fn());
    expect(api).toMatchObject({ status: 'ready', iconUrl: OVERVIEW.iconUrl, copy: 'idle', openTask: null });
    expect(api.items).toEqual([
      { id: 'loginPassword', done: true },
      { id: 'paymentPassword', done: true },
      { id: 'payoutAccount', done: true },
      { id: 'mobileVerified', done: true },
      { id: 'emailVerified', done: false },
      { id: 'authenticator', done: false },
    ]);
    expect(api.summary).toEqual({ done: 4, total: 6, level: 'medium' });
  });

  it('rates the level: low below half, medium from half, high when all are done', () => {
    expect(securityLevel(2, 6)).toBe('low');
    expect(securityLevel(3, 6)).toBe('medium');
    expect(securityLevel(5, 6)).toBe('medium');
    expect(securityLevel(6, 6)).toBe('high');
    expect(connectSecurityCentre(at({ ready: 'idle' }, { overview: OVERVIEW_NEW }), vi.fn()).summary).toEqual({ done: 1, total: 6, level: 'low' });
  });

  it('leaves out an item the platform does not offer', () => {
    const noEmail: SecurityOverview = { ...OVERVIEW, config: { ...OVERVIEW.config, items: { ...OVERVIEW.config.items, emailVerified: { enabled: false, isComplete: false } } } };
    const api = connectSecurityCentre(at({ ready: 'idle' }, { overview: noEmail }), vi.fn());
    expect(api.items.map((item) => item.id)).not.toContain('emailVerified');
    expect(api.tasks).not.toContain('verifyEmail');
  });

  it('offers set or change and reset of the payment password, never both; bind or unbind the app', () => {
    expect(offeredTasks(OVERVIEW.config)).toEqual(['changePaymentPassword', 'resetPaymentPassword', 'verifyEmail', 'bindAuthenticator']);
    expect(offeredTasks(OVERVIEW_NEW.config)).toEqual(['setPaymentPassword', 'verifyMobile', 'verifyEmail', 'bindAuthenticator']);
    expect(offeredTasks(OVERVIEW_BOUND.config)).toContain('unbindAuthenticator');
  });

  it('shows the copy dialog, the open task, the done notice and a failed refresh', () => {
    expect(connectSecurityCentre(at({ ready: 'copying' }), vi.fn()).copy).toBe('copying');
    expect(connectSecurityCentre(at({ ready: 'copied' }), vi.fn()).copy).toBe('copied');
    expect(connectSecurityCentre(at({ ready: 'copyFailed' }), vi.fn()).copy).toBe('failed');
    expect(connectSecurityCentre(at({ ready: 'task' }, { task: 'verifyEmail' }), vi.fn()).openTask).toBe('verifyEmail');
    const refreshing = connectSecurityCentre(at('refreshing', { lastDone: 'verifyEmail' }), vi.fn());
    expect(refreshing).toMatchObject({ status: 'ready', refreshing: true, lastDone: 'verifyEmail', tasks: [] });
    expect(connectSecurityCentre(at({ ready: 'idle' }, { refreshFailed: true }), vi.fn()).refreshFailed).toBe(true);
  });

  it('sends its intents', () => {
    const send = vi.fn();
    const api = connectSecurityCentre(at({ ready: 'idle' }), send);
    api.retry();
    api.refresh();
    api.copyId();
    api.dismissCopy();
    api.open('verifyEmail');
    api.closeTask();
    api.taskDone();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'RETRY' },
      { type: 'REFRESH' },
      { type: 'COPY_ID' },
      { type: 'DISMISS' },
      { type: 'OPEN_TASK', task: 'verifyEmail' },
      { type: 'CLOSE_TASK' },
      { type: 'TASK_DONE' },
    ]);
  });
});

describe('securityCentre chart', () => {
  const start = (loads: SecurityOverview[]) => {
    const loadOverview = vi.fn(async () => loads.shift() ?? OVERVIEW);
    const copied: string[] = [];
    const actor = createActor(
      securityCentreMachine.provide({
        actors: {
          loadOverview: fromPromise(loadOverview),
          copyMemberId: fromPromise(async ({ input }: { input: { memberId: string } }) => {
            copied.push(input.memberId);
          }),
        },
      }),
    ).start();
    return { actor, loadOverview, copied };
  };

  it('opens only a task the items offer (no second payment password while one is set)', async () => {
    const { actor } = start([OVERVIEW]);
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    actor.send({ type: 'OPEN_TASK', task: 'setPaymentPassword' });
    expect(actor.getSnapshot().context.task).toBeNull();
    actor.send({ type: 'OPEN_TASK', task: 'unbindAuthenticator' });
    expect(actor.getSnapshot().context.task).toBeNull();
    actor.send({ type: 'OPEN_TASK', task: 'bindAuthenticator' });
    expect(actor.getSnapshot().context.task).toBe('bindAuthenticator');
  });

  it('reads the items again after a task, keeping the page, and names the task done', async () => {
    const { actor, loadOverview } = start([OVERVIEW, OVERVIEW_BOUND]);
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    actor.send({ type: 'OPEN_TASK', task: 'bindAuthenticator' });
    actor.send({ type: 'TASK_DONE' });
    expect(connectSecurityCentre(actor.getSnapshot(), vi.fn()).status).toBe('ready');
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    expect(loadOverview).toHaveBeenCalledTimes(2);
    const api = connectSecurityCentre(actor.getSnapshot(), vi.fn());
    expect(api.lastDone).toBe('bindAuthenticator');
    expect(api.tasks).toContain('unbindAuthenticator');
  });

  it('copies the member ID once and shows the copy-success dialog until dismissed', async () => {
    const { actor, copied } = start([OVERVIEW]);
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    actor.send({ type: 'COPY_ID' });
    actor.send({ type: 'COPY_ID' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('copied'));
    expect(copied).toEqual(['100001']);
    actor.send({ type: 'DISMISS' });
    expect(connectSecurityCentre(actor.getSnapshot(), vi.fn()).copy).toBe('idle');
  });
});
