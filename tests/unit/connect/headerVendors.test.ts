/** connectHeaderVendors without React: the desktop category menu per state, the open panel's layout, and the intents. */
import { describe, expect, it, vi } from 'vitest';
import type { VendorLane } from '../../../src/api';
import { headerVendorsMachine, type HeaderVendorsContext } from '../../../machines/home/headerVendors.machine';
import { connectHeaderVendors } from '../../../machines/home/headerVendors.connect';

const laneOf = (gameType: string, vendors: number) =>
  ({ gameCategory: gameType, cards: Array.from({ length: vendors }, (_, index) => ({ vassalage: `${gameType}${index}` })), gameClassify: [] }) as unknown as VendorLane;
const lanes = [laneOf('RNG', 12), laneOf('LIVE', 3), laneOf('COCKFIGHT', 0)];
const context = (changes: Partial<HeaderVendorsContext> = {}): HeaderVendorsContext => ({ lanes, openType: null, failureKey: null, language: 'es', dataLanguage: 'es', ...changes });
const at = (value: string | Record<string, string>, changes?: Partial<HeaderVendorsContext>) => headerVendorsMachine.resolveState({ value, context: context(changes) });

describe('connectHeaderVendors', () => {
  it('is busy and lists nothing while the vendors load', () => {
    expect(connectHeaderVendors(at('loading', { lanes: [] }), vi.fn())).toMatchObject({ status: 'loading', busy: true, failed: false, lanes: [], openLane: null });
  });

  it('offers a retry after a failure', () => {
    const send = vi.fn();
    const api = connectHeaderVendors(at('failure', { lanes: [], failureKey: 'errors:systemBusy' }), send);
    expect(api).toMatchObject({ status: 'failed', failed: true });
    api.retry();
    expect(send).toHaveBeenCalledWith({ type: 'RETRY' });
  });

  it('lists the categories that have vendors, none open', () => {
    const api = connectHeaderVendors(at({ ready: 'closed' }), vi.fn());
    expect(api.status).toBe('closed');
    expect(api.lanes.map((lane) => lane.gameCategory)).toEqual(['RNG', 'LIVE']);
    expect(api).toMatchObject({ openType: null, openLane: null, openLayout: null });
  });

  it('gives the open category its lane and layout (large above 10 vendors)', () => {
    expect(connectHeaderVendors(at({ ready: 'open' }, { openType: 'RNG' }), vi.fn())).toMatchObject({ status: 'open', openType: 'RNG', openLane: lanes[0], openLayout: 'large' });
    expect(connectHeaderVendors(at({ ready: 'open' }, { openType: 'LIVE' }), vi.fn())).toMatchObject({ openLane: lanes[1], openLayout: 'compact' });
  });

  it("a category's button opens its panel, or closes it when it is the open one", () => {
    const send = vi.fn();
    const api = connectHeaderVendors(at({ ready: 'open' }, { openType: 'RNG' }), send);
    api.toggle('LIVE');
    api.toggle('RNG');
    api.open('RNG');
    api.close();
    expect(send.mock.calls).toEqual([[{ type: 'OPEN', gameType: 'LIVE' }], [{ type: 'CLOSE' }], [{ type: 'OPEN', gameType: 'RNG' }], [{ type: 'CLOSE' }]]);
  });
});
