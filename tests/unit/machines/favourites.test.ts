/**
 * The favourites chart on a fake clock: optimistic changes, undo on failure, and the per-tile
 * throttle of SPEC.md §9 (a tile's toggle at most once per 1000 ms; other tiles are not held up).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { FAVOURITE_THROTTLE_MS, favouritesMachine, type FavouriteChange } from '../../../machines/games/favourites.machine';

const flush = () => vi.advanceTimersByTimeAsync(0);
const busy = () => Object.assign(new Error('busy'), { messageKey: 'errors:systemBusy' });

/** A save call the test answers when it wants. */
interface SentChange {
  readonly change: FavouriteChange;
  resolve(): void;
  reject(error: unknown): void;
}

function favouritesWith(ids: string[]) {
  const sent: SentChange[] = [];
  const actor = createActor(
    favouritesMachine.provide({
      actors: {
        loadIds: fromPromise<readonly string[]>(async () => ids),
        saveFavourite: fromPromise<void, FavouriteChange>(
          ({ input }) => new Promise<void>((resolve, reject) => sent.push({ change: input, resolve, reject })),
        ),
      },
    }),
  ).start();
  const toggle = (nodeId: string) => actor.send({ type: 'TOGGLE', game: gameOf(nodeId) });
  const currentIds = () => actor.getSnapshot().context.ids;
  return { actor, sent, toggle, ids: currentIds };
}

const gameOf = (nodeId: string) => ({ nodeId, vendor: 'PG', gameType: 'RNG' });

describe('favourites chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds optimistically, removes an existing favourite at once, and never sends an add for a favourite', async () => {
    const { sent, toggle, ids } = favouritesWith(['7']);
    await flush();
    toggle('42');
    expect(ids()).toEqual(['42', '7']); // before the platform answers
    toggle('7');
    expect(ids()).toEqual(['42']); // every list on screen follows at once
    await flush();
    expect(sent.map((s) => s.change)).toEqual([{ game: gameOf('42'), add: true }]);
    sent[0]?.resolve();
    await flush();
    expect(sent.map((s) => s.change)).toEqual([
      { game: gameOf('42'), add: true },
      { game: gameOf('7'), add: false },
    ]);
  });

  it('undoes a change the platform refused and shows why', async () => {
    const { actor, sent, toggle, ids } = favouritesWith([]);
    await flush();
    toggle('42');
    await flush();
    sent[0]?.reject(busy());
    await flush();
    expect(ids()).toEqual([]);
    expect(actor.getSnapshot().context.failureKey).toBe('errors:systemBusy');
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    // starring another tile right away does not hide why the first change was undone
    toggle('43');
    expect(actor.getSnapshot().context.failureKey).toBe('errors:systemBusy');
  });

  it('ignores the same tile again within 1000 ms of its accepted toggle, and accepts it at 1000 ms', async () => {
    const { sent, toggle, ids } = favouritesWith([]);
    await flush();
    toggle('42');
    sent[0]?.resolve();
    await flush();
    toggle('42'); // the call has answered, the tile still cools down
    await vi.advanceTimersByTimeAsync(FAVOURITE_THROTTLE_MS - 1);
    toggle('42');
    expect(ids()).toEqual(['42']);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    toggle('42');
    expect(ids()).toEqual([]);
    await flush();
    expect(sent.map((s) => s.change.add)).toEqual([true, false]);
  });

  it('accepts another tile while the first one cools down (a global throttle would not)', async () => {
    const { actor, sent, toggle, ids } = favouritesWith([]);
    await flush();
    toggle('42');
    await vi.advanceTimersByTimeAsync(300);
    toggle('43');
    expect(ids()).toEqual(['43', '42']);
    expect(actor.getSnapshot().context.coolingDown).toEqual(['42', '43']);
    sent[0]?.resolve();
    await flush();
    expect(sent.map((s) => s.change.game.nodeId)).toEqual(['42', '43']);

    // each tile's cooldown runs from its own toggle
    await vi.advanceTimersByTimeAsync(FAVOURITE_THROTTLE_MS - 300);
    expect(actor.getSnapshot().context.coolingDown).toEqual(['43']);
    toggle('42');
    toggle('43');
    expect(ids()).toEqual(['43']);
    await vi.advanceTimersByTimeAsync(300);
    expect(actor.getSnapshot().context.coolingDown).toEqual(['42']);
    toggle('43');
    expect(ids()).toEqual([]);
  });

  it('runs the cooldown from the accepted toggle, not from the answer: a slow call does not lengthen it', async () => {
    const { sent, toggle, ids } = favouritesWith([]);
    await flush();
    toggle('42');
    await vi.advanceTimersByTimeAsync(FAVOURITE_THROTTLE_MS);
    toggle('42'); // accepted though the add is still unanswered: queued behind it
    expect(ids()).toEqual([]);
    expect(sent).toHaveLength(1);
    sent[0]?.resolve();
    await flush();
    expect(sent.map((s) => s.change.add)).toEqual([true, false]);
  });

  it('undoes each failed change of several tiles on its own, keeping the ones the platform took', async () => {
    const { actor, sent, toggle, ids } = favouritesWith(['9']);
    await flush();
    toggle('42'); // add, will fail
    toggle('43'); // add, will succeed
    toggle('9'); // remove, will fail
    expect(ids()).toEqual(['43', '42']);
    await flush();
    sent[0]?.reject(busy());
    await flush();
    expect(ids()).toEqual(['43']);
    sent[1]?.resolve();
    await flush();
    sent[2]?.reject(busy());
    await flush();
    expect(ids()).toEqual(['9', '43']);
    expect(sent.map((s) => s.change)).toEqual([
      { game: gameOf('42'), add: true },
      { game: gameOf('43'), add: true },
      { game: gameOf('9'), add: false },
    ]);
    expect(actor.getSnapshot().context.unsentChanges).toEqual([]);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    // two failures for the same reason: the second is a new one to show, not the first one again
    expect(actor.getSnapshot().context.failureCount).toBe(2);
  });

  it('drops a tile\'s later change made on top of a failed one, and leaves the tile as the platform has it', async () => {
    const { actor, sent, toggle, ids } = favouritesWith([]);
    await flush();
    toggle('42'); // add, will fail
    await vi.advanceTimersByTimeAsync(FAVOURITE_THROTTLE_MS);
    toggle('42'); // remove, queued behind the add
    toggle('43');
    sent[0]?.reject(busy());
    await flush();
    expect(ids()).toEqual(['43']); // 42 is not a favourite on the platform
    expect(sent.map((s) => s.change)).toEqual([
      { game: gameOf('42'), add: true },
      { game: gameOf('43'), add: true },
    ]);
    expect(actor.getSnapshot().context.unsentChanges).toEqual([{ game: gameOf('43'), add: true }]);
  });

  it('ignores toggles until the ids are loaded, and a failed load can be retried', async () => {
    let fail = true;
    const actor = createActor(
      favouritesMachine.provide({
        actors: {
          loadIds: fromPromise<readonly string[]>(async () => {
            if (fail) throw busy();
            return ['7'];
          }),
          saveFavourite: fromPromise<void, FavouriteChange>(async () => undefined),
        },
      }),
    ).start();
    actor.send({ type: 'TOGGLE', game: gameOf('42') });
    await flush();
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.failureKey).toBe('errors:systemBusy');
    fail = false;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.ids).toEqual(['7']);
  });
});
