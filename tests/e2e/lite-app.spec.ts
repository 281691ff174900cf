/**
 * The lite app (src/boot/liteApp.ts) in Chromium with its service worker running (every other
 * test blocks it, playwright.config.ts): the manifest and its icons, the worker ready, an offline
 * reload that still opens the app and says there is no connection, then comes back by itself; and
 * a new build deployed while the app is open: offered, never loaded under the player's typing,
 * loaded when they ask, and a second tab of theirs not reloaded under them but told. And its
 * install entry: the browser's install prompt (fired here by the test, as headless Chromium fires
 * none) shown from the side menu, and gone once installed.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { loginForm, TEXT } from './auth-helpers';
import { expect, lookAt, presetLanguage, test } from './fixtures';

// the worker keeps the platform's pictures for the next visit: the real ones; a fresh context per
// test (playwright.config.ts reuseContext): a reused one keeps the Cache Storage the service
// worker filled, and these tests are about what it holds
test.use({ serviceWorkers: 'allow', pictures: 'real', reuseContext: false });

const T = {
  es: { offline: /No hay conexión a internet/, offer: 'Hay una nueva versión de la app', replaced: 'La app se actualizó en otra pestaña', update: 'Actualizar', openMenu: 'Abrir menú', install: 'Instalar la app', installing: 'Instalando la app…' },
  en: { offline: /There is no internet connection/, offer: 'A new version of the app is available', replaced: 'The app was updated in another tab', update: 'Update', openMenu: 'Open menu', install: 'Install the app', installing: 'Installing the app…' },
} as const;

/** What the page's stand-in for Chromium's install prompt recorded. */
interface PromptRecord {
  __prompted?: number;
}

/** The home lobby on screen (the app, not a status page). */
const lobby = (page: Page) => page.locator('main:not([data-testid^="status-"])');

/** The worker has installed (its precache complete) and is active. */
async function workerReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
}

/**
 * The requests of a context not yet answered, the page's and its service worker's. Chromium swaps
 * in a new worker told to skip waiting at once when the running one has no request under way;
 * otherwise only once the running one has stopped, which a browser does as soon as it is idle
 * but never while DevTools is attached to it, as Playwright is here. An update asked for while the
 * lobby's pictures still load would wait out Chromium's five-minute limit in this browser alone
 * (measured: parked under a stream of picture requests, and swapped the moment the old worker
 * was stopped through DevTools). In a player's browser the app reloads the page if the swap has
 * not happened within moments (machines/app/appUpdate.machine.ts).
 */
function requestsInFlight(context: BrowserContext): Set<Request> {
  const pending = new Set<Request>();
  context.on('request', (request) => pending.add(request));
  context.on('requestfinished', (request) => pending.delete(request));
  context.on('requestfailed', (request) => pending.delete(request));
  return pending;
}

/** What a page that was not reloaded into the new version still had under way (for a failure's message). */
async function updateUnderWay(page: Page, inFlight: Set<Request>): Promise<string> {
  const workers = await page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { active: registration?.active?.state, waiting: registration?.waiting?.state, installing: registration?.installing?.state, controlled: navigator.serviceWorker.controller !== null };
    })
    .catch((error: Error) => error.message);
  const offer = await page.getByTestId('app-update').getAttribute('data-offer', { timeout: 1_000 }).catch(() => 'none');
  return `workers: ${JSON.stringify(workers)}; offer: ${offer}; requests in flight: ${[...inFlight].map((request) => request.url()).join(', ') || 'none'}`;
}

/** A port nothing listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A deployment of its own: a copy of the run's build served by the production server (nginx,
 * schema/host/serve-prod.ts) in front of the run's platform, so this test can deploy a next build
 * (its worker's bytes changed, as any new build changes them) without touching the run's `dist/`.
 */
async function deployment(platformURL: string) {
  const root = mkdtempSync(join(tmpdir(), 'royal-deploy-'));
  cpSync('dist', root, { recursive: true });
  // nginx's workers (nobody, when the run is root's) read it
  chmodSync(root, 0o755);
  const port = await freePort();
  // a process group of its own: npx does not pass a signal on, so the stop signals the whole group
  // (npx, tsx, serve-prod and its nginx), or they would outlive the run, holding a port
  const server = spawn('npx', ['tsx', 'schema/host/serve-prod.ts', '--no-build', '--root', root], {
    env: { ...process.env, PORT: String(port), PLATFORM_URL: platformURL },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await expect.poll(() => fetch(`${url}/`).then((answer) => answer.status, () => 0), { timeout: 30_000 }).toBe(200);
  return {
    url,
    /** The next build: the same app, a worker whose bytes differ. */
    deployNext: () => appendFileSync(join(root, 'sw.js'), '\n// the next build\n'),
    stop: () => {
      if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
      rmSync(root, { recursive: true, force: true });
    },
  };
}

for (const lang of ['es', 'en'] as const) {
  test(`installable: a valid manifest and icons, the worker ready, an offline reload opens the app saying there is no connection, and it comes back by itself (${lang})`, async ({ page, context, request }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
      shortcuts: { url: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Royal Play', short_name: 'Royal Play', start_url: '/', display: 'standalone' });
    for (const size of ['192x192', '512x512']) expect(manifest.icons.some((icon) => icon.sizes === size), size).toBe(true);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/member/depositv2', '/member']);
    for (const icon of manifest.icons) {
      const answer = await request.get(icon.src);
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()['content-type'], icon.src).toBe('image/png');
    }

    if (lang === 'en') await presetLanguage(page, 'en');
    await page.goto('/');
    await expect(lobby(page)).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(await workerReady(page)).toMatch(/\/sw\.js$/);
    // the first worker takes this very page, so the pictures it loads are kept for the next visit
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.reload();
    await expect(lobby(page)).toBeVisible();
    const cached = () =>
      page.evaluate(async () => {
        const paths: string[] = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
        return paths;
      });
    // the banner kept to paint at once next time; never a platform call, which carries the account
    await expect.poll(cached).toContainEqual(expect.stringMatching(/\/banner\//));
    expect((await cached()).filter((path) => /^\/(wps|lgw)\//.test(path))).toEqual([]);
    // the next load draws the kept banner in the splash, before the app's code has run, as the carousel drew it
    await page.addInitScript(() => {
      new MutationObserver((changes, observer) => {
        const drawn = document.getElementById('boot-banner');
        if (!(drawn instanceof HTMLImageElement)) return;
        (window as unknown as { bootBanner: string }).bootBanner = drawn.src;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(lobby(page)).toBeVisible();
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    const carouselFirst = await page.getByTestId('banner-slide').first().locator('img').evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(await page.evaluate(() => (window as unknown as { bootBanner?: string }).bootBanner)).toBe(carouselFirst);

    await context.setOffline(true);
    await page.reload();
    // the shell from the worker's cache, in the reader's language, saying why nothing loads
    const failure = page.getByTestId('status-network');
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('alert')).toHaveText(T[lang].offline);
    await context.setOffline(false);
    // back online: the app by itself, no click
    await expect(failure).toHaveCount(0);
    await expect(lobby(page)).toBeVisible();
  });

  test(`a new build deployed: the open app offers it, keeps what the player typed, and loads it when asked; another tab is never reloaded under its player (${lang})`, async ({ page, context, baseURL }) => {
    const site = await deployment(baseURL ?? 'http://127.0.0.1:4173');
    const inFlight = requestsInFlight(context);
    const notReloaded = (tab: Page) => tab.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded ?? false);
    const markLoaded = (tab: Page) => tab.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
    const waiting = (tab: Page) => tab.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    try {
      if (lang === 'en') await presetLanguage(page, 'en');
      await page.goto(`${site.url}/`);
      await expect(lobby(page)).toBeVisible();
      await workerReady(page);
      // a second tab of the same player, in the middle of the sign-in
      const other = await context.newPage();
      if (lang === 'en') await presetLanguage(other, 'en');
      await other.goto(`${site.url}/login`);
      await markLoaded(other);
      const otherUsername = loginForm(other).getByLabel(TEXT.username);
      await otherUsername.fill('member02');

      site.deployNext();
      // the next visit checks for a new worker: it installs beside the running one and waits
      await page.goto(`${site.url}/login`);
      await markLoaded(page);
      const username = loginForm(page).getByLabel(TEXT.username);
      await username.fill('member01');
      await expect.poll(() => waiting(page)).toBe(true);
      // never over the sign-in the player is filling, never a reload under them: what they typed stays
      const offer = page.getByTestId('app-update');
      await expect(offer).toHaveCount(0);
      await expect(username).toHaveValue('member01');
      expect(await notReloaded(page)).toBe(true);

      // the dialog closed, the offer is there
      await page.keyboard.press('Escape');
      await expect(loginForm(page)).toHaveCount(0);
      await expect(offer).toHaveAttribute('data-offer', 'ready');
      await expect(offer).toContainText(T[lang].offer);
      // asked once the pages' requests are answered (the lobby's pictures): see requestsInFlight
      await expect.poll(() => inFlight.size).toBe(0);
      await offer.getByRole('button', { name: T[lang].update, exact: true }).click();
      // the new version took over and the page was loaded from it: nothing left waiting
      // (asked while the reload is under way, the page has no context to answer in: ask again)
      await expect
        .poll(() => notReloaded(page).catch(() => true))
        .toBe(false)
        .catch(async (error: Error) => {
          // one CI first try in many stayed on the old page for 20 s: say what was still under way
          throw new Error(`${error.message}\n${await updateUnderWay(page, inFlight)}`);
        });
      await expect(lobby(page)).toBeVisible();
      await expect(offer).toHaveCount(0);
      expect(await waiting(page)).toBe(false);

      // the other tab runs under the new version now, and was not reloaded: its sign-in as typed
      await expect.poll(() => waiting(other)).toBe(false);
      await expect(otherUsername).toHaveValue('member02');
      expect(await notReloaded(other)).toBe(true);
      // once its dialog is closed it says so, and reloads when asked
      await other.keyboard.press('Escape');
      const otherOffer = other.getByTestId('app-update');
      await expect(otherOffer).toHaveAttribute('data-offer', 'replaced');
      await expect(otherOffer).toContainText(T[lang].replaced);
      expect(await notReloaded(other)).toBe(true);
      await otherOffer.getByRole('button', { name: T[lang].update, exact: true }).click();
      await expect.poll(() => notReloaded(other).catch(() => true)).toBe(false);
      await expect(lobby(other)).toBeVisible();
      await expect(otherOffer).toHaveCount(0);
    } finally {
      site.stop();
    }
  });

  test(`the install entry: the browser's install prompt kept and shown from the side menu, gone once the app is installed (${lang})`, async ({ page }, testInfo) => {
    const phone = lang === 'es';
    if (lang === 'en') await presetLanguage(page, 'en');
    await page.goto('/');
    await expect(lobby(page)).toBeVisible();
    if (phone) await page.getByRole('button', { name: T[lang].openMenu }).click();
    const menu = phone ? page.getByRole('dialog', { name: /Menú principal|Main menu/ }) : page.getByRole('complementary', { name: /Menú lateral|Side menu/ });
    const apps = menu.getByTestId('side-menu-apps');
    // no prompt yet: the lite app opens the site, as before
    await expect(apps.getByTestId('side-menu-app-lite').getByRole('link')).toBeVisible();
    await expect(apps.getByTestId('side-menu-app-install')).toHaveCount(0);

    // Chromium offers the install (an event carrying prompt() and the player's choice)
    const heldBack = await page.evaluate(() => {
      const record = window as unknown as PromptRecord;
      record.__prompted = 0;
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          record.__prompted = (record.__prompted ?? 0) + 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    // the browser's own banner held back: the app offers the install where it fits
    expect(heldBack).toBe(true);
    const install = apps.getByTestId('side-menu-app-install');
    await expect(install).toContainText(T[lang].install);
    await expect(apps.getByRole('listitem')).toHaveCount(3);
    await lookAt(page, testInfo.outputPath(`install-entry-${lang}.png`));
    await install.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as PromptRecord).__prompted)).toBe(1);
    // accepted: under way, and not pressed twice
    await expect(install).toContainText(T[lang].installing);
    await expect(install).toBeDisabled();

    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    // installed: no install entry, and no lite app to open in the browser
    await expect(apps.getByTestId('side-menu-app-lite')).toHaveCount(0);
    await expect(apps.getByRole('listitem')).toHaveCount(2);
  });
}
