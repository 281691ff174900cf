/**
 * Withdraw against a platform that answers as API.md says and nothing more (the strict
 * profile, schema/strict/withdraw.ts): settings with no `paymentPasswordSet` and the hours as text,
 * the accounts as a map keyed by B/E/V, the turnover as a bare status, the records and the
 * confirmation list as bare lists, the idempotency key not honoured. Spanish on the phone, English
 * on the desktop.
 *
 * - A member with a payment password withdraws; the order, paid in two C2C parts, is confirmed in
 *   the dialog; the history shows it.
 * - A member without one is let through to the submit (the settings do not say), is sent to create
 *   one by the submit's `not.exists.payment.password`, and then withdraws with the amount and card
 *   kept; the history route answering 404 leaves the page working, with a message.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, settle, startSignedIn } from './auth-helpers';
import { expect, lookAt, presetLanguage, test } from './fixtures';

const T = {
  account: /^(Cuenta de retiro|Withdrawal account)/,
  amount: /^(Monto a retirar|Amount to withdraw)/,
  password: /^(Contraseña de pago|Payment password)/,
  confirmPassword: /^(Confirmar contraseña de pago|Confirm payment password)/,
  continue: /^(Continuar|Continue)$/,
  confirm: /^(Confirmar retiro|Confirm withdrawal)$/,
  savePassword: /^(Guardar contraseña|Save password)$/,
  received: /^(Recibido|Received)$/,
};

const LANGS = [
  {
    lang: 'es',
    hours: 'Horario: 00:00–24:00',
    pending: 'Pendiente',
    paying: 'Pagando por partes',
    createTitle: 'Crea tu contraseña de pago',
    recordsUnavailable: 'Ahora no podemos mostrar tu historial de retiros. Inténtalo más tarde.',
  },
  {
    lang: 'en',
    hours: 'Hours: 00:00–24:00',
    pending: 'Pending',
    paying: 'Being paid in parts',
    createTitle: 'Create your payment password',
    recordsUnavailable: 'Your withdrawal history cannot be shown right now. Please try again later.',
  },
] as const;

const form = (page: Page) => page.getByTestId('withdraw-form');

async function openWithdraw(page: Page) {
  await startSignedIn(page, ACCOUNTS.member, '/member/withdraw');
  await expect(page.getByTestId('withdraw-page')).toBeVisible();
  await settle(page);
}

/** The amount on the seeded card (chosen already), the fee preview, the password, confirmed. */
async function withdraw(page: Page, amount: string, password: string) {
  await form(page).getByLabel(T.amount).fill(amount);
  await form(page).getByRole('button', { name: T.continue }).click();
  await expect(page.getByTestId('withdraw-preview')).toBeVisible();
  await form(page).getByLabel(T.password).fill(password);
  await form(page).getByRole('button', { name: T.confirm }).click();
}

for (const L of LANGS) {
  test.describe(`withdraw on a strict platform (${L.lang})`, () => {
    test.beforeEach(async ({ page, control }) => {
      await presetLanguage(page, L.lang);
      await control.setAnswerProfile('STRICT');
    });

    if (L.lang === 'es') test('a member with a payment password withdraws; the C2C parts are confirmed and the history shows the order', async ({ page, control }) => {
      await openWithdraw(page);
      // the hours as the strict settings give them ("00:00"), the card from the map keyed by B/E/V
      await expect(page.getByTestId('withdraw-limits')).toContainText(L.hours);
      await expect(form(page).getByLabel(T.account)).toHaveValue('card-member01-1');
      await withdraw(page, '500', '246810');
      await expect(page.getByTestId('withdraw-submitted')).toBeVisible();
      const [order] = await control.withdrawals('member01');
      expect(order).toMatchObject({ amount: 500, status: 'PENDING' });
      const orderNo = order?.orderNo ?? '';
      const record = page.getByTestId('withdraw-record').filter({ hasText: orderNo });
      await expect(record.getByTestId('withdraw-record-status')).toHaveText(L.pending);

      await control.approveWithdrawal(orderNo);
      await control.payWithdrawalParts(orderNo, [200, 292.5]);
      // the confirmation list (a bare list on this platform) opens the dialog after a reload
      await page.reload();
      const dialog = page.getByTestId('withdrawal-confirmation');
      await expect(dialog).toBeVisible();
      const parts = dialog.getByTestId('confirmation-part');
      await expect(parts).toHaveCount(2);
      await parts.nth(0).getByRole('button', { name: T.received }).click();
      await expect(parts.nth(0)).toHaveAttribute('data-status', 'RECEIVED');
      await expect(dialog.getByTestId('confirmation-received')).toHaveText('$200.00');
      await lookAt(page, `test-results/withdraw-strict-confirmation-${L.lang}.png`);
      const [after] = await control.withdrawals('member01');
      expect(after?.parts.map((part) => part.status)).toEqual(['RECEIVED', 'WAITING']);
      // the history (a bare list) shows the order being paid
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('withdraw-record').filter({ hasText: orderNo }).getByTestId('withdraw-record-status')).toHaveText(L.paying);
    });

    if (L.lang === 'en') test('a member without a payment password is sent to create one by the submit\'s refusal, then withdraws with what was typed kept', async ({ page, control }) => {
      await control.clearPaymentPassword('member01');
      // a platform that has no withdraw records route: the page loads, says so, and the rest works
      await page.route((url) => url.pathname.endsWith('/MCSFE_getWithdrawRecords'), (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }), { times: 1 });
      await openWithdraw(page);
      await expect(page.getByTestId('withdraw-records-unavailable')).toHaveText(L.recordsUnavailable);
      // the settings do not say whether one is set: the form, not the set-up
      await expect(page.getByTestId('withdraw-set-password')).toHaveCount(0);
      await withdraw(page, '300', '246810');
      const setup = page.getByTestId('withdraw-set-password');
      await expect(setup.getByRole('heading', { name: L.createTitle })).toBeVisible();
      expect(await control.withdrawals('member01')).toEqual([]);
      await lookAt(page, `test-results/withdraw-strict-create-password-${L.lang}.png`);
      await setup.getByLabel(T.password).fill('135790');
      await setup.getByLabel(T.confirmPassword).fill('135790');
      await setup.getByRole('button', { name: T.savePassword }).click();
      // back at the withdrawal with the amount and card as typed
      await expect(form(page).getByLabel(T.amount)).toHaveValue('300');
      await expect(form(page).getByLabel(T.account)).toHaveValue('card-member01-1');
      expect(await control.hasPaymentPassword('member01')).toBe(true);
      await form(page).getByRole('button', { name: T.continue }).click();
      await expect(page.getByTestId('withdraw-preview')).toBeVisible();
      await form(page).getByLabel(T.password).fill('135790');
      await form(page).getByRole('button', { name: T.confirm }).click();
      await expect(page.getByTestId('withdraw-submitted')).toBeVisible();
      const orders = await control.withdrawals('member01');
      expect(orders.map((order) => order.amount)).toEqual([300]);
      await expect(page.getByTestId('withdraw-record').filter({ hasText: orders[0]?.orderNo ?? '' })).toBeVisible();
    });
  });
}
