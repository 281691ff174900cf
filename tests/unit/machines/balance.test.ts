/**
 * The balance chart run with a fake loadBalance: a refresh asked for while a load is in flight (a
 * pushed balance change, the resync after a reconnect) starts the load again, so the amount shown
 * is never older than the last change heard (live-events.spec once saw the old amount stay).
 * Refreshes are throttled on a fake clock: twenty clicks make one call per wait, and a refresh
 * asked for while cooling is read when the wait ends, never dropped.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { BALANCE_REFRESH_THROTTLE_MS, balanceMachine, type BalanceValue } from '../../../machines/wallet/balance.machine';
import { connectBalance } from '../../../machines/wallet/balance.connect';

describe('balance chart', () => {
  it('a REFRESH during a load restarts it: the newer answer is the one shown', async () => {
    let platformAmount = 100;
    const answers: Array<(value: BalanceValue) => void> = [];
    const actor = createActor(
      balanceMachine.provide({
        actors: {
          loadBalance: fromPromise(() => {
            const amount = platformAmount;
            return new Promise<BalanceValue>((resolve) => answers.push(() => resolve({ amount, currencySymbol: '$' })));
          }),
        },
      }),
    ).start();
    // the first load reads the old amount; the balance changes and a refresh arrives before it answers
    platformAmount = 4321.5;
    actor.send({ type: 'REFRESH' });
    expect(answers).toHaveLength(2);
    answers[0]?.({ amount: 0, currencySymbol: '$' });
    answers[1]?.({ amount: 0, currencySymbol: '$' });
    const ready = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(ready.context.balance?.amount).toBe(4321.5);
    actor.stop();
  });

  it('a refresh that times out keeps the last amount and when it was read, and says why (fake clock)', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_000);
    let fail = false;
    const actor = createActor(
      balanceMachine.provide({
        actors: {
          loadBalance: fromPromise(async (): Promise<BalanceValue> => {
            if (fail) throw { kind: 'timeout', messageKey: 'errors:timeout' };
            return { amount: 1520.75, currencySymbol: '$' };
          }),
        },
      }),
    ).start();
    const view = () => connectBalance(actor.getSnapshot(), (event) => actor.send(event));
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'ready', amount: 1520.75, readAt: 1_700_000_000_000, stale: false });
    fail = true;
    await vi.advanceTimersByTimeAsync(60_000);
    view().refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'failed', amount: 1520.75, readAt: 1_700_000_000_000, stale: true, failureKey: 'errors:timeout' });
    actor.stop();
    vi.useRealTimers();
  });

  describe('the refresh throttle (fake clock)', () => {
    afterEach(() => vi.useRealTimers());

    function run() {
      vi.useFakeTimers();
      let calls = 0;
      const actor = createActor(
        balanceMachine.provide({
          actors: {
            loadBalance: fromPromise(async (): Promise<BalanceValue> => {
              calls += 1;
              return { amount: 100 + calls, currencySymbol: '$' };
            }),
          },
        }),
      ).start();
      const view = () => connectBalance(actor.getSnapshot(), (event) => actor.send(event));
      return { actor, view, calls: () => calls };
    }

    it('twenty clicks in a row make two calls, not twenty: the first answer, then one at the end of the wait', async () => {
      const { actor, view, calls } = run();
      await vi.advanceTimersByTimeAsync(0);
      expect(calls()).toBe(1);
      expect(view()).toMatchObject({ status: 'ready', coolingDown: true, amount: 101 });
      for (let click = 0; click < 20; click += 1) view().refresh();
      await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_THROTTLE_MS - 1);
      expect(calls()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls()).toBe(2);
      expect(view()).toMatchObject({ status: 'ready', coolingDown: true, amount: 102 });
      // nothing was asked for during this wait: it ends idle, and the next click is taken at once
      await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_THROTTLE_MS);
      expect(calls()).toBe(2);
      expect(view().coolingDown).toBe(false);
      view().refresh();
      await vi.advanceTimersByTimeAsync(0);
      expect(calls()).toBe(3);
      actor.stop();
    });

    it('a failed refresh cools down too, and the eye button works meanwhile', async () => {
      vi.useFakeTimers();
      let calls = 0;
      const actor = createActor(
        balanceMachine.provide({
          actors: {
            loadBalance: fromPromise(async (): Promise<BalanceValue> => {
              calls += 1;
              throw new Error('offline');
            }),
          },
        }),
      ).start();
      const view = () => connectBalance(actor.getSnapshot(), (event) => actor.send(event));
      await vi.advanceTimersByTimeAsync(0);
      expect(view()).toMatchObject({ status: 'failed', coolingDown: true });
      view().toggleVisibility();
      expect(view().visible).toBe(false);
      view().refresh();
      view().refresh();
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_THROTTLE_MS);
      expect(calls).toBe(2);
      actor.stop();
    });
  });
});
