import { describe, expect, it } from 'vitest';
import { buildCatalogue, catalogueFor, type Catalogue } from '../../../schema/state/catalogue';
import { DEFAULT_PLATFORM_SEED, seedFromEnvironment } from '../../../schema/infra/prng';
import { GAME_TYPES, LOBBY_CATEGORIES } from '../../../schema/seed/vendors';

/** The other platform tests' clock (support.ts), so these share their catalogues. */
const AS_OF = Date.parse('2025-06-01T12:00:00Z');
const DAY_MS = 86_400_000;

/** Vendor codes SPEC.md names: footer logos (§2), vendor images (§9) and the VN lottery vendor. */
const SPEC_VENDOR_CODES = [
  'PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS',
  'AG', 'BBIN', 'GG', 'RTG', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'TGP', 'KX', 'KY', 'TH', 'WS', 'XY', 'AE', 'ISB', 'MG', 'MGS', 'PNG', 'TTG', 'WD', 'IBC', 'SBT', 'UG',
  'TCG_LOTTO_VN',
];

/** Everything the façade serves from the catalogue, without the store itself. */
function servedData(catalogue: Catalogue) {
  const { store: _store, gamesById: _byId, gamesByType: _byType, searchNames: _names, lotteryByCode: _lottery, ...records } = catalogue;
  return JSON.parse(JSON.stringify(records)) as unknown;
}

describe('catalogue determinism', () => {
  it('builds identical data from the same seed', () => {
    expect(servedData(buildCatalogue(42, AS_OF))).toEqual(servedData(buildCatalogue(42, AS_OF)));
  });

  it('builds different data from different seeds', () => {
    const first = buildCatalogue(1, AS_OF);
    const second = buildCatalogue(2, AS_OF);
    expect(first.games.map((game) => game.displayName)).not.toEqual(second.games.map((game) => game.displayName));
    expect(first.winners.map((winner) => winner.winAmount)).not.toEqual(second.winners.map((winner) => winner.winAmount));
    // The generated (MockStore-mocked) entities follow the seed too.
    expect(first.liveCamModels).not.toEqual(second.liveCamModels);
  });

  it('reads the seed from PLATFORM_SEED, numbers or text', () => {
    expect(seedFromEnvironment(undefined)).toBe(DEFAULT_PLATFORM_SEED);
    expect(seedFromEnvironment('  ')).toBe(DEFAULT_PLATFORM_SEED);
    expect(seedFromEnvironment('1234')).toBe(1234);
    expect(seedFromEnvironment('qa-run')).toBe(seedFromEnvironment('qa-run'));
    expect(seedFromEnvironment('qa-run')).not.toBe(seedFromEnvironment('qa-run-2'));
  });

  it('shares one catalogue per seed and day within a process', () => {
    const dayStart = Date.parse('2025-06-01T00:00:00Z');
    expect(catalogueFor(7, AS_OF)).toBe(catalogueFor(7, dayStart));
    expect(catalogueFor(7, AS_OF)).toBe(catalogueFor(7, dayStart + DAY_MS - 1));
    expect(catalogueFor(7, AS_OF).contentDay).toBe(dayStart);
    expect(catalogueFor(7, AS_OF + DAY_MS)).not.toBe(catalogueFor(7, AS_OF));
  });

  it('dates the same content a day later on the next day, and changes nothing else', () => {
    const today = catalogueFor(7, AS_OF);
    const tomorrow = catalogueFor(7, AS_OF + DAY_MS);
    const dayLater = (iso: string) => new Date(Date.parse(iso) + DAY_MS).toISOString();
    const releaseDayLater = (day: string) => dayLater(`${day}T00:00:00.000Z`).slice(0, 10);
    const { contentDay: _today, ...todaysData } = servedData(today) as Record<string, unknown>;
    const { contentDay: _tomorrow, ...tomorrowsData } = servedData(tomorrow) as Record<string, unknown>;
    const shifted = JSON.parse(JSON.stringify(todaysData, (key, value: unknown) => (typeof value !== 'string' ? value : key === 'publishTime' ? dayLater(value) : key === 'releaseDate' ? releaseDayLater(value) : value))) as unknown;
    expect(tomorrowsData).toEqual(shifted);
  });
});

describe('catalogue volume and content', () => {
  const catalogue = catalogueFor(DEFAULT_PLATFORM_SEED, AS_OF);

  it.each([DEFAULT_PLATFORM_SEED, 1, 99_999])('holds at least 1,500 games (seed %i)', (seed) => {
    expect(catalogueFor(seed, AS_OF).games.length).toBeGreaterThanOrEqual(1500);
  });

  it('has games of every named vendor and lists each vendor in a lane', () => {
    const gameVendors = new Set(catalogue.games.map((game) => game.vassalage));
    const laneVendors = new Set(catalogue.lanes.flatMap((lane) => lane.cards.map((card) => card.vassalage)));
    for (const code of SPEC_VENDOR_CODES) {
      expect(gameVendors, code).toContain(code);
      expect(laneVendors, code).toContain(code);
    }
  });

  it('covers every game type with playable games and every lobby category with a lane', () => {
    for (const gameType of GAME_TYPES) {
      expect(catalogue.gamesByType.get(gameType)?.filter((game) => game.isGame === 'GAME').length, gameType).toBeGreaterThan(0);
    }
    expect(catalogue.lanes.map((lane) => lane.gameCategory)).toEqual([...LOBBY_CATEGORIES]);
    // SPEC.md §9: LOTT vendors are listed under ELOTT next to TCG_LOTTO_VN.
    const elott = catalogue.lanes.find((lane) => lane.gameCategory === 'ELOTT');
    expect(elott?.cards.map((card) => card.gameType)).toContain('LOTT');
  });

  it('flags games realistically: hot, new, free trial, vendor lobbies, classifications', () => {
    const games = catalogue.games;
    const share = (predicate: (game: (typeof games)[number]) => boolean) => games.filter(predicate).length / games.length;
    expect(share((game) => game.isHot === 1)).toBeGreaterThan(0.02);
    expect(share((game) => game.isHot === 1)).toBeLessThan(0.15);
    expect(share((game) => game.isNew === 1)).toBeGreaterThan(0.03);
    expect(share((game) => game.supportPlay === 0)).toBeGreaterThan(0.3);
    expect(games.filter((game) => game.isGame === 'VASSALAGE').length).toBeGreaterThanOrEqual(SPEC_VENDOR_CODES.length);
    expect(games.filter((game) => game.gameType === 'LIVE').every((game) => game.supportPlay === 1)).toBe(true);
    for (const lane of catalogue.lanes) expect(lane.gameClassify.length, lane.gameCategory).toBeGreaterThan(0);
    expect(new Set(games.map((game) => game.nodeId)).size).toBe(games.length);
    expect(new Set(games.filter((game) => game.isGame === 'GAME').map((game) => game.displayName)).size).toBe(games.filter((game) => game.isGame === 'GAME').length);
  });

  it('refers to images by platform paths only', () => {
    for (const game of catalogue.games) {
      expect(game.iconUrl).toMatch(/^\/__platform\/img\/(game|vendor)\//);
      expect(game.lagerIcon).toMatch(/^\/__platform\/img\/(game|vendor)-large\//);
    }
    for (const banner of catalogue.banners) expect(banner.url).toMatch(/^\/__platform\/img\/banner\//);
  });

  it('seeds content: banners per group, announcements with promotions, masked winners', () => {
    expect(catalogue.banners.filter((banner) => banner.groupName === 'w_home').length).toBeGreaterThan(3);
    expect(catalogue.announcements.some((item) => item.promotionType !== null)).toBe(true);
    expect(catalogue.announcements.some((item) => item.announcementImages.length > 0)).toBe(true);
    expect(catalogue.announcements.every((item) => item.content.es.startsWith('<'))).toBe(true);
    expect(catalogue.winners.length).toBeGreaterThanOrEqual(20);
    for (const winner of catalogue.winners) {
      expect(winner.customerName).toMatch(/^\w{2,3}\*\*\*\d{2}$/);
      expect(catalogue.gamesById.get(winner.nodeId)?.displayName).toBe(winner.gameName);
    }
    expect(catalogue.liveCamModels).toHaveLength(16);
    expect(catalogue.pvpRooms.every((room) => catalogue.games.some((game) => game.gameCode === room.gameCode && game.gameType === 'PVP'))).toBe(true);
  });

  it('holds the catalogue in the MockStore', () => {
    const sample = catalogue.games[100];
    expect(sample).toBeDefined();
    if (!sample) return;
    expect(catalogue.store.get('Game', sample.nodeId, 'displayName')).toBe(sample.displayName);
    expect(catalogue.store.get('Banner', 'w_home-1', 'title', { language: 'en' })).toBe(catalogue.banners[0]?.title.en);
  });
});
