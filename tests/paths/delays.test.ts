/**
 * A path's delay step is jumped by the chart's own delay. Where that delay counts from a time the
 * chart stored (responsibleGaming's readAt), it is worked out as of when the paths were generated:
 * the app in the browser entered the state by its own clock just before the step, so it waits the
 * whole delay, however long after generation the path runs.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup, assign } from 'xstate';
import { delayMsOf, generatePaths } from './generate';
import { registeredMachines } from './registry';

const WAIT_MS = 60_000;
const machine = setup({
  types: { context: {} as { readAt: number } },
  delays: { due: ({ context }) => Math.max(0, WAIT_MS - (Date.now() - context.readAt)) },
}).createMachine({
  context: { readAt: 0 },
  initial: 'idle',
  states: {
    idle: { on: { READ: { target: 'waiting', actions: assign({ readAt: () => Date.now() }) } } },
    waiting: { after: { due: 'idle' } },
  },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('delayMsOf', () => {
  it('works a stored-time delay out as of the time given, not as of now', () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    const actor = createActor(machine).start();
    actor.send({ type: 'READ' });
    const waiting = actor.getSnapshot();
    vi.setSystemTime(1_000_000 + 45_000);
    expect(delayMsOf(machine, waiting, 'xstate.after.due.(machine).waiting')).toBe(15_000);
    expect(delayMsOf(machine, waiting, 'xstate.after.due.(machine).waiting', 1_000_000)).toBe(WAIT_MS);
    // and Date.now is itself again afterwards
    expect(Date.now()).toBe(1_045_000);
    actor.stop();
  });

  it('generated paths carry their generation time, no earlier than the snapshots they hold', () => {
    const before = Date.now();
    const { paths } = generatePaths('responsibleGaming', registeredMachines.responsibleGaming);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect(path.generatedAt).toBeGreaterThanOrEqual(before);
      expect(path.generatedAt).toBeLessThanOrEqual(Date.now());
      for (const step of path.steps) {
        const readAt = (step.snapshot.context as { readAt?: number }).readAt ?? 0;
        expect(readAt).toBeLessThanOrEqual(path.generatedAt);
      }
    }
  });
});
