/**
 * Everything the seed generators produce for one seed, before it goes into the MockStore.
 * Live-cam models and PVP rooms are absent here: the store generates them from its seeded mocks.
 */
import { articlesAsOf, type ArticleRecord } from './articles.js';
import { generateContent, type ContentSeed } from './content.js';
import { generateGames, type GameRecord } from './games.js';
import { buildGameTypes, buildLanes, type GameTypeRecord, type VendorLaneRecord } from './lanes.js';
import { lotteryGamesFrom, type LotteryGameRecord } from './lottery.js';
import { COUNTRIES, CUSTOMER_SERVICE, DOMAINS, GTAG_ID, MAIN_DOMAIN, RESOURCES, type CountryRecord, type CustomerServiceEntry, type DomainEntry, type ResourceLink } from './site.js';

export interface SiteRecord {
  readonly customerService: readonly CustomerServiceEntry[];
  readonly resources: readonly ResourceLink[];
  readonly mainDomain: string;
  readonly domainRoute: readonly DomainEntry[];
  readonly analytics: { readonly gtagId: string };
}

export interface LiveCamModelRecord {
  readonly modelId: string;
  readonly name: string;
  readonly avatarUrl: string;
  readonly viewers: number;
  readonly online: boolean;
  readonly language: string;
}

export interface PvpRoomRecord {
  readonly roomId: string;
  readonly gameCode: string;
  readonly name: string;
  readonly minBet: number;
  readonly players: number;
  readonly maxPlayers: number;
}

export interface SeedRecords extends ContentSeed {
  /** Blog posts and news items. */
  readonly articles: readonly ArticleRecord[];
  readonly games: readonly GameRecord[];
  readonly lanes: readonly VendorLaneRecord[];
  readonly gameTypes: readonly GameTypeRecord[];
  readonly countries: readonly CountryRecord[];
  readonly lotteryGames: readonly LotteryGameRecord[];
  readonly site: SiteRecord;
}

export interface CatalogueRecords extends SeedRecords {
  readonly liveCamModels: readonly LiveCamModelRecord[];
  readonly pvpRooms: readonly PvpRoomRecord[];
}

/** The records of a seed, dated as of `contentDay` (midnight UTC, content-day.ts). */
export function generateSeedRecords(seed: number, contentDay: number): SeedRecords {
  const games = generateGames(seed, contentDay);
  return {
    games,
    lanes: buildLanes(games),
    gameTypes: buildGameTypes(games),
    ...generateContent(seed, games, contentDay),
    articles: articlesAsOf(contentDay),
    countries: COUNTRIES,
    lotteryGames: lotteryGamesFrom(games),
    site: { customerService: CUSTOMER_SERVICE, resources: RESOURCES, mainDomain: MAIN_DOMAIN, domainRoute: DOMAINS, analytics: { gtagId: GTAG_ID } },
  };
}
