/**
 * The member centre shell (SPEC.md §2, §6): a deep link per page, the overlay on a
 * desktop (labelled modal, focus kept inside, Escape back to the page beneath) and the full page
 * on a phone, the gate (visitor → login → back to the page asked for; trial → the real-account
 * notice, no counts fetched) and the red badges (only above 0, current after a change).
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, loginForm, startSignedIn, submitLogin, TEXT } from './auth-helpers';
import { expectWhole } from './layout-checks';
import { expect, presetLanguage, test } from './fixtures';
import { MEMBER_PAGE_VIEWS, MEMBER_PAGES } from '../../src/views/member/memberPages';
import es from '../../locales/es/layout.json' with { type: 'json' };
import en from '../../locales/en/layout.json' with { type: 'json' };

const LANGS = [
  { lang: 'es', pages: es.memberPages, title: 'Centro de miembros', soon: 'Próximamente', menu: 'Menú del centro de miembros', trial: 'Necesitas una cuenta real para esta acción. Regístrate para continuar.' },
  { lang: 'en', pages: en.memberPages, title: 'Member centre', soon: 'Coming soon', menu: 'Member centre menu', trial: 'You need a real account for this. Sign up to continue.' },
] as const;

const centre = (page: Page) => page.getByTestId('member-centre');
const badge = (page: Page, entry: string) => page.getByTestId(`member-badge-${entry}`);

for (const L of LANGS) {
  test.describe(`member centre (${L.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, L.lang);
    });

    if (L.lang === 'es') test(`every page has its deep link, marked in the menu, a page not built yet says so (${L.lang})`, { tag: '@once' }, async ({ page }) => {
      test.setTimeout(120_000);
      await startSignedIn(page, ACCOUNTS.member, '/member');
      // /member alone is the security centre
      await expect(centre(page).getByRole('link', { name: L.pages.securityCenter })).toHaveAttribute('aria-current', 'page');
      // every page from the menu (its URL is the page's deep link); a reload on one of them stays there
      for (const name of MEMBER_PAGES) {
        const menu = centre(page).getByRole('navigation', { name: L.menu });
        await menu.locator(`a[data-page="${name}"]`).click();
        await expect(page).toHaveURL(new RegExp(`/member/${name}$`));
        await expect(menu.locator(`a[data-page="${name}"]`)).toHaveAttribute('aria-current', 'page');
        await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
        await expect(page.getByTestId('member-page')).toHaveAttribute('data-page', name);
        if (MEMBER_PAGE_VIEWS[name]) {
          // a built page draws its own content, never the placeholder
          await expect(page.getByTestId('member-coming-soon')).toHaveCount(0);
        } else {
          await expect(page.getByTestId('member-coming-soon').getByRole('heading', { name: L.pages[name] })).toBeVisible();
          await expect(page.getByTestId('member-coming-soon')).toContainText(L.soon);
        }
      }
      await page.goto('/member/referral');
      await expect(page.getByTestId('member-page')).toHaveAttribute('data-page', 'referral');
      // the menu is keyboard reachable: a link takes focus and Enter follows it
      const link = centre(page).getByRole('link', { name: L.pages.withdraw });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/member\/withdraw$/);
    });

    if (L.lang === 'es') test(`on a strict platform (API.md's fields only) a member signs in with the form, sees the lobby, the member centre and a transfer answered null (${L.lang})`, async ({ page, control }) => {
      // Member info { id, account, nickname, type }, the login result's named fields, the
      // status's named fields (a register entry that is no field), the security items at the top
      // level, a wallet transfer answered `null` (schema/strict/member.ts, commands.ts)
      await control.setAnswerProfile('STRICT');
      await page.goto('/member/transferFund');
      await expect(loginForm(page)).toBeVisible();
      await submitLogin(page, ACCOUNTS.member);
      await expect(page).toHaveURL(/\/member\/transferFund$/);
      await expect(page.getByTestId('header-account')).toBeVisible();
      await expect(page.getByTestId('transfer-form')).toBeVisible();
      await page.getByTestId('transfer-to').selectOption('11');
      await page.getByTestId('transfer-amount').fill('7');
      await page.getByTestId('transfer-submit').click();
      // the answer carried no wallets: the wallets read after it show the move, no error
      await expect(page.getByTestId('wallet-PG')).toContainText('7');
      // the security centre (/member) reads API.md's items without an `items` wrapper
      await page.goto('/member');
      await expect(page.getByTestId('security-item-paymentPassword')).toBeVisible();
      await expect(page.getByTestId('security-item-loginPassword')).toHaveCount(0);
      // the lobby beneath
      await page.goto('/');
      await expect(page.getByTestId('home-ready')).toBeVisible();
      await page.getByTestId('section-winners').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('winners')).toBeVisible();
      await expect(page.getByTestId('header-account')).toBeVisible();
      // on the phone too, deposit is one tap away in the header, and the balance beside it is read whole
      await expect(page.getByTestId('header-deposit')).toBeVisible();
      await expect(page.getByTestId('balance-amount')).toHaveText(/^\$[\d,]+\.\d{2}$/);
      await expectWhole(page.getByTestId('balance-amount'), 'the header balance');
      await expectWhole(page.getByRole('banner'), 'the header');
    });

    if (L.lang === 'es') test(`a visitor goes to the login popup and, once signed in, back to the page asked for (${L.lang})`, { tag: '@once' }, async ({ page }) => {
      await page.goto('/member/withdraw');
      await expect(page).toHaveURL(/\/login\?returnTo=%2Fmember%2Fwithdraw$/);
      await expect(loginForm(page)).toBeVisible();
      await submitLogin(page, ACCOUNTS.member);
      await expect(page).toHaveURL(/\/member\/withdraw$/);
      await expect(centre(page).locator('a[data-page="withdraw"]')).toHaveAttribute('aria-current', 'page');
      // the return-to is a path only: nothing of the session in the URL
      expect(page.url()).not.toMatch(/token/i);
    });

    if (L.lang === 'es') test(`a trial account gets the real-account notice and never asks for the counts (${L.lang})`, { tag: '@once' }, async ({ page }) => {
      const badgeCalls: string[] = [];
      page.on('request', (request) => {
        // the unread messages (API.md CSP_unreadCount) and the other counts (ours)
        if (['/wps/relay/CSP_unreadCount', '/wps/member/badges'].includes(new URL(request.url()).pathname)) badgeCalls.push(request.url());
      });
      await startSignedIn(page, ACCOUNTS.trial, '/member/depositv2');
      await expect(page.getByTestId('trial-notice')).toHaveText(L.trial);
      await expect(centre(page)).toHaveCount(0);
      await page.getByRole('button', { name: TEXT.ok }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(badgeCalls).toEqual([]);
    });

    if (L.lang === 'en') test(`red badges only above 0, current after the counts change (${L.lang})`, async ({ page, control }) => {
      // seeded: 3 unread messages, 2 missions, 2 rewards waiting (schema/domain/inbox.ts)
      await startSignedIn(page, ACCOUNTS.member, '/member/securityCenter');
      await expect(badge(page, 'messageV2')).toContainText('3');
      await expect(badge(page, 'missionLeaderboard')).toContainText('2');
      await expect(centre(page)).toHaveAttribute('data-badges', 'settled');
      await expect(badge(page, 'rewardCenter')).toContainText('2');
      await expect(centre(page).getByRole('link', { name: new RegExp(`^${L.pages.messageV2}\\s*,\\s*3`) })).toBeVisible();

      await control.setBadgeCounts('member01', { unreadMessages: 0, rewards: 5 });
      // the member comes back to the window: the counts are asked again
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(badge(page, 'rewardCenter')).toContainText('5');
      await expect(badge(page, 'messageV2')).toHaveCount(0);
      await expect(badge(page, 'missionLeaderboard')).toContainText('2');
    });
  });
}

test.describe('member centre presentation', () => {
  test('desktop: an overlay over the page it was opened from, focus inside, Escape back to that page (en)', async ({ page }) => {
    await presetLanguage(page, 'en');
    await startSignedIn(page, ACCOUNTS.member, '/promotions');
    // the header's: the promotions page beneath has a "Deposit" category of its own
    const deposit = page.getByTestId('header-account').getByRole('button', { name: TEXT.deposit });
    await deposit.click();
    await expect(page).toHaveURL(/\/member\/depositv2$/);
    const dialog = page.getByRole('dialog', { name: 'Member centre' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('member-centre')).toHaveAttribute('data-presentation', 'overlay');
    // the page beneath is still drawn under the dialog
    await expect(page.getByRole('heading', { name: en.routes.promotions.title, exact: true })).toBeAttached();
    // focus is inside the dialog and stays there on Tab
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // a reload keeps the deep link; the overlay then sits over the home lobby, and closes to it
    await page.goto('/member/withdraw');
    await expect(page.getByRole('dialog', { name: 'Member centre' })).toBeVisible();
    await page.getByRole('button', { name: 'Close the member centre' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('crossing the breakpoint (a window resized, a tablet turned) keeps what was typed, the page and the focus (en)', async ({ page, control }) => {
    await presetLanguage(page, 'en');
    await startSignedIn(page, ACCOUNTS.member, '/member/transferFund');
    const start = page.viewportSize() ?? { width: 1280, height: 800 };
    const startedWide = start.width >= 1024;
    await expect(centre(page)).toHaveAttribute('data-presentation', startedWide ? 'overlay' : 'page');
    const amount = page.getByTestId('transfer-amount');
    await amount.fill('123.45');
    await page.getByTestId('transfer-to').selectOption('11');
    await amount.focus();
    const walletReads = await control.callCount('balance');

    for (const width of [startedWide ? 800 : 1280, start.width]) {
      await page.setViewportSize({ width, height: start.height });
      await expect(centre(page)).toHaveAttribute('data-presentation', width >= 1024 ? 'overlay' : 'page');
      await expect(amount).toHaveValue('123.45');
      await expect(page.getByTestId('transfer-to')).toHaveValue('11');
      await expect(amount).toBeFocused();
    }
    // the page's flow went on as it was: its wallets were not read again
    expect(await control.callCount('balance')).toBe(walletReads);
  });

  test('phone: a full page, no dialog (es)', async ({ page }) => {
    await presetLanguage(page, 'es');
    await startSignedIn(page, ACCOUNTS.member, '/member/withdraw');
    await expect(centre(page)).toHaveAttribute('data-presentation', 'page');
    await expect(page.getByRole('heading', { name: 'Centro de miembros', level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // nothing widens the page past the phone's width (a wider page zooms out and taps land elsewhere)
    await expect(page.getByTestId('member-badge-messageV2')).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
