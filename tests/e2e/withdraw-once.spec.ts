/**
 * A withdrawal whose answer is lost: the page checks the records instead of saying
 * "failed", tells the truth, and the money leaves once; a reload while the answer is held resumes
 * the check. Spanish on the phone, English on the desktop.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, settle, startSignedIn } from './auth-helpers';
import { expect, presetLanguage, test } from './fixtures';

const T = {
  amount: /^(Monto a retirar|Amount to withdraw)/,
  password: /^(Contraseña de pago|Payment password)/,
  continue: /^(Continuar|Continue)$/,
  confirm: /^(Confirmar retiro|Confirm withdrawal)$/,
};

const LANGS = [
  { lang: 'es', checking: 'Comprobando la operación', failed: 'La conexión de red no es estable. Inténtalo de nuevo.' },
  { lang: 'en', checking: 'Checking the operation', failed: 'The network link is abnormal. Please try again.' },
] as const;

const form = (page: Page) => page.getByTestId('withdraw-form');

/** member01 at the confirmation of a 500 withdrawal, the payment password typed. */
async function toConfirmation(page: Page, lang: string) {
  await presetLanguage(page, lang);
  await startSignedIn(page, ACCOUNTS.member, '/member/withdraw');
  await expect(page.getByTestId('withdraw-page')).toBeVisible();
  await settle(page);
  await form(page).getByLabel(T.amount).fill('500');
  await form(page).getByRole('button', { name: T.continue }).click();
  await expect(page.getByTestId('withdraw-preview')).toBeVisible();
  await form(page).getByLabel(T.password).fill('246810');
}

for (const L of LANGS) {
  test.describe(`withdrawal, answer lost (${L.lang})`, () => {
    if (L.lang === 'es') test('made, then the connection dropped: checked, said sent, one order', async ({ page, control }) => {
      const before = (await control.account('member01'))?.mainBalance ?? 0;
      await toConfirmation(page, L.lang);
      await control.failNext('withdraw', 1, { kind: 'DROP_CONNECTION' });
      await form(page).getByRole('button', { name: T.confirm }).click();
      await expect(page.getByTestId('withdraw-outcome')).toContainText(L.checking);
      await expect(page.getByTestId('withdraw-submitted')).toBeVisible();
      await expect(page.getByTestId('withdraw-outcome')).toHaveCount(0);
      expect(await control.withdrawals('member01')).toHaveLength(1);
      expect((await control.account('member01'))?.mainBalance).toBe(before - 500);
      expect(await control.callCount('withdraw')).toBe(1);
    });

    if (L.lang === 'en') test('refused with a 500 before it was made: checked, said failed, and confirmed again it is made once', async ({ page, control }) => {
      await toConfirmation(page, L.lang);
      await control.failNext('withdraw', 1, { httpStatus: 500 });
      await form(page).getByRole('button', { name: T.confirm }).click();
      await expect(page.getByTestId('withdraw-outcome')).toContainText(L.checking);
      await expect(form(page).getByText(L.failed)).toBeVisible();
      await expect(page.getByTestId('withdraw-outcome')).toHaveCount(0);
      expect(await control.withdrawals('member01')).toHaveLength(0);
      // the amount is kept; the player confirms again with the password
      await expect(form(page).getByLabel(T.amount)).toHaveValue('500');
      await form(page).getByLabel(T.password).fill('246810');
      await form(page).getByRole('button', { name: T.confirm }).click();
      await expect(page.getByTestId('withdraw-submitted')).toBeVisible();
      expect(await control.withdrawals('member01')).toHaveLength(1);
    });

    if (L.lang === 'es') test('reloaded while the answer was held: the check resumes and finds the order', async ({ page, control }) => {
      await toConfirmation(page, L.lang);
      await control.failNext('withdraw', 1, { kind: 'SLOW', delayMs: 60_000 });
      await form(page).getByRole('button', { name: T.confirm }).click();
      await expect.poll(() => control.callCount('withdraw')).toBe(1);
      await expect.poll(async () => (await control.withdrawals('member01')).length).toBe(1);
      await page.reload();
      await expect(page.getByTestId('withdraw-outcome')).toContainText(L.checking);
      await expect(page.getByTestId('withdraw-submitted')).toBeVisible();
      expect(await control.withdrawals('member01')).toHaveLength(1);
      expect(await control.callCount('withdraw')).toBe(1);
    });
  });
}
