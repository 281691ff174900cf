/** connectHome without React: the home chart's snapshots (resolveState) → what the home lobby shows, and its retry. */
import { describe, expect, it, vi } from 'vitest';
import type { Game, VendorLane } from '../../../src/api';
import { homeMachine, type HomeData } from '../../../machines/home/home.machine';
import { connectHome } from '../../../machines/home/home.connect';

const game = { nodeId: '1', vassalage: 'PG', gameType: 'RNG' } as Game;
const lane = { gameCategory: 'RNG', cards: [], gameClassify: [] } as unknown as VendorLane;
const data: HomeData = { lanes: [lane], hot: [game], recent: [], winners: null };
const at = (value: 'loading' | 'ready' | 'failure', context: { data: HomeData | null; failureKey: string | null }) => homeMachine.resolveState({ value, context: { ...context, language: 'es', member: false } });

describe('connectHome', () => {
  it('is loading with no data and no categories yet', () => {
    expect(connectHome(at('loading', { data: null, failureKey: null }), vi.fn())).toMatchObject({ status: 'loading', busy: true, data: null, lanes: null, failureKey: null });
  });

  it('shows the loaded lobby and its categories', () => {
    const api = connectHome(at('ready', { data, failureKey: null }), vi.fn());
    expect(api).toMatchObject({ status: 'ready', busy: false, data, lanes: [lane], failureKey: null });
  });

  it('says why the load failed, and retries', () => {
    const send = vi.fn();
    const api = connectHome(at('failure', { data: null, failureKey: 'errors:systemBusy' }), send);
    expect(api).toMatchObject({ status: 'failed', busy: false, data: null, failureKey: 'errors:systemBusy' });
    api.retry();
    expect(send).toHaveBeenCalledWith({ type: 'RETRY' });
  });
});
