/**
 * The points mall in Chromium, one journey in Spanish on the phone (one
 * language per test: fixtures.ts, presetLanguage): a visitor is
 * asked to sign in; member01 sees the points (never expiring) and the ratio, redeems a virtual
 * reward (a quantity beyond the stock and a wrong payment password refused at their fields, a
 * double click redeeming once), finds it in process in the redeem history beside the seeded
 * rejected and approved ones; the control endpoint approves it and the page shows it approved with
 * the reward's value in the balance (mall and header agree); points are converted to balance; the
 * points details list both movements.
 */
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { axeViolations } from './axe';
import { expect, lookAt, presetLanguage, test } from './fixtures';

const LANGS = [
  {
    lang: 'es',
    visitor: 'Inicia sesión para ver tus puntos',
    points: '12,500 pts',
    pointsAfterRedeem: '10,500 pts',
    pointsAfterConvert: '10,000 pts',
    neverExpire: 'Los puntos no caducan nunca.',
    stock: 'Solo quedan 23 unidades.',
    wrongPassword: 'La contraseña de pago no es correcta.',
    history: 'Historial de canjes',
    details: 'Detalle de puntos',
    process: 'En proceso',
    approved: 'Aprobado',
    rejected: 'Rechazado',
    converted: /Convertiste 500 pts en/,
    convertType: 'Conversión a saldo',
    redeemType: 'Canje de premio',
  },
  {
    lang: 'en',
    visitor: 'Sign in to see your points',
    points: '12,500 pts',
    pointsAfterRedeem: '10,500 pts',
    pointsAfterConvert: '10,000 pts',
    neverExpire: 'Points never expire.',
    stock: 'Only 23 left.',
    wrongPassword: 'The payment password is incorrect.',
    history: 'Redeem history',
    details: 'Points details',
    process: 'In process',
    approved: 'Approved',
    rejected: 'Rejected',
    converted: /You converted 500 pts into/,
    convertType: 'Converted to balance',
    redeemType: 'Reward redeemed',
  },
] as const;

/** A money figure as cents (every amount shows two decimals). */
const cents = async (locator: Locator) => Number((await locator.innerText()).replace(/\D/g, ''));
const mall = (page: Page) => page.getByTestId('mall-rewards');

for (const L of LANGS.filter((entry) => entry.lang === 'es')) {
  test.describe(`points mall (${L.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, L.lang);
    });

    test(`points mall: redeem in process → approved by the platform, balance and points agree, convert, details (${L.lang})`, async ({ page, control }, testInfo) => {
      // a visitor is asked to sign in
      await page.goto('/pointMall');
      await expect(page.getByTestId('mall-visitor')).toContainText(L.visitor);
      await page.getByTestId('mall-sign-in').click();
      await expect(page).toHaveURL(/\/login\?returnTo=%2FpointMall$/);

      await startSignedIn(page, ACCOUNTS.member, '/pointMall');
      await expect(mall(page)).toHaveAttribute('data-status', 'ready');
      await expect(page.getByTestId('mall-points')).toHaveText(L.points);
      await expect(page.getByText(L.neverExpire, { exact: true })).toBeVisible();
      await expect(page.getByTestId('balance-amount')).not.toBeEmpty();
      const walletBefore = await cents(page.getByTestId('mall-wallet'));
      await lookAt(page, testInfo.outputPath(`mall-${L.lang}.png`));

      // redeem 2 × $10 credit: beyond the stock refused, a wrong password refused at its field, then once
      await page.getByTestId('redeem-reward-2').click();
      await page.getByTestId('redeem-quantity').fill('30');
      await page.getByTestId('redeem-next').click();
      await expect(page.getByText(L.stock)).toBeVisible();
      await page.getByTestId('redeem-quantity').fill('2');
      await page.getByTestId('redeem-next').click();
      await expect(page.getByTestId('redeem-dialog')).toHaveAttribute('data-step', 'password');
      await page.getByTestId('redeem-password').fill('111111');
      await page.getByTestId('redeem-next').click();
      await expect(page.getByText(L.wrongPassword)).toBeVisible();
      await expect(page.getByTestId('redeem-summary')).toContainText('2 ×');
      expect(await axeViolations(page, { layer: '[role="dialog"]' })).toEqual([]);
      const callsBefore = (await control.calls('pointsRedeem')).length;
      await page.getByTestId('redeem-password').fill('246810');
      await page.getByTestId('redeem-next').dblclick();
      await expect(page.getByTestId('redeem-done')).toBeVisible();
      expect((await control.calls('pointsRedeem')).length - callsBefore).toBe(1);
      await lookAt(page, testInfo.outputPath(`mall-redeemed-${L.lang}.png`));
      await page.getByTestId('redeem-close').click();
      await expect(page.getByTestId('mall-points')).toHaveText(L.pointsAfterRedeem);

      // the history: the new redeem in process, beside the seeded rejected and approved ones
      await page.getByRole('tab', { name: L.history }).click();
      await expect(page).toHaveURL(/tab=history/);
      const [redeem] = await control.pointsRedeems(ACCOUNTS.member.username);
      expect(redeem).toMatchObject({ itemId: 'reward-2', quantity: 2, points: 2_000, status: 'PROCESS', memberPoints: 10_500 });
      const row = page.getByTestId(`redeem-row-${redeem?.id}`);
      await expect(row).toContainText(L.process);
      await expect(page.getByText(L.rejected).first()).toBeVisible();
      await expect(page.getByText(L.approved).first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // the platform approves it: the row says so without a reload, the $20 is in the balance
      await expect(page.getByTestId('live-notices')).toHaveAttribute('data-state', 'open');
      await expect.poll(async () => (await control.accountSockets()).authenticated).toBeGreaterThan(0);
      const approved = await control.setRedeemStatus(ACCOUNTS.member.username, redeem?.id ?? '', 'APPROVED');
      await expect(row).toContainText(L.approved);
      await expect(row).toHaveAttribute('data-status', 'approved');
      await expect.poll(() => cents(page.getByTestId('balance-amount'))).toBe(Math.round(approved.memberBalance * 100));
      expect(Math.round(approved.memberBalance * 100)).toBe(walletBefore + 2_000);

      // convert 500 points: the mall and the header show the same balance
      await page.getByRole('tab', { name: L.history }).press('ArrowLeft');
      await expect(mall(page)).toHaveAttribute('data-status', 'ready');
      await expect(page.getByTestId('mall-points')).toHaveText(L.pointsAfterRedeem);
      await page.getByTestId('convert-points').fill('500');
      await page.getByTestId('convert-password').fill('246810');
      await page.getByTestId('convert-submit').click();
      await expect(page.getByTestId('convert-done')).toHaveText(L.converted);
      await expect(page.getByTestId('mall-points')).toHaveText(L.pointsAfterConvert);
      await expect.poll(() => cents(page.getByTestId('mall-wallet'))).toBe(walletBefore + 2_500);
      await expect.poll(() => cents(page.getByTestId('balance-amount'))).toBe(walletBefore + 2_500);

      // the points details: the conversion, then the redeem, each with the balance after it
      await page.getByRole('tab', { name: L.details }).click();
      const entries = page.getByTestId('points-entry');
      await expect(entries.first()).toContainText(L.convertType);
      await expect(entries.first()).toContainText('-500');
      await expect(entries.nth(1)).toContainText(L.redeemType);
      await expect(entries.nth(1)).toContainText('-2');
      // the points balance over time (lazy uPlot chart): months of days, ending at the points now
      const drawn = page.getByTestId('points-chart').locator('li[data-line="points"]');
      const pointsNow = Number(L.pointsAfterConvert.replace(/\D/g, ''));
      await expect.poll(async () => ((await drawn.getAttribute('data-values')) ?? '').split(',').map(Number).at(-1)).toBe(pointsNow);
      expect(((await drawn.getAttribute('data-values')) ?? '').split(',').length).toBeGreaterThan(60);
      await lookAt(page, testInfo.outputPath(`mall-details-${L.lang}.png`));
    });
  });
}
