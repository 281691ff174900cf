/**
 * Contracts in the agent centre ("The contract statechart"; SPEC.md §4): agent02 signs
 * in and the contract dialog shows agent01's daily-salary offer (contract-2), whose rate is below
 * the one agent02 pays agent41 (contract-6): accepting asks for consent first, cancelling sends
 * nothing, consenting accepts the offer and the platform ends contract-6. A real-time salary
 * payout (agent41's contract-7) shows pending, then paid once the platform's clock has run 5
 * minutes and the periods are settled. agent01 offers agent02 a daily salary through the offer
 * form of "my downlines' contracts" (validation first, a refusal keeps what was typed), agent02
 * signs in and accepts it in the dialog, agent01's list shows it active and agent01 then asks to
 * end it. At 390 px in Spanish and 1280 px in English.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { startSignedIn } from './auth-helpers';
import { expectWhole } from './layout-checks';
import { expect, lookAt, presetLanguage, test } from './fixtures';
import es from '../../locales/es/contracts.json' with { type: 'json' };
import en from '../../locales/en/contracts.json' with { type: 'json' };

const AGENT01 = { username: 'agent01', password: 'Agent2024' };
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

    if (L.lang === 'es') test(`agent02 gets the contract dialog after sign-in; the lower-rate offer asks consent and accepting ends the downline contract (${L.lang})`, async ({ page, control }, testInfo) => {
      await startSignedIn(page, AGENT02, '/agentHome');
      const offers = dialog(page);
      await expect(offers).toBeVisible();
      await expect(offers.getByRole('heading', { name: L.texts.dialog.title })).toBeVisible();
      const offer = offers.locator('[data-testid="contract-waiting"][data-contract="contract-2"]');
      await expect(offer).toContainText(L.texts.kinds.DAILY_SALARY);
      await expect(offer.getByTestId('contract-tiers').locator('tbody tr')).toHaveCount(2);
      await lookAt(page, testInfo.outputPath(`contract-dialog-${L.lang}.png`));

      // accepting asks first, in the offer's own card, in view and focused on the safe answer; it
      // names the offer as the agent knows it (kind, game type, upline), never the platform's ids
      await offer.getByRole('button', { name: L.texts.answers.accept, exact: true }).click();
      const consent = offer.getByTestId('contract-consent');
      await expect(consent).toBeInViewport();
      await expect(consent.getByRole('button', { name: L.texts.consent.cancel })).toBeFocused();
      await expect(consent).toContainText(L.texts.kinds.DAILY_SALARY);
      await expect(consent).toContainText('agent01');
      await expect(consent).not.toContainText(/contract-\d/);
      await expect(offer.getByTestId('contract-lower-rate')).not.toContainText(/contract-\d/);
      await lookAt(page, testInfo.outputPath(`contract-consent-${L.lang}.png`));
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

    if (L.lang === 'en') test(`an offer whose tier leaves the minimum bet blank (spaces) and the active members empty is not sent, however often it is pressed: each field says it cannot be empty and keeps what was typed (${L.lang})`, async ({ page, control }) => {
      const o = L.texts.offer;
      await startSignedIn(page, AGENT01, '/agentHome/agentDailyWages2');
      await page.getByTestId('contract-page').getByRole('tab', { name: L.texts.views.downlines }).click();
      const view = page.getByTestId('downline-contracts');
      await expect(view).toHaveAttribute('data-status', 'ready');
      const contractsBefore = (await control.contracts('agent01')).length;
      const callsBefore = await control.callCount('contractDailySalary');

      await view.getByRole('button', { name: o.new }).click();
      const form = page.getByTestId('offer-form');
      await form.getByRole('combobox', { name: o.downline, exact: true }).selectOption('agent02');
      await form.getByRole('combobox', { name: o.period, exact: true }).selectOption('WEEKLY');
      const tier = form.getByTestId('offer-tier').first();
      const bet = tier.getByRole('textbox', { name: L.texts.tiers.betVolume, exact: true });
      const members = tier.getByRole('textbox', { name: L.texts.tiers.activeMembers, exact: true });
      const rate = tier.getByRole('textbox', { name: o.rate, exact: true });
      await bet.fill('   ');
      await rate.fill('0.5');
      await form.getByRole('button', { name: o.submit }).click();
      await form.getByRole('button', { name: o.submit }).click();
      // said at each blank field, in the reader's language
      await expect(bet).toHaveAttribute('aria-invalid', 'true');
      await expect(bet).toHaveAccessibleDescription(o.errors.required);
      await expect(members).toHaveAttribute('aria-invalid', 'true');
      await expect(members).toHaveAccessibleDescription(o.errors.required);
      await expect(rate).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form).not.toHaveAttribute('aria-busy', 'true');
      // what was typed stays
      await expect(rate).toHaveValue('0.5');
      await expect(form.getByRole('combobox', { name: o.downline, exact: true })).toHaveValue('agent02');
      await expect(form.getByRole('combobox', { name: o.period, exact: true })).toHaveValue('WEEKLY');
      // the platform heard nothing: no call of the contract route, no contract
      expect(await control.callCount('contractDailySalary')).toBe(callsBefore);
      expect(await control.contracts('agent01')).toHaveLength(contractsBefore);

      // filled in, it goes
      await bet.fill('1000');
      await members.fill('2');
      await form.getByRole('button', { name: o.submit }).click();
      await expect(view.getByTestId('offer-notice')).toHaveText(o.notices.offered);
      const sent = (await control.contracts('agent01')).filter((row) => row.kind === 'DAILY_SALARY' && row.downline === 'agent02' && row.gameType === 'LIVE');
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ status: 'P', period: 'WEEKLY' });
    });

    if (L.lang === 'es') test(`agent01 offers agent02 a daily salary through the form; agent02 accepts it after sign-in; agent01 asks to end it (${L.lang})`, async ({ page, control }, testInfo) => {
      const o = L.texts.offer;
      await startSignedIn(page, AGENT01, '/agentHome/agentDailyWages2');
      const contractPage = page.getByTestId('contract-page');
      await contractPage.getByRole('tab', { name: L.texts.views.downlines }).click();
      const view = page.getByTestId('downline-contracts');
      await expect(view).toHaveAttribute('data-status', 'ready');
      // the seeded offer to agent02 (contract-2) is listed, waiting
      await expect(view.locator('[data-testid="downline-contract"][data-contract="contract-2"]')).toHaveAttribute('data-status', 'P');
      const before = (await control.contracts('agent01')).length;

      await view.getByRole('button', { name: o.new }).click();
      const form = page.getByTestId('offer-form');
      await expect(form).toBeVisible();
      // validation first: nothing chosen, no rate
      await form.getByRole('button', { name: o.submit }).click();
      await expect(form.getByText(o.errors.downlineRequired)).toBeVisible();
      await expect(form.getByText(o.errors.rateRequired)).toBeVisible();
      await form.getByRole('combobox', { name: o.downline, exact: true }).selectOption('agent02');
      await form.getByRole('combobox', { name: o.gameType, exact: true }).selectOption('LIVE');
      await form.getByRole('combobox', { name: o.period, exact: true }).selectOption('WEEKLY');
      const tiers = form.getByTestId('offer-tier');
      await tiers.nth(0).getByRole('textbox', { name: L.texts.tiers.betVolume, exact: true }).fill('1000');
      await tiers.nth(0).getByRole('textbox', { name: L.texts.tiers.activeMembers, exact: true }).fill('2');
      await tiers.nth(0).getByRole('textbox', { name: o.rate, exact: true }).fill('0.5');
      await form.getByRole('button', { name: o.addTier }).click();
      await expect(tiers).toHaveCount(2);
      // a second tier asking less and paying less is refused at its fields
      await tiers.nth(1).getByRole('textbox', { name: L.texts.tiers.betVolume, exact: true }).fill('500');
      await tiers.nth(1).getByRole('textbox', { name: o.rate, exact: true }).fill('0.4');
      await form.getByRole('button', { name: o.submit }).click();
      await expect(tiers.nth(1).getByText(o.errors.tiersAscending)).toBeVisible();
      await expect(tiers.nth(1).getByText(o.errors.ratesAscending)).toBeVisible();
      // a third row added and removed again
      await form.getByRole('button', { name: o.addTier }).click();
      await expect(tiers).toHaveCount(3);
      await form.getByRole('button', { name: o.removeTier.replace('{{n}}', '3') }).click();
      await expect(tiers).toHaveCount(2);
      await tiers.nth(1).getByRole('textbox', { name: L.texts.tiers.betVolume, exact: true }).fill('5000');
      await tiers.nth(1).getByRole('textbox', { name: L.texts.tiers.activeMembers, exact: true }).fill('5');
      await tiers.nth(1).getByRole('textbox', { name: o.rate, exact: true }).fill('0.9');
      expect(await control.contracts('agent01')).toHaveLength(before);
      expect(await axeViolations(page, { layer: '#offer-dialog' })).toEqual([]);
      await lookAt(page, testInfo.outputPath(`offer-form-${L.lang}.png`));

      // the platform refuses once: said in the user's language, everything typed stays
      await control.failNext('contractDailySalary', 1, { errorCode: 'system.busy' });
      await form.getByRole('button', { name: o.submit }).click();
      await expect(form.getByTestId('offer-failure')).toBeVisible();
      await expect(tiers.nth(1).getByRole('textbox', { name: o.rate, exact: true })).toHaveValue('0.9');
      await expect(form.getByRole('combobox', { name: o.downline, exact: true })).toHaveValue('agent02');
      // sent again with a double click: one offer
      await form.getByRole('button', { name: o.submit }).dblclick();
      await expect(view.getByTestId('offer-notice')).toHaveText(o.notices.offered);
      await expect(form).toHaveCount(0);
      const offers = (await control.contracts('agent01')).filter((row) => row.kind === 'DAILY_SALARY' && row.downline === 'agent02' && row.gameType === 'LIVE');
      expect(offers).toHaveLength(1);
      const offered = offers[0];
      expect(offered).toMatchObject({ status: 'P', period: 'WEEKLY' });
      const row = view.locator(`[data-testid="downline-contract"][data-contract="${offered?.id ?? ''}"]`);
      await expect(row).toHaveAttribute('data-status', 'P');
      await expect(row.getByTestId('contract-tiers').locator('tbody tr')).toHaveCount(2);

      // agent02 signs in (its own tab) and gets the offer in the dialog
      const other = await page.context().newPage();
      await presetLanguage(other, L.lang);
      await startSignedIn(other, AGENT02, '/agentHome');
      const waiting = dialog(other).locator(`[data-testid="contract-waiting"][data-contract="${offered?.id ?? ''}"]`);
      await expect(waiting).toBeVisible();
      await expect(waiting).toContainText(L.texts.kinds.DAILY_SALARY);
      await waiting.getByRole('button', { name: L.texts.answers.accept, exact: true }).click();
      await expect(waiting).toHaveCount(0);
      await other.close();

      // agent01's list shows it accepted (read again when the view opens)
      await page.reload();
      await contractPage.getByRole('tab', { name: L.texts.views.downlines }).click();
      await expect(row).toHaveAttribute('data-status', 'A');
      await expect(row.getByTestId('downline-contract-status')).toHaveText(L.texts.statuses.A);

      // ending it: asked first, then requested
      await row.getByRole('button', { name: o.terminate }).click();
      const question = page.getByRole('dialog', { name: o.terminateTitle });
      await expect(question).toContainText('agent02');
      expect(await axeViolations(page, { layer: '#terminate-dialog' })).toEqual([]);
      await question.getByRole('button', { name: o.cancel }).click();
      await expect(question).toHaveCount(0);
      expect((await control.contracts('agent01')).find((one) => one.id === offered?.id)?.status).toBe('A');
      await row.getByRole('button', { name: o.terminate }).click();
      await question.getByRole('button', { name: o.terminateConfirm }).click();
      await expect(view.getByTestId('offer-notice')).toHaveText(o.notices.terminationRequested);
      await expect(row).toHaveAttribute('data-status', 'V');
      expect((await control.contracts('agent01')).find((one) => one.id === offered?.id)?.status).toBe('V');
      await lookAt(page, testInfo.outputPath(`offer-list-${L.lang}.png`));
    });

    if (L.lang === 'en') test(`a real-time salary payout shows pending, then paid after 5 minutes of platform time; the records page by 20 (${L.lang})`, async ({ page, control }, testInfo) => {
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
      const statuses = records.getByTestId('payout-status');
      const pending = records.locator('[data-testid="payout-status"][data-status="PENDING"]');
      const paid = records.locator('[data-testid="payout-status"][data-status="SETTLED"]');
      await expect(statuses.first()).toHaveAttribute('data-status', 'PENDING');
      await expect(pending.first()).toHaveText(L.texts.payouts.statuses.PENDING);
      const paidBefore = await paid.count();
      // the seeded history (12 periods and the running one) fits one page
      expect(paidBefore).toBeLessThan(19);
      await expect(records.getByTestId('payout-pages')).toHaveCount(0);

      await control.advanceClock(300);
      await control.settleContracts();
      await records.getByRole('button', { name: L.texts.payouts.reload }).click();
      // the 5 minutes paid the running period (and one more when the platform's own clock crossed
      // a period's end meanwhile: periods follow the wall clock too)
      await expect.poll(() => paid.count()).toBeGreaterThan(paidBefore);
      await expect(pending.first()).toBeVisible();
      await lookAt(page, testInfo.outputPath(`contract-payouts-${L.lang}.png`));

      // 45 more minutes: more periods than a page holds; the running one first, 20 a page
      await control.advanceClock(45 * 60);
      await control.settleContracts();
      await records.getByRole('button', { name: L.texts.payouts.reload }).click();
      const pages = records.getByTestId('payout-pages');
      await expect(pages.getByRole('button', { name: /^(Página 2|Page 2)$/ })).toBeVisible();
      await expect(statuses).toHaveCount(20);
      await expect(pending).toHaveCount(1);
      await expect(statuses.first()).toHaveAttribute('data-status', 'PENDING');
      const count = Number(await records.getByTestId('payouts-count').getAttribute('data-value'));
      expect(count).toBeGreaterThan(20);
      const settledTotal = await records.getByTestId('payouts-settled').textContent();
      const starts = async () => (await records.getByTestId('payout-period').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))).map((iso) => Date.parse(iso));
      const firstPage = await starts();
      // newest first
      expect(firstPage).toEqual([...firstPage].sort((a, b) => b - a));

      await pages.getByRole('button', { name: /^(Página 2|Page 2)$/ }).click();
      await expect(records).toHaveAttribute('data-status', 'ready');
      await expect(pages.getByRole('button', { name: /^(Página 2|Page 2)$/ })).toHaveAttribute('aria-current', 'page');
      await expect(statuses).toHaveCount(count - 20);
      await expect(pending).toHaveCount(0);
      const secondPage = await starts();
      // older periods than every one of the first page; the totals are still the whole list's
      expect(Math.max(...secondPage)).toBeLessThan(Math.min(...firstPage));
      await expect(records.getByTestId('payouts-settled')).toHaveText(settledTotal ?? '');
      expect(await axeViolations(page)).toEqual([]);
      await lookAt(page, testInfo.outputPath(`contract-payouts-page2-${L.lang}.png`));

      // a refresh stays on the page the agent is on (a period paid meanwhile pushes a row onto it;
      // two when the platform's own clock crossed a period's end during the test)
      await control.advanceClock(300);
      await control.settleContracts();
      await records.getByRole('button', { name: L.texts.payouts.reload }).click();
      const listed = () => records.getByTestId('payouts-count').getAttribute('data-value').then(Number);
      await expect.poll(listed).toBeGreaterThan(count);
      await expect(statuses).toHaveCount((await listed()) - 20);
      await expect(pages.getByRole('button', { name: /^(Página 2|Page 2)$/ })).toHaveAttribute('aria-current', 'page');
      await expect(pending).toHaveCount(0);
    });
  });
}

test('on a phone a held dividend contract keeps its five-column tier table inside the card, and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startSignedIn(page, AGENT01, '/agentHome/agentDividendRecordCopy2');
  const held = page.getByTestId('my-contract').getByTestId('contract-held').first();
  await expect(held.getByTestId('contract-tiers').locator('thead th')).toHaveCount(5);
  // every column, the rate last, fits the phone's card: the long headers wrap instead
  await expectWhole(held.getByRole('region'), "the tier table's region");
  // the page is as wide as the phone (it was 13 px wider: the table pushed its card out)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // whatever does not fit scrolls within the table's own region (focusable, for the keyboard):
  // scrolled to its end, the last column is inside the card
  const region = held.getByRole('region');
  await expect(region).toHaveAttribute('tabindex', '0');
  await region.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  const regionBox = await region.boundingBox();
  const lastBox = await held.getByTestId('contract-tiers').locator('thead th').last().boundingBox();
  expect(regionBox && lastBox && lastBox.x + lastBox.width).toBeLessThanOrEqual((regionBox?.x ?? 0) + (regionBox?.width ?? 0) + 1);
});
