/** Boot: theme before first paint, the active language's texts, then the system gate and the app. */
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { SystemGate } from './app/SystemGate';
import { RootProvider } from './app/actors';
import { initI18n } from './i18n';
import { ChunkBoundary } from './ui/ChunkBoundary';
import { applyStoredTheme } from './ui/theme';
import { LoadingPage } from './views/status/StatusPages';

applyStoredTheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

const root = createRoot(container);

if (import.meta.env.DEV) {
  void import('./dev/live-view').then(({ mountLiveView }) => mountLiveView());
}

function render() {
  root.render(
    <StrictMode>
      <RootProvider>
        <ChunkBoundary area="app">
          <Suspense fallback={<LoadingPage />}>
            <SystemGate>
              <App />
            </SystemGate>
          </Suspense>
        </ChunkBoundary>
      </RootProvider>
    </StrictMode>,
  );
}

// Render even if the texts failed to load: the gate's pages still work, and a blank page never helps.
initI18n().then(render, (error: unknown) => {
  console.warn('Texts did not load', error);
  render();
});
