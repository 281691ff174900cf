/**
 * Money moved on the page shows in the header's balance at once, from the page's own answer,
 * with no live event at all: the account socket here is connected to nothing (the platform's
 * balanceChanged never arrives, as when it was sent before the socket authenticated, which it does
 * only once the page has settled). machines/accountSignals.ts `tellAccountChanged`.
 */
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { expect, presetLanguage, test } from './fixtures';

/** The header's balance in cents. */
const cents = async (locator: Locator) => Number((await locator.innerText()).replace(/\D/g, ''));

/** The account socket answered by nobody: no event reaches the page. */
async function silenceAccountSocket(page: Page) {
  await page.routeWebSocket(/\/wps\/ws\/account$/, (route) => route.onMessage(() => undefined));
}

test('a reward claimed: the header balance adds it with no live event (es)', async ({ page, control }) => {
  await presetLanguage(page, 'es');
  await silenceAccountSocket(page);
  await startSignedIn(page, ACCOUNTS.member, '/member/rewardCenter');
  const centre = page.getByTestId('reward-centre');
  await expect(centre).toHaveAttribute('data-status', 'ready');
  const balance = page.getByTestId('balance-amount');
  await expect(balance).toHaveText(/\d/);
  const before = await cents(balance);
  const claim = centre.locator('[data-testid="reward-item"][data-id="rwd-member01-weekly"]').getByTestId('reward-claim');
  await claim.click();
  await expect(page.getByTestId('reward-claimed')).toHaveText(/^Reclamaste «.+»: \$25\.00$/);
  await expect.poll(() => cents(balance)).toBe(before + 2_500);
  expect((await control.accountSockets()).authenticated).toBe(0);
});

test('a withdrawal sent: the header balance and the page’s own figure drop with no live event (en)', async ({ page, control }) => {
  await presetLanguage(page, 'en');
  await silenceAccountSocket(page);
  await startSignedIn(page, ACCOUNTS.member, '/member/withdraw');
  const form = page.getByTestId('withdraw-form');
  await expect(page.getByTestId('withdraw-balance')).toContainText('1,520.75');
  const balance = page.getByTestId('balance-amount');
  await expect(balance).toHaveText(/\d/);
  const before = await cents(balance);
  await form.getByLabel(/^Amount to withdraw/).fill('200');
  await form.getByRole('button', { name: /^Continue$/ }).click();
  await expect(page.getByTestId('withdraw-preview')).toBeVisible();
  await form.getByLabel(/^Payment password/).fill('246810');
  await form.getByRole('button', { name: /^Confirm withdrawal$/ }).click();
  await expect(page.getByTestId('withdraw-submitted')).toBeVisible();
  expect((await control.account('member01'))?.mainBalance).toBe(1320.75);
  await expect(page.getByTestId('withdraw-balance')).toContainText('1,320.75');
  await expect.poll(() => cents(balance)).toBe(before - 20_000);
  expect((await control.accountSockets()).authenticated).toBe(0);
});
