import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '../../../src/api';
import type { LobbyQuery } from '../../../machines/games/lobby.machine';

/** 450 RNG games of three vendors (a vendor entry first), answered by a fake platform in pages. */
const GAMES: Game[] = [
  { nodeId: 'v1', vassalage: 'PG', gameType: 'RNG', isGame: 'VASSALAGE', isHot: false, isNew: false, displayName: 'PG Soft' } as Game,
  ...Array.from({ length: 449 }, (_, index): Game => ({
    nodeId: String(1000 + index),
    vassalage: ['PG', 'JDB', 'CQ9'][index % 3] ?? 'PG',
    gameType: 'RNG',
    gameClassify: index % 2 === 0 ? 'SLOT' : 'TABLE',
    isGame: 'GAME',
    isHot: index % 5 === 0,
    isNew: index % 7 === 0,
    displayName: index === 10 ? 'Piñata Party' : `Game ${index}`,
  }) as Game),
];

const calls: string[] = [];
vi.mock('../../../src/app/wiring/platform', async (importOriginal) => ({
  platformCall: (await importOriginal<typeof import('../../../src/app/wiring/platform')>()).platformCall,
  api: {
    games: {
      getVendors: async () => {
        calls.push('vendors');
        return [{ gameCategory: 'RNG', cards: [], gameClassify: [] }];
      },
      getGameList: async ({ pageNo = 1, pageSize = 18 }: { pageNo?: number; pageSize?: number }) => {
        calls.push(`gameList ${pageNo}×${pageSize}`);
        return { games: GAMES.slice((pageNo - 1) * pageSize, pageNo * pageSize), totalPages: Math.ceil(GAMES.length / pageSize), totalCount: GAMES.length };
      },
      getFavouriteList: async () => {
        calls.push('favouriteList');
        return { content: GAMES.slice(1, 4), pageNum: 1, totalPages: 1 };
      },
    },
  },
}));

// the worker's files share their modules (vitest.config.ts isolate: false): the lobby wiring another
// file imported first would still call that file's platform, so it is imported afresh
vi.resetModules();
const { loadLobbyLane, loadLobbyPage, CATALOGUE_PAGE_SIZE } = await import('../../../src/app/wiring/games/lobby');
const { catalogueOf, matchGames } = await import('../../../src/app/wiring/games/lobby-catalogue');

const query = (changes: Partial<LobbyQuery>): LobbyQuery => ({ gameType: 'RNG', vendor: 'ALL', classify: 'ALL', search: '', filter: 'ALL', page: 1, ...changes });

describe('lobby answers from the category list', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('loads the whole category once, beside its lane, then filters, searches and pages without a call', async () => {
    await loadLobbyLane('RNG');
    const first = await loadLobbyPage(query({}));
    expect(first.games).toHaveLength(18);
    expect(first.totalPages).toBe(25);
    expect(calls.filter((call) => call.startsWith('gameList'))).toEqual([1, 2, 3].map((page) => `gameList ${page}×${CATALOGUE_PAGE_SIZE}`));
    calls.length = 0;

    const vendor = await loadLobbyPage(query({ vendor: 'JDB' }));
    expect(vendor.games.every((game) => game.vassalage === 'JDB' && game.isGame === 'GAME')).toBe(true);
    expect(vendor.totalPages).toBe(Math.ceil(150 / 18));
    const second = await loadLobbyPage(query({ vendor: 'JDB', page: 2 }));
    expect(second.games[0]?.nodeId).not.toBe(vendor.games[0]?.nodeId);
    const search = await loadLobbyPage(query({ search: 'pinata' }));
    expect(search.games.map((game) => game.displayName)).toEqual(['Piñata Party']);
    const hot = await loadLobbyPage(query({ filter: 'HOT', classify: 'SLOT' }));
    expect(hot.games.every((game) => game.isHot && game.gameClassify === 'SLOT')).toBe(true);
    expect(await loadLobbyPage(query({ search: 'no such game' }))).toEqual({ games: [], totalPages: 0 });
    expect(calls).toEqual([]);
  });

  it('asks the platform for the member’s own lists (Favourite)', async () => {
    await loadLobbyPage(query({ filter: 'FAV' }));
    expect(calls).toEqual(['favouriteList']);
  });
});

describe('matching a query', () => {
  const catalogue = catalogueOf(GAMES);
  it('keeps vendor entries in the unfiltered view only, and searches only while the vendor is All', () => {
    expect(matchGames(catalogue, { vendor: 'ALL', classify: 'ALL', search: '', filter: 'ALL' })[0]?.isGame).toBe('VASSALAGE');
    expect(matchGames(catalogue, { vendor: 'PG', classify: 'ALL', search: '', filter: 'ALL' }).some((game) => game.isGame === 'VASSALAGE')).toBe(false);
    expect(matchGames(catalogue, { vendor: 'JDB', classify: 'ALL', search: 'pinata', filter: 'ALL' })).toHaveLength(150);
    expect(matchGames(catalogue, { vendor: 'ALL', classify: 'ALL', search: 'PIÑATA', filter: 'ALL' })).toHaveLength(1);
    expect(matchGames(catalogue, { vendor: 'ALL', classify: 'ALL', search: '', filter: 'NEW' }).every((game) => game.isNew)).toBe(true);
  });
});
