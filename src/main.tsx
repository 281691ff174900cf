/**
 * Boot: theme before first paint; then, at once, the root actor (its system status call goes out
 * while the active language's texts are still arriving) and the code of the page being opened; the
 * system gate and the app render once the texts are in (the first page no longer waits
 * for these one after the other). The app's first drawing waits for the status gate to know its
 * page too (see renderApp below).
 */
// The entry's evaluation is one task of 180-300 ms at 4x CPU (the first page's longest):
// the libraries, then building the charts and the adapter's schemas, then the views' styles.
// Breaks (modules that await the next task) make it six tasks of ≈50-100 ms at 4x (three were
// 104-164 ms each: docs/PERFORMANCE.md item 22); imports evaluate in this order.
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import './boot/breakBeforeTexts';
import { currentLanguage, initI18n, loadTexts } from './i18n';
import { applyStoredTheme } from './ui/theme';
// first, so the browser's install prompt, fired early, is kept for the app's install entry
import './boot/installPrompt';
import { noteScrollbarThickness } from './ui/scrollbar';
import { warmFormats } from './ui/formats';
import { hasSessionToken } from './config/storage';
import { provideTextsLoader } from './ui/loadChunk';
import './boot/breakBeforeCharts';
import '@machines/auth/session.machine';
import './boot/breakInCharts';
import { RootProvider } from './app/actors';
import { matchAppRoute } from './app/routes';
import './boot/breakBeforeViews';
import './views/layout/AppLayout';
import './boot/breakInViews';
import { App } from './app/App';
import { SystemGate } from './app/SystemGate';
import { SystemSettled } from './app/SystemSettled';
import { ChunkBoundary } from './ui/ChunkBoundary';
import { LoadingPage } from './views/status/StatusPages';
import { SuspenseBoundary } from './ui/SuspenseBoundary';

applyStoredTheme();
// while the page is nearly empty: a dialog's scroll lock then measures nothing where scrollbars overlay it
noteScrollbarThickness();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

const root = createRoot(container);

if (import.meta.env.DEV) {
  void import('./dev/live-view').then(({ mountLiveView }) => mountLiveView());
}

/**
 * The same RootProvider in both renders, so its actor is created once, by the first. No Suspense
 * waits for the texts: a suspension would make React hold the app back after they arrive.
 */
function render(app: ReactNode) {
  root.render(
    <StrictMode>
      <RootProvider>{app}</RootProvider>
    </StrictMode>,
  );
}

/** Whether the status gate knows its page yet (src/app/SystemSettled.tsx says when). */
let systemSettled = false;
let onSystemSettled: () => void = () => {};
const systemKnown = new Promise<void>((resolve) => {
  onSystemSettled = () => {
    systemSettled = true;
    resolve();
  };
});
const systemWatch = <SystemSettled onSettled={() => onSystemSettled()} />;
render(systemWatch);
// i18n first, so the page's code preloaded next can ask for its texts beside it
const textsReady = initI18n();
provideTextsLoader(loadTexts);
const openedRoute = matchAppRoute(window.location.pathname);
openedRoute?.preload();
// ICU's one-time setup in a task of its own, while the first calls are out (src/ui/formats.ts),
// where the first page formats with Intl: signed in (the header's balance time, every centre's
// dates) or a page other than the home lobby. A visitor's lobby formats only money, without Intl.
if (hasSessionToken() || !openedRoute?.lobby) warmFormats(currentLanguage());

/** index.html's splash goes in the same frame as the app's first drawing. */
function BootShellGone() {
  useLayoutEffect(() => document.getElementById('boot-shell')?.remove(), []);
  return null;
}

const app = (
  <ChunkBoundary area="app">
    <BootShellGone />
    <SuspenseBoundary fallback={<LoadingPage />}>
      <SystemGate>
        <App />
      </SystemGate>
    </SuspenseBoundary>
  </ChunkBoundary>
);

/**
 * The app's first drawing as a transition: React renders it in slices that give the page a turn
 * every few milliseconds (the splash stays on screen meanwhile), not in one task of 150-190 ms at
 * a phone's speed. Every Suspense boundary in it is new, so one that waits still shows its fallback.
 * It starts once the status gate knows its page: the gate and the shell read the system chart, and
 * its answer arriving between two slices made React draw the whole app again in one task (35-90 ms
 * at desktop speed, in two loads of three). While the status is slower than the texts, the gate's
 * loading page is drawn on its own meanwhile, as the gate would draw it.
 */
const renderApp = () => startTransition(() => render(app));

// Render even if the texts failed to load: the gate's pages still work, and a blank page never helps.
void textsReady
  .catch((error: unknown) => {
    console.warn('Texts did not load', error);
  })
  .then(() => {
    if (!systemSettled) {
      render(
        <ChunkBoundary area="app">
          {systemWatch}
          <BootShellGone />
          <LoadingPage />
        </ChunkBoundary>,
      );
    }
    return systemKnown;
  })
  .then(renderApp);
