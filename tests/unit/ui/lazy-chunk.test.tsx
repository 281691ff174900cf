// @vitest-environment jsdom
/**
 * lazyChunk: a preloaded chunk renders without suspending, and a component that first arrived by
 * suspending keeps its state when its parent renders again (it is never swapped for the loaded
 * component mid-life, which would unmount it).
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

const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

describe('lazyChunk', () => {
  it('keeps the state of a component that arrived by suspending when its parent renders again', async () => {
    const Chunk = lazyChunk(async () => ({ default: Counter }));
    const app = (label: string) => (
      <Suspense fallback={<p>loading</p>}>
        <Chunk label={label} />
      </Suspense>
    );
    act(() => root.render(app('a')));
    expect(container.textContent).toBe('loading');
    await flush();
    act(() => container.querySelector('button')!.click());
    expect(container.textContent).toBe('a 1');
    act(() => root.render(app('b')));
    expect(container.textContent).toBe('b 1');
  });

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
