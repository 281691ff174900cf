/** connectHomeSection without React: a home category section's chart → what the section shows, and its retry. */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '../../../src/api';
import { homeSectionMachine } from '../../../machines/home/homeSection.machine';
import { connectHomeSection } from '../../../machines/home/homeSection.connect';

const game = { nodeId: '1', vassalage: 'PG', gameType: 'RNG' } as Game;
const input = { gameType: 'RNG' };
const at = (value: 'loading' | 'ready' | 'failure', data: readonly Game[] | null, failureKey: string | null = null) =>
  homeSectionMachine.resolveState({ value, context: { data, failureKey, input } });

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
    expect(load.mock.calls[0]?.[0].input).toEqual({ gameType: 'RNG' });
    expect(connectHomeSection(actor.getSnapshot(), actor.send).games).toEqual([game]);
  });
});
