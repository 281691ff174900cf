/**
 * The site's content as a reader meets it, one journey per language and width ("(es)" on the 390 px phone,
 * "(en)" on the 1280 px desktop): the public popups once per browser session (a visitor's B, a
 * member's A, a first login's F before its A; none again after closing, across a reload), the
 * announcement popup from the notice marquee and the side menu with its go-to-promotion into the
 * reward centre, and the help centre on /help#deposit with its search. The rules themselves
 * (execution filter, queue, flags, re-evaluation) are Vitest's: tests/unit/machines/publicPopups.test.ts.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { ACCOUNTS, accountButton, openLogin, submitLogin } from './auth-helpers';
import { axeViolations } from './axe';
import { expect, lookAt, presetLanguage, test } from './fixtures';

// this journey is the one that meets the popups (every other test starts with them closed)
// the popups' banners are looked at (drawn whole, the largest paint): the platform's real pictures
test.use({ publicPopups: 'shown', pictures: 'real' });

const TEXTS = {
  es: {
    visitor: '¡Regístrate y gana!',
    member: 'Reembolso de hoy',
    first: 'Bienvenido por primera vez',
    close: 'Cerrar',
    next: /^Siguiente/,
    deposit: 'Cómo depositar',
    search: 'Buscar en la ayuda',
    withdraw: 'Cómo retirar',
    toPromotion: 'Ir a la promoción',
    menu: 'Anuncios',
  },
  en: {
    visitor: 'Sign up and win!',
    member: "Today's rebate",
    first: 'Welcome aboard',
    close: 'Close',
    next: /^Next/,
    deposit: 'How to deposit',
    search: 'Search the help',
    withdraw: 'How to withdraw',
    toPromotion: 'Go to the promotion',
    menu: 'Announcements',
  },
} as const;

const popup = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('public-popup') });
/** The notices calls that ask for popups (the banner slot's own notices call asks for none). */
const isPopupsCall = (request: Request) => {
  const url = new URL(request.url());
  return url.pathname.endsWith('/MCSFE_getNotices') && (url.searchParams.get('types') ?? '').includes('PU');
};

/**
 * A reload once the reader has closed their popups: none is asked for or shown again. `reader` is
 * what shows once the session is known (the popups are decided then); the home lobby drawn means
 * the page has gone past the moment a due popup would have been asked for.
 */
async function reloadWithPopupsClosed(page: Page, reader: Locator) {
  const asked: string[] = [];
  const onRequest = (request: Request) => {
    if (isPopupsCall(request)) asked.push(request.url());
  };
  page.on('request', onRequest);
  await page.reload();
  await expect(reader).toBeVisible();
  await expect(page.getByTestId('home-ready')).toBeVisible();
  page.off('request', onRequest);
  expect(asked, 'popups asked for after they were closed').toEqual([]);
  await expect(popup(page)).toHaveCount(0);
}

async function closePopup(page: Page, title: string, text: (typeof TEXTS)['es' | 'en'], last: boolean) {
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole('heading', { name: title })).toBeVisible();
  await popup(page).getByTestId('public-popup-close').filter({ hasText: last ? text.close : text.next }).click();
}

// both languages, so both widths: the announcements differ by width, the phone's one at a time (fixtures.ts, presetLanguage)
for (const language of ['es', 'en'] as const) {
  const text = TEXTS[language];
  test(`popups once per session, announcements to the reward centre, help on its term (${language})`, async ({ page, control }, testInfo) => {
    if (language === 'en') await presetLanguage(page, 'en');
    // the marquee scrolls only for readers who accept motion: this one reads it still
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const look = (name: string) => lookAt(page, testInfo.outputPath(`${name}-${language}.png`));
    // one announcement leads to a promotion (after the marquee's notices, which head the list)
    await control.setContent('ANNOUNCEMENT', [
      { title: language === 'es' ? 'Bono de recarga del 50 %' : '50% reload bonus', content: '<p>Deposita y recibe <strong>50 %</strong> extra.</p>', promotionType: 'RELOAD' },
      { title: language === 'es' ? 'Mantenimiento programado' : 'Scheduled maintenance', content: '<p>Sin cortes previstos.</p>' },
    ]);

    // an anonymous visitor: the B popup, once per browser session
    await page.goto('/');
    await closePopup(page, text.visitor, text, true);
    await expect(popup(page)).toHaveCount(0);
    await reloadWithPopupsClosed(page, page.getByTestId('home-ready'));

    // a member: the A popup (on the phone); a first login: the F popup, then the A one (on the desktop)
    const account = language === 'es' ? ACCOUNTS.member : ACCOUNTS.firstLogin;
    await openLogin(page);
    await submitLogin(page, account);
    await expect(accountButton(page)).toBeVisible();
    if (language === 'en') {
      await expect(popup(page)).toBeVisible();
      await look('popup-first-login');
      expect(await axeViolations(page, { layer: '[role="dialog"]' })).toEqual([]);
      await closePopup(page, text.first, text, false);
    }
    await closePopup(page, text.member, text, true);
    await expect(popup(page)).toHaveCount(0);
    await reloadWithPopupsClosed(page, accountButton(page));

    // a notice of the marquee opens its announcement; the promotion's button lands in the reward centre
    const news = page.getByTestId('announcements');
    const notice = page.getByTestId('notice-link').first();
    const noticeTitle = (await notice.textContent()) ?? '';
    await notice.click();
    await expect(news).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('announcement-detail').getByRole('heading', { name: noticeTitle })).toBeVisible();
    if (language === 'es') {
      // the phone shows one at a time: back to the list
      await expect(page.getByTestId('announcement-item')).toHaveCount(0);
      await page.getByTestId('announcement-back').click();
    } else {
      await look('announcement-desktop');
      await page.keyboard.press('Escape');
      await expect(news).toHaveCount(0);
      // the side menu opens the list too
      await page.getByRole('navigation').getByRole('link', { name: text.menu }).first().click();
      await expect(news).toHaveAttribute('data-status', 'ready');
    }
    const promoted = page.getByTestId('announcement-item').filter({ hasText: language === 'es' ? 'Bono de recarga' : 'reload bonus' });
    await promoted.click();
    await expect(page.getByTestId('announcement-content')).toContainText('Deposita y recibe');
    if (language === 'es') await look('announcement-phone');
    await page.getByRole('link', { name: text.toPromotion }).click();
    await expect(page).toHaveURL(/\/member\/rewardCenter$/);
    await expect(page.getByTestId('reward-centre')).toBeVisible();
    await expect(news).toHaveCount(0);
    if (language === 'en') {
      // the desktop's member centre sits over the page the popup was opened on: closing it goes
      // back there without the popup's query, so the popup left by its link stays closed
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('member-centre')).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('home-ready')).toBeVisible();
      await expect(news).toHaveCount(0);
    }

    // /help#deposit opens the help centre on that term, in the reader's language; the search narrows the topics
    await page.goto('/help#deposit');
    const help = page.getByTestId('help-centre');
    await expect(help).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('help-article')).toHaveAttribute('data-term', 'deposit');
    await expect(page.getByTestId('help-article').getByRole('heading', { name: text.deposit })).toBeVisible();
    await look('help');
    await page.getByLabel(text.search).fill(language === 'es' ? 'procesan' : 'processed');
    await expect(page.getByTestId('help-topic')).toHaveCount(1);
    await page.getByTestId('help-topic').click();
    await expect(page).toHaveURL(/\/help#withdraw$/);
    await expect(page.getByTestId('help-article').getByRole('heading', { name: text.withdraw })).toBeVisible();
  });
}

test('a public popup opens with its text: its body is never drawn empty and loading first @once', async ({ page }) => {
  // Every state the popup's HTML body is ever drawn in, from the page's first script on. An empty,
  // busy body that fills a moment later grew the dialog by a line (a layout shift).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { popupBodies: string[] }).popupBodies = seen;
    new MutationObserver(() => {
      const body = document.querySelector('[data-testid="public-popup-content"]');
      if (!body) return;
      const state = body.getAttribute('aria-busy') === 'true' ? 'busy' : body.textContent?.trim() ? 'text' : 'empty';
      if (seen[seen.length - 1] !== state) seen.push(state);
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await page.goto('/');
  await expect(popup(page).getByRole('heading', { name: TEXTS.es.visitor })).toBeVisible();
  await expect(page.getByTestId('public-popup-content')).not.toBeEmpty();
  expect(await page.evaluate(() => (window as unknown as { popupBodies: string[] }).popupBodies)).toEqual(['text']);
});

test('on a phone a public popup opening over the lobby never outsizes its banner, which stays the largest paint @once', async ({ page }) => {
  // The popup opens once the page has settled. Larger than the banner, its picture became the
  // page's largest contentful paint, a second or more after the banner (/rng 3.1-3.6 s).
  await page.addInitScript(() => {
    const largest: { label: string; size: number; at: number; url: string }[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { element: Element | null; size: number; url: string })[]) {
        const element = entry.element;
        const label = element?.closest('[data-testid="public-popup"]') ? 'popup' : element?.closest('[data-testid="banner-slide"]') ? 'banner' : (element?.tagName ?? 'gone');
        largest.push({ label, size: entry.size, at: Math.round(entry.startTime), url: entry.url.replace(location.origin, '') });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    // the entries so far, those the observer has not been handed yet included
    (window as unknown as { largestPaints: () => typeof largest }).largestPaints = () => {
      record(observer.takeRecords());
      return largest;
    };
  });
  await page.goto('/rng');
  const picture = popup(page).locator('img');
  await expect(picture).toBeVisible();
  // both pictures drawn (either may arrive first: the banner's came after the popup's on a busy machine)
  const banner = page.locator('[data-testid="banner-slide"] img').first();
  for (const image of [picture, banner]) {
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  }
  // two frames: both pictures' paints have been reported
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const area = async (selector: string) => page.locator(selector).first().evaluate((element) => element.getBoundingClientRect().width * element.getBoundingClientRect().height);
  expect(await area('[data-testid="public-popup"] img')).toBeLessThan(await area('[data-testid="banner-slide"] img'));
  const largestPaints = await page.evaluate(() => (window as unknown as { largestPaints: () => { label: string; size: number; at: number; url: string }[] }).largestPaints());
  // every entry in the message: what was largest when, should this fail again (it did once in a
  // full run on a busy machine, never alone or under load)
  expect(largestPaints.at(-1)?.label, `largest paints in order: ${JSON.stringify(largestPaints)}`).toBe('banner');
});
