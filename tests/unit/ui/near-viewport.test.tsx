// @vitest-environment jsdom
/** useNearViewport: content below the fold is mounted only once its place comes near the viewport, and stays. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from '../../../src/ui/useNearViewport';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A stand-in IntersectionObserver the test moves by hand: `scrollTo(true)` brings the observed element near. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  scrollTo(near: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting: near }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function Section() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'games' : 'skeleton'}</div>;
}

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('shows the placeholder until the element comes within one viewport height, then the content for good', () => {
    act(() => root.render(<Section />));
    const observer = FakeObserver.last;
    expect(host.textContent).toBe('skeleton');
    expect(observer?.options.rootMargin).toBe('100% 0px');
    observer?.scrollTo(false);
    expect(host.textContent).toBe('skeleton');
    observer?.scrollTo(true);
    expect(host.textContent).toBe('games');
    expect(observer?.disconnected).toBe(true);
    // scrolled away again: what was mounted stays
    observer?.scrollTo(false);
    expect(host.textContent).toBe('games');
  });

  it('mounts at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    act(() => root.render(<Section />));
    expect(host.textContent).toBe('games');
  });
});
