/**
 * Wiring of the game charts (home, lobby, launch) with the adapter, the session caches
 * (SPEC.md §9: hot games, vendors, validation rules and merchant wallet are cached for the
 * session) and the browser (window.open for a launched game).
 */
import { fromPromise } from 'xstate';
import type { Game, MerchantWallet, RegisterSettings, VendorLane } from '@api/index';
import { favouritesMachine, type FavouriteChange } from '@machines/favourites.machine';
import { homeMachine, HOME_LIST_SIZE, type HomeData } from '@machines/home.machine';
import { launchMachine, type LaunchRequest } from '@machines/launch.machine';
import { lotteryMachine, prizeModeFor, type LotteryInput, type LotteryScreen } from '@machines/lottery.machine';
import { ALL, LOBBY_PAGE_SIZE, lobbyMachine, type LobbyPage, type LobbyQuery } from '@machines/lobby.machine';
import { currentLanguage } from '../i18n';
import { answersFromCatalogue, catalogueOf, cataloguePage, type CategoryCatalogue } from './lobby-catalogue';
import { hasSessionToken } from './routes';
import { api } from './services';

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

function laneOf(lanes: readonly VendorLane[], gameType: string): VendorLane | null {
  return lanes.find((lane) => (lane.gameCategory ?? lane.title) === gameType) ?? null;
}

function pageOf<T>(items: readonly T[], page: number): { items: T[]; totalPages: number } {
  return { items: items.slice((page - 1) * LOBBY_PAGE_SIZE, page * LOBBY_PAGE_SIZE), totalPages: Math.ceil(items.length / LOBBY_PAGE_SIZE) };
}

/** The most games the platform's game list answers in one page. */
export const CATALOGUE_PAGE_SIZE = 200;

/**
 * Each category's whole list, per language, for the page's life: loaded once in pages of
 * CATALOGUE_PAGE_SIZE (all but the first in parallel) when its lobby opens. Kept in memory, not
 * sessionStorage: a large category is more than the storage should hold.
 */
const catalogues = new Map<string, Promise<CategoryCatalogue>>();

async function loadCategoryGames(gameType: string): Promise<Game[]> {
  const first = await api.games.getGameList({ gameType, pageNo: 1, pageSize: CATALOGUE_PAGE_SIZE });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) =>
      api.games.getGameList({ gameType, pageNo: index + 2, pageSize: CATALOGUE_PAGE_SIZE }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.games);
}

export function categoryCatalogue(gameType: string): Promise<CategoryCatalogue> {
  const key = `${currentLanguage()}:${gameType}`;
  let catalogue = catalogues.get(key);
  if (!catalogue) {
    catalogue = loadCategoryGames(gameType).then(catalogueOf);
    catalogues.set(key, catalogue);
    // a failed load is not kept: the next query asks again
    catalogue.catch(() => catalogues.delete(key));
  }
  return catalogue;
}

export async function loadLobbyLane(gameType: string): Promise<VendorLane | null> {
  if (!gameType) return null;
  // the category's list loads beside its lane, so the first filter finds it there
  void categoryCatalogue(gameType).catch(() => undefined);
  return laneOf(await cachedVendors(), gameType);
}

export async function loadLobbyPage(query: LobbyQuery): Promise<LobbyPage> {
  if (answersFromCatalogue(query)) {
    try {
      return cataloguePage(await categoryCatalogue(query.gameType), query);
    } catch {
      // the whole list did not load: the platform answers the page itself
    }
  }
  const vendor = query.vendor === ALL ? undefined : query.vendor;
  const classify = query.classify === ALL ? undefined : query.classify;
  const gameType = query.gameType || undefined;
  const keep = (game: Game) => (!vendor || game.vassalage === vendor) && (!classify || game.gameClassify === classify);
  if (query.filter === 'FAV') {
    const list = await api.games.getFavouriteList(gameType ? { gameType } : {});
    const { items, totalPages } = pageOf(list.content.filter(keep), query.page);
    return { games: items, totalPages };
  }
  if (query.filter === 'RECENT') {
    const list = await api.games.getRecentGames({ ...(gameType ? { gameType } : { gameType: '' }), page: 1, pageSize: 200, ...(vendor ? { vassalage: vendor } : {}) });
    const { items, totalPages } = pageOf(list.list.filter(keep), query.page);
    return { games: items, totalPages };
  }
  const list = await api.games.getGameList({
    gameType: query.gameType,
    pageNo: query.page,
    pageSize: LOBBY_PAGE_SIZE,
    ...(vendor ? { vassalage: vendor } : {}),
    ...(classify ? { gameClassify: classify } : {}),
    ...(!vendor && query.search ? { gameName: query.search } : {}),
    ...(query.filter === 'HOT' ? { isHot: 1 as const } : {}),
    ...(query.filter === 'NEW' ? { isNew: 1 as const } : {}),
  });
  return { games: list.games, totalPages: list.totalPages };
}

export const homeLogic = homeMachine.provide({
  actors: { loadHome: fromPromise<HomeData>(() => loadHome()) },
});

export const lobbyLogic = lobbyMachine.provide({
  actors: {
    loadLane: fromPromise<VendorLane | null, { gameType: string }>(({ input }) => loadLobbyLane(input.gameType)),
    loadPage: fromPromise<LobbyPage, LobbyQuery>(({ input }) => loadLobbyPage(input)),
  },
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

export const favouritesLogic = favouritesMachine.provide({
  actors: {
    loadIds: fromPromise<readonly string[]>(() => api.games.getFavouriteIds()),
    saveFavourite: fromPromise<void, FavouriteChange>(({ input }) =>
      input.add ? api.games.addFavourite(input.game) : api.games.removeFavourite(input.game),
    ),
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

export const lotteryLogic = lotteryMachine.provide({
  actors: {
    loadScreen: fromPromise<LotteryScreen, LotteryInput>(async ({ input }) => {
      const prizeMode = prizeModeFor(input.route, await cachedVendors());
      const games = await api.lottery.getGameMenu({ prizeMode });
      const gameCode = input.gameCode ?? games[0]?.gameCode ?? null;
      const url = await api.lottery.launchLobby({
        lottoPrizeMode: prizeMode,
        ...(gameCode ? { lottoGameCode: gameCode } : {}),
        lottoView: gameCode ? 'betting' : 'lobby',
        backUrl: `${globalThis.location?.origin ?? ''}/`,
      });
      return { prizeMode, games, gameCode, url };
    }),
  },
});
