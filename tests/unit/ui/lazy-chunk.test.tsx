// @vitest-environment jsdom
/**
 * lazyChunk: a preloaded chunk renders without suspending (no fallback, so no throttled reveal
 * after it). Drawing a chunk that arrives later is SuspenseBoundary's test.
 */
import { Suspense, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lazyChunk } from '../../../src/ui/loadChunk';
import { mountRoot, type MountedRoot } from './mountRoot';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

let mounted: MountedRoot;
beforeEach(() => (mounted = mountRoot()));
afterEach(() => mounted.unmount());

describe('lazyChunk', () => {
  it('draws a preloaded chunk in the first render, without a fallback', async () => {
    const Chunk = lazyChunk(async () => ({ default: Counter }));
    await Chunk.preload();
    mounted.render(
      <Suspense fallback={<p>loading</p>}>
        <Chunk label="c" />
      </Suspense>,
    );
    expect(mounted.host.textContent).toBe('c 0');
  });
});
