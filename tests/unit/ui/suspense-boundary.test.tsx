// @vitest-environment jsdom
/**
 * SuspenseBoundary draws its content the moment the code or the texts it waited for arrive.
 *
 * React's own Suspense commits resolved content on a retry, and holds a retry back by a timer
 * when it comes within 300 ms of the fallback ("throttled reveal"). Here, as under the browser
 * tests' paused clock, that timer never fires and `performance.now()` stands still: with React's
 * Suspense alone both cases below stay on their fallback.
 *
 * Not an act() environment on purpose: act() flushes past the throttle, which is what is tested.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Root } from 'react-dom/client';
import type { BackendModule, ReadCallback } from 'i18next';

// Before React is loaded: react-dom keeps the setTimeout it finds when it is first evaluated.
vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
const { createRoot } = await import('react-dom/client');
const { useTranslation } = await import('react-i18next');
const { ownTexts } = await import('./ownTexts');
const { lazyChunk } = await import('../../../src/ui/loadChunk');
const { SuspenseBoundary } = await import('../../../src/ui/SuspenseBoundary');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** One turn of the event loop that the fake clock leaves alone (React's scheduler runs on it). */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Waits, on real time, until the host shows `text`; fails with what it shows instead. */
async function untilShown(host: HTMLElement, text: string): Promise<void> {
  const giveUpAt = Date.now() + 2_000;
  while (host.textContent !== text && Date.now() < giveUpAt) await turn();
  expect(host.textContent).toBe(text);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** The 'later' namespace answers only when the test says so. */
const laterTexts = deferred<void>();
const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (namespace !== 'later') return callback(null, { title: 'Inicio' });
    void laterTexts.promise.then(() => callback(null, { title: 'Retiro' }));
  },
};

let host: HTMLDivElement;
let root: Root;
let texts: Awaited<ReturnType<typeof ownTexts>>;

beforeAll(async () => {
  texts = await ownTexts({ lng: 'es', ns: ['common'], initAsync: false, react: { useSuspense: true, bindI18n: 'languageChanged' } }, backend);
});
afterAll(() => vi.useRealTimers());

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  root.unmount();
  host.remove();
});

describe('SuspenseBoundary', () => {
  it("draws a chunk's component as soon as its code arrives", async () => {
    const code = deferred<{ default: () => string }>();
    const Page = lazyChunk(() => code.promise);
    root.render(
      texts.wrap(
        <SuspenseBoundary fallback="loading">
          <Page />
        </SuspenseBoundary>,
      ),
    );
    await untilShown(host, 'loading');

    code.resolve({ default: () => 'page' });
    await untilShown(host, 'page');
  });

  it('draws the arrived code as a transition where asked (the welcome popup), with no timer holding it back either', async () => {
    const code = deferred<{ default: () => string }>();
    const Popup = lazyChunk(() => code.promise);
    root.render(
      texts.wrap(
        <SuspenseBoundary fallback="loading" reveal="inTransition">
          <Popup />
        </SuspenseBoundary>,
      ),
    );
    await untilShown(host, 'loading');

    code.resolve({ default: () => 'popup' });
    await untilShown(host, 'popup');
  });

  it('draws a view as soon as the texts it suspended on arrive', async () => {
    function Withdraw() {
      const { t } = useTranslation('later');
      return <h1>{t('title')}</h1>;
    }
    root.render(
      texts.wrap(
        <SuspenseBoundary fallback="loading">
          <Withdraw />
        </SuspenseBoundary>,
      ),
    );
    await untilShown(host, 'loading');

    laterTexts.resolve();
    await untilShown(host, 'Retiro');
  });
});
