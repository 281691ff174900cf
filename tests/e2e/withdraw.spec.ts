/**
 * Withdraw and the withdrawal confirmation in Chromium, in Spanish (phone) and English
 * (desktop), against the embedded platform: the fee before submit, refusals that keep what was
 * typed, the turnover gate, setting a payment password, one withdrawal per submission, and the C2C
 * confirmation of a withdrawal paid in three parts, ended by "I received everything" (asked first;
 * the deadline's auto-confirmation is walked in money-journey.spec.ts).
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
  cancel: /^(Cancelar|Cancel)$/,
  cancelYes: /^(Sí, cancelar retiro|Yes, cancel withdrawal)$/,
  savePassword: /^(Guardar contraseña|Save password)$/,
  bank: /^(Banco o proveedor|Bank or provider)/,
  cardNumber: /^(Número de tarjeta|Card number)/,
  holder: /^(Titular|Account holder)/,
  bind: /^(Vincular cuenta|Link account)$/,
  received: /^(Recibido|Received)$/,
  notReceived: /^(Reportar no recibido|Report not received)$/,
  proofs: /^(Comprobantes|Proof)/,
};

const LANGS = [
  {
    lang: 'es',
    fee: '$7.50',
    receive: '$492.50',
    wrongPassword: 'La contraseña de pago no es correcta.',
    overBalance: 'El monto supera tu saldo disponible para retirar ($1,520.75).',
    turnover: 'Aún no cumples el rollover requerido para retirar.',
    mismatch: 'Las contraseñas no coinciden.',
    pending: 'Pendiente',
    cancelled: 'Cancelado',
    approved: 'Aprobado',
    paying: 'Pagando por partes',
    network: /red|conexión/i,
    proofSize: 'Cada imagen debe pesar como máximo 5 MB.',
    proofType: 'Solo se aceptan imágenes PNG o JPG.',
    proofNone: 'Ninguna imagen elegida',
    proofChosen: 'Imágenes elegidas: 1',
    warning: /contará como recibida y el depósito del pagador no se reembolsará/,
    notReceivedStatus: 'Reportado como no recibido',
  },
  {
    lang: 'en',
    fee: '$7.50',
    receive: '$492.50',
    wrongPassword: 'The payment password is incorrect.',
    overBalance: 'The amount is more than your balance available to withdraw ($1,520.75).',
    turnover: 'You have not met the turnover required to withdraw yet.',
    mismatch: 'The passwords do not match.',
    pending: 'Pending',
    cancelled: 'Cancelled',
    approved: 'Approved',
    paying: 'Being paid in parts',
    network: /network/i,
    proofSize: 'Each image must be at most 5 MB.',
    proofType: 'Only PNG or JPG images are accepted.',
    proofNone: 'No image chosen',
    proofChosen: 'Images chosen: 1',
    warning: /counts as received and the payer's deposit is not refunded/,
    notReceivedStatus: 'Reported as not received',
  },
] as const;

const form = (page: Page) => page.getByTestId('withdraw-form');

async function openWithdraw(page: Page, account: { username: string; password: string } = ACCOUNTS.member, path = '/member/withdraw') {
  await startSignedIn(page, account, path);
  await expect(page.getByTestId('withdraw-page')).toBeVisible();
  await settle(page);
}

/** Fills the amount (the seeded card is chosen already) and asks for the fee preview. */
async function preview(page: Page, amount: string) {
  await form(page).getByLabel(T.amount).fill(amount);
  await form(page).getByRole('button', { name: T.continue }).click();
  await expect(page.getByTestId('withdraw-preview')).toBeVisible();
}

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

for (const L of LANGS) {
  test.describe(`withdraw (${L.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, L.lang);
    });

    if (L.lang === 'es') test('member01 withdraws to the bound card with the fee shown before submit; the record can be cancelled', async ({ page, control }) => {
      await openWithdraw(page);
      await expect(form(page).getByLabel(T.account)).toHaveValue('card-member01-1');
      await preview(page, '500');
      await expect(page.getByTestId('preview-fee')).toHaveText(L.fee);
      await expect(page.getByTestId('preview-received')).toHaveText(L.receive);
      await lookAt(page, `test-results/withdraw-preview-${L.lang}.png`);
      await form(page).getByLabel(T.password).fill('246810');
      await form(page).getByRole('button', { name: T.confirm }).click();
      await expect(page.getByTestId('withdraw-submitted')).toBeVisible();
      const [order] = await control.withdrawals('member01');
      expect(order).toMatchObject({ amount: 500, fee: 7.5, status: 'PENDING' });
      expect((await control.account('member01'))?.mainBalance).toBe(1020.75);
      const record = page.getByTestId('withdraw-record').filter({ hasText: order?.orderNo ?? '' });
      await expect(record.getByTestId('withdraw-record-status')).toHaveText(L.pending);

      await record.getByRole('button', { name: T.cancel }).click();
      // by id: on a desktop the member centre around the page is a dialog too
      const dialog = page.locator('#withdraw-cancel-dialog');
      await expect(dialog).toContainText(order?.orderNo ?? '');
      await dialog.getByRole('button', { name: T.cancelYes }).click();
      await expect(record.getByTestId('withdraw-record-status')).toHaveText(L.cancelled);
      expect((await control.account('member01'))?.mainBalance).toBe(1520.75);
    });

    if (L.lang === 'es') test('an amount above the balance is refused at its field before the password; a wrong payment password at its own with the amount and card kept', { tag: '@once' }, async ({ page, control }) => {
      await openWithdraw(page);
      // member01 holds 1520.75 in the main wallet: 1600 never reaches the fee or the password step
      await expect(page.getByTestId('withdraw-balance')).toContainText('1,520.75');
      await form(page).getByLabel(T.amount).fill('1600');
      await form(page).getByRole('button', { name: T.continue }).click();
      await expect(form(page).getByText(L.overBalance)).toBeVisible();
      await expect(form(page).getByLabel(T.amount)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('withdraw-preview')).toHaveCount(0);
      await expect(form(page).getByLabel(T.password)).toHaveCount(0);
      // the page's bound is the header's balance flow: a live balance change moves both, no reload
      await control.setBalance('member01', 1700);
      await expect.poll(() => control.pushAccountEvent('member01', { kind: 'balanceChanged', balance: 1700 })).toBeGreaterThan(0);
      await expect(page.getByTestId('withdraw-balance')).toContainText('1,700.00');
      await expect(page.getByTestId('balance-amount')).toContainText('1,7');
      await control.setBalance('member01', 1520.75);
      await expect.poll(() => control.pushAccountEvent('member01', { kind: 'balanceChanged', balance: 1520.75 })).toBeGreaterThan(0);
      await expect(page.getByTestId('withdraw-balance')).toContainText('1,520.75');
      await preview(page, '300');
      await form(page).getByLabel(T.password).fill('111111');
      await form(page).getByRole('button', { name: T.confirm }).click();
      await expect(form(page).getByText(L.wrongPassword)).toBeVisible();
      await expect(form(page).getByLabel(T.amount)).toHaveValue('300');
      await expect(form(page).getByLabel(T.account)).toHaveValue('card-member01-1');
      expect(await control.withdrawals('member01')).toEqual([]);
      // the right one goes through
      await form(page).getByLabel(T.password).fill('246810');
      await form(page).getByRole('button', { name: T.confirm }).click();
      await expect(page.getByTestId('withdraw-submitted')).toBeVisible();
    });

    if (L.lang === 'es') test('turnover not met: the table per game type and the submit refused', { tag: '@once' }, async ({ page, control }) => {
      await control.setTurnover('member01', 'I', [
        { gameType: 'LIVE', requiredTurnover: 1000, actualTurnover: 250 },
        { gameType: 'RNG', requiredTurnover: 500, actualTurnover: 500 },
      ]);
      await openWithdraw(page);
      const table = page.getByTestId('withdraw-turnover');
      await expect(table.getByRole('row', { name: /LIVE/ })).toContainText('$1,000.00');
      await expect(table.getByRole('row', { name: /LIVE/ })).toContainText('$250.00');
      await form(page).getByLabel(T.amount).fill('200');
      await form(page).getByRole('button', { name: T.continue }).click();
      await expect(page.getByTestId('withdraw-form-error')).toHaveText(L.turnover);
      await expect(page.getByTestId('withdraw-preview')).toHaveCount(0);
      expect(await control.callCount('withdrawFeePreview')).toBe(0);
      expect(await control.withdrawals('member01')).toEqual([]);
    });

    if (L.lang === 'en') test('a member without a payment password sets one first, binds a card, then sees the form', async ({ page, control }) => {
      await openWithdraw(page, ACCOUNTS.firstLogin);
      const setup = page.getByTestId('withdraw-set-password');
      await setup.getByLabel(T.password).fill('135790');
      await setup.getByLabel(T.confirmPassword).fill('135791');
      await setup.getByRole('button', { name: T.savePassword }).click();
      await expect(setup.getByText(L.mismatch)).toBeVisible();
      await setup.getByLabel(T.confirmPassword).fill('135790');
      await setup.getByRole('button', { name: T.savePassword }).click();
      const bind = page.getByTestId('withdraw-bind');
      await expect(bind).toBeVisible();
      expect(await control.hasPaymentPassword('firstlogin01')).toBe(true);
      await bind.getByLabel(T.bank).selectOption('BBVA');
      await bind.getByLabel(T.cardNumber).fill('4152313899990000');
      await bind.getByLabel(T.holder).fill('Diego Morales');
      await bind.getByRole('button', { name: T.bind }).click();
      await expect(form(page).getByLabel(T.account)).toContainText('**** 0000');
      // nothing typed is kept anywhere but the page
      const stored = await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }) + JSON.stringify({ ...window.localStorage }) + document.cookie);
      expect(stored).not.toContain('135790');
    });

    if (L.lang === 'es') test('a double click creates one withdrawal, and a dropped answer is checked, not offered again', { tag: '@once' }, async ({ page, control }) => {
      await openWithdraw(page);
      await preview(page, '200');
      await form(page).getByLabel(T.password).fill('246810');
      await control.failNext('withdraw', 1, { kind: 'DROP_CONNECTION' });
      await form(page).getByRole('button', { name: T.confirm }).dblclick();
      // the platform made the order and the answer never arrived: the page reads the records and
      // says it was sent (a 500 before it was made: withdraw-once.spec.ts)
      await expect(page.getByTestId('withdraw-submitted')).toBeVisible();
      expect(await control.withdrawals('member01')).toHaveLength(1);
      expect(await control.callCount('withdraw')).toBe(1);
      expect((await control.account('member01'))?.mainBalance).toBe(1320.75);
    });

    // the deadline's auto-confirmation is walked in money-journey.spec.ts
    if (L.lang === 'es') test('paid in three C2C parts: the first received, the second not received with proof, then "I received everything" asked and confirmed', async ({ page, control }) => {
      await openWithdraw(page);
      await preview(page, '500');
      await form(page).getByLabel(T.password).fill('246810');
      await form(page).getByRole('button', { name: T.confirm }).click();
      await expect(page.getByTestId('withdraw-submitted')).toBeVisible();
      const [order] = await control.withdrawals('member01');
      const orderNo = order?.orderNo ?? '';
      // the record follows the order live: approved, then being paid in parts, with no reload
      await expect(page.getByTestId('live-notices')).toHaveAttribute('data-state', 'open');
      await expect.poll(async () => (await control.accountSockets()).authenticated).toBe(1);
      const status = page.getByTestId('withdraw-record').filter({ hasText: orderNo }).getByTestId('withdraw-record-status');
      await control.approveWithdrawal(orderNo);
      await expect(status).toHaveText(L.approved);
      // the notice of the order just sent follows it too: no "waiting for approval" once approved
      const sent = page.getByTestId('withdraw-submitted');
      await expect(sent).toContainText(`Estado de tu retiro ${orderNo}: Aprobado.`);
      await control.payWithdrawalParts(orderNo, [200, 150, 142.5]);
      await expect(status).toHaveText(L.paying);
      await expect(sent).toContainText(`Estado de tu retiro ${orderNo}: Pagando por partes.`);

      // the check on sign-in opens the confirmation over the page
      await page.reload();
      const dialog = page.getByTestId('withdrawal-confirmation');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('confirmation-amount')).toHaveText('$492.50');
      await expect(dialog.getByTestId('confirmation-remaining')).toHaveText('$492.50');
      const parts = dialog.getByTestId('confirmation-part');
      await expect(parts).toHaveCount(3);
      await expect(parts.nth(2)).toContainText(L.warning);
      await expect(parts.nth(2).getByTestId('confirmation-countdown')).toHaveText(/^(30:00|29:5\d)$/);
      await lookAt(page, `test-results/withdraw-confirmation-${L.lang}.png`);

      await parts.nth(0).getByRole('button', { name: T.received }).click();
      await expect(dialog.getByTestId('confirmation-received')).toHaveText('$200.00');
      await expect(parts.nth(0)).toHaveAttribute('data-status', 'RECEIVED');

      const picker = parts.nth(1).getByLabel(T.proofs);
      // the picker speaks the page's language, not the browser's 'Choose Files / No file chosen'
      await expect(parts.nth(1).getByText(L.proofNone)).toBeVisible();
      await expect(picker).toHaveAttribute('type', 'file');
      await picker.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]) });
      await expect(parts.nth(1).getByRole('alert')).toHaveText(L.proofSize);
      // the type is read from the bytes: a text named .png is no image
      await picker.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
      await expect(parts.nth(1).getByRole('alert')).toHaveText(L.proofType);
      await picker.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
      await expect(parts.nth(1).getByRole('img', { name: /receipt\.png/ })).toBeVisible();
      await expect(parts.nth(1).getByText(L.proofChosen)).toBeVisible();
      await parts.nth(1).getByRole('button', { name: T.notReceived }).click();
      await expect(parts.nth(1)).toHaveAttribute('data-status', 'NOT_RECEIVED');
      await expect(parts.nth(1).getByTestId('confirmation-part-status')).toHaveText(L.notReceivedStatus);

      const [reported] = await control.withdrawals('member01');
      expect(reported?.parts[1]?.proofCount).toBe(1);

      // "I received everything" on the third asks first, and says the report on the second goes
      await parts.nth(2).getByRole('button', { name: 'Ya recibí todo' }).click();
      const question = dialog.getByTestId('fully-paid-question');
      await expect(question).toContainText('Se contarán como recibidos $292.50 más');
      await expect(question).toContainText('La parte 2, que reportaste como no recibida, pasará a recibida y tu reporte se retirará.');
      await question.getByRole('button', { name: 'No, volver' }).click();
      await expect(question).toHaveCount(0);
      await expect(parts.nth(2)).toHaveAttribute('data-status', 'WAITING');
      await parts.nth(2).getByRole('button', { name: 'Ya recibí todo' }).click();
      await question.getByRole('button', { name: 'Sí, recibí todo' }).click();
      // one state everywhere: the totals, every part and the order agree
      await expect(dialog.getByTestId('confirmation-received')).toHaveText('$492.50');
      await expect(dialog.getByTestId('confirmation-remaining')).toHaveText('$0.00');
      await expect(parts.nth(1)).toHaveAttribute('data-status', 'RECEIVED');
      await expect(parts.nth(1).getByTestId('confirmation-part-status')).toHaveText('Recibido');
      await expect(parts.nth(2)).toHaveAttribute('data-status', 'RECEIVED');
      const [after] = await control.withdrawals('member01');
      expect(after?.status).toBe('PAID');
      expect(after?.parts.map((part) => [part.status, part.proofCount])).toEqual([
        ['RECEIVED', 0],
        ['RECEIVED', 0],
        ['RECEIVED', 0],
      ]);
    });

    if (L.lang === 'es') test('a trial account never reaches the withdraw calls', { tag: '@once' }, async ({ page, control }) => {
      await startSignedIn(page, { username: 'trial01', password: 'Trial2024' }, '/member/withdraw');
      await expect(page.locator('main')).toBeVisible();
      await settle(page);
      await expect(page.getByTestId('withdraw-form')).toHaveCount(0);
      await expect(page.getByTestId('withdrawal-confirmation')).toHaveCount(0);
      expect(await control.callCount('withdrawSettings')).toBe(0);
      expect(await control.callCount('paymentConfirmationList')).toBe(0);
    });
  });
}
