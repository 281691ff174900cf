/** The header's category menu chart (SPEC.md §2 header, §9: large vendor layout above 10 vendors). */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { VendorLane } from '../../../src/api';
import { headerVendorsMachine, vendorLayout } from '../../../machines/home/headerVendors.machine';

const lane = (gameCategory: string, vendors: number): VendorLane => ({
  gameCategory,
  cards: Array.from({ length: vendors }, (_, index) => ({ vassalage: `V${index}`, maintenance: false })),
  gameClassify: [],
});

describe('header vendor layout', () => {
  it('is large only with more than 10 vendors', () => {
    expect(vendorLayout(11)).toBe('large');
    expect(vendorLayout(10)).toBe('compact');
    expect(vendorLayout(1)).toBe('compact');
  });
});

describe('headerVendors chart', () => {
  it('loads the lanes, opens one category at a time and closes', async () => {
    const lanes = [lane('RNG', 15), lane('LIVE', 10)];
    const actor = createActor(headerVendorsMachine.provide({ actors: { loadVendors: fromPromise<readonly VendorLane[]>(async () => lanes) } }), { input: { language: 'es' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'OPEN', gameType: 'RNG' });
    expect(actor.getSnapshot().context.openType).toBe('RNG');
    actor.send({ type: 'OPEN', gameType: 'LIVE' });
    expect(actor.getSnapshot().matches({ ready: 'open' })).toBe(true);
    expect(actor.getSnapshot().context.openType).toBe('LIVE');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches({ ready: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.openType).toBeNull();
  });

  it('a failed load is retried', async () => {
    let calls = 0;
    const actor = createActor(
      headerVendorsMachine.provide({
        actors: {
          loadVendors: fromPromise<readonly VendorLane[]>(async () => {
            calls += 1;
            if (calls === 1) throw Object.assign(new Error('busy'), { messageKey: 'errors:systemBusy' });
            return [lane('RNG', 3)];
          }),
        },
      }),
      { input: { language: 'es' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(actor.getSnapshot().context.failureKey).toBe('errors:systemBusy');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.lanes).toHaveLength(1);
  });
});
