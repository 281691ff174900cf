/**
 * Wiring of the game charts that the first route needs (home, launch) with the
 * adapter, the session caches (SPEC.md §9: hot games, vendors, validation rules and merchant
 * wallet are cached for the session) and the browser (window.open for a launched game). The lobby,
 * lottery and favourites charts are wired in lobby-services.ts, lottery-services.ts and
 * favourites-services.ts, loaded with their views or on sign-in.
 */
import { fromPromise } from 'xstate';
import type { Game, MerchantWallet, RegisterSettings, VendorLane } from '@api/index';
import { homeMachine, HOME_LIST_SIZE, type HomeData } from '@machines/home.machine';
import { launchMachine, type LaunchRequest } from '@machines/launch.machine';
import { currentLanguage } from '../i18n';
import { hasSessionToken } from '../config/storage';
import { api } from './wiring/platform';

const inFlight = new Map<string, Promise<unknown>>();

/**
 * Keeps a call's answer in sessionStorage for the browser session, per language; callers that
 * ask while it loads share the one call (a failure is not kept, so a retry calls again).
 */
export function sessionCached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const storageKey = `cache:${key}:${currentLanguage()}`;
  try {
    const cached = sessionStorage.getItem(storageKey);
    if (cached !== null) return Promise.resolve(JSON.parse(cached) as T);
  } catch {
    // storage unavailable or corrupt: load again
  }
  const pending = inFlight.get(storageKey);
  if (pending) return pending as Promise<T>;
  const call = load().then(
    (value) => {
      inFlight.delete(storageKey);
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(value));
      } catch {
        // a full storage only costs a later call
      }
      return value;
    },
    (error: unknown) => {
      inFlight.delete(storageKey);
      throw error;
    },
  );
  inFlight.set(storageKey, call);
  return call;
}

export const cachedVendors = (): Promise<VendorLane[]> => sessionCached('vendors', () => api.games.getVendors());
export const cachedHotGames = (): Promise<Game[]> => sessionCached('hotGames', () => api.games.getHotGames());
export const cachedRegisterSettings = (): Promise<RegisterSettings> => sessionCached('registerSettings', () => api.system.getRegisterSettings());
export const cachedMerchantWallet = (): Promise<MerchantWallet> => sessionCached('merchantWallet', () => api.wallet.getMerchantWallet());

/** Picks one host at random from a server-provided list (SPEC.md §7: image and launch hosts). */
export function randomHost(hosts: readonly string[], random: () => number = Math.random): string | null {
  if (hosts.length === 0) return null;
  return hosts[Math.floor(random() * hosts.length)] ?? hosts[0] ?? null;
}

/** The launched URL moved onto a host from launchGameCDNs (its path and query kept). */
export function onLaunchHost(url: string, hosts: readonly string[], random?: () => number): string {
  const host = randomHost(hosts, random);
  if (!host) return url;
  try {
    const original = new URL(url, globalThis.location?.origin ?? 'http://localhost');
    const target = new URL(host.includes('://') ? host : `https://${host}`);
    return `${target.origin}${original.pathname}${original.search}${original.hash}`;
  } catch {
    return url;
  }
}

async function loadHome(): Promise<HomeData> {
  const [lanes, hot] = await Promise.all([cachedVendors(), cachedHotGames()]);
  const [sections, recent, winners] = await Promise.all([
    Promise.all(
      lanes.map(async (lane) => {
        const gameType = lane.gameCategory ?? lane.title ?? '';
        const list = await api.games.getGameList({ gameType, pageNo: 1, pageSize: HOME_LIST_SIZE });
        return { gameType, games: list.games };
      }),
    ),
    hasSessionToken() ? api.games.getRecentGames({ pageSize: HOME_LIST_SIZE }).then((page) => page.list, () => []) : Promise.resolve([]),
    // the board is a side section: its failure is shown there, not over the whole lobby
    api.content.getWinnerBoard({ limitNum: 20 }).then((list) => list.slice(0, 20), () => null),
  ]);
  return { lanes, hot, sections, recent, winners };
}

export const homeLogic = homeMachine.provide({
  actors: { load: fromPromise<HomeData>(() => loadHome()) },
});

export const launchLogic = launchMachine.provide({
  actors: {
    launchGame: fromPromise<string, LaunchRequest>(async ({ input }) => {
      const url = await api.games.launchGame({
        gameType: input.gameType,
        vassalage: input.vassalage,
        nodeId: input.nodeId,
        ...(input.gameCode ? { gameId: input.gameCode } : {}),
        freePlay: input.freePlay,
      });
      return onLaunchHost(url, input.hosts);
    }),
    openGame: fromPromise<void, string>(async ({ input }) => {
      // no 'noopener' feature: its handle is always null and a block could not be told apart
      const opened = window.open(input, '_blank');
      if (!opened) throw new Error('popup.blocked');
      opened.opener = null;
    }),
  },
});

/** SPEC.md §3: lottery favourite ids are kept in localStorage under LOTTFAV, per username. */
export const LOTTERY_FAVOURITES_KEY = 'LOTTFAV';

export function readLotteryFavourites(username: string, storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  try {
    const all = JSON.parse(storage.getItem(LOTTERY_FAVOURITES_KEY) ?? '{}') as Record<string, unknown>;
    const ids = all[username];
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function readAll(storage: Pick<Storage, 'getItem'>): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LOTTERY_FAVOURITES_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function toggleLotteryFavourite(username: string, gameCode: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string[] {
  const all = readAll(storage);
  const current = readLotteryFavourites(username, storage);
  const next = current.includes(gameCode) ? current.filter((id) => id !== gameCode) : [...current, gameCode];
  try {
    storage.setItem(LOTTERY_FAVOURITES_KEY, JSON.stringify({ ...all, [username]: next }));
  } catch {
    // storage unavailable: the choice lasts for this view
  }
  return next;
}
