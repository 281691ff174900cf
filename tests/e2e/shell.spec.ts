import type { Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { expect, presetLanguage, test } from './fixtures';
import { INITIAL_NAMESPACES } from '../../src/i18n/language';

/** On phones the side menu is a drawer behind the header's hamburger; on desktop it is a column. */
async function openSideMenu(page: Page, openLabel: RegExp) {
  await expect(page.getByRole('main')).toBeVisible();
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  if (phone) {
    const hamburger = page.getByRole('button', { name: openLabel });
    await expect(hamburger).toBeVisible();
    await hamburger.click();
  }
  await expect(page.getByRole('navigation', { name: /Menú principal|Main menu/ })).toBeVisible();
  return page;
}

/** The header shows a long or a short label depending on the width; exactly one is visible. */
function headerAction(page: Page, name: RegExp) {
  return page.getByRole('banner').getByRole('link', { name }).or(page.getByRole('banner').getByRole('button', { name })).filter({ visible: true });
}

test.describe('app shell', () => {
  test('the lobby shell renders in Spanish with no console errors', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(headerAction(page, /Iniciar sesión|Entrar/)).toBeVisible();
    await expect(headerAction(page, /Registrarse|Únete/)).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Proveedores de juegos')).toBeVisible();
    for (const vendor of ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']) {
      await expect(footer.getByRole('img', { name: vendor, exact: true })).toBeVisible();
    }
    // Vendor logos are SVGs the embedded platform generates: they must really load (lazily, once seen).
    await footer.getByRole('img', { name: 'BGS', exact: true }).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        footer.locator('img').evaluateAll((images) =>
          (images as HTMLImageElement[]).filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.alt),
        ),
      )
      .toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('switching to English changes the texts, and what the platform sent in Spanish, and survives a reload', async ({ page }) => {
    await page.goto('/');
    const desktop = (page.viewportSize()?.width ?? 1280) >= 1024;
    // the platform's own texts, in Spanish first: the category menu, the desktop header's categories, the marquee
    const categories = page.getByRole('main').locator('[data-category="RNG"]');
    const headerCategories = page.getByTestId('header-vendors');
    const marquee = page.getByTestId('notice-marquee');
    await expect(categories).toHaveText('Tragamonedas');
    if (desktop) await expect(headerCategories).toContainText('Tragamonedas');
    await expect(marquee).toContainText('Mantenimiento programado');
    const menu = await openSideMenu(page, /Abrir menú/);
    await menu.getByLabel('Idioma').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(headerAction(page, /Log in|Sign in/)).toBeVisible();
    // asked for again in English, nothing Spanish left on screen
    await expect(categories).toHaveText('Slots');
    if (desktop) {
      await expect(headerCategories).toContainText('Slots');
      await expect(headerCategories).not.toContainText('Tragamonedas');
    }
    await expect(marquee).toContainText('Scheduled maintenance');
    await expect(marquee).not.toContainText('Mantenimiento programado');
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual(['en', 'en']);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(headerAction(page, /Log in|Sign in/)).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('Game providers')).toBeVisible();
  });

  test('search engines get a description in the reader\'s language and a robots.txt that keeps the account areas out', { tag: '@once' }, async ({ page, request }) => {
    const description = page.locator('meta[name="description"]');
    const document = await page.goto('/');
    // the encoding is named, never left for the browser to guess
    expect(document?.headers()['content-type']).toMatch(/^text\/html; ?charset=utf-8$/i);
    await expect(description).toHaveAttribute('content', /casino en vivo, tragamonedas/);
    await presetLanguage(page, 'en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(description).toHaveAttribute('content', /live casino, slots/);
    const robots = await request.get('/robots.txt');
    expect(robots.ok()).toBe(true);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect((await robots.text()).split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /member', 'Disallow: /agentHome']));
  });

  test('an unsupported stored language falls back to Spanish', { tag: '@once' }, async ({ page }) => {
    await presetLanguage(page, 'xx');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(headerAction(page, /Iniciar sesión|Entrar/)).toBeVisible();
  });

  test('only the active language texts are downloaded', { tag: '@once' }, async ({ page }) => {
    // the build names them assets/locales/<lng>/<ns>-<hash>.json (vite.config.ts)
    const localeFiles: string[] = [];
    page.on('request', (request) => {
      const language = /\/locales\/([^/]+)\/[^/]+\.json$/.exec(new URL(request.url()).pathname)?.[1];
      if (language) localeFiles.push(language);
    });
    await presetLanguage(page, 'en');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(localeFiles.length).toBeGreaterThan(0);
    expect(new Set(localeFiles)).toEqual(new Set(['en']));
  });

  test('the first page asks for its texts (in one file), the status and the banners once each, started by index.html before the code', { tag: '@once' }, async ({ page }) => {
    const asked = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/\/locales\/|\/wps\/system\/status|MCSFE_getNotices/.test(url.pathname)) asked.set(url.pathname + url.search, (asked.get(url.pathname + url.search) ?? 0) + 1);
    });
    await presetLanguage(page, 'en');
    await page.goto('/');
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    // index.html's script left them for the app, which took every one instead of asking again
    expect(await page.evaluate(() => Object.keys(window.__earlyCalls?.responses ?? { none: true }))).toEqual([]);
    expect(await page.evaluate(() => window.__earlyCalls?.language)).toBe('en');
    expect([...asked.keys()].some((key) => key.includes('MCSFE_getNotices?types=B%2CPL&') && key.endsWith('language=en'))).toBe(true);
    expect([...asked.entries()].filter(([, count]) => count > 1)).toEqual([]);
    expect(asked.get('/wps/system/status')).toBe(1);
    // the first page's texts come in one file, not one request per text file
    const textFiles = [...asked.keys()].filter((key) => key.includes('/locales/en/'));
    expect(textFiles.filter((key) => /\/first-page-[^/]+\.json$/.test(key))).toHaveLength(1);
    expect(textFiles.filter((key) => INITIAL_NAMESPACES.some((namespace) => key.includes(`/${namespace}-`)))).toEqual([]);
  });

  test("the agent centre's session is restored from a call index.html starts while the code downloads, asked once; a visitor's page makes none", { tag: '@once' }, async ({ page }) => {
    const memberInfoAsked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/member/info') memberInfoAsked.push(request.headers()['authorization'] ?? '');
    });
    await page.goto('/');
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    expect(memberInfoAsked).toEqual([]);

    // what index.html's script started, read as it hands its responses over
    await page.addInitScript(() => {
      let early: unknown;
      Object.defineProperty(window, '__earlyCalls', {
        configurable: true,
        get: () => early,
        set: (value: { responses: Record<string, unknown> }) => {
          (window as unknown as { startedByPage: string[] }).startedByPage = Object.keys(value.responses);
          early = value;
        },
      });
    });
    await startSignedIn(page, ACCOUNTS.agent, '/agentHome/downlineManagmentView');
    await expect(page.getByTestId('downline-management')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { startedByPage: string[] }).startedByPage)).toContain('/wps/member/info');
    // the session restore took it: asked once, with the token, and nothing left unused
    expect(memberInfoAsked).toHaveLength(1);
    expect(memberInfoAsked[0]).not.toBe('');
    expect(await page.evaluate(() => Object.keys(window.__earlyCalls?.responses ?? { none: true }))).toEqual([]);
  });

  test('the scripts the first page loads ask V8 to compile them off the main thread; a lazy chunk does not', { tag: '@once' }, async ({ request }) => {
    const html = await (await request.get('/')).text();
    const first = [...html.matchAll(/<script\b[^>]*type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(first.length).toBeGreaterThan(0);
    const texts = await Promise.all(first.map(async (src) => (await request.get(src)).text()));
    texts.forEach((text, index) => expect(text.split('\n')[0], first[index]).toBe('//# allFunctionsCalledOnLoad'));
    // the chunks the app loads later (its preload list names them) keep V8's own choice
    const lazy = [...new Set(texts.join('\n').match(/assets\/[\w.-]+\.js/g) ?? [])].filter((path) => !first.includes(`/${path}`));
    expect(lazy.length).toBeGreaterThan(0);
    for (const path of lazy.slice(0, 5)) expect((await (await request.get(`/${path}`)).text()).startsWith('//# allFunctionsCalledOnLoad'), path).toBe(false);
  });

  test('the theme switch persists across a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/theme-dark/);
    const menu = await openSideMenu(page, /Abrir menú/);
    await menu.getByRole('switch', { name: 'Modo oscuro' }).click();
    await expect(page.locator('html')).toHaveClass(/theme-light/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/theme-light/);
  });

  test('a route draws its own page; an unknown path says it does not exist', { tag: '@once' }, async ({ page }) => {
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { name: 'Promociones' })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('main')).toContainText(/404|no existe|no encontrada/i);
  });

  test('agent pages have no header or footer; game pages hide the side menu', async ({ page }) => {
    await page.goto('/agent');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // the game page needs a session (a visitor goes to the login popup)
    await startSignedIn(page, ACCOUNTS.member, '/seamless?gameCode=jdb_fishing_war&vassalage=JDB&gameType=FISH');
    await expect(page.getByTestId('seamless-frame')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('lottery screens without a session token go to /login', { tag: '@once' }, async ({ page }) => {
    await page.goto('/lottery?gameCode=VN01');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a route change scrolls to the top, and to a #hash anchor when there is one', { tag: '@once' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Términos y condiciones' }).click();
    await expect(page).toHaveURL(/\/help#term/);
    await expect(page.locator('#term')).toBeInViewport();
    // /help opens the help dialog over the lobby; closing it returns to the page.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('contentinfo').getByRole('link').filter({ hasText: /Deportes/ }).first().click();
    await expect(page).toHaveURL(/\/sports/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
