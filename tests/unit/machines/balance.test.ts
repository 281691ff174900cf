/**
 * The balance chart run with a fake loadBalance: a refresh asked for while a load is in flight (a
 * pushed balance change, the resync after a reconnect) starts the load again, so the amount shown
 * is never older than the last change heard (live-events.spec once saw the old amount stay).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { balanceMachine, type BalanceValue } from '../../../machines/wallet/balance.machine';

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
});
