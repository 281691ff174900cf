/**
 * connectBalance without React: snapshots of the balance chart in each state (resolveState, no
 * actor run) → what the header's balance box shows, and its intents → the chart's events.
 */
import { describe, expect, it, vi } from 'vitest';
import { balanceMachine, type BalanceContext } from '../../../machines/wallet/balance.machine';
import { connectBalance } from '../../../machines/wallet/balance.connect';

const loaded: BalanceContext = { balance: { amount: 1520.75, currencySymbol: '€' }, readAt: 1_000, refreshDue: false, visible: true, failureKey: null };
const at = (value: 'loading' | 'ready' | 'failed' | { ready: 'idle' | 'cooling' }, context: BalanceContext = loaded) => balanceMachine.resolveState({ value, context });

describe('connectBalance', () => {
  it('is busy while the balance loads, and shows no amount before the first answer', () => {
    const api = connectBalance(at('loading', { balance: null, readAt: null, refreshDue: false, visible: true, failureKey: null }), vi.fn());
    expect(api).toMatchObject({ status: 'loading', busy: true, amount: null, currencySymbol: '$' });
  });

  it('shows the amount and its currency once loaded', () => {
    expect(connectBalance(at('ready'), vi.fn())).toMatchObject({ status: 'ready', busy: false, amount: 1520.75, currencySymbol: '€', visible: true });
  });

  it('says the refresh failed and why, but keeps the last amount', () => {
    expect(connectBalance(at('failed', { ...loaded, failureKey: 'errors:timeout' }), vi.fn())).toMatchObject({ status: 'failed', busy: false, amount: 1520.75, failureKey: 'errors:timeout', stale: true, readAt: 1_000 });
    expect(connectBalance(at('failed', { ...loaded, balance: null, readAt: null, failureKey: 'errors:timeout' }), vi.fn())).toMatchObject({ amount: null, stale: false, readAt: null });
    expect(connectBalance(at('ready'), vi.fn()).stale).toBe(false);
    expect(connectBalance(at('ready', { ...loaded, failureKey: 'errors:timeout' }), vi.fn()).failureKey).toBeNull();
  });

  it('says what may be withdrawn (the main wallet) beside the total, for the withdraw page that reads this flow', () => {
    expect(connectBalance(at('ready', { ...loaded, balance: { amount: 1555.75, currencySymbol: '$', withdrawable: 1520.75 } }), vi.fn())).toMatchObject({ amount: 1555.75, withdrawable: 1520.75 });
    expect(connectBalance(at('ready'), vi.fn()).withdrawable).toBeNull();
  });

  it('keeps the amount while hidden', () => {
    expect(connectBalance(at('ready', { ...loaded, visible: false }), vi.fn())).toMatchObject({ visible: false, amount: 1520.75 });
  });

  it('says the refresh cools down right after an answer, and not once the wait is over', () => {
    expect(connectBalance(at({ ready: 'cooling' }), vi.fn())).toMatchObject({ status: 'ready', busy: false, coolingDown: true });
    expect(connectBalance(at({ ready: 'idle' }), vi.fn())).toMatchObject({ status: 'ready', busy: false, coolingDown: false });
    expect(connectBalance(at('loading'), vi.fn()).coolingDown).toBe(false);
  });

  it('sends REFRESH and TOGGLE_VISIBILITY', () => {
    const send = vi.fn();
    const api = connectBalance(at('ready'), send);
    api.refresh();
    api.toggleVisibility();
    expect(send.mock.calls).toEqual([[{ type: 'REFRESH' }], [{ type: 'TOGGLE_VISIBILITY' }]]);
  });
});
