/**
 * axe-core's WCAG 2.1 A and AA rules over the money screens of the member centre as
 * member01 meets them: the withdraw form, its fee preview and a refusal, the withdrawal records,
 * the withdrawal confirmation dialog with its parts, the wallet transfers with a refused amount,
 * the upline transfer with a refused password, and the transaction history. The phone project
 * runs the default dark theme, the desktop project the light one (the member centre is then a
 * dialog over the page). The deposit page has its own scan in deposit.spec.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, settle, startSignedIn } from './auth-helpers';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

const CENTRE = '[data-testid="member-centre"]';

async function scan(page: Page, what: string, layer = CENTRE) {
  expect(await axeViolations(page, { layer }), what).toEqual([]);
}

test('the withdraw, confirmation, transfer and history screens have no WCAG 2.1 A/AA violation (dark on the phone, light on the desktop)', async ({ page, control }, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'phone';
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), phone ? 'dark' : 'light');

  // withdraw: the form, a refused password at its field, the records with a pending order
  await startSignedIn(page, ACCOUNTS.member, '/member/withdraw');
  const form = page.getByTestId('withdraw-form');
  await expect(form).toBeVisible();
  await settle(page);
  await scan(page, 'withdraw form');
  await form.getByLabel(/^(Monto a retirar|Amount to withdraw)/).fill('500');
  await form.getByRole('button', { name: /^(Continuar|Continue)$/ }).click();
  await expect(page.getByTestId('withdraw-preview')).toBeVisible();
  await form.getByLabel(/^(Contraseña de pago|Payment password)/).fill('111111');
  await form.getByRole('button', { name: /^(Confirmar retiro|Confirm withdrawal)$/ }).click();
  await expect(form.getByLabel(/^(Contraseña de pago|Payment password)/)).toHaveAttribute('aria-invalid', 'true');
  await scan(page, 'withdraw preview with a refused password');
  await form.getByLabel(/^(Contraseña de pago|Payment password)/).fill('246810');
  await form.getByRole('button', { name: /^(Confirmar retiro|Confirm withdrawal)$/ }).click();
  await expect(page.getByTestId('withdraw-submitted')).toBeVisible();
  await expect(page.getByTestId('withdraw-record').first()).toBeVisible();
  await scan(page, 'withdraw submitted, records');

  // the confirmation dialog: paid in two parts, the first answered
  const [order] = await control.withdrawals(ACCOUNTS.member.username);
  await control.approveWithdrawal(order?.orderNo ?? '');
  await control.payWithdrawalParts(order?.orderNo ?? '', [300, 192.5]);
  await page.reload();
  const dialog = page.getByTestId('withdrawal-confirmation');
  await expect(dialog.getByTestId('confirmation-part')).toHaveCount(2);
  await scan(page, 'withdrawal confirmation', '[data-testid="withdrawal-confirmation"]');
  await dialog.getByTestId('confirmation-part').first().getByRole('button', { name: /^(Recibido|Received)$/ }).click();
  await expect(dialog.getByTestId('confirmation-part').first()).toHaveAttribute('data-status', 'RECEIVED');
  await scan(page, 'withdrawal confirmation, one part received', '[data-testid="withdrawal-confirmation"]');
  // everything received: nothing waits, so the dialog does not open again on the next pages
  await dialog.getByTestId('confirmation-part').nth(1).getByRole('button', { name: /^(Ya recibí todo|I received everything)$/ }).click();
  // asked once more before everything counts as received
  await dialog.getByTestId('fully-paid-question').getByRole('button', { name: /^(Sí, recibí todo|Yes, I received everything)$/ }).click();
  await expect(dialog.getByTestId('confirmation-part').nth(1)).toHaveAttribute('data-status', 'RECEIVED');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // wallet transfers with an amount refused at its field
  await page.goto('/member/transferFund');
  await expect(page.getByTestId('transfer-form')).toBeVisible();
  await page.getByTestId('transfer-amount').fill('1.234');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-amount')).toHaveAttribute('aria-invalid', 'true');
  await scan(page, 'wallet transfers with a refused amount');

  // upline transfer with a refused password
  await page.goto('/member/transferUpline');
  await expect(page.getByTestId('upline-form')).toBeVisible();
  await page.getByTestId('upline-amount').fill('10');
  await page.getByTestId('upline-password').fill('000000');
  await page.getByTestId('upline-submit').click();
  await expect(page.getByTestId('upline-password')).toHaveAttribute('aria-invalid', 'true');
  await scan(page, 'upline transfer with a refused password');

  // the transaction history (today's rows and the range's totals)
  await page.goto('/member/transactionHistory');
  await expect(page.getByTestId('transaction-history')).toHaveAttribute('data-status', 'ready');
  await scan(page, 'transaction history');
});
