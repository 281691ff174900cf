/** Games: list filters and paging, hot games, lanes, favourites, recent games and launching. */
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../../schema/seed/games';
import { BASE_URL, callRoute, controlFor, createTestPlatform, freshScenario, tokenFor } from './support';

const { platform } = createTestPlatform();
const { catalogue } = platform;

interface GamePage {
  games: (GameRecord & { maintenance: boolean })[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

const list = (query: Record<string, string | number>) => callRoute<GamePage>(platform, 'gameList', { query }).then((result) => result.body.value);

describe('game list', () => {
  it('pages through a game type in lobby order with consistent totals', async () => {
    const all = catalogue.gamesByType.get('LIVE') ?? [];
    const first = await list({ gameType: 'LIVE', pageNo: 1, pageSize: 18 });
    expect(first.totalCount).toBe(all.length);
    expect(first.totalPages).toBe(Math.ceil(all.length / 18));
    expect(first.games.map((game) => game.nodeId)).toEqual(all.slice(0, 18).map((game) => game.nodeId));
    const last = await list({ gameType: 'LIVE', pageNo: first.totalPages, pageSize: 18 });
    expect(last.games.length).toBe(all.length - (first.totalPages - 1) * 18);
    expect((await list({ gameType: 'LIVE', pageNo: first.totalPages + 1, pageSize: 18 })).games).toEqual([]);
  });

  it('filters by vendor and classification, leaving vendor lobbies out', async () => {
    const page = await list({ gameType: 'RNG', vassalage: 'pg', gameClassify: 'SLOT', pageSize: 200 });
    const expected = catalogue.games.filter((game) => game.vassalage === 'PG' && game.gameType === 'RNG' && game.gameClassify === 'SLOT' && game.isGame === 'GAME');
    expect(page.totalCount).toBe(expected.length);
    expect(page.games.every((game) => game.vassalage === 'PG' && game.gameClassify === 'SLOT' && game.isGame === 'GAME')).toBe(true);
  });

  it('includes vendor lobbies in the unfiltered category view', async () => {
    const page = await list({ gameType: 'SPORTS', pageSize: 50 });
    expect(page.games.filter((game) => game.isGame === 'VASSALAGE').map((game) => game.vassalage).sort()).toEqual(['IBC', 'SBT', 'UG']);
  });

  it('searches names without regard to case or accents', async () => {
    const target = catalogue.games.find((game) => /[áéíóúñ]/i.test(game.displayName) && game.isGame === 'GAME');
    expect(target).toBeDefined();
    if (!target) return;
    const plain = target.displayName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
    const page = await list({ gameName: plain, pageSize: 200 });
    expect(page.games.map((game) => game.nodeId)).toContain(target.nodeId);
  });

  it('filters by bet limits, hot and new', async () => {
    const cheap = await list({ gameType: 'RNG', minBet: 0.1, pageSize: 200 });
    expect(cheap.games.every((game) => game.minBet <= 0.1)).toBe(true);
    const wide = await list({ gameType: 'RNG', minLineNum: 50, pageSize: 200 });
    expect(wide.games.every((game) => game.minLineNum >= 50)).toBe(true);
    const hot = await list({ isHot: 1, pageSize: 200 });
    expect(hot.totalCount).toBe(catalogue.hotGames.length);
    const fresh = await list({ isNew: 'true', pageSize: 200 });
    expect(fresh.games.every((game) => game.isNew === 1)).toBe(true);
    expect(fresh.totalCount).toBeGreaterThan(0);
  });

});

describe('hot games and lanes', () => {
  it('lists hot games in hot order, per vendor on request', async () => {
    const all = await callRoute<{ list: GameRecord[] }>(platform, 'hotGames', {});
    expect(all.body.value.list.map((game) => game.hotRank)).toEqual(catalogue.hotGames.map((_, index) => index + 1));
    const pg = await callRoute<{ list: GameRecord[] }>(platform, 'hotGames', { query: { vassalage: 'PG' } });
    expect(pg.body.value.list.length).toBeGreaterThan(0);
    expect(pg.body.value.list.every((game) => game.vassalage === 'PG')).toBe(true);
  });

  it('serves lanes with cards and classifications in the request language', async () => {
    type Lanes = { data: { lanes: { gameCategory: string; name: string; cards: { vassalage: string; smallIcon: string; lagerIcon: string; isGame: string }[]; gameClassify: { code: string; name: string; vendors: string[] }[] }[] } };
    const spanish = await callRoute<Lanes>(platform, 'vendors', {});
    const english = await callRoute<Lanes>(platform, 'vendors', { headers: { Language: 'en-US' } });
    const [rngEs, rngEn] = [spanish.body.value.data.lanes[0], english.body.value.data.lanes[0]];
    expect([rngEs?.name, rngEn?.name]).toEqual(['Tragamonedas', 'Slots']);
    expect(rngEn?.gameClassify.find((item) => item.code === 'SLOT')).toMatchObject({ name: 'Video slots', vendors: expect.arrayContaining(['PG', 'JL']) });
    expect(rngEs?.cards.find((card) => card.vassalage === 'PG')).toMatchObject({ isGame: 'VASSALAGE', smallIcon: '/__platform/img/vendor/PG.webp', lagerIcon: '/__platform/img/vendor-large/PG.webp' });
    expect(spanish.body.value.data.lanes.find((lane) => lane.gameCategory === 'LIVE')?.cards.every((card) => card.isGame === 'GAME')).toBe(true);
  });
});

describe('favourites', () => {
  it('adds, lists and removes per member, newest first, without duplicates', async () => {
    const scenario = freshScenario();
    const token = await tokenFor(platform, 'agent01', 'Agent2024', { scenario });
    const ids = async () => (await callRoute<string[]>(platform, 'favouriteIds', { scenario, token })).body.value;
    const before = await ids();
    for (const nodeId of ['10005', '10006', '10005']) await callRoute(platform, 'addFavourite', { scenario, token, body: { nodeId, vendor: 'PG', gameType: 'RNG' } });
    expect(await ids()).toEqual(['10006', '10005', ...before]);

    const rngOnly = await callRoute<{ content: GameRecord[]; totalCount: number }>(platform, 'favouriteList', { scenario, token, query: { gameType: 'RNG', pageNo: 1, pageSize: 999 } });
    expect(rngOnly.body.value.content[0]?.nodeId).toBe('10006');
    expect(rngOnly.body.value.content.every((game) => game.gameType === 'RNG')).toBe(true);

    await callRoute(platform, 'removeFavourite', { scenario, token, query: { nodeId: '10006' } });
    expect(await ids()).toEqual(['10005', ...before]);
    expect((await callRoute(platform, 'addFavourite', { scenario, token, body: { nodeId: '1' } })).body.errorCode).toBe('game.not.found');

    // Another member's favourites did not change.
    const other = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    expect((await callRoute<string[]>(platform, 'favouriteIds', { scenario, token: other })).body.value).not.toContain('10005');
  });
});

describe('launching games', () => {
  it('opens the platform game page and records the game as recent', async () => {
    const scenario = freshScenario();
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    const game = catalogue.games.find((candidate) => candidate.gameType === 'FISH' && candidate.supportPlay === 0);
    if (!game) throw new Error('no free-trial fishing game');
    const launched = await callRoute<{ content: { game_url: string } }>(platform, 'launchGame', { scenario, token, query: { nodeId: game.nodeId, accountType: 0, language: 'en' } });
    const url = new URL(launched.body.value.content.game_url);
    expect(url.origin).toBe(BASE_URL);
    expect(url.searchParams.get('mode')).toBe('free');

    const page = await platform.handle(new Request(url));
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Demo mode');
    expect(html).toContain(game.displayName.replace(/&/g, '&amp;').replace(/'/g, '&apos;'));

    const recent = await callRoute<{ list: GameRecord[] }>(platform, 'recentGames', { scenario, token, query: { page: 1, pageSize: 12 } });
    expect(recent.body.value.list[0]?.nodeId).toBe(game.nodeId);
    const onlyRng = await callRoute<{ list: GameRecord[] }>(platform, 'recentGames', { scenario, token, query: { gameType: 'RNG' } });
    expect(onlyRng.body.value.list.every((item) => item.gameType === 'RNG')).toBe(true);
  });

  it('launches a vendor lobby by vendor and game type', async () => {
    const scenario = freshScenario();
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    const launched = await callRoute<{ content: { game_url: string } }>(platform, 'launchGame', { scenario, token, query: { vassalage: 'IBC', gameType: 'SPORTS', launchMode: 'GLS' } });
    const lobby = catalogue.games.find((game) => game.vassalage === 'IBC' && game.isGame === 'VASSALAGE');
    expect(launched.body.value.content.game_url).toContain(`/__platform/play/${lobby?.nodeId}`);
  });

  it('refuses free play where no trial is offered and real play without balance', async () => {
    const scenario = freshScenario();
    const token = await tokenFor(platform, 'firstlogin01', 'Welcome2024', { scenario });
    const live = catalogue.games.find((game) => game.gameType === 'LIVE' && game.isGame === 'GAME');
    expect((await callRoute(platform, 'launchGame', { scenario, token, query: { nodeId: live?.nodeId ?? '', accountType: 0 } })).body.errorCode).toBe('game.freeplay.unsupported');
    expect((await callRoute(platform, 'launchGame', { scenario, token, query: { nodeId: live?.nodeId ?? '', accountType: 1 } })).body.errorCode).toBe('balance.insufficient');
    await controlFor(platform, scenario).setBalance('firstlogin01', 100);
    expect((await callRoute(platform, 'launchGame', { scenario, token, query: { nodeId: live?.nodeId ?? '', accountType: 1 } })).body.success).toBe(true);
  });
});
