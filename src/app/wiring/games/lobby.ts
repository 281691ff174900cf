/**
 * Wiring of the lobby chart (loaded with the game lobby view): the category's vendor lane from the
 * session-cached vendors, and its pages, answered from the category's whole list
 * (lobby-catalogue.ts) or, for the member's own lists, by the platform.
 */
import type { CallOptions, Game, VendorLane } from '@api/index';
import { ALL, LOBBY_PAGE_SIZE, lobbyMachine, nameSearchOf, type LobbyPage, type LobbyQuery } from '@machines/games/lobby.machine';
import { currentLanguage } from '../../../i18n';
import { answersFromCatalogue, catalogueOf, cataloguePage, type CategoryCatalogue } from './lobby-catalogue';
import { api, platformCall } from '../platform';
import { cachedVendors } from '../session-cache';

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

/**
 * One page of the lobby. `options.signal` stops the page's own call (a query replaced by the next
 * filter, a lobby closed); the category's whole list is shared by every query and not stopped.
 */
export async function loadLobbyPage(query: LobbyQuery, options: CallOptions = {}): Promise<LobbyPage> {
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
  const search = nameSearchOf(query);
  const keep = (game: Game) => (!vendor || game.vassalage === vendor) && (!classify || game.gameClassify === classify);
  if (query.filter === 'FAV') {
    const list = await api.games.getFavouriteList(gameType ? { gameType } : {}, options);
    const { items, totalPages } = pageOf(list.content.filter(keep), query.page);
    return { games: items, totalPages };
  }
  if (query.filter === 'RECENT') {
    const list = await api.games.getRecentGames(
      { ...(gameType ? { gameType } : { gameType: '' }), page: 1, pageSize: 200, ...(vendor ? { vassalage: vendor } : {}) },
      options,
    );
    const { items, totalPages } = pageOf(list.list.filter(keep), query.page);
    return { games: items, totalPages };
  }
  const list = await api.games.getGameList(
    {
      gameType: query.gameType,
      pageNo: query.page,
      pageSize: LOBBY_PAGE_SIZE,
      ...(vendor ? { vassalage: vendor } : {}),
      ...(classify ? { gameClassify: classify } : {}),
      ...(search ? { gameName: search } : {}),
      ...(query.filter === 'HOT' ? { isHot: 1 as const } : {}),
      ...(query.filter === 'NEW' ? { isNew: 1 as const } : {}),
    },
    options,
  );
  return { games: list.games, totalPages: list.totalPages };
}

export const lobbyLogic = lobbyMachine.provide({
  actors: {
    loadLane: platformCall<VendorLane | null, { gameType: string }>((input) => loadLobbyLane(input.gameType)),
    loadPage: platformCall<LobbyPage, LobbyQuery>((query, { signal }) => loadLobbyPage(query, { signal })),
  },
});
