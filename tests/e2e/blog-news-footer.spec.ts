/**
 * Blog and news, the side menu and footer from the platform's permission resources, the chosen
 * language sent for a member, and analytics only after consent, in Chromium: Spanish
 * on the phone (390 px), English on the desktop (1280 px).
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { axeViolations } from './axe';
import { expect, lookAt, presetLanguage, test } from './fixtures';

const T = {
  es: {
    openMenu: 'Abrir menú',
    blog: 'Blog',
    news: 'Noticias',
    next: 'Página siguiente',
    firstTitle: 'Qué es el RTP de una tragamonedas',
    firstText: 'El RTP es el porcentaje teórico de lo apostado que un juego devuelve a largo plazo.',
    newsTitle: 'Retiros en menos de 15 minutos',
    backBlog: 'Volver al blog',
    noNews: 'Todavía no hay noticias.',
    missing: 'Este artículo no existe o ya no está publicado.',
    retry: 'Reintentar',
  },
  en: {
    openMenu: 'Open menu',
    blog: 'Blog',
    news: 'News',
    next: 'Next page',
    firstTitle: 'What a slot’s RTP means',
    firstText: 'RTP is the theoretical share of stakes a game pays back over the long run.',
    newsTitle: 'Withdrawals in under 15 minutes',
    backBlog: 'Back to the blog',
    noNews: 'There is no news yet.',
    missing: 'This article does not exist or is no longer published.',
    retry: 'Try again',
  },
} as const;

const list = (page: Page) => page.getByTestId('articles-page');

for (const lang of ['es', 'en'] as const) {
  const L = T[lang];
  const phone = lang === 'es';

  if (lang === 'es') test(`blog and news: from the menu and the footer, pages in the address, an article at its own address (its server HTML never wider than the phone, no foreign picture), empty and failed lists said (${lang})`, async ({ page, control, cspViolations }, testInfo) => {
    await presetLanguage(page, lang);
    await page.goto('/');
    await expect(page.getByTestId('home-ready')).toBeVisible();

    // the side menu's blog entry (a drawer on the phone)
    if (phone) await page.getByRole('button', { name: L.openMenu }).click();
    await page.getByRole('navigation', { name: /Menú principal|Main menu/ }).getByRole('link', { name: L.blog, exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(list(page)).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('article-card')).toHaveCount(6);
    await expect(page.getByTestId('article-card').first()).toContainText(L.firstTitle);
    // the picture the platform draws (in the reader's language) arrives
    await expect.poll(() => page.getByTestId('article-card').first().locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByTestId('article-card').first().locator('img')).toHaveAttribute('src', new RegExp(`/article/blog-1\\.webp\\?lang=${lang}$`));
    await lookAt(page, testInfo.outputPath(`blog-list-${lang}.png`));
    expect(await axeViolations(page, { layer: '[data-testid="articles-page"]' }), 'blog list').toEqual([]);

    // the second page is in the address
    await page.getByTestId('articles-pages').getByRole('button', { name: L.next }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByTestId('article-card')).toHaveCount(2);

    // an article, at an address that can be shared: opened anew, the same article
    await page.goto('/blog');
    await page.getByTestId('article-card').first().click();
    await expect(page).toHaveURL(/\/blog\/guia-tragamonedas-rtp$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.firstTitle);
    await expect(page.getByTestId('article-content')).toContainText(L.firstText);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.firstTitle);
    await lookAt(page, testInfo.outputPath(`blog-article-${lang}.png`));
    expect(await axeViolations(page, { layer: '[data-testid="articles-page"]' }), 'blog article').toEqual([]);
    await page.getByRole('link', { name: L.backBlog }).click();
    await expect(page).toHaveURL(/\/blog$/);

    // the footer's news link; a news item in the reader's language
    await page.getByRole('contentinfo').getByRole('link', { name: L.news, exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByTestId('article-card')).toHaveCount(6);
    await page.goto('/news/retiros-mas-rapidos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.newsTitle);

    // an address that names no article says so
    await page.goto('/news/no-existe');
    await expect(page.getByTestId('articles-missing')).toHaveText(L.missing);

    // the platform's HTML is sanitised: nothing of it runs
    await page.addInitScript(() => {
      (window as unknown as { __xss: (n: number) => void; __ran: number[] }).__ran = [];
      (window as unknown as { __xss: (n: number) => void }).__xss = (n) => (window as unknown as { __ran: number[] }).__ran.push(n);
    });
    // … nor widens the page (a 10,000-character word, a 300-column table, a long <pre>), nor loads a
    // picture from a host that is not the platform's (a tracker)
    const wide = `<p>${'W'.repeat(10_000)}</p><table><tr>${'<td>celda</td>'.repeat(300)}</tr></table><pre>${'linea '.repeat(400)}</pre>`;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await control.setContent('BLOG', [{ title: 'XSS', content: `<p>Texto seguro</p><img src=x onerror="__xss(1)"><script>__xss(2)</script><img src="https://evil.example/pixel.gif" alt="pixel">${wide}` }]);
    await page.goto('/blog/blog-set-1');
    const content = page.getByTestId('article-content');
    await expect(content).toContainText('Texto seguro');
    await expect(content.locator('table')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __ran: number[] }).__ran)).toEqual([]);
    await expect(content.locator('img[src*="evil.example"]')).toHaveCount(0);
    expect(requested.filter((url) => url.includes('evil.example'))).toEqual([]);
    const widths = await page.evaluate(() => {
      const table = document.querySelector('[data-testid="article-content"] table');
      const box = document.querySelector('[data-testid="article-content"]')?.getBoundingClientRect();
      return { page: document.scrollingElement?.scrollWidth ?? 0, viewport: window.innerWidth, box: box ? box.right : 0, table: table?.clientWidth ?? 0, tableScroll: table?.scrollWidth ?? 0 };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    // the text's box ends within the screen (the page's frame clips what is wider, out of reach)
    expect(widths.box).toBeLessThanOrEqual(widths.viewport);
    // the table scrolls in its own box, as wide as the page allows
    expect(widths.table).toBeLessThanOrEqual(widths.viewport);
    expect(widths.tableScroll).toBeGreaterThan(widths.table);
    // the sanitiser never lets a parser set the handler, nor keeps the tracker: nothing for the policy to report
    expect(cspViolations).toEqual([]);

    // no news: said; a failed list: said, and retried
    await control.setContent('NEWS', []);
    await page.goto('/news');
    await expect(page.getByTestId('articles-empty')).toHaveText(L.noNews);
    await control.setContent('NEWS', null);
    await control.failNext('articleList', 2, { httpStatus: 500 });
    await page.goto('/news');
    await expect(page.getByTestId('articles-failure')).toBeVisible();
    await page.getByTestId('articles-failure').getByRole('button', { name: L.retry }).click();
    await expect(page.getByTestId('article-card')).toHaveCount(6);
  });
}

const M = {
  es: { openMenu: 'Abrir menú', invite: 'Invitar amigos', scan: 'Ver código QR', qrIos: 'Código QR para descargar iOS', language: 'Idioma', english: 'English', spanish: 'Español', blogTitle: 'Blog' },
  en: { openMenu: 'Open menu', invite: 'Invite friends', scan: 'Show QR code', qrIos: 'QR code to download iOS', language: 'Language', english: 'English', spanish: 'Español', blogTitle: 'Blog' },
} as const;

/** The side menu: a drawer on the phone (opened), a column on the desktop. */
async function sideMenu(page: Page, phone: boolean, openMenu: string) {
  if (!phone) return page.getByRole('complementary', { name: /Menú lateral|Side menu/ });
  await page.getByRole('button', { name: openMenu }).click();
  return page.getByRole('dialog', { name: /Menú principal|Main menu/ });
}

for (const lang of ['es', 'en'] as const) {
  const L = M[lang];
  const phone = lang === 'es';

  if (lang === 'en') test(`side menu and footer from the platform's resources: app QR codes, only the configured social links, invite friends with the referral on (${lang})`, async ({ page, control }, testInfo) => {
    await presetLanguage(page, lang);
    await page.goto('/');
    await expect(page.getByTestId('home-ready')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    // the seeded resources: WhatsApp, Facebook, Telegram (no Instagram); iOS, Android, lite
    await expect(footer.getByTestId('footer-social').getByRole('link')).toHaveCount(3);
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/5215550100200');
    await expect(footer.getByTestId('footer-app-android')).toHaveAttribute('href', 'https://www.rp01.example/app/android.apk');
    await expect(footer.getByRole('link', { name: L.invite })).toHaveAttribute('href', '/member/referral');

    const menu = await sideMenu(page, phone, L.openMenu);
    // every game category has its entry, cockfighting too (the sports lobby filtered to it)
    await expect(menu.getByRole('link', { name: 'Cockfighting', exact: true })).toHaveAttribute('href', '/sports?gameType=COCKFIGHT');
    await expect(menu.getByTestId('side-menu-apps').getByRole('listitem')).toHaveCount(3);
    await expect(menu.getByRole('link', { name: L.invite })).toBeVisible();
    await menu.getByTestId('side-menu-app-ios').getByText(L.scan).click();
    await expect(menu.getByRole('img', { name: L.qrIos })).toBeVisible();
    await lookAt(page, testInfo.outputPath(`side-menu-apps-${lang}.png`));

    // another configuration: WhatsApp and Instagram only, the iOS app only, the referral off
    await control.setResources([
      { labelNameEn: 'WhatsApp', url: 'https://wa.me/5215550100999' },
      { labelNameEn: 'Instagram', url: 'https://instagram.com/rp01.example' },
      { labelNameEn: 'iOS', url: 'https://www.rp01.example/app/ios' },
    ]);
    await control.setFlag('REFERRAL3', false);
    await page.reload();
    await expect(page.getByTestId('home-ready')).toBeVisible();
    await expect(footer.getByTestId('footer-social').getByRole('link')).toHaveCount(2);
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/rp01.example');
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: L.invite })).toHaveCount(0);
    const after = await sideMenu(page, phone, L.openMenu);
    await expect(after.getByTestId('side-menu-apps').getByRole('listitem')).toHaveCount(1);
    await expect(after.getByRole('link', { name: L.invite })).toHaveCount(0);
    await expect(after.getByTestId('side-menu-social').getByRole('link')).toHaveCount(2);
  });
}

for (const lang of ['es', 'en'] as const) {
  const L = M[lang];
  const phone = lang === 'es';
  const other = lang === 'es' ? 'en' : 'es';

  if (lang === 'es') test(`a signed-in member's language switch is sent to the platform; a failed send does not block it and goes again next time (${lang})`, async ({ page, control }) => {
    await presetLanguage(page, lang);
    // member01's stored language is Spanish: an English reader's is corrected once after sign-in
    await startSignedIn(page, ACCOUNTS.member, '/');
    await expect(page.getByTestId('home-ready')).toBeVisible();
    await expect.poll(async () => (await control.account('member01'))?.language).toBe(lang);

    // a switch: sent (the platform's stored language follows)
    const switchTo = async (code: string) => {
      const menu = await sideMenu(page, phone, phone ? (code === 'es' ? M.en.openMenu : M.es.openMenu) : L.openMenu);
      await menu.getByRole('combobox', { name: /^(Idioma|Language)$/ }).selectOption(code);
      if (phone) await page.keyboard.press('Escape');
    };
    await switchTo(other);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect.poll(async () => (await control.account('member01'))?.language).toBe(other);

    // the platform fails: the page still switches, nothing is said; the next switch sends again
    const sentBefore = (await control.calls('updateLanguage')).length;
    await control.failNext('updateLanguage', 1, { httpStatus: 500 });
    await switchTo(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(async () => (await control.calls('updateLanguage')).length).toBe(sentBefore + 1);
    expect((await control.account('member01'))?.language).toBe(other);
    await switchTo(other);
    await switchTo(lang);
    await expect.poll(async () => (await control.account('member01'))?.language).toBe(lang);
  });
}

test.describe('analytics consent', () => {
  test.use({ analyticsConsent: 'unset' });

  for (const lang of ['es', 'en'] as const) {
    const C = {
      es: { title: 'Cookies de analítica', accept: 'Aceptar', decline: 'Rechazar' },
      en: { title: 'Analytics cookies', accept: 'Accept', decline: 'Decline' },
    }[lang];

    if (lang === 'en') test(`Google's loader only after an accept, never before nor after a decline; the answer is remembered (${lang})`, async ({ page }, testInfo) => {
      const loads: string[] = [];
      // the real network is never reached: a stand-in loader, counted
      await page.route('https://www.googletagmanager.com/**', async (route) => {
        loads.push(route.request().url());
        await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
      });
      await presetLanguage(page, lang);
      await page.goto('/');
      await expect(page.getByTestId('home-ready')).toBeVisible();
      const banner = page.getByRole('region', { name: C.title });
      await expect(banner).toBeVisible();
      await lookAt(page, testInfo.outputPath(`consent-${lang}.png`));
      expect(await axeViolations(page, { layer: '[data-testid="consent-banner"]' }), 'consent banner').toEqual([]);
      expect(loads).toEqual([]);

      // declined: nothing now, nothing on the next visit, no question again
      await banner.getByRole('button', { name: C.decline }).click();
      await expect(banner).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('home-ready')).toBeVisible();
      await expect(banner).toHaveCount(0);
      expect(loads).toEqual([]);
      expect(await page.locator('script[data-gtag]').count()).toBe(0);

      // asked again (the answer forgotten), accepted with the keyboard: the loader, once, for the platform's id
      await page.evaluate(() => window.localStorage.removeItem('analyticsConsent'));
      await page.reload();
      await expect(banner).toBeVisible();
      expect(loads).toEqual([]);
      await banner.getByRole('button', { name: C.accept }).focus();
      await page.keyboard.press('Enter');
      await expect(banner).toHaveCount(0);
      await expect.poll(() => loads).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-RP01EMBED']);
      // remembered: loaded on the next visit without asking
      await page.reload();
      await expect(page.getByTestId('home-ready')).toBeVisible();
      await expect(banner).toHaveCount(0);
      await expect.poll(() => loads.length).toBe(2);
    });
  }
});
