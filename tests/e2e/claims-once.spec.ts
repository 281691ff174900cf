/**
 * A promotion's bonus and the manual rebate are claimed once, and the player is told the truth,
 * when the answer to the claim is lost. For each claim: the platform pays it and the
 * answer is dropped (told claimed, paid once); the platform refuses it with a 500 before paying
 * (told failed, and claimed again it pays once, the same idempotency key sent); and for the promotion, the page
 * reloaded while the answer is held opens the promotion again and resumes the check instead of
 * offering a new claim. The embedded platform's faults (schema/README.md "Fault kinds") arrange
 * each case; the control endpoint says what was paid. es on the phone, en on the desktop.
 */
import type { Page } from '@playwright/test';
import type { ControlClient } from '../../schema/control/client';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { expect, lookAt, presetLanguage, test } from './fixtures';
import esPromotions from '../../locales/es/promotions.json' with { type: 'json' };
import enPromotions from '../../locales/en/promotions.json' with { type: 'json' };
import esCommon from '../../locales/es/common.json' with { type: 'json' };
import enCommon from '../../locales/en/common.json' with { type: 'json' };

const LANGS = [
  { lang: 'es', promotions: esPromotions, common: esCommon, title: 'Bono de depósito', failed: 'La conexión de red no es estable. Inténtalo de nuevo.', rebateClaimed: 'Reembolso reclamado:' },
  { lang: 'en', promotions: enPromotions, common: enCommon, title: 'Deposit bonus', failed: 'The network link is abnormal. Please try again.', rebateClaimed: 'Rebate claimed:' },
] as const;

const member = ACCOUNTS.member.username;
/** member01's issued promotion (schema/domain/promotions.ts): its bonus of $50 goes to the bonus wallet. */
const ISSUED = 'promo-1';
const BONUS = 50;

const detail = (page: Page) => page.getByTestId('promotion-detail');
const bonusWallet = async (control: ControlClient) => (await control.promotionStatus(member, ISSUED)).bonusBalance;

/** The idempotency keys the page sends with each call of a claim route (in the JSON body, routes.ts), in order. */
function keysSent(page: Page, suffix: string): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith(suffix)) return;
    const body = (request.postDataJSON() ?? {}) as { idempotencyKey?: unknown };
    keys.push(typeof body.idempotencyKey === 'string' ? body.idempotencyKey : '');
  });
  return keys;
}

async function openIssued(page: Page, lang: 'es' | 'en') {
  await presetLanguage(page, lang);
  await startSignedIn(page, ACCOUNTS.member, '/promotions');
  const board = page.getByTestId('promotions');
  await expect(board).toHaveAttribute('data-status', 'ready');
  await board.locator(`[data-testid="promotion-card"][data-id="${ISSUED}"]`).getByTestId('promotion-open').click();
  await expect(detail(page)).toHaveAttribute('data-status', 'issued');
}

async function openRebate(page: Page, lang: 'es' | 'en') {
  await presetLanguage(page, lang);
  await startSignedIn(page, ACCOUNTS.member, '/member/manualRebate');
  const rebate = page.getByTestId('manual-rebate');
  await expect(rebate).toHaveAttribute('data-status', 'ready');
  const total = Number(await rebate.getAttribute('data-total'));
  // member01's bets since the last claim leave a rebate to claim (schema/domain/inbox.ts)
  expect(total).toBeGreaterThan(0);
  return total;
}

for (const L of LANGS) {
  test.describe(`a promotion's bonus claimed, answer lost (${L.lang})`, () => {
    if (L.lang === 'es') test(`paid, then the connection dropped: checked, told claimed, paid once (${L.lang})`, async ({ page, control }, testInfo) => {
      await openIssued(page, L.lang);
      const before = await bonusWallet(control);
      await control.failNext('promotionClaim', 1, { kind: 'DROP_CONNECTION' });
      // the check's first reading waits here, so the notice can be looked at while it checks
      let readingMay = () => {};
      const mayRead = new Promise<void>((resolve) => (readingMay = resolve));
      await page.route((url) => url.pathname.endsWith('/MCSFE_getPromotionList'), async (route) => {
        await mayRead;
        await route.fallback();
      });
      await detail(page).getByTestId('promotion-claim').click();
      const outcome = page.getByTestId('promotion-outcome');
      await expect(outcome).toHaveAttribute('data-outcome', 'checking');
      await expect(outcome).toContainText(L.common.outcome.checkingTitle);
      await expect(outcome).toContainText(L.promotions.outcome.claim.replace('{{title}}', L.title));
      // the detail holds while it is checked: pressing again sends nothing
      await expect(detail(page).getByTestId('promotion-claim')).toHaveAttribute('aria-busy', 'true');
      await detail(page).getByTestId('promotion-claim').click({ force: true });
      await lookAt(page, testInfo.outputPath(`promotion-claim-checking-${L.lang}.png`));
      readingMay();
      await expect(page.getByTestId('promotion-done')).toContainText(L.promotions.claimed);
      await expect(page.getByTestId('promotion-claimed-amount')).toContainText('50');
      await expect(detail(page)).toHaveAttribute('data-status', 'claimed');
      await expect(outcome).toHaveCount(0);
      await expect(page.getByTestId('promotion-action-failure')).toHaveCount(0);
      expect(await control.callCount('promotionClaim')).toBe(1);
      expect(await bonusWallet(control)).toBeCloseTo(before + BONUS, 2);
    });

    if (L.lang === 'en') test(`refused with a 500 before it was paid: checked, told failed, and claimed again it pays once (${L.lang})`, async ({ page, control }) => {
      await openIssued(page, L.lang);
      const before = await bonusWallet(control);
      const keys = keysSent(page, '/MCSFE_claimPromotionBonus');
      await control.failNext('promotionClaim', 1, { httpStatus: 500 });
      await detail(page).getByTestId('promotion-claim').click();
      await expect(page.getByTestId('promotion-outcome')).toContainText(L.common.outcome.checkingTitle);
      await expect(page.getByTestId('promotion-action-failure')).toHaveText(L.failed);
      await expect(page.getByTestId('promotion-outcome')).toHaveCount(0);
      await expect(detail(page)).toHaveAttribute('data-status', 'issued');
      expect(await bonusWallet(control)).toBeCloseTo(before, 2);
      await detail(page).getByTestId('promotion-claim').click();
      await expect(page.getByTestId('promotion-claimed-amount')).toContainText('50');
      expect(await control.callCount('promotionClaim')).toBe(2);
      expect(await bonusWallet(control)).toBeCloseTo(before + BONUS, 2);
      // the same claim again: the same key (one per intent)
      expect(keys).toHaveLength(2);
      expect(keys[0]?.length).toBeGreaterThanOrEqual(8);
      expect(keys[1]).toBe(keys[0]);
    });
  });

  test.describe(`the manual rebate claimed, answer lost (${L.lang})`, () => {
    if (L.lang === 'es') test(`paid, then the connection dropped: checked, told claimed, paid once (${L.lang})`, async ({ page, control }) => {
      const total = await openRebate(page, L.lang);
      const before = (await control.account(member))?.mainBalance ?? 0;
      await control.failNext('rebateClaim', 1, { kind: 'DROP_CONNECTION' });
      await page.getByTestId('rebate-claim').click();
      const outcome = page.getByTestId('rebate-outcome');
      await expect(outcome).toContainText(L.common.outcome.checkingTitle);
      await expect(page.getByTestId('rebate-claim')).toBeDisabled();
      await expect(page.getByTestId('rebate-claimed')).toContainText(L.rebateClaimed);
      await expect(outcome).toHaveCount(0);
      await expect(page.getByTestId('rebate-action-failure')).toHaveCount(0);
      await expect(page.getByTestId('manual-rebate')).toHaveAttribute('data-total', '0');
      expect(await control.callCount('rebateClaim')).toBe(1);
      expect((await control.account(member))?.mainBalance).toBeCloseTo(before + total, 2);
    });

    if (L.lang === 'en') test(`refused with a 500 before it was paid: checked, told failed, and claimed again it pays once (${L.lang})`, async ({ page, control }) => {
      const total = await openRebate(page, L.lang);
      const before = (await control.account(member))?.mainBalance ?? 0;
      const keys = keysSent(page, '/MCSFE_claimRebate');
      await control.failNext('rebateClaim', 1, { httpStatus: 500 });
      await page.getByTestId('rebate-claim').click();
      await expect(page.getByTestId('rebate-outcome')).toContainText(L.common.outcome.checkingTitle);
      await expect(page.getByTestId('rebate-action-failure')).toHaveText(L.failed);
      await expect(page.getByTestId('rebate-outcome')).toHaveCount(0);
      expect((await control.account(member))?.mainBalance).toBeCloseTo(before, 2);
      await page.getByTestId('rebate-claim').click();
      await expect(page.getByTestId('rebate-claimed')).toContainText(L.rebateClaimed);
      await expect(page.getByTestId('manual-rebate')).toHaveAttribute('data-total', '0');
      expect(await control.callCount('rebateClaim')).toBe(2);
      expect((await control.account(member))?.mainBalance).toBeCloseTo(before + total, 2);
      expect(keys).toHaveLength(2);
      expect(keys[0]?.length).toBeGreaterThanOrEqual(8);
      expect(keys[1]).toBe(keys[0]);
    });
  });
}

test('a promotion claim reloaded while its answer was held: the promotion opens again, the check resumes, no new claim is offered first (es)', async ({ page, control }) => {
  const L = LANGS[0];
  await openIssued(page, 'es');
  const before = await bonusWallet(control);
  await control.failNext('promotionClaim', 1, { kind: 'SLOW', delayMs: 60_000 });
  await detail(page).getByTestId('promotion-claim').click();
  await expect(detail(page)).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => control.callCount('promotionClaim')).toBe(1);
  await page.reload();
  await expect(page.getByTestId('promotion-outcome')).toContainText(L.common.outcome.checkingTitle);
  await expect(detail(page)).toHaveAttribute('data-id', ISSUED);
  await expect(page.getByTestId('promotion-claimed-amount')).toContainText('50');
  await expect(detail(page)).toHaveAttribute('data-status', 'claimed');
  expect(await control.callCount('promotionClaim')).toBe(1);
  expect(await bonusWallet(control)).toBeCloseTo(before + BONUS, 2);
});
