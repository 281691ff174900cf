/**
 * Money never moves twice, and the player is told the truth, when the answer to a money command is
 * lost (issue 39). For each command: the platform applies it and the answer is dropped; the
 * platform refuses it with a 5xx before applying; the page is reloaded while the answer is held.
 * The embedded platform's faults (schema/README.md "Fault kinds") arrange each case.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { expect, presetLanguage, test } from './fixtures';

const LANGS = [
  {
    lang: 'es',
    checking: 'Comprobando la operación',
    done: /Transferencia hecha: \$40\.00 de Cartera principal a PG/,
    failed: 'La conexión de red no es estable. Inténtalo de nuevo.',
  },
  {
    lang: 'en',
    checking: 'Checking the operation',
    done: /Transfer done: \$40\.00 from Main wallet to PG/,
    failed: 'The network link is abnormal. Please try again.',
  },
] as const;

async function openTransfer(page: Page, lang: 'es' | 'en') {
  await presetLanguage(page, lang);
  await startSignedIn(page, ACCOUNTS.member, '/member/transferFund');
  await expect(page.getByTestId('transfer-form')).toBeVisible();
  await page.getByTestId('transfer-to').selectOption('11');
  await page.getByTestId('transfer-amount').fill('40');
}

for (const L of LANGS) {
  test.describe(`wallet transfer, answer lost (${L.lang})`, () => {
    test('applied, then the connection dropped: checked, said done, moved once', async ({ page, control }) => {
      const before = (await control.account('member01'))?.mainBalance ?? 0;
      await openTransfer(page, L.lang);
      await control.failNext('walletTransfer', 1, { kind: 'DROP_CONNECTION' });
      await page.getByTestId('transfer-submit').click();
      const outcome = page.getByTestId('transfer-outcome');
      await expect(outcome).toContainText(L.checking);
      // the form holds while it is checked: pressing again sends nothing
      await page.getByTestId('transfer-submit').click({ force: true });
      await expect(page.getByTestId('transfer-done')).toHaveText(L.done);
      await expect(outcome).toHaveCount(0);
      await expect(page.getByTestId('transfer-error')).toHaveCount(0);
      await expect(page.getByTestId('wallet-PG')).toContainText('40.00');
      expect(await control.callCount('walletTransfer')).toBe(1);
      expect((await control.account('member01'))?.mainBalance).toBe(before - 40);
    });

    test('refused with a 500 before it was applied: checked, said failed, and sent again it moves once', async ({ page, control }) => {
      const before = (await control.account('member01'))?.mainBalance ?? 0;
      await openTransfer(page, L.lang);
      await control.failNext('walletTransfer', 1, { httpStatus: 500 });
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByTestId('transfer-outcome')).toContainText(L.checking);
      await expect(page.getByTestId('transfer-error')).toHaveText(L.failed);
      await expect(page.getByTestId('transfer-outcome')).toHaveCount(0);
      // nothing typed is lost; the player sends it again
      await expect(page.getByTestId('transfer-amount')).toHaveValue('40');
      expect((await control.account('member01'))?.mainBalance).toBe(before);
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByTestId('transfer-done')).toHaveText(L.done);
      expect(await control.callCount('walletTransfer')).toBe(2);
      expect((await control.account('member01'))?.mainBalance).toBe(before - 40);
    });

    test('reloaded while the answer was held: the check resumes, no new send is offered first', async ({ page, control }) => {
      const before = (await control.account('member01'))?.mainBalance ?? 0;
      await openTransfer(page, L.lang);
      await control.failNext('walletTransfer', 1, { kind: 'SLOW', delayMs: 60_000 });
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByTestId('transfer-fund')).toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => control.callCount('walletTransfer')).toBe(1);
      await page.reload();
      await expect(page.getByTestId('transfer-outcome')).toContainText(L.checking);
      await expect(page.getByTestId('transfer-done')).toHaveText(L.done);
      expect(await control.callCount('walletTransfer')).toBe(1);
      expect((await control.account('member01'))?.mainBalance).toBe(before - 40);
    });
  });
}
