/**
 * The site's content in Chromium, as one journey in English on the desktop (one
 * language per test: fixtures.ts, presetLanguage): live support from the
 * side menu opens the platform's chat (its address decrypted from the status answer) in the
 * embedded panel; on /support WhatsApp opens in a new tab, and a blocked tab says "Popup blocked"
 * with the link to follow; the maintenance page offers live support; a host the platform's domain
 * routing does not list shows "Invalid URL, contact customer service" with the live-support
 * button instead of the site.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, lookAt, presetLanguage, test } from './fixtures';

const T = {
  es: {
    openMenu: 'Abrir menú',
    liveSupport: 'Soporte en vivo',
    chatHeading: 'Soporte en vivo',
    close: 'Cerrar',
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    blocked: 'El navegador bloqueó la ventana emergente. Permite las ventanas emergentes e inténtalo de nuevo.',
    openWhatsapp: 'Abrir WhatsApp',
    invalidUrl: 'URL no válida. Comunícate con atención al cliente.',
    maintenance: 'Mantenimiento del juego',
  },
  en: {
    openMenu: 'Open menu',
    liveSupport: 'Live support',
    chatHeading: 'Soporte en vivo',
    close: 'Close',
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    blocked: 'The popup was blocked. Allow popups for this site and try again.',
    openWhatsapp: 'Open WhatsApp',
    invalidUrl: 'Invalid URL. Please contact customer service.',
    maintenance: 'Game maintenance',
  },
} as const;

/** window.open stand-in: records the address; `block` makes it answer null, as a popup blocker does. */
async function stubWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { __popupMode: string; __opened: string[] };
    state.__popupMode = 'open';
    state.__opened = [];
    window.open = ((url?: string | URL) => {
      state.__opened.push(String(url ?? ''));
      return state.__popupMode === 'block' ? null : ({ opener: null } as unknown as Window);
    }) as typeof window.open;
  });
}
const popups = (page: Page, mode: 'open' | 'block') =>
  page.evaluate((value) => {
    (window as unknown as { __popupMode: string }).__popupMode = value;
  }, mode);
const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

async function expectChatPanel(page: Page): Promise<void> {
  await expect(page.getByTestId('support-panel')).toBeVisible();
  await expect(page.frameLocator('[data-testid="support-frame"]').getByRole('heading', { level: 1 })).toHaveText(/^(Soporte en vivo|Live support)$/);
}

for (const lang of ['es', 'en'] as const) {
  const L = T[lang];
  const phone = lang === 'es';

  if (lang === 'en') test(`customer service: live support opens the decrypted chat in a panel, other channels in a tab or "Popup blocked"; an unrouted host shows "Invalid URL" (${lang})`, async ({ page, control }, testInfo) => {
    await presetLanguage(page, lang);
    await stubWindowOpen(page);
    await page.goto('/');
    await expect(page.getByTestId('home-ready')).toBeVisible();

    // the side menu's live support: a drawer on the phone, a column on the desktop
    if (phone) await page.getByRole('button', { name: L.openMenu }).click();
    const support = page.getByTestId('live-support');
    await expect(support).toHaveAttribute('data-status', 'ready');
    await support.click();
    await expectChatPanel(page);
    expect(await opened(page)).toEqual([]);
    await lookAt(page, testInfo.outputPath(`support-panel-${lang}.png`));
    expect(await axeViolations(page, { layer: '[role="dialog"]:has([data-testid="support-panel"])' }), 'support panel').toEqual([]);
    await page.getByRole('dialog').filter({ has: page.getByTestId('support-panel') }).getByRole('button', { name: L.close }).click();
    await expect(page.getByTestId('support-panel')).toHaveCount(0);

    // /support: every channel; WhatsApp blocked, then Telegram let through
    await page.goto('/support');
    const list = page.getByTestId('customer-service-list');
    await expect(list).toHaveAttribute('data-status', 'ready');
    await popups(page, 'block');
    await list.getByRole('button', { name: new RegExp(`^${L.whatsapp}`) }).click();
    await expect(page.getByTestId('support-blocked')).toHaveText(L.blocked);
    await expect(page.getByRole('link', { name: L.openWhatsapp })).toHaveAttribute('href', 'https://wa.me/5215550100200');
    await lookAt(page, testInfo.outputPath(`support-blocked-${lang}.png`));
    await page.getByRole('dialog').getByRole('button', { name: L.close }).first().click();
    await expect(page.getByTestId('support-blocked')).toHaveCount(0);
    await popups(page, 'open');
    await list.getByRole('button', { name: new RegExp(`^${L.telegram}`) }).click();
    expect(await opened(page)).toEqual(['https://wa.me/5215550100200', 'https://t.me/rp01_support']);
    await expect(page.getByTestId('support-blocked')).toHaveCount(0);

    // the domain check: the platform's routing no longer lists this host
    await control.setHostAllowed(false);
    await page.goto('/');
    await expect(page.getByTestId('status-invalid-domain').getByRole('alert')).toHaveText(L.invalidUrl);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.getByTestId('status-invalid-domain').getByRole('button', { name: L.liveSupport }).click();
    await expectChatPanel(page);
    await page.getByRole('dialog').getByRole('button', { name: L.close }).first().click();
    await lookAt(page, testInfo.outputPath(`invalid-domain-${lang}.png`));
    expect(await axeViolations(page), 'invalid domain page').toEqual([]);

    // maintenance also offers live support
    await control.setHostAllowed(true);
    await control.setSystemStatus(1);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: L.maintenance })).toBeVisible();
    await expect(page.getByRole('button', { name: L.liveSupport })).toBeEnabled();
  });
}
