/**
 * The immutable catalogue of one seed with the indexes the façade needs to answer game queries
 * without scanning. Built once per seed and process and shared by every scenario.
 */
import type { IMockStore } from '@graphql-tools/mock';
import { createCatalogueStore, readCatalogue } from './store.js';
import { generateSeedRecords, type CatalogueRecords } from './seed/index.js';
import type { GameRecord } from './seed/games.js';
import type { LotteryGameRecord } from './seed/lottery.js';
import { GAME_TYPES, type GameType } from './seed/vendors.js';

export interface Catalogue extends CatalogueRecords {
  readonly seed: number;
  /** The MockStore the records were read from (the control endpoint queries it). */
  readonly store: IMockStore;
  readonly gamesById: ReadonlyMap<string, GameRecord>;
  /** Every entry of a game type, in lobby order. */
  readonly gamesByType: ReadonlyMap<GameType, readonly GameRecord[]>;
  /** Hot games in hot-list order. */
  readonly hotGames: readonly GameRecord[];
  /** nodeId → display name folded for search (lower case, no accents). */
  readonly searchNames: ReadonlyMap<string, string>;
  readonly lotteryByCode: ReadonlyMap<string, LotteryGameRecord>;
}

/** Lower case without diacritics, so "pinata" finds "Piñata Party". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export function buildCatalogue(seed: number): Catalogue {
  const store = createCatalogueStore(seed, generateSeedRecords(seed));
  const records = readCatalogue(store);
  const games = records.games;
  const gamesByType = new Map<GameType, GameRecord[]>(GAME_TYPES.map((gameType) => [gameType, []]));
  for (const game of [...games].sort((left, right) => left.sortOrder - right.sortOrder)) gamesByType.get(game.gameType)?.push(game);
  return {
    ...records,
    seed,
    store,
    gamesById: new Map(games.map((game) => [game.nodeId, game])),
    gamesByType,
    hotGames: games.filter((game) => game.isHot === 1).sort((left, right) => (left.hotRank ?? 0) - (right.hotRank ?? 0)),
    searchNames: new Map(games.map((game) => [game.nodeId, foldForSearch(game.displayName)])),
    lotteryByCode: new Map(records.lotteryGames.map((game) => [game.gameCode, game])),
  };
}

const catalogues = new Map<number, Catalogue>();

/** The shared catalogue of a seed; the first call builds it. */
export function catalogueFor(seed: number): Catalogue {
  let catalogue = catalogues.get(seed);
  if (!catalogue) {
    catalogue = buildCatalogue(seed);
    catalogues.set(seed, catalogue);
  }
  return catalogue;
}
