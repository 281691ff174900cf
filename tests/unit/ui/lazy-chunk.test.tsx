// @vitest-environment jsdom
/**
 * lazyChunk: a preloaded chunk renders without suspending (no fallback, so no throttled reveal
 * after it). Drawing a chunk that arrives later is SuspenseBoundary's test.
 */
import { act, Suspense, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lazyChunk } from '../../../src/ui/loadChunk';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('lazyChunk', () => {
  it('draws a preloaded chunk in the first render, without a fallback', async () => {
    const Chunk = lazyChunk(async () => ({ default: Counter }));
    await Chunk.preload();
    act(() =>
      root.render(
        <Suspense fallback={<p>loading</p>}>
          <Chunk label="c" />
        </Suspense>,
      ),
    );
    expect(container.textContent).toBe('c 0');
  });
});
