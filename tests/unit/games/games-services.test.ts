import { describe, expect, it } from 'vitest';
import { onLaunchHost, randomHost } from '../../../src/app/wiring/games/launch';
import { readLotteryFavourites, toggleLotteryFavourite, LOTTERY_FAVOURITES_KEY } from '../../../src/app/wiring/games/lottery';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('launch hosts', () => {
  it('picks a host at random from launchGameCDNs and keeps the game path and query', () => {
    expect(randomHost(['a.test', 'b.test'], () => 0.99)).toBe('b.test');
    expect(randomHost(['a.test', 'b.test'], () => 0)).toBe('a.test');
    expect(onLaunchHost('https://origin.test/play/1?mode=real', ['https://cdn1.test', 'https://cdn2.test'], () => 0.6)).toBe('https://cdn2.test/play/1?mode=real');
    expect(onLaunchHost('https://origin.test/play/1', [])).toBe('https://origin.test/play/1');
  });
});

describe('lottery favourites (LOTTFAV, per username)', () => {
  it('keeps each user their own list under one key', () => {
    const storage = memoryStorage();
    expect(toggleLotteryFavourite('ana', 'VN_HCM', storage)).toEqual(['VN_HCM']);
    expect(toggleLotteryFavourite('bob', 'SEA_1', storage)).toEqual(['SEA_1']);
    expect(readLotteryFavourites('ana', storage)).toEqual(['VN_HCM']);
    expect(JSON.parse(storage.data.get(LOTTERY_FAVOURITES_KEY) ?? '{}')).toEqual({ ana: ['VN_HCM'], bob: ['SEA_1'] });
    expect(toggleLotteryFavourite('ana', 'VN_HCM', storage)).toEqual([]);
  });
  it('survives a corrupt value', () => {
    const storage = memoryStorage();
    storage.setItem(LOTTERY_FAVOURITES_KEY, '{oops');
    expect(readLotteryFavourites('ana', storage)).toEqual([]);
  });
});

describe('prize mode (SPEC.md §9)', () => {
  const lane = (vendors: string[]) => ({ gameCategory: 'ELOTT', cards: vendors.map((vassalage) => ({ vassalage, maintenance: false })), gameClassify: [] });
  it('is ELOTT when the vendor data has TCG_LOTTO_VN or LOTT under ELOTT; SEA stays SEA', async () => {
    const { prizeModeFor } = await import('../../../machines/games/lottery.machine');
    expect(prizeModeFor('vnLottery', [lane(['TCG_LOTTO_VN'])])).toBe('ELOTT');
    expect(prizeModeFor('lottery', [lane(['LOTT'])])).toBe('ELOTT');
    expect(prizeModeFor('lottery', [lane(['BBIN'])])).toBe('LOTT');
    expect(prizeModeFor('lottery', [])).toBe('LOTT');
    expect(prizeModeFor('seaLottery', [lane(['TCG_LOTTO_VN'])])).toBe('SEA');
  });
});
