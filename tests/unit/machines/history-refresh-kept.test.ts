/**
 * The transaction history hears every balance change the platform pushes (REFRESH,
 * accountSignals.ts). One that comes while a page loads is kept (machines/kit
 * refreshKeptWhileLoading): that load may have been answered before the movement, so the page is
 * read again once it ends; the load under way is not cut short (a busy account would otherwise keep
 * its history from ever arriving).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { TransactionRecordPage } from '../../../src/api';
import { connectTransactionHistory } from '../../../machines/records/transactionHistory.connect';
import { transactionHistoryMachine, type HistoryQuery } from '../../../machines/records/transactionHistory.machine';
import { RECORD_EMPTY, RECORD_ROWS, today } from '../../paths/models/ledger-samples';

/** Each page load waits until the test answers it; `aborted` counts the loads the chart gave up. */
function platform() {
  const loads: ((page: TransactionRecordPage) => void)[] = [];
  let aborted = 0;
  const logic = transactionHistoryMachine.provide({
    actors: {
      loadRecord: fromPromise<TransactionRecordPage, HistoryQuery>(
        ({ signal }) =>
          new Promise((resolve) => {
            signal.addEventListener('abort', () => (aborted += 1));
            loads.push(resolve);
          }),
      ),
    },
  });
  const actor = createActor(logic, { input: { query: { type: 'all', from: today(), to: today(), page: 1 } } }).start();
  return { loads, actor, aborted: () => aborted };
}

const view = (actor: ReturnType<typeof platform>['actor']) => connectTransactionHistory(actor.getSnapshot(), () => undefined);
const rows = RECORD_ROWS as unknown as TransactionRecordPage;
const none = RECORD_EMPTY as unknown as TransactionRecordPage;

describe('the transaction history told of a movement while a page loads', () => {
  it('lets that load end, then reads the page again: the movement it missed is shown', async () => {
    const { loads, actor, aborted } = platform();
    await waitFor(actor, () => loads.length === 1);
    actor.send({ type: 'REFRESH' });
    expect(view(actor)).toMatchObject({ status: 'loading', outdated: true });
    // answered on the platform's side before the movement: nothing yet
    loads[0]?.(none);
    await waitFor(actor, () => loads.length === 2);
    expect(view(actor)).toMatchObject({ status: 'loading', outdated: false });
    loads[1]?.(rows);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(view(actor).rows).toHaveLength(10);
    expect(loads).toHaveLength(2);
    expect(aborted()).toBe(0);
  });

  it('a burst of movements during one load costs one more load, not one each', async () => {
    const { loads, actor } = platform();
    await waitFor(actor, () => loads.length === 1);
    for (let count = 0; count < 4; count += 1) actor.send({ type: 'REFRESH' });
    loads[0]?.(none);
    await waitFor(actor, () => loads.length === 2);
    loads[1]?.(rows);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(loads).toHaveLength(2);
  });

  it('without a movement during the load, the page is read once', async () => {
    const { loads, actor } = platform();
    await waitFor(actor, () => loads.length === 1);
    loads[0]?.(rows);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(loads).toHaveLength(1);
    expect(view(actor).outdated).toBe(false);
  });

  it('a new filter while outdated asks for the new query once: the refresh is part of it', async () => {
    const { loads, actor } = platform();
    await waitFor(actor, () => loads.length === 1);
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'SET_TYPE', historyType: 'deposit' });
    await waitFor(actor, () => loads.length === 2);
    expect(view(actor).outdated).toBe(false);
    loads[1]?.(rows);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(loads).toHaveLength(2);
  });
});
