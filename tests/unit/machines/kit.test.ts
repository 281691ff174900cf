/**
 * The kit's small pieces: `storeFailure` keeps the key, or the key and the server's text when the
 * chart says `withText` (and only a context with failureText may say it: the compiler refuses the
 * rest); `firstTagOf` reads the first tag of a list as its word, in the list's order.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createActor, fromPromise, setup, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { errorOf, firstTagOf, storeFailure } from '../../../machines/kit';

const refusal = { messageKey: 'errors:limitReached', serverMessage: 'Límite alcanzado' };

/** Runs a chart to its failed load and answers what its context kept. */
async function contextAfterFailure(chart: AnyStateMachine): Promise<unknown> {
  const actor = createActor(chart).start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return (actor.getSnapshot() as SnapshotFrom<AnyStateMachine>).context;
}

const failingLoad = { load: fromPromise<void>(() => Promise.reject(refusal)) };
const loadingToFailed = {
  initial: 'loading',
  states: {
    loading: { invoke: { src: 'load', onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } } } },
    failed: {},
  },
} as const;

describe('storeFailure', () => {
  it('keeps the key alone on a chart that shows no server text', async () => {
    const chart = setup({
      types: { context: {} as { failureKey: string | null; shown: number } },
      actors: failingLoad,
      actions: { storeFailure: storeFailure() },
    }).createMachine({ context: { failureKey: null, shown: 1 }, ...loadingToFailed });
    const context = await contextAfterFailure(chart);
    expect(context).toEqual({ failureKey: 'errors:limitReached', shown: 1 });
  });

  it('keeps the key and the server text with withText', async () => {
    const chart = setup({
      types: { context: {} as { failureKey: string | null; failureText: string | null } },
      actors: failingLoad,
      actions: { storeFailure: storeFailure({ withText: true }) },
    }).createMachine({ context: { failureKey: null, failureText: null }, ...loadingToFailed });
    const context = await contextAfterFailure(chart);
    expect(context).toEqual({ failureKey: 'errors:limitReached', failureText: 'Límite alcanzado' });
  });

  it('withText only on a context that has failureText (a compile error otherwise)', () => {
    setup({
      types: { context: {} as { failureKey: string | null } },
      // @ts-expect-error: the context keeps no server text, so it cannot ask for it
      actions: { storeFailure: storeFailure({ withText: true }) },
    });
    setup({
      types: { context: {} as { failureKey: string | null; failureText: string | null } },
      actions: { storeFailure: storeFailure({ withText: true }) },
    });
  });

  it('the plain form only on a context without failureText (a chart that shows the text says so)', () => {
    setup({
      types: { context: {} as { failureKey: string | null; failureText: string | null } },
      // @ts-expect-error: the context shows the server's text, so the chart must say withText
      actions: { storeFailure: storeFailure() },
    });
  });
});

const tagged = (...tags: string[]) => ({ hasTag: (tag: string) => tags.includes(tag) });
const PAIRS = [
  ['offered', 'ready'],
  ['activating', 'activating'],
  ['stuck', 'stuck'],
] as const;

describe('firstTagOf', () => {
  it('is the word of the first pair whose tag the snapshot carries', () => {
    expect(firstTagOf(tagged('stuck'), PAIRS, 'none')).toBe('stuck');
    expect(firstTagOf(tagged('activating', 'stuck'), PAIRS, 'none')).toBe('activating');
    expect(firstTagOf(tagged('stuck', 'offered'), PAIRS, 'none')).toBe('ready');
  });

  it('is the fallback when no tag of the list is carried', () => {
    expect(firstTagOf(tagged(), PAIRS, 'none')).toBe('none');
    expect(firstTagOf(tagged('busy'), [], 'idle')).toBe('idle');
  });

  it('types its answer as the union of the words and the fallback', () => {
    expectTypeOf(firstTagOf(tagged(), PAIRS, 'none')).toEqualTypeOf<'ready' | 'activating' | 'stuck' | 'none'>();
    expectTypeOf(firstTagOf(tagged(), [['a', 'one']], 'other')).toEqualTypeOf<'one' | 'other'>();
  });
});
