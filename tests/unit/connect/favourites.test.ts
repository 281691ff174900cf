/** connectFavourites and the tiles' narrow selector without React: the toast's props per state, a tile's star, and the toggle. */
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '../../../src/api';
import { favouritesMachine, type FavouritesContext } from '../../../machines/games/favourites.machine';
import { connectFavourites, favouriteIdsOf, favouriteIntents, favouriteStarOf, sameStar } from '../../../machines/games/favourites.connect';

const context = (changes: Partial<FavouritesContext> = {}): FavouritesContext => ({
  ids: ['1', '2'],
  unsentChanges: [],
  coolingDown: [],
  failureKey: null,
  failureCount: 0,
  ...changes,
});
const at = (value: string | Record<string, string>, changes?: Partial<FavouritesContext>) => favouritesMachine.resolveState({ value, context: context(changes) });
const game = { nodeId: '3', vassalage: 'PG', gameType: 'RNG' } as Game;

describe('connectFavourites', () => {
  it('is loading until the ids answer', () => {
    expect(connectFavourites(at('loading', { ids: [] }), vi.fn())).toMatchObject({ status: 'loading', loadFailed: false, saving: false });
  });

  it('is ready, and saving while a change is on its way', () => {
    expect(connectFavourites(at({ ready: 'idle' }), vi.fn())).toMatchObject({ status: 'ready', saving: false });
    const change = { game: { nodeId: '3', vendor: 'PG', gameType: 'RNG' }, add: true };
    expect(connectFavourites(at({ ready: 'saving' }, { unsentChanges: [change], coolingDown: ['3'] }), vi.fn())).toMatchObject({ status: 'ready', saving: true, coolingDown: ['3'] });
  });

  it('tells a failed load (retry) from an undone save, with the failure count', () => {
    expect(connectFavourites(at('failure', { failureKey: 'errors:systemBusy', failureCount: 1 }), vi.fn())).toMatchObject({ status: 'failed', loadFailed: true, failureKey: 'errors:systemBusy', failureCount: 1 });
    expect(connectFavourites(at({ ready: 'idle' }, { failureKey: 'errors:systemBusy', failureCount: 2 }), vi.fn())).toMatchObject({ status: 'ready', loadFailed: false, failureCount: 2 });
  });

  it("reads one tile's star narrowly, and the ids for a list", () => {
    const snapshot = at({ ready: 'idle' });
    expect([favouriteStarOf(snapshot, '1').favourite, favouriteStarOf(snapshot, '3').favourite]).toEqual([true, false]);
    expect(favouriteIdsOf(snapshot)).toEqual(['1', '2']);
    expect(connectFavourites(snapshot, vi.fn()).isFavourite('2')).toBe(true);
  });

  it("tells on a tile's star whether the favourites are there, its own change unanswered and its own throttle", () => {
    expect(favouriteStarOf(at('loading', { ids: [] }), '1')).toEqual({ favourite: false, status: 'loading', saving: false, coolingDown: false });
    expect(favouriteStarOf(at('failure', { ids: [] }), '1')).toMatchObject({ status: 'failed' });
    const change = { game: { nodeId: '3', vendor: 'PG', gameType: 'RNG' }, add: true };
    const saving = at({ ready: 'saving' }, { ids: ['3', '1', '2'], unsentChanges: [change], coolingDown: ['3'] });
    expect(favouriteStarOf(saving, '3')).toEqual({ favourite: true, status: 'ready', saving: true, coolingDown: true });
    // another tile is not held up by it
    expect(favouriteStarOf(saving, '1')).toEqual({ favourite: true, status: 'ready', saving: false, coolingDown: false });
    expect(sameStar(favouriteStarOf(saving, '1'), favouriteStarOf(at({ ready: 'idle' }), '1'))).toBe(true);
    expect(sameStar(favouriteStarOf(saving, '3'), favouriteStarOf(at({ ready: 'idle' }), '3'))).toBe(false);
  });

  it("sends a tile's toggle with the chart's target, and the retry", () => {
    const send = vi.fn();
    connectFavourites(at({ ready: 'idle' }), send).toggle(game);
    favouriteIntents(send).retry();
    expect(send.mock.calls).toEqual([[{ type: 'TOGGLE', game: { nodeId: '3', vendor: 'PG', gameType: 'RNG' } }], [{ type: 'RETRY' }]]);
  });
});
