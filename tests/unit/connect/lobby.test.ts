/**
 * connectLobby without React: the lobby chart's snapshots (resolveState) → the status a game lobby
 * shows, the query, paging and the domain rules (classifications per vendor, search only while the
 * vendor is All), and its intents → the chart's events.
 */
import { describe, expect, it, vi } from 'vitest';
import type { VendorLane } from '../../../src/api';
import { lobbyMachine, type LobbyContext } from '../../../machines/games/lobby.machine';
import { connectLobby, filterNeedsSession, gamesShown } from '../../../machines/games/lobby.connect';
import { sampleGame } from '../../paths/models/lobby.model';

const lane = {
  gameCategory: 'FISH',
  name: 'Pesca',
  cards: [{ vassalage: 'JDB' }, { vassalage: 'CQ9' }],
  gameClassify: [
    { code: 'FISHING', name: 'Pesca', vendors: ['JDB'] },
    { code: 'ARCADE', name: 'Arcade', vendors: ['CQ9'] },
    { code: 'OTHER', name: 'Otros', vendors: [] },
  ],
} as unknown as VendorLane;

const context = (changes: Partial<LobbyContext> = {}): LobbyContext => ({
  gameType: 'FISH',
  vendor: 'ALL',
  classify: 'ALL',
  search: '',
  filter: 'ALL',
  page: 1,
  games: [sampleGame(1), sampleGame(2)],
  totalPages: 3,
  lane,
  append: false,
  failureKey: null,
  language: 'es',
  dataLanguage: 'es',
  ...changes,
});
const at = (value: string | Record<string, string>, changes?: Partial<LobbyContext>) => lobbyMachine.resolveState({ value, context: context(changes) });

describe('connectLobby', () => {
  it.each([
    ['loadingLane', 'loadingLane', true, false],
    ['laneFailure', 'laneFailed', false, false],
    [{ browsing: 'loading' }, 'loading', true, true],
    [{ browsing: 'ready' }, 'ready', false, true],
    [{ browsing: 'empty' }, 'empty', false, true],
    [{ browsing: 'failure' }, 'failed', false, true],
  ] as const)('in %j the lobby is %s (busy %s, browsing %s)', (value, status, busy, browsing) => {
    expect(connectLobby(at(value), vi.fn())).toMatchObject({ status, busy, browsing });
  });

  it('shows the failure of the lane or of the page, and nothing otherwise', () => {
    expect(connectLobby(at('laneFailure', { failureKey: 'errors:systemBusy' }), vi.fn()).failureKey).toBe('errors:systemBusy');
    expect(connectLobby(at({ browsing: 'failure' }, { failureKey: 'errors:timeout' }), vi.fn()).failureKey).toBe('errors:timeout');
    expect(connectLobby(at({ browsing: 'ready' }, { failureKey: null }), vi.fn()).failureKey).toBeNull();
  });

  it('keeps the games on screen while load more brings the next page', () => {
    const api = connectLobby(at({ browsing: 'loading' }, { append: true, page: 2 }), vi.fn());
    expect(api).toMatchObject({ status: 'loading', appending: true, paged: false, hasMore: false });
    expect(api.games).toHaveLength(2);
    expect(connectLobby(at({ browsing: 'loading' }, { append: false }), vi.fn()).appending).toBe(false);
  });

  it('pages a loaded list of more than one page; load more only below the last page', () => {
    expect(connectLobby(at({ browsing: 'ready' }, { page: 1, totalPages: 3 }), vi.fn())).toMatchObject({ paged: true, hasMore: true, page: 1, totalPages: 3 });
    expect(connectLobby(at({ browsing: 'ready' }, { page: 3, totalPages: 3 }), vi.fn())).toMatchObject({ paged: true, hasMore: false });
    expect(connectLobby(at({ browsing: 'ready' }, { totalPages: 1 }), vi.fn())).toMatchObject({ paged: false, hasMore: false });
  });

  it('offers the name search only while the vendor is All', () => {
    expect(connectLobby(at({ browsing: 'ready' }, { vendor: 'ALL' }), vi.fn()).searchable).toBe(true);
    expect(connectLobby(at({ browsing: 'ready' }, { vendor: 'JDB' }), vi.fn()).searchable).toBe(false);
  });

  it("lists the vendor's classifications (all of them under All)", () => {
    expect(connectLobby(at({ browsing: 'ready' }), vi.fn()).classifications.map((item) => item.code)).toEqual(['FISHING', 'ARCADE', 'OTHER']);
    expect(connectLobby(at({ browsing: 'ready' }, { vendor: 'JDB' }), vi.fn()).classifications.map((item) => item.code)).toEqual(['FISHING', 'OTHER']);
    expect(connectLobby(at({ browsing: 'ready' }), vi.fn()).vendors.map((card) => card.vassalage)).toEqual(['JDB', 'CQ9']);
  });

  it('sends each choice as the chart event', () => {
    const send = vi.fn();
    const api = connectLobby(at({ browsing: 'ready' }), send);
    api.selectVendor('JDB');
    api.selectClassify('FISHING');
    api.search('dragon');
    api.setFilter('HOT');
    api.goToPage(2);
    api.loadMore();
    api.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'SELECT_VENDOR', vendor: 'JDB' },
      { type: 'SELECT_CLASSIFY', classify: 'FISHING' },
      { type: 'SEARCH', query: 'dragon' },
      { type: 'SET_FILTER', filter: 'HOT' },
      { type: 'GO_TO_PAGE', page: 2 },
      { type: 'LOAD_MORE' },
      { type: 'RETRY' },
    ]);
  });

  it('Favourite and Recent need a session; in Favourite a removed star leaves the list at once', () => {
    expect(['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'].filter((filter) => filterNeedsSession(filter as 'ALL'))).toEqual(['FAV', 'RECENT']);
    const games = [sampleGame(1), sampleGame(2)];
    expect(gamesShown({ games, filter: 'FAV' }, [games[1]?.nodeId ?? ''])).toEqual([games[1]]);
    expect(gamesShown({ games, filter: 'FAV' }, null)).toEqual(games);
    expect(gamesShown({ games, filter: 'ALL' }, [])).toEqual(games);
  });
});
