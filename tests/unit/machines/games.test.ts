import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { VendorLane } from '../../../src/api';
import { launchMachine, type LaunchRequest } from '../../../machines/games/launch.machine';
import { lobbyMachine, type LobbyPage, type LobbyQuery } from '../../../machines/games/lobby.machine';
import { sampleGame } from '../../paths/models/lobby.model';

const flush = () => vi.advanceTimersByTimeAsync(0);

function lobbyWith(pages: (query: LobbyQuery) => LobbyPage) {
  const queries: LobbyQuery[] = [];
  const actor = createActor(
    lobbyMachine.provide({
      actors: {
        loadLane: fromPromise<VendorLane | null, { gameType: string }>(async () => null),
        loadPage: fromPromise<LobbyPage, LobbyQuery>(async ({ input }) => {
          queries.push(input);
          return pages(input);
        }),
      },
    }),
    { input: { gameType: 'RNG', vendor: 'PG', language: 'es' } },
  ).start();
  return { actor, queries };
}

const threePages = (): LobbyPage => ({ games: [sampleGame(1), sampleGame(2)], totalPages: 3 });

describe('lobby chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with the vendor from the URL on page 1 of 18-game pages, filter All', async () => {
    const { actor, queries } = lobbyWith(threePages);
    await flush();
    expect(actor.getSnapshot().matches({ browsing: 'ready' })).toBe(true);
    expect(queries[0]).toEqual({ gameType: 'RNG', vendor: 'PG', classify: 'ALL', search: '', filter: 'ALL', page: 1 });
  });

  it('load more appends the next page; pagination replaces it; a new vendor, classification, search or filter goes back to page 1', async () => {
    const { actor, queries } = lobbyWith(threePages);
    await flush();
    actor.send({ type: 'LOAD_MORE' });
    await flush();
    expect(queries.at(-1)?.page).toBe(2);
    expect(actor.getSnapshot().context.games).toHaveLength(4);
    actor.send({ type: 'GO_TO_PAGE', page: 3 });
    await flush();
    expect(queries.at(-1)?.page).toBe(3);
    expect(actor.getSnapshot().context.games).toHaveLength(2);
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().matches({ browsing: 'ready' })).toBe(true); // last page: nothing more
    for (const event of [
      { type: 'SELECT_VENDOR', vendor: 'ALL' },
      { type: 'SELECT_CLASSIFY', classify: 'SLOT' },
      { type: 'SEARCH', query: ' dragon ' },
      { type: 'SET_FILTER', filter: 'HOT' },
    ] as const) {
      actor.send({ type: 'GO_TO_PAGE', page: 2 });
      await flush();
      actor.send(event);
      await flush();
      expect(queries.at(-1)?.page).toBe(1);
    }
    expect(queries.at(-1)).toMatchObject({ vendor: 'ALL', classify: 'SLOT', search: 'dragon', filter: 'HOT' });
  });

  it('choosing a vendor clears the name search (search only while the vendor is All)', async () => {
    const { actor, queries } = lobbyWith(threePages);
    await flush();
    actor.send({ type: 'SELECT_VENDOR', vendor: 'ALL' });
    actor.send({ type: 'SEARCH', query: 'dragon' });
    await flush();
    actor.send({ type: 'SELECT_VENDOR', vendor: 'JDB' });
    await flush();
    expect(queries.at(-1)).toMatchObject({ vendor: 'JDB', search: '' });
  });

  it('an empty first page is the empty state; a failure keeps its message and retries the same query', async () => {
    let fail = true;
    const { actor } = lobbyWith(() => {
      if (fail) throw Object.assign(new Error('busy'), { messageKey: 'errors:systemBusy' });
      return { games: [], totalPages: 0 };
    });
    await flush();
    expect(actor.getSnapshot().matches({ browsing: 'failure' })).toBe(true);
    expect(actor.getSnapshot().context.failureKey).toBe('errors:systemBusy');
    fail = false;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(actor.getSnapshot().matches({ browsing: 'empty' })).toBe(true);
  });
});

describe('launch chart', () => {
  const request: LaunchRequest = { nodeId: '1', gameType: 'LIVE', vassalage: 'AG', name: 'Baccarat', freePlay: false, hosts: [] };

  it('opens the launched URL; a refused window is the blocked state with the URL kept for a link', async () => {
    const opened: string[] = [];
    let block = false;
    const actor = createActor(
      launchMachine.provide({
        actors: {
          launchGame: fromPromise(async () => 'https://cdn.test/game/1'),
          openGame: fromPromise<void, string>(async ({ input }) => {
            if (block) throw new Error('popup.blocked');
            opened.push(input);
          }),
        },
      }),
    ).start();
    actor.send({ type: 'LAUNCH', request });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(opened).toEqual(['https://cdn.test/game/1']);
    block = true;
    actor.send({ type: 'LAUNCH', request });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('blocked');
    expect(actor.getSnapshot().context.url).toBe('https://cdn.test/game/1');
  });

  it('keeps the platform reason of a failed launch (a lost connection, #734 previous game) and retries', async () => {
    let calls = 0;
    const actor = createActor(
      launchMachine.provide({
        actors: {
          launchGame: fromPromise<string, LaunchRequest>(async () => {
            calls += 1;
            throw Object.assign(new Error('x'), { messageKey: calls === 1 ? 'errors:networkAbnormal' : 'errors:previousGameNotFinished' });
          }),
          openGame: fromPromise<void, string>(async () => undefined),
        },
      }),
    ).start();
    actor.send({ type: 'LAUNCH', request });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.failureKey).toBe('errors:networkAbnormal');
    actor.send({ type: 'RETRY' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.failureKey).toBe('errors:previousGameNotFinished');
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

