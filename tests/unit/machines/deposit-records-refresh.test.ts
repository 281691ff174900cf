/**
 * The deposit records hear the platform's pushed status changes (REFRESH, accountSignals.ts) and
 * the player's refresh. One that comes while the records are loading is not lost: that load may
 * have been answered before the change (found in CI: an order credited while the list reloaded
 * stayed "Pending" on the page), so they are read again once it ends.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DepositOrder } from '../../../src/api';
import { connectDeposit } from '../../../machines/deposit/deposit.connect';
import { depositMachine, type DepositLoad } from '../../../machines/deposit/deposit.machine';
import { DEPOSIT_ORDER, DEPOSIT_SETTINGS } from '../../paths/models/deposit.model';

/** Each records load waits until the test answers it, with the order's status at that moment. */
function platform() {
  const loads: ((records: readonly DepositOrder[]) => void)[] = [];
  const logic = depositMachine.provide({
    actors: {
      loadSettings: fromPromise(async (): Promise<DepositLoad> => DEPOSIT_SETTINGS),
      loadRecords: fromPromise(() => new Promise<readonly DepositOrder[]>((resolve) => loads.push(resolve))),
    },
  });
  return { loads, logic };
}

const statusShown = (actor: { getSnapshot: () => Parameters<typeof connectDeposit>[0] }) => connectDeposit(actor.getSnapshot(), () => undefined).records.items.map((order) => order.status);
const pending = [{ ...DEPOSIT_ORDER, status: 'PENDING' }] as DepositOrder[];
const credited = [{ ...DEPOSIT_ORDER, status: 'CREDITED' }] as DepositOrder[];

describe('the deposit records refreshed while they load', () => {
  it('are read again once the load under way ends, so a change it missed is shown', async () => {
    const { loads, logic } = platform();
    const actor = createActor(logic, { input: { keyPrefix: 'refresh', language: 'es' } }).start();
    await waitFor(actor, () => loads.length === 1);
    // the platform credits the order after this load was answered on its side: it pushes the change
    actor.send({ type: 'REFRESH' });
    loads[0]?.(pending);
    // what that load found is shown, and the records are asked for again at once
    await waitFor(actor, () => loads.length === 2);
    expect(actor.getSnapshot().matches({ records: 'loading' })).toBe(true);
    loads[1]?.(credited);
    await waitFor(actor, (snapshot) => snapshot.matches({ records: 'ready' }));
    expect(statusShown(actor)).toEqual(['CREDITED']);
    expect(loads).toHaveLength(2);
  });

  it('are read once more however many refreshes came during the load', async () => {
    const { loads, logic } = platform();
    const actor = createActor(logic, { input: { keyPrefix: 'refresh-burst', language: 'es' } }).start();
    await waitFor(actor, () => loads.length === 1);
    for (let count = 0; count < 3; count += 1) actor.send({ type: 'REFRESH' });
    loads[0]?.([]);
    await waitFor(actor, () => loads.length === 2);
    loads[1]?.(credited);
    await waitFor(actor, (snapshot) => snapshot.matches({ records: 'ready' }));
    expect(loads).toHaveLength(2);
    expect(statusShown(actor)).toEqual(['CREDITED']);
  });

  it('without a refresh during the load, are read once', async () => {
    const { loads, logic } = platform();
    const actor = createActor(logic, { input: { keyPrefix: 'refresh-none', language: 'es' } }).start();
    await waitFor(actor, () => loads.length === 1);
    loads[0]?.(pending);
    await waitFor(actor, (snapshot) => snapshot.matches({ records: 'ready' }));
    expect(loads).toHaveLength(1);
    expect(statusShown(actor)).toEqual(['PENDING']);
  });
});
