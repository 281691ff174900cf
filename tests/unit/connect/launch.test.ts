/** connectLaunch without React: the launcher's dialog per launch state, the request built from a game, and the intents. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Game } from '../../../src/api';
import { launchMachine, type LaunchContext, type LaunchRequest } from '../../../machines/games/launch.machine';
import { connectLaunch, gameName, launchRequestOf, underMaintenance } from '../../../machines/games/launch.connect';

const request: LaunchRequest = { nodeId: '42', gameType: 'PVP', vassalage: 'KY', name: 'Texas', freePlay: false, hosts: [] };
const at = (value: string, changes: Partial<LaunchContext> = {}) =>
  launchMachine.resolveState({ value, context: { request, url: null, failureKey: null, maintenanceFound: [], ...changes } });

describe('connectLaunch', () => {
  it('is idle with no dialog before a launch', () => {
    const api = connectLaunch(launchMachine.resolveState({ value: 'idle', context: { request: null, url: null, failureKey: null, maintenanceFound: [] } }), vi.fn());
    expect(api).toMatchObject({ status: 'idle', active: false, starting: false, failed: false, blocked: false, name: '', played: false });
  });

  it('shows progress while launching and while the window opens', () => {
    expect(connectLaunch(at('launching'), vi.fn())).toMatchObject({ status: 'launching', active: true, starting: true, name: 'Texas' });
    expect(connectLaunch(at('opening', { url: 'https://cdn.test/play' }), vi.fn())).toMatchObject({ status: 'opening', active: true, starting: true });
  });

  it("shows the platform's reason for a failed launch", () => {
    expect(connectLaunch(at('failed', { failureKey: 'errors:maintenance' }), vi.fn())).toMatchObject({ status: 'failed', active: true, starting: false, failed: true, failureKey: 'errors:maintenance' });
  });

  it('says a game the lobby marked as under maintenance is so, with nothing to retry', () => {
    expect(connectLaunch(at('maintenance'), vi.fn())).toMatchObject({ status: 'failed', active: true, starting: false, failed: true, retryable: false, failureKey: 'errors:gameMaintenance', name: 'Texas' });
    expect(connectLaunch(at('failed', { failureKey: 'errors:maintenance' }), vi.fn())).toMatchObject({ retryable: true });
  });

  it('launches a game under maintenance without asking the platform, and a dismissal closes it', () => {
    const launchGame = vi.fn(async () => 'https://cdn.test/play');
    const actor = createActor(launchMachine.provide({ actors: { launchGame: fromPromise(launchGame) } })).start();
    actor.send({ type: 'LAUNCH', request: launchRequestOf({ nodeId: '9', gameType: 'LIVE', vassalage: 'AG', gameName: 'Baccarat', maintenance: true }, { freePlay: false, hosts: [] }) });
    expect(connectLaunch(actor.getSnapshot(), vi.fn())).toMatchObject({ failed: true, retryable: false, failureKey: 'errors:gameMaintenance', name: 'Baccarat' });
    expect(launchGame).not.toHaveBeenCalled();
    actor.send({ type: 'DISMISS' });
    expect(connectLaunch(actor.getSnapshot(), vi.fn())).toMatchObject({ status: 'idle', active: false });
    actor.send({ type: 'LAUNCH', request });
    expect(launchGame).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('a launch the platform refuses as under maintenance (begun after the lobby loaded) is said as maintenance, and the game is marked for its tile and its next press', async () => {
    for (const refusal of [{ messageKey: 'errors:gameMaintenance', errorCode: 'game.maintenance' }]) {
      const launchGame = vi.fn(async (): Promise<string> => {
        throw refusal;
      });
      const actor = createActor(launchMachine.provide({ actors: { launchGame: fromPromise(launchGame) } })).start();
      const game = { nodeId: '9', gameType: 'LIVE', vassalage: 'AG', gameName: 'Baccarat' } as Game;
      const view = () => connectLaunch(actor.getSnapshot(), vi.fn());
      actor.send({ type: 'LAUNCH', request: launchRequestOf(game, { freePlay: false, hosts: [], maintenanceFound: view().maintenanceFound }) });
      await vi.waitFor(() => expect(view().starting).toBe(false));
      expect(view()).toMatchObject({ failed: true, retryable: false, failureKey: 'errors:gameMaintenance', name: 'Baccarat', maintenanceFound: ['9'] });
      expect(underMaintenance(game, view().maintenanceFound)).toBe(true);
      expect(underMaintenance({ ...game, nodeId: '10' }, view().maintenanceFound)).toBe(false);
      actor.send({ type: 'DISMISS' });
      // pressed again: told at once, the platform not asked again
      actor.send({ type: 'LAUNCH', request: launchRequestOf(game, { freePlay: false, hosts: [], maintenanceFound: view().maintenanceFound }) });
      expect(view()).toMatchObject({ failed: true, retryable: false, failureKey: 'errors:gameMaintenance', maintenanceFound: ['9'] });
      expect(launchGame).toHaveBeenCalledTimes(1);
      actor.stop();
    }
  });

  it("another refusal (#734, API.md's generic #543 'function not available') is a failure to retry, and marks no game", async () => {
    for (const refusal of [{ messageKey: 'errors:previousGameNotFinished', errorCode: '734' }, { messageKey: 'errors:functionNotAvailable', errorCode: '543' }]) {
      const actor = createActor(
        launchMachine.provide({
          actors: {
            launchGame: fromPromise<string, LaunchRequest>(async () => {
              throw refusal;
            }),
          },
        }),
      ).start();
      actor.send({ type: 'LAUNCH', request });
      await vi.waitFor(() => expect(connectLaunch(actor.getSnapshot(), vi.fn()).failed).toBe(true));
      expect(connectLaunch(actor.getSnapshot(), vi.fn())).toMatchObject({ retryable: true, failureKey: refusal.messageKey, maintenanceFound: [] });
      actor.stop();
    }
  });

  it('offers the link of a window the browser blocked', () => {
    expect(connectLaunch(at('blocked', { url: 'https://cdn.test/play' }), vi.fn())).toMatchObject({ status: 'blocked', blocked: true, failed: false, url: 'https://cdn.test/play', failureKey: null });
  });

  it('a launched and opened game plays at its URL (in the page on /seamless)', () => {
    expect(connectLaunch(at('idle', { url: 'https://cdn.test/play' }), vi.fn())).toMatchObject({ status: 'idle', active: false, played: true, url: 'https://cdn.test/play' });
  });

  it('sends LAUNCH, RETRY and DISMISS', () => {
    const send = vi.fn();
    const api = connectLaunch(at('failed'), send);
    api.launch(request);
    api.retry();
    api.dismiss();
    expect(send.mock.calls).toEqual([[{ type: 'LAUNCH', request }], [{ type: 'RETRY' }], [{ type: 'DISMISS' }]]);
  });

  it('builds the request of a game: its name, free play for a trial account, the launch hosts', () => {
    const game = { nodeId: '7', gameType: 'RNG', vassalage: 'PG', gameCode: 'pg_7', gameName: 'Fortune' } as Game;
    expect(gameName(game)).toBe('Fortune');
    expect(launchRequestOf(game, { freePlay: true, hosts: ['cdn.test'] })).toEqual({
      nodeId: '7',
      gameType: 'RNG',
      vassalage: 'PG',
      gameCode: 'pg_7',
      name: 'Fortune',
      freePlay: true,
      hosts: ['cdn.test'],
    });
    expect(launchRequestOf({ ...game, maintenance: true }, { freePlay: false, hosts: [] })).toMatchObject({ nodeId: '7', maintenance: true });
  });
});
