/**
 * The game charts' reads stop with their chart: the wiring hands the call the signal the chart's
 * invoke carries, so a lobby query replaced by the next filter, a lobby closed, a favourites list
 * of a member who signed out or a game launch the player walked away from sends nothing more and
 * takes no answer. The lottery screen's load (lottery-load.test.ts) showed what an unstopped call
 * costs: a closed screen's answer took the failure meant for the open one.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import type { CallOptions } from '../../../src/api';
import type { PlatformApi } from '../api/platform-api';

const adapter = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../../src/app/wiring/platform', async (importOriginal) =>
  (await import('../api/swapped-platform')).swappedPlatform(await importOriginal(), () => adapter.current as Partial<PlatformApi> | undefined),
);

// the worker's files share their modules (vitest.config.ts isolate: false): a wiring another file
// imported first would still call that file's adapter, so these are imported afresh
vi.resetModules();
// and the next file imports them afresh for its own adapter
afterAll(() => vi.resetModules());
const { favouritesLogic } = await import('../../../src/app/wiring/games/favourites');
const { launchLogic } = await import('../../../src/app/wiring/games/launch');
const { lobbyLogic } = await import('../../../src/app/wiring/games/lobby');

/** A games area whose every read waits until its signal aborts; the signals it was given, by call. */
function waitingGames() {
  const signals = new Map<string, AbortSignal | undefined>();
  const waits = (name: string) => (...args: unknown[]) => {
    const options = args.at(-1) as CallOptions | undefined;
    signals.set(name, options?.signal);
    return new Promise((_resolve, reject) => options?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
  };
  const games = {
    getFavouriteIds: waits('getFavouriteIds'),
    launchGame: waits('launchGame'),
    getFavouriteList: waits('getFavouriteList'),
    getRecentGames: waits('getRecentGames'),
    getGameList: waits('getGameList'),
  };
  return { games, signals };
}

/** Starts the chart's invoked logic `name` as its invoke would, then stops it as leaving the state does. */
function startAndStop(logic: { implementations: { actors: Record<string, unknown> } }, name: string, input: unknown): void {
  const actor = createActor(logic.implementations.actors[name] as AnyActorLogic, { input }).start();
  actor.stop();
}

const LOBBY_QUERY = { gameType: 'RNG', vendor: 'ALL', classify: 'ALL', search: '', page: 1 };

describe('the game charts\' reads stop with their chart', () => {
  it.each([
    ['favourites: the member\'s favourite ids', favouritesLogic, 'loadIds', undefined, 'getFavouriteIds'],
    ['launch: the game\'s address', launchLogic, 'launchGame', { nodeId: '1', gameType: 'RNG', vassalage: 'PG', name: 'Game', freePlay: false, hosts: [] }, 'launchGame'],
    ['lobby: a page of the member\'s favourites', lobbyLogic, 'loadPage', { ...LOBBY_QUERY, filter: 'FAV' }, 'getFavouriteList'],
    ['lobby: a page of the member\'s recent games', lobbyLogic, 'loadPage', { ...LOBBY_QUERY, filter: 'RECENT' }, 'getRecentGames'],
    ['lobby: a page found by name', lobbyLogic, 'loadPage', { ...LOBBY_QUERY, gameType: '', search: 'piñata', filter: 'ALL' }, 'getGameList'],
  ] as const)('%s', async (_name, logic, actorName, input, call) => {
    const { games, signals } = waitingGames();
    adapter.current = { games };
    try {
      startAndStop(logic as unknown as { implementations: { actors: Record<string, unknown> } }, actorName, input);
      await vi.waitFor(() => expect(signals.has(call)).toBe(true));
      expect(signals.get(call)?.aborted).toBe(true);
    } finally {
      adapter.current = undefined;
    }
  });
});
