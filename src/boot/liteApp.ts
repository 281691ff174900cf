/**
 * The lite app (SPEC.md §1 "App ligera"): the site installed from the browser as a web app, with
 * its manifest and service worker built by vite-plugin-pwa (vite.config.ts). Operators of betting
 * sites depend on it, as app stores restrict real-money gambling apps in many markets.
 *
 * Build-time configuration only (read by vite.config.ts, in Node): the service worker precaches
 * the app shell, its hashed code and styles and the texts. At run time it keeps only pictures
 * (banners, tiles, logos: public files that carry no token), so a repeat visit paints them without
 * waiting on the network; balances, money and every platform call always come from the network.
 * The app registers the worker and offers each new version itself (machines/app/appUpdate.machine.ts).
 */
import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';
import { DEFAULT_BRAND_NAME } from '../config/brandDefaults.js';

/** As src/config/brand.ts reads it in the browser: the build's VITE_BRAND_NAME, else the default. */
const BRAND_NAME = process.env.VITE_BRAND_NAME?.trim() || DEFAULT_BRAND_NAME;

/** The dark theme's surfaces (src/ui/theme.ts), and index.html's theme-color. */
const THEME_COLOR = '#0f1420';
const BACKGROUND_COLOR = '#080b12';

/** What the worker precaches: the shell (index.html), every built script and style, the texts, the icons. */
export const LITE_APP_PRECACHE: string[] = ['index.html', 'assets/**/*.{js,css}', 'assets/locales/**/*.json', 'icons/*.png', 'robots.txt'];

/** Requests the worker never answers with the app: the platform's calls, its pages and images, and files. */
export const NOT_THE_APP: RegExp[] = [/^\/wps\//, /^\/lgw\//, /^\/__platform(\/|$)/, /\.[a-z0-9]+$/i];

type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>;

/**
 * Pictures only, wherever they are hosted (the platform's image host or CDN): answered from the
 * worker's cache at once and refreshed behind (stale-while-revalidate), so a changed banner shows
 * on the next visit. Never a platform call (`/wps`, `/lgw`), which is never a picture anyway: the
 * adapter's calls are fetches with the token in a header, not image loads. Bounded in count and
 * age, so the cache cannot grow without end on a phone. The matcher runs in the worker: it must
 * not refer to anything outside itself.
 */
export const LITE_APP_RUNTIME_CACHING: RuntimeCaching = [
  {
    urlPattern: ({ request, url }) => request.destination === 'image' && !/^\/(wps|lgw)\//.test(url.pathname),
    handler: 'StaleWhileRevalidate',
    options: {
      cacheName: 'pictures',
      // 0: a picture from another host without CORS (an opaque answer) is kept too
      cacheableResponse: { statuses: [0, 200] },
      expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true },
    },
  },
];

/** The web app manifest (Spanish, the default language; a manifest has one). */
export function liteAppManifest(): Partial<ManifestOptions> {
  return {
    id: '/',
    name: BRAND_NAME,
    short_name: BRAND_NAME,
    description: 'Casino en vivo, tragamonedas, deportes, eSports, lotería, pesca y peleas de gallos.',
    lang: 'es',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'Depositar', short_name: 'Depositar', url: '/member/depositv2', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      { name: 'Mi cuenta', short_name: 'Mi cuenta', url: '/member', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    ],
  };
}
