import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { liteAppManifest, LITE_APP_PRECACHE, LITE_APP_RUNTIME_CACHING, NOT_THE_APP } from './src/boot/liteApp.js';
import { fileURLToPath } from 'node:url';
import { embeddedPlatform } from './schema/host/vite-plugin.js';
import { securityHeadersPlugin } from './schema/host/security-headers.js';
import { earlyCallsPlugin } from './src/boot/earlyCallsPlugin.js';
import { chunkTextsPlugin } from './src/boot/chunkTextsPlugin.js';
import { brotliAssetsPlugin } from './src/boot/brotliAssetsPlugin.js';
import { compileHintPlugin } from './src/boot/compileHintPlugin.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * PLATFORM_URL: when set (e.g. https://api.example.com), /wps and /lgw are proxied there and the
 * embedded platform is not mounted. Unset, the embedded platform (schema/) answers them.
 */
const platformUrl = process.env.PLATFORM_URL?.trim() || undefined;

export default defineConfig({
  // securityHeadersPlugin: CSP and security headers on the preview server only (README "Security headers").
  // earlyCallsPlugin: index.html starts the first page's texts, status and banner calls (src/boot).
  // compileHintPlugin: the entry chunk asks V8 to compile it all off the main thread (src/boot).
  // brotliAssetsPlugin: the build writes each asset's .br beside it; the preview server sends it (src/boot).
  // VitePWA: the lite app (src/boot/liteApp.ts): manifest and service worker; the app registers it
  // itself (machines/app/appUpdate.machine.ts), so no inline script is injected (the CSP allows none).
  plugins: [
    chunkTextsPlugin(),
    react(),
    securityHeadersPlugin(),
    embeddedPlatform({ platformUrl }),
    earlyCallsPlugin(),
    compileHintPlugin(),
    brotliAssetsPlugin(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: liteAppManifest(),
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['icons/apple-touch-icon.png'],
      workbox: {
        globPatterns: LITE_APP_PRECACHE,
        // every app route opens offline from the precached index.html; never the platform's calls
        navigateFallback: '/index.html',
        navigateFallbackDenylist: NOT_THE_APP,
        // pictures only (src/boot/liteApp.ts): balances, money and anything with a token always go to the network
        runtimeCaching: LITE_APP_RUNTIME_CACHING,
        cleanupOutdatedCaches: true,
        // The first worker (none before it) takes the open page at once, so the pictures that page
        // loads are kept for the next visit. A new version still waits for the player's yes
        // (no skipWaiting): its takeover reloads only then (src/app/wiring/app/appUpdate.ts).
        clientsClaim: true,
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ],
  resolve: {
    alias: {
      '@api': here('./src/api'),
      '@ui': here('./src/ui'),
      '@machines': here('./machines'),
      '@schema': here('./schema'),
    },
  },
  // Keeps the top level to the agreed layout: static files live beside the sources.
  publicDir: 'src/public',
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // every browser of the es2022 target preloads modules itself: the polyfill is dead weight
    modulePreload: { polyfill: false },
    // Locale files are fetched as JSON (src/i18n): never inlined into the JavaScript as data URLs.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    rolldownOptions: {
      output: {
        // assets/locales/<lng>/<ns>-<hash>.json: which language a request fetches stays visible
        assetFileNames: (asset) => {
          const language = /(?:^|\/)locales\/([^/]+)\/[^/]+\.json$/.exec(asset.originalFileNames[0] ?? '')?.[1];
          return language ? `assets/locales/${language}/[name]-[hash][extname]` : 'assets/[name]-[hash][extname]';
        },
        // Everything the first page imports statically in one chunk: split into a dozen shared
        // fragments (one per combination of lazy importers), it compressed several KB worse.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The small pieces most member and agent pages draw with (a table, its pages and date
            // range, a heading, a badge): one request instead of five, which queued with the page's
            // code for a host's six HTTP/1.1 connections (the downline page's largest paint 3.22 ->
            // 2.96 s in paired Lighthouse runs; 4.6 KB with Brotli for all five).
            { name: 'pageKit', test: /\/src\/ui\/(DataTable|RangeFilter|Pagination|Badge|PageHead|pagination)\./ },
            // Which agent page is a report: in the agent pages' registry chunk, not a chunk of its own
            // that the registry would wait on before asking for the page in the address.
            { name: 'agentPages', test: /\/machines\/agentReport\.pages\.|\/src\/views\/agent\/agentPages\./ },
          ],
        },
      },
    },
  },
  // The dev-only live statechart view lazily loads elkjs; pre-bundle it so opening it never reloads.
  optimizeDeps: { include: ['elkjs/lib/elk.bundled.js'] },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
});
