/** connectLottery without React: a lottery screen per state (menu, chosen game, lobby URL, failure) and its intents. */
import { describe, expect, it, vi } from 'vitest';
import type { LotteryGame } from '../../../src/api';
import { lotteryMachine, type LotteryContext, type LotteryScreen } from '../../../machines/games/lottery.machine';
import { connectLottery } from '../../../machines/games/lottery.connect';

const games = [{ gameCode: 'VN_HCM', name: 'Ho Chi Minh' }, { gameCode: 'VN_HN', name: 'Ha Noi' }] as unknown as LotteryGame[];
const screen: LotteryScreen = { prizeMode: 'ELOTT', games, gameCode: 'VN_HCM', url: 'https://lotto.test/lobby' };
const at = (value: 'loading' | 'ready' | 'failure', changes: Partial<LotteryContext> = {}) =>
  lotteryMachine.resolveState({ value, context: { route: 'vnLottery', gameCode: null, screen: null, failureKey: null, ...changes } });

describe('connectLottery', () => {
  it('has no menu and no lobby on the first load', () => {
    expect(connectLottery(at('loading'), vi.fn())).toMatchObject({ status: 'loading', busy: true, games: null, url: null, prizeMode: null });
  });

  it("shows the prize mode's menu, the chosen game and its lobby", () => {
    const api = connectLottery(at('ready', { screen, gameCode: 'VN_HCM' }), vi.fn());
    expect(api).toMatchObject({ status: 'ready', prizeMode: 'ELOTT', games, gameCode: 'VN_HCM', url: 'https://lotto.test/lobby', failureKey: null });
    expect([api.isSelected('VN_HCM'), api.isSelected('VN_HN')]).toEqual([true, false]);
  });

  it('keeps the menu but not the old lobby while another game loads', () => {
    expect(connectLottery(at('loading', { screen, gameCode: 'VN_HN' }), vi.fn())).toMatchObject({ status: 'loading', games, gameCode: 'VN_HN', url: null });
  });

  it('says why the screen failed, and retries; choosing a game is SELECT_GAME', () => {
    const send = vi.fn();
    const api = connectLottery(at('failure', { failureKey: 'errors:systemBusy' }), send);
    expect(api).toMatchObject({ status: 'failed', failureKey: 'errors:systemBusy', url: null });
    api.retry();
    api.select('VN_HN');
    expect(send.mock.calls).toEqual([[{ type: 'RETRY' }], [{ type: 'SELECT_GAME', gameCode: 'VN_HN' }]]);
  });
});
