// @vitest-environment jsdom
/**
 * AfterFirstDraw: the first commit leaves its children out, and they follow in a render
 * of their own (the footer below the fold is drawn after the first page).
 */
import { act } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstDraw } from '../../../src/ui/AfterFirstDraw';
import { mountRoot, type MountedRoot } from './mountRoot';

let mounted: MountedRoot | null = null;

afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

describe('AfterFirstDraw', () => {
  it('leaves its children out of the first commit and draws them in the next render', async () => {
    mounted = mountRoot();
    const { host, root } = mounted;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      flushSync(() =>
        root.render(
          <main>
            <p>first screen</p>
            <AfterFirstDraw>
              <footer>below the fold</footer>
            </AfterFirstDraw>
          </main>,
        ),
      );
      expect(host.textContent).toBe('first screen');
      await vi.waitFor(() => expect(host.querySelector('footer')?.textContent).toBe('below the fold'), { timeout: 2000, interval: 5 });
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('draws its children at once when the tree is rendered through act (tests see the whole shell)', async () => {
    mounted = mountRoot();
    await act(async () => {
      mounted?.render(
        <AfterFirstDraw>
          <footer>below the fold</footer>
        </AfterFirstDraw>,
      );
    });
    expect(mounted.host.querySelector('footer')).not.toBeNull();
  });
});
