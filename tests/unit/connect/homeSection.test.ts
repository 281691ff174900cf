/** connectHomeSection without React: a home category section's chart → what the section shows, and its retry. */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '../../../src/api';
import { homeSectionMachine } from '../../../machines/home/homeSection.machine';
import { connectHomeSection } from '../../../machines/home/homeSection.connect';

const game = { nodeId: '1', vassalage: 'PG', gameType: 'RNG' } as Game;
const input = { gameType: 'RNG', language: 'es' };
const at = (value: 'loading' | 'ready' | 'failure', data: readonly Game[] | null, failureKey: string | null = null) =>
  homeSectionMachine.resolveState({ value, context: { data, failureKey, input, language: 'es' } });

describe('connectHomeSection', () => {
  it('is loading with no games yet', () => {
    expect(connectHomeSection(at('loading', null), vi.fn())).toMatchObject({ status: 'loading', busy: true, games: [], empty: false, failureKey: null });
  });

  it("shows the category's games once loaded, and says when there are none", () => {
    expect(connectHomeSection(at('ready', [game]), vi.fn())).toMatchObject({ status: 'ready', busy: false, games: [game], empty: false });
    expect(connectHomeSection(at('ready', []), vi.fn())).toMatchObject({ status: 'ready', games: [], empty: true });
  });

  it('says why the load failed, and retries', () => {
    const send = vi.fn();
    const api = connectHomeSection(at('failure', null, 'errors:systemBusy'), send);
    expect(api).toMatchObject({ status: 'failed', busy: false, games: [], empty: false, failureKey: 'errors:systemBusy' });
    api.retry();
    expect(send).toHaveBeenCalledWith({ type: 'RETRY' });
  });
});

describe('homeSectionMachine', () => {
  it('gives the load the game type it was opened with', async () => {
    const load = vi.fn(async ({ input: received }: { input: unknown }): Promise<readonly Game[]> => (received === input ? [game] : []));
    const actor = createActor(homeSectionMachine.provide({ actors: { load: fromPromise(load) } }), { input }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true));
    expect(load.mock.calls[0]?.[0].input).toEqual({ gameType: 'RNG', language: 'es' });
    expect(connectHomeSection(actor.getSnapshot(), actor.send).games).toEqual([game]);
  });

  it('told another language, drops the games shown and asks again in the same flow; the same language asks nothing', async () => {
    let language = 'es';
    const load = vi.fn(async (): Promise<readonly Game[]> => [{ ...game, gameName: language } as Game]);
    const actor = createActor(homeSectionMachine.provide({ actors: { load: fromPromise(load) } }), { input }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true));
    actor.send({ type: 'LANGUAGE', language: 'es' });
    expect(load).toHaveBeenCalledTimes(1);
    language = 'en';
    actor.send({ type: 'LANGUAGE', language: 'en' });
    expect(connectHomeSection(actor.getSnapshot(), actor.send).games).toEqual([]);
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true));
    expect(connectHomeSection(actor.getSnapshot(), actor.send).games.map((shown) => shown.gameName)).toEqual(['en']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
