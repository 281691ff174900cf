/**
 * Contracts in the agent centre (issue 14, "The contract statechart"; SPEC.md §4): agent02 signs
 * in and the contract dialog shows agent01's daily-salary offer (contract-2), whose rate is below
 * the one agent02 pays agent41 (contract-6): accepting asks for consent first, cancelling sends
 * nothing, consenting accepts the offer and the platform ends contract-6. A real-time salary
 * payout (agent41's contract-7) shows pending, then paid once the platform's clock has run 5
 * minutes and the periods are settled. At 390 px in Spanish and 1280 px in English.
 */
import type { Page } from '@playwright/test';
import { startSignedIn } from './auth-helpers';
import { expect, lookAt, presetLanguage, test } from './fixtures';
import es from '../../locales/es/contracts.json' with { type: 'json' };
import en from '../../locales/en/contracts.json' with { type: 'json' };

const AGENT02 = { username: 'agent02', password: 'Agent2024' };
const AGENT41 = { username: 'agent41', password: 'Agent2024' };

const LANGS = [
  { lang: 'es', texts: es },
  { lang: 'en', texts: en },
] as const;

const dialog = (page: Page) => page.getByRole('dialog', { name: /./ }).filter({ has: page.getByTestId('contract-dialog') });

for (const L of LANGS) {
  test.describe(`agent contracts (${L.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, L.lang);
    });

    test(`agent02 gets the contract dialog after sign-in; the lower-rate offer asks consent and accepting ends the downline contract (${L.lang})`, async ({ page, control }, testInfo) => {
      await startSignedIn(page, AGENT02, '/agentHome');
      const offers = dialog(page);
      await expect(offers).toBeVisible();
      await expect(offers.getByRole('heading', { name: L.texts.dialog.title })).toBeVisible();
      const offer = offers.locator('[data-testid="contract-waiting"][data-contract="contract-2"]');
      await expect(offer).toContainText(L.texts.kinds.DAILY_SALARY);
      await expect(offer.getByTestId('contract-tiers').locator('tbody tr')).toHaveCount(2);
      await lookAt(page, testInfo.outputPath(`contract-dialog-${L.lang}.png`));

      // accepting asks first; cancelling sends nothing
      await offer.getByRole('button', { name: L.texts.answers.accept, exact: true }).click();
      const consent = offers.getByTestId('contract-consent');
      await expect(consent).toContainText('contract-6');
      await consent.getByRole('button', { name: L.texts.consent.cancel }).click();
      await expect(consent).toHaveCount(0);
      const before = await control.contracts('agent02');
      expect(before.find((row) => row.id === 'contract-2')?.status).toBe('P');
      expect(before.find((row) => row.id === 'contract-6')?.status).toBe('A');

      // accept with consent: the offer is active, the downline contract ended
      await offer.getByRole('button', { name: L.texts.answers.accept, exact: true }).click();
      await consent.getByRole('button', { name: L.texts.consent.agree }).click();
      await expect(offers.getByTestId('contract-all-answered')).toHaveText(L.texts.dialog.allAnswered);
      const after = await control.contracts('agent02');
      expect(after.find((row) => row.id === 'contract-2')?.status).toBe('A');
      expect(after.find((row) => row.id === 'contract-6')?.status).toBe('C');

      // closed, it stays closed; the daily wages page shows the contract now held
      await offers.getByRole('button', { name: L.lang === 'es' ? 'Cerrar' : 'Close', exact: true }).first().click();
      await expect(offers).toHaveCount(0);
      await page.goto('/agentHome/agentDailyWages2');
      const mine = page.getByTestId('my-contract');
      await expect(mine.locator('[data-testid="contract-held"][data-contract="contract-2"] [data-testid="contract-status"]')).toHaveText(L.texts.statuses.A);
    });

    test(`a real-time salary payout shows pending, then paid after 5 minutes of platform time (${L.lang})`, async ({ page, control }, testInfo) => {
      await startSignedIn(page, AGENT41, '/agentHome/agentRealtimeSalary');
      const contractPage = page.getByTestId('contract-page');
      await expect(contractPage.getByRole('heading', { name: L.texts.kinds.REALTIME_SALARY })).toBeVisible();
      // nothing waits for agent41: no dialog
      await expect(page.getByTestId('contract-offers')).toHaveAttribute('data-status', 'ready');
      await expect(page.getByTestId('contract-dialog')).toHaveCount(0);
      await expect(page.getByTestId('my-contract').locator('[data-testid="contract-held"][data-contract="contract-7"]')).toBeVisible();

      await contractPage.getByRole('tab', { name: L.texts.views.payouts }).click();
      const records = page.getByTestId('payout-records');
      await expect(records).toHaveAttribute('data-status', 'ready');
      const pending = records.locator('[data-testid="payout-status"][data-status="PENDING"]');
      await expect(pending.first()).toHaveText(L.texts.payouts.statuses.PENDING);
      const paidBefore = await records.locator('[data-testid="payout-status"][data-status="SETTLED"]').count();

      await control.advanceClock(300);
      await control.settleContracts();
      await records.getByRole('button', { name: L.texts.payouts.reload }).click();
      await expect(records.locator('[data-testid="payout-status"][data-status="SETTLED"]')).toHaveCount(paidBefore + 1);
      await expect(pending.first()).toBeVisible();
      await lookAt(page, testInfo.outputPath(`contract-payouts-${L.lang}.png`));
    });
  });
}
