/**
 * A category's whole game list, searchable in the page (SPEC.md §2 "Game lobby"): the lobby's
 * vendor, classification, name search, New and Hot filters and every page of 18 are answered from
 * it at once, without a call, the way the platform's game list answers them. A lobby of 1,500+
 * games then answers a filter within a frame or two instead of a round trip.
 */
import type { Game } from '@api/index';
import { ALL, LOBBY_PAGE_SIZE, nameSearchOf, type LobbyPage, type LobbyQuery } from '@machines/games/lobby.machine';

export interface CategoryCatalogue {
  readonly games: readonly Game[];
  /** Each game's name folded for search, by index. */
  readonly names: readonly string[];
}

/** Lower case without diacritics, so "pinata" finds "Piñata Party" (the platform's own search). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export function catalogueOf(games: readonly Game[]): CategoryCatalogue {
  return { games, names: games.map((game) => foldForSearch(game.displayName ?? game.gameName ?? '')) };
}

/** Favourite and Recent are the member's own lists: only the platform knows them. */
export function answersFromCatalogue(query: Pick<LobbyQuery, 'filter' | 'gameType'>): boolean {
  return query.gameType !== '' && query.filter !== 'FAV' && query.filter !== 'RECENT';
}

/**
 * The games a query asks for, in lobby order. Vendor entries (isGame VASSALAGE) belong to the
 * unfiltered view only; the name search applies while the vendor is All (nameSearchOf).
 */
export function matchGames(catalogue: CategoryCatalogue, query: Omit<LobbyQuery, 'page' | 'gameType'>): Game[] {
  const vendor = query.vendor === ALL ? null : query.vendor;
  const classify = query.classify === ALL ? null : query.classify;
  const search = nameSearchOf(query);
  const needle = search ? foldForSearch(search) : null;
  const hot = query.filter === 'HOT';
  const fresh = query.filter === 'NEW';
  const gamesOnly = Boolean(vendor || classify || needle || hot || fresh);
  const matches: Game[] = [];
  catalogue.games.forEach((game, index) => {
    if (gamesOnly && game.isGame === 'VASSALAGE') return;
    if (vendor && game.vassalage !== vendor) return;
    if (classify && game.gameClassify !== classify) return;
    if (needle && !(catalogue.names[index] ?? '').includes(needle)) return;
    if (hot && !game.isHot) return;
    if (fresh && !game.isNew) return;
    matches.push(game);
  });
  return matches;
}

/** One page of 18 of the query's answer. */
export function cataloguePage(catalogue: CategoryCatalogue, query: Omit<LobbyQuery, 'gameType'>): LobbyPage {
  const matches = matchGames(catalogue, query);
  return {
    games: matches.slice((query.page - 1) * LOBBY_PAGE_SIZE, query.page * LOBBY_PAGE_SIZE),
    totalPages: Math.ceil(matches.length / LOBBY_PAGE_SIZE),
  };
}
