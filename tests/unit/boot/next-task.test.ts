/**
 * nextTask (src/boot/nextTask.ts), which splits the entry's evaluation into tasks (src/main.tsx):
 * it resolves in a later task, not among the current task's microtasks, and by a
 * message rather than a timer, so faked timers that never advance do not hold the boot.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../src/boot/nextTask';

afterEach(() => vi.useRealTimers());

describe('nextTask', () => {
  it('does not resolve among the current microtasks', async () => {
    let resolved = false;
    const pending = nextTask().then(() => {
      resolved = true;
    });
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(resolved).toBe(false);
    await pending;
    expect(resolved).toBe(true);
  });

  it('resolves while every timer is faked and none advances', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask', 'requestAnimationFrame', 'requestIdleCallback'] });
    await expect(nextTask()).resolves.toBeUndefined();
  });
});
