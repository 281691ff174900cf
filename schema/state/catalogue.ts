/**
 * The immutable catalogue of one seed with the indexes the façade needs to answer game queries
 * without scanning. Its dated content (articles, announcements, notices, release dates) is dated
 * as of a content day, the platform clock's UTC day when the platform is created
 * (seed/content-day.ts). Built once per seed and content day and process, and shared by every
 * scenario: building one takes a good part of a second, and many tests create platforms on one
 * fake clock.
 */
import type { IMockStore } from '@graphql-tools/mock';
import { createCatalogueStore, readCatalogue } from './store.js';
import { generateSeedRecords, type CatalogueRecords } from '../seed/index.js';
import { agentAnnouncementsAsOf } from '../seed/agent-announcements.js';
import { contentDayOf } from '../seed/content-day.js';
import type { AnnouncementRecord } from '../seed/content.js';
import type { GameRecord } from '../seed/games.js';
import type { LotteryGameRecord } from '../seed/lottery.js';
import { GAME_TYPES, type GameType } from '../seed/vendors.js';

export interface Catalogue extends CatalogueRecords {
  readonly seed: number;
  /** Midnight UTC (ms) of the day the content is dated as of: nothing is dated after it ends. */
  readonly contentDay: number;
  /** The announcements for agents (seed/agent-announcements.ts), newest first. */
  readonly agentAnnouncements: readonly AnnouncementRecord[];
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

/** The catalogue of `seed` dated as of the UTC day `asOf` (ms, any time of the day) falls on. */
export function buildCatalogue(seed: number, asOf: number): Catalogue {
  const contentDay = contentDayOf(asOf);
  const store = createCatalogueStore(seed, generateSeedRecords(seed, contentDay));
  const records = readCatalogue(store);
  const games = records.games;
  const gamesByType = new Map<GameType, GameRecord[]>(GAME_TYPES.map((gameType) => [gameType, []]));
  for (const game of [...games].sort((left, right) => left.sortOrder - right.sortOrder)) gamesByType.get(game.gameType)?.push(game);
  return {
    ...records,
    seed,
    contentDay,
    agentAnnouncements: agentAnnouncementsAsOf(contentDay),
    store,
    gamesById: new Map(games.map((game) => [game.nodeId, game])),
    gamesByType,
    hotGames: games.filter((game) => game.isHot === 1).sort((left, right) => (left.hotRank ?? 0) - (right.hotRank ?? 0)),
    searchNames: new Map(games.map((game) => [game.nodeId, foldForSearch(game.displayName)])),
    lotteryByCode: new Map(records.lotteryGames.map((game) => [game.gameCode, game])),
  };
}

/** Keyed by seed and content day: platforms created on the same day share one. */
const catalogues = new Map<string, Catalogue>();

/** The shared catalogue of a seed as of the UTC day `asOf` falls on; the first call that day builds it. */
export function catalogueFor(seed: number, asOf: number): Catalogue {
  const key = `${seed}@${contentDayOf(asOf)}`;
  let catalogue = catalogues.get(key);
  if (!catalogue) {
    catalogue = buildCatalogue(seed, asOf);
    catalogues.set(key, catalogue);
  }
  return catalogue;
}
