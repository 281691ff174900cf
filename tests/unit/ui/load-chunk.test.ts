/**
 * loadChunk: a lazily loaded chunk that failed to arrive is asked for again (at once when the
 * browser comes back online, after a pause otherwise), and the failure reaches the caller only
 * after CHUNK_ATTEMPTS attempts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_ATTEMPTS, loadChunk } from '../../../src/ui/loadChunk';

function failingTimes(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: 'chunk' };
  });
  return load;
}

describe('loadChunk', () => {
  const events = new EventTarget();
  let online = true;

  beforeEach(() => {
    vi.useFakeTimers();
    online = true;
    vi.stubGlobal('navigator', { get onLine() { return online; } });
    vi.stubGlobal('window', { addEventListener: events.addEventListener.bind(events) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('returns the module at once when it arrives', async () => {
    const load = failingTimes(0);
    await expect(loadChunk(load)).resolves.toEqual({ default: 'chunk' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('online: tries again after a pause and resolves with the second attempt', async () => {
    const load = failingTimes(1);
    const result = loadChunk(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(799);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ default: 'chunk' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offline: waits for the browser to be back online, however long that takes', async () => {
    online = false;
    const load = failingTimes(1);
    const result = loadChunk(load);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    online = true;
    events.dispatchEvent(new Event('online'));
    await expect(result).resolves.toEqual({ default: 'chunk' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it(`gives up after ${CHUNK_ATTEMPTS} attempts with the last error`, async () => {
    const load = failingTimes(CHUNK_ATTEMPTS);
    const result = loadChunk(load);
    const settled = expect(result).rejects.toThrow('Failed to fetch dynamically imported module');
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(load).toHaveBeenCalledTimes(CHUNK_ATTEMPTS);
  });
});
