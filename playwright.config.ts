import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { EXPECT_TIMEOUT_MS } from './tests/expect-timeout';
import { establishRunClock } from './schema/infra/run-clock';
import { establishControlSecret } from './schema/infra/control-secret';
import type { PlatformOptions } from './tests/e2e/fixtures';

/**
 * The run's one clock (schema/infra/run-clock.ts): worked out once here, in the runner, and
 * inherited by the workers and the web server through the environment. TEST_TODAY=yyyy-mm-dd
 * moves the whole run to that day; without it the run lives at noon of the real day. The
 * browsers' pages are put on it by tests/today.ts installRunClock. TZ, when set, is the reader's
 * time zone for the browsers as well as for the workers (a daylight-saving day, say).
 */
establishRunClock();
/**
 * The control endpoint's secret (schema/infra/control-secret.ts), made here the same way and
 * inherited by the web server, which requires it, and the workers, whose control clients send it.
 * A server reused from `npm start` has its own: tests/run-clock-check.ts says so before any test.
 */
establishControlSecret();

/**
 * Browser tests run in Debian's Chromium (Playwright cannot download its own here) against
 * `vite preview` of the production build, with the embedded platform mounted on the same server.
 * Every test gets its own platform scenario (tests/e2e/fixtures.ts), so the workers share one
 * built app and one platform without seeing each other's settings.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
/**
 * The production server (nginx, schema/host/nginx.ts) in front of the same build, proxying the
 * platform calls to the preview server's embedded platform (one platform per run): the `nginx`
 * project's smoke tests (tests/e2e/nginx.spec.ts) load the app through it.
 */
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 1);
/**
 * Debian's Chromium headless shell (package chromium-headless-shell: the same Chromium build,
 * without the desktop browser's window and UI layers; what Playwright itself runs for headless
 * tests) when it is installed, else Debian's full Chromium. Measured on this 2-core machine, five
 * path charts on two workers: 68 s of CPU in the shell against 106 s in the full browser (the
 * renderers 27 against 49 s, the browser process 10 against 23 s), 48 against 66 s of wall time.
 * The suite is CPU-bound (95 % busy on two workers), so that is the suite's time.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

export default defineConfig<PlatformOptions>({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'paths/**/*.spec.ts'],
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // One retry in CI only, so a rare timing flake on a busy machine does not block a landing; a
  // retried test is listed as "flaky" in the run's output, to be fixed rather than ignored.
  retries: process.env.CI ? 1 : 0,
  // Generous: a loaded 2-core CI machine runs several Chromiums at once; a stuck test still fails.
  timeout: 60_000,
  // CI gives the whole run 90 minutes (install, checks, Vitest and this). A suite still running
  // after 75 stops here and prints what it ran and what it was doing, so a machine that slow leaves
  // a report of where the time went rather than a run cut off without one. Locally: no limit.
  ...(process.env.CI ? { globalTimeout: 75 * 60_000 } : {}),
  // The one expectation timeout (tests/expect-timeout.ts): 10 s, 20 s in CI and under load.
  expect: { timeout: EXPECT_TIMEOUT_MS },
  forbidOnly: !!process.env.CI,
  // refuses to run against a server on another clock (one left over from `npm start`, say)
  globalSetup: './tests/run-clock-check.ts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs about a third of the suite's CPU (DOM snapshots and screencast on
    // every action, kept or not), so one is recorded only when a failed test runs again: CI's
    // retry of a failure has its trace. Locally, rerun a failing test with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Pages are read as a visitor who asks for reduced motion reads them (the app honours it: the
    // theme's @motion media query): the home's endless notice marquee, the loading shimmer and the
    // spinners and the carousel's slides otherwise keep Chromium's software compositor drawing,
    // about a quarter of a core per open page while a test waits (measured on an idle page at /:
    // 3.4 s of CPU in 10 s, 0.2 s with reduced motion). Both workers share two cores, so that was CPU taken
    // from the tests themselves. No test is about an animation's frames; a test may ask for motion.
    reducedMotion: 'reduce',
    // The lite app's service worker precaches every chunk of the app (src/boot/liteApp.ts): each
    // test's fresh context would download them all and answer navigations from the worker, out of
    // page.route's sight. Tests run without it; tests/e2e/lite-app.spec.ts lets it run.
    serviceWorkers: 'block',
    // A worker's tests run one after another in one browser context and page, which Playwright
    // resets between them (reuseContext): cookies, cache, local and session storage and IndexedDB
    // of every origin visited, service workers, extra pages, routes, bindings, init scripts, the
    // clock, viewport and emulation; what it leaves (offline, permissions, extra headers) the
    // fixtures reset (tests/e2e/fixtures.ts), and each test still has its own platform scenario.
    // Why: a page load in a fresh context cost about twice the CPU of one in an open page (a
    // new renderer process, the page's setup in the browser and in Playwright, the app's code
    // parsed and compiled again: 1.8 against 0.85 CPU-s per load of /, measured), and the suite is
    // CPU-bound: 80 phone tests 302 → 262 CPU-s, 167 → 144 s. A test that fails takes its worker,
    // and so the context, with it: its retry starts fresh. Options a test.use changes beyond the
    // viewport and the emulated media (a time zone, the phone's touch) get a context of their own.
    // The lite app's specs, about service workers and their caches, keep a fresh context per test.
    reuseContext: true,
    ...(process.env.TZ ? { timezoneId: process.env.TZ } : {}),
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // A test page lives seconds: V8's optimising compilers (Maglev, TurboFan) compiled code on
        // the renderers' threads that the page was gone before it paid back. Measured on 22 phone
        // tests, two runs each: 8 % less renderer CPU. The app's behaviour is the same; its speed
        // is measured by `npm run bench`, in a browser with them.
        '--js-flags=--no-opt --no-maglev',
      ],
    },
  },
  projects: [
    // The generated paths are about the charts, not the layout: one project at the phone's 390 px
    // (where most players are, and a page costs the browser less than at 1280 px), except the UI
    // maps that drive a control only the
    // wide layout shows (`wideLayout` in tests/paths/ui-map.ts), which run at 1280 px. Listed first
    // so its long tests (a machine's paths each) start at once and the short e2e tests fill the
    // other worker around them, instead of leaving the paths to run last on their own.
    { name: 'paths', testMatch: 'paths/**/*.spec.ts', use: { viewport: { width: 390, height: 844 }, browserName: 'chromium' } },
    // A test titled "(es)" runs in Spanish on the phone, one titled "(en)" in English on the desktop.
    // A test written for both languages is walked in one of them, alternating through its file
    // (tests/e2e/fixtures.ts presetLanguage), so both languages and both widths are walked across
    // every screen family without each flow twice; locales.test.ts keeps the texts of both. A test
    // tagged @once is about behaviour, not layout (a refusal, a cache, a redirect, a status page): it
    // runs on the phone only, where most players are, and so in Spanish. Every other e2e test runs in
    // both projects.
    {
      name: 'phone',
      testMatch: 'e2e/**/*.spec.ts',
      testIgnore: 'e2e/nginx.spec.ts',
      grepInvert: /\(en\)/,
      // The phone's layout (390 CSS px, touch, a mobile user agent) at one device pixel per CSS
      // pixel: Chromium rasterises in software here, and the Pixel 7's 2.625 drew 6.9 times the
      // pixels for the same layout. Measured on this machine, 30 phone tests: 10 % less CPU in
      // the renderers, the browser and the GPU process. No code of the app reads the pixel ratio.
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, browserName: 'chromium' },
    },
    { name: 'desktop', testMatch: 'e2e/**/*.spec.ts', testIgnore: 'e2e/nginx.spec.ts', grepInvert: [/\(es\)/, /@once/], use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' } },
    // The same app served by nginx as production serves it (tests/e2e/nginx.spec.ts: headers, caching,
    // 404s, then the lobby, sign-in, a deep link and the deposit page, watching for CSP violations)
    // on the phone. Its control calls still go to the embedded platform's own server, which nginx hides.
    {
      name: 'nginx',
      testMatch: 'e2e/nginx.spec.ts',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        browserName: 'chromium',
        baseURL: `http://127.0.0.1:${nginxPort}`,
        platformURL: `http://127.0.0.1:${port}`,
      },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // the build the run made (--no-build), in front of the preview's platform
      command: 'npx tsx schema/host/serve-prod.ts --no-build',
      env: { PORT: String(nginxPort), PLATFORM_URL: `http://127.0.0.1:${port}` },
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
