/**
 * Live account notices in Chromium, driven through the control
 * endpoint: a pushed balanceChanged updates the header balance without a reload, an order event
 * shows its notice in the reader's language (closable, gone by itself after its time on
 * Playwright's clock), a dropped socket reconnects and the balance is fetched again, and a trial
 * account never connects. No console errors, no CSP violations (fixtures).
 */
import type { Page } from '@playwright/test';
import { expect, presetLanguage, test } from './fixtures';
import { accountButton, ACCOUNTS, settle, startSignedIn } from './auth-helpers';
import type { ControlClient } from '../../schema/control/client';
import { BONUS_WALLET } from '../../schema/seed/accounts';
import { runNow } from '../today';

const notices = (page: Page) => page.getByTestId('live-notices');
const balanceAmount = (page: Page) => page.getByTestId('balance-amount');

/** Sets the member's total balance (main wallet; the bonus wallet emptied), as the header shows it. */
async function setTotalBalance(control: ControlClient, amount: number) {
  await control.setBalance(ACCOUNTS.member.username, 0, BONUS_WALLET);
  await control.setBalance(ACCOUNTS.member.username, amount);
}

/** Stops the page's clock where it is: only runFor moves it (the first reconnect, a notice's time). */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(runNow() + 5_000);
}

async function signedInLive(page: Page, control: ControlClient, lang: 'es' | 'en') {
  await presetLanguage(page, lang);
  await startSignedIn(page, ACCOUNTS.member);
  await expect(notices(page)).toHaveAttribute('data-state', 'open');
  await expect.poll(() => control.accountSockets()).toMatchObject({ authenticated: 1 });
}

test('a balance change pushed by the platform updates the header balance without a reload (es)', async ({ page, control, consoleErrors }) => {
  await signedInLive(page, control, 'es');
  await expect(balanceAmount(page)).toHaveText(/^\$[\d.,]+$/);
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));

  await setTotalBalance(control, 4321.5);
  expect(await control.pushAccountEvent(ACCOUNTS.member.username, { kind: 'balanceChanged', balance: 4321.5 })).toBe(1);
  await expect(balanceAmount(page)).toHaveText('$4,321.50');
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('a credited deposit shows its notice in the reader language, closable from the keyboard (en)', async ({ page, control, consoleErrors }) => {
  await signedInLive(page, control, 'en');
  await control.pushAccountEvent(ACCOUNTS.member.username, { kind: 'depositCredited', orderNo: 'D20260001', amount: 100 });
  const notice = page.getByTestId('live-notice');
  await expect(notice).toContainText('Deposit credited: $100.00');
  await expect(notice).toContainText('Order D20260001');
  await notice.getByRole('button', { name: 'Close notice' }).focus();
  await page.keyboard.press('Enter');
  await expect(notice).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a notice goes by itself after its time; a waiting confirmation links to the withdrawal (es)', async ({ page, control, consoleErrors }) => {
  await signedInLive(page, control, 'es');
  await pauseClock(page);
  await control.pushAccountEvent(ACCOUNTS.member.username, { kind: 'depositCredited', orderNo: 'D1', amount: 100 });
  const credited = page.locator('[data-testid="live-notice"][data-kind="depositCredited"]');
  await expect(credited).toContainText('Depósito acreditado: $100.00');
  await page.clock.runFor(7_000);
  await expect(credited).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(credited).toHaveCount(0);

  await control.pushAccountEvent(ACCOUNTS.member.username, { kind: 'confirmationWaiting', orderNo: 'W77', amount: 250 });
  const waiting = page.locator('[data-testid="live-notice"][data-kind="confirmationWaiting"]');
  await expect(waiting).toContainText('Confirma si recibiste tu retiro: $250.00');
  await waiting.getByRole('link', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/member\/withdraw\?confirm=W77$/);
  await expect(waiting).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a dropped socket reconnects and the balance is fetched again (en)', async ({ page, control, consoleErrors }) => {
  await signedInLive(page, control, 'en');
  await expect(balanceAmount(page)).toHaveText(/^\$[\d.,]+$/);
  await pauseClock(page);
  // missed while cut off: the balance changes with no event reaching the page
  await control.dropAccountSockets();
  await expect(notices(page)).toHaveAttribute('data-state', 'reconnecting');
  await setTotalBalance(control, 777);
  const before = await control.callCount('balance');
  // the first reconnect waits 1 s plus at most 20 % jitter: not before 1 s, surely after 1.2 s
  await page.clock.runFor(900);
  await expect(notices(page)).toHaveAttribute('data-state', 'reconnecting');
  expect(await control.accountSockets()).toMatchObject({ opened: 1 });
  await page.clock.runFor(400);
  await expect(notices(page)).toHaveAttribute('data-state', 'open');
  await expect(balanceAmount(page)).toHaveText('$777.00');
  expect(await control.callCount('balance')).toBeGreaterThan(before);
  expect(await control.accountSockets()).toMatchObject({ open: 1, authenticated: 1, opened: 2 });
  expect(consoleErrors).toEqual([]);
});

test('a trial account never opens the account socket @once', async ({ page, control }) => {
  await startSignedIn(page, ACCOUNTS.trial);
  await expect(accountButton(page)).toBeVisible();
  await settle(page);
  await expect(notices(page)).toHaveCount(0);
  expect(await control.accountSockets()).toEqual({ open: 0, authenticated: 0, opened: 0 });
});
