/**
 * Wiring of the lottery chart (loaded with the lottery screens): prize mode, game menu and lobby
 * launch; and the lottery favourites the member keeps on the device (LOTTFAV, per username).
 */
import { createLotteryApi } from '@api/lottery';
import { lotteryMachine, prizeModeFor, type LotteryInput, type LotteryScreen } from '@machines/games/lottery.machine';
import { localStore, readItem, STORAGE_KEYS, writeItem } from '../../../config/storage';
import { lazyArea, platformCall } from '../platform';
import { cachedVendors } from '../session-cache';

const lotteryArea = lazyArea('lottery', createLotteryApi);

export const lotteryLogic = lotteryMachine.provide({
  actors: {
    // the call's signal reaches each request: a screen closed (or opened again) while the vendors
    // load asks for no menu and no lobby (a screen mounted twice once asked for its menu twice, and
    // the closed one's answer took a failure a test had arranged for the open one)
    loadScreen: platformCall<LotteryScreen, LotteryInput>(async (input, { signal }) => {
      const prizeMode = prizeModeFor(input.route, await cachedVendors());
      const games = await lotteryArea().getGameMenu({ prizeMode }, { signal });
      const gameCode = input.gameCode ?? games[0]?.gameCode ?? null;
      const url = await lotteryArea().launchLobby({
        lottoPrizeMode: prizeMode,
        ...(gameCode ? { lottoGameCode: gameCode } : {}),
        lottoView: gameCode ? 'betting' : 'lobby',
        backUrl: `${globalThis.location?.origin ?? ''}/`,
      }, { signal });
      return { prizeMode, games, gameCode, url };
    }),
  },
});

// --- lottery favourites (SPEC.md §3: kept in localStorage under LOTTFAV, per username) ----------

export const LOTTERY_FAVOURITES_KEY = STORAGE_KEYS.lotteryFavourites;

function readAll(storage: Pick<Storage, 'getItem'> | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readItem(storage, LOTTERY_FAVOURITES_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function readLotteryFavourites(username: string, storage: Pick<Storage, 'getItem'> | null = localStore()): string[] {
  const ids = readAll(storage)[username];
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

export function toggleLotteryFavourite(username: string, gameCode: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null = localStore()): string[] {
  const current = readLotteryFavourites(username, storage);
  const next = current.includes(gameCode) ? current.filter((id) => id !== gameCode) : [...current, gameCode];
  // storage unavailable: the choice lasts for this view
  writeItem(storage, LOTTERY_FAVOURITES_KEY, JSON.stringify({ ...readAll(storage), [username]: next }));
  return next;
}
