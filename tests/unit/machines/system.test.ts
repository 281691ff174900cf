import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { AUTO_RETRY_DELAY_MS, systemMachine, type SystemStatusResult } from '../../../machines/app/system.machine';
import { permissionInfoSchema } from '../../../src/api';

const normalStatus: SystemStatusResult = {
  status: 0,
  info: permissionInfoSchema.parse({ mainDomain: 'example.test' }),
  flags: { FREEPLAY3: true, USERNAMEREG3: false },
  visitorIp: '203.0.113.7',
};

/** Runs the chart with a status call that answers each attempt from the given list in turn. */
function startWith(answers: Array<SystemStatusResult | Error>) {
  let call = 0;
  const loadStatus = fromPromise<SystemStatusResult>(async () => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (answer instanceof Error) throw answer;
    if (!answer) throw new Error('no answer configured');
    return answer;
  });
  const actor = createActor(systemMachine.provide({ actors: { loadStatus } })).start();
  return { actor, calls: () => call };
}

describe('system chart', () => {
  it('starts the app only when the status is 0, keeping permission info, flags and IP', async () => {
    const { actor } = startWith([normalStatus]);
    expect(actor.getSnapshot().value).toBe('loading');
    const snapshot = await waitFor(actor, (s) => s.value !== 'loading');
    expect(snapshot.value).toBe('normal');
    expect(snapshot.context.flags).toEqual({ FREEPLAY3: true, USERNAMEREG3: false });
    expect(snapshot.context.info?.mainDomain).toBe('example.test');
    expect(snapshot.context.visitorIp).toBe('203.0.113.7');
  });

  it('shows maintenance for status 1 and checks again on RETRY', async () => {
    const { actor, calls } = startWith([{ ...normalStatus, status: 1 }, normalStatus]);
    expect((await waitFor(actor, (s) => s.value !== 'loading')).value).toBe('maintenance');
    actor.send({ type: 'RETRY' });
    expect((await waitFor(actor, (s) => s.value === 'normal')).value).toBe('normal');
    expect(calls()).toBe(2);
  });

  it('shows the region page for status 2 with the visitor IP', async () => {
    const { actor } = startWith([{ ...normalStatus, status: 2 }]);
    const snapshot = await waitFor(actor, (s) => s.value !== 'loading');
    expect(snapshot.value).toBe('regionRestricted');
    expect(snapshot.context.visitorIp).toBe('203.0.113.7');
  });

  it('shows the blocked-IP page when the platform refuses the IP', async () => {
    const blocked = Object.assign(new Error('blocked'), { errorCode: 'access.ip.blocked' });
    const { actor } = startWith([blocked]);
    expect((await waitFor(actor, (s) => s.value !== 'loading')).value).toBe('blockedIp');
  });

  it('keeps the failure message and recovers when the user retries', async () => {
    const down = Object.assign(new Error('down'), { messageKey: 'errors:timeout' });
    const { actor } = startWith([down, normalStatus]);
    const failed = await waitFor(actor, (s) => s.value !== 'loading');
    expect(failed.value).toBe('networkFailure');
    expect(failed.context.failureKey).toBe('errors:timeout');
    actor.send({ type: 'RETRY' });
    const recovered = await waitFor(actor, (s) => s.value === 'normal');
    expect(recovered.context.failureKey).toBeNull();
  });

  it('falls back to the network message when the failure carries no key', async () => {
    const { actor } = startWith([new Error('offline')]);
    const failed = await waitFor(actor, (s) => s.value === 'networkFailure');
    expect(failed.context.failureKey).toBe('errors:networkAbnormal');
  });

  describe('with a fake clock', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('retries by itself after the auto-retry delay, not before', async () => {
      const { actor, calls } = startWith([new Error('offline'), normalStatus]);
      // Let the rejected call settle without moving the clock (vi.waitFor would advance it).
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('networkFailure');
      await vi.advanceTimersByTimeAsync(AUTO_RETRY_DELAY_MS - 1);
      expect(actor.getSnapshot().value).toBe('networkFailure');
      expect(calls()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toBe('normal');
      expect(calls()).toBe(2);
    });

    it('asks again the moment the connection is back, without waiting for the automatic retry', async () => {
      const { actor, calls } = startWith([new Error('offline'), normalStatus]);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('networkFailure');
      actor.send({ type: 'ONLINE' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('normal');
      expect(calls()).toBe(2);
    });
  });
});
