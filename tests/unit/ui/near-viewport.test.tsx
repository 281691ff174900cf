// @vitest-environment jsdom
/** useNearViewport: content below the fold is mounted only once its place comes near the viewport, and stays. */
import { act, Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from '../../../src/ui/useNearViewport';
import { mountRoot, type MountedRoot } from './mountRoot';

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

let mounted: MountedRoot;

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  mounted = mountRoot();
});

afterEach(() => {
  mounted.unmount();
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('shows the placeholder until the element comes within one viewport height, then the content for good', () => {
    mounted.render(<Section />);
    const observer = FakeObserver.last;
    expect(mounted.host.textContent).toBe('skeleton');
    expect(observer?.options.rootMargin).toBe('100% 0px');
    observer?.scrollTo(false);
    expect(mounted.host.textContent).toBe('skeleton');
    observer?.scrollTo(true);
    expect(mounted.host.textContent).toBe('games');
    expect(observer?.disconnected).toBe(true);
    // scrolled away again: what was mounted stays
    observer?.scrollTo(false);
    expect(mounted.host.textContent).toBe('games');
  });

  it('draws the section once as it mounts, and once more when it comes near', () => {
    let drawn = 0;
    mounted.render(
      <Profiler id="section" onRender={() => (drawn += 1)}>
        <Section />
      </Profiler>,
    );
    // the observer is set up by the ref: attaching the element redraws nothing
    expect(drawn).toBe(1);
    FakeObserver.last?.scrollTo(true);
    expect(mounted.host.textContent).toBe('games');
    expect(drawn).toBe(2);
  });

  it('mounts at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    mounted.render(<Section />);
    expect(mounted.host.textContent).toBe('games');
  });
});
