/**
 * Promotions and invite friends in Chromium. The Spanish journey (phone): a visitor
 * browses /promotions and is asked to sign in to apply; member01 sees every activity status of
 * SPEC.md §4 with its own label, filters by category, applies with a comment (over 140 characters
 * refused before any call, a double click sending once), the platform issues it (control
 * setPromotionStatus), the bonus is claimed once into the bonus wallet and shows in the reward
 * centre's history; /member/referral shows the invite link (the referral code, never a token),
 * copies it, draws its QR code, lists the invited friends with totals, and says it is not
 * available once REFERRAL3 is off (its menu entry gone). Its English twin (desktop) reads the
 * statuses, a detail and the referral page at 1280 px. Fine-grained rules live in Vitest
 * (tests/unit/connect/promotions.test.ts, referral.test.ts, tests/unit/platform/promotions.test.ts).
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn, submitLogin } from './auth-helpers';
import { axeViolations } from './axe';
import { expect, lookAt, presetLanguage, test } from './fixtures';
import { installClipboardStub } from '../paths/clipboard-stub';
import es from '../../locales/es/promotions.json' with { type: 'json' };
import en from '../../locales/en/promotions.json' with { type: 'json' };

const LANGS = [
  { lang: 'es', T: es, tournament: 'Torneo de campeones', size: 'phone' },
  { lang: 'en', T: en, tournament: 'Champions tournament', size: 'desktop' },
] as const;

const board = (page: Page) => page.getByTestId('promotions');
const card = (page: Page, id: string) => board(page).locator(`[data-testid="promotion-card"][data-id="${id}"]`);
const detail = (page: Page) => page.getByTestId('promotion-detail');

const STATUSES = ['join', 'applying', 'rejected', 'issued', 'claimed', 'process', 'joined', 'comingSoon'] as const;

/** member01's list: every activity status, each with its own label (and icon). */
async function everyStatus(page: Page, T: typeof es) {
  await expect(board(page)).toHaveAttribute('data-signed-in', 'true');
  await expect(board(page)).toHaveAttribute('data-status', 'ready');
  for (const status of STATUSES) {
    await expect(board(page).locator(`[data-testid="promotion-status"][data-status="${status}"]`).first()).toHaveText(T.status[status].label);
  }
}

/** The referral page: the link carries the referral code (never the token), copied; the friends and totals. */
async function referralPage(page: Page, T: typeof es) {
  const referral = page.getByTestId('referral');
  await expect(referral).toHaveAttribute('data-status', 'ready');
  const link = await page.getByTestId('referral-link').inputValue();
  expect(link).toMatch(/\/register\?referralCode=RF[0-9A-Z]{6}$/);
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  expect(link).not.toContain(token);
  await page.getByTestId('referral-copy').click();
  await expect(page.getByTestId('referral-copy-status')).toHaveText(T.referral.copied);
  await expect(page.getByTestId('referral-total-friends')).toHaveText('11');
  await expect(page.getByTestId('referral-total-qualified')).toHaveText('6');
  await expect(page.getByTestId('referral-total-reward')).toContainText('90');
  await expect(page.getByTestId('referral-rules').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('referral-friends').getByText(T.referral.friendStatus.QUALIFIED).first()).toBeVisible();
}

for (const { lang, T, tournament } of LANGS.filter((entry) => entry.lang === 'es')) {
  test(`promotions and invite friends: every status, apply, issue, claim once, referral link and friends (${lang})`, async ({ page, control }, testInfo) => {
    await presetLanguage(page, lang);
    await installClipboardStub(page);

    // a visitor browses and is asked to sign in to apply
    await page.goto('/promotions');
    await expect(board(page)).toHaveAttribute('data-status', 'ready');
    await expect(board(page)).toHaveAttribute('data-signed-in', 'false');
    await card(page, 'promo-4').getByTestId('promotion-open').click();
    await detail(page).getByTestId('promotion-apply').click();
    await expect(page.getByTestId('promotion-sign-in-needed')).toContainText(T.signInNeeded);
    expect(await control.callCount('promotionApply')).toBe(0);
    // signing in from there comes back to the promotions, signed in
    await page.getByTestId('promotion-sign-in').click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fpromotions$/);
    await submitLogin(page, ACCOUNTS.member);
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(board(page)).toHaveAttribute('data-signed-in', 'true');

    // member01: every activity status, each with its own label and icon
    await everyStatus(page, T);
    await lookAt(page, testInfo.outputPath(`promotions-${lang}.png`));
    // a category: the tournaments only
    await page.getByTestId('promotion-categories').getByRole('button', { name: T.categories.TOURNAMENT }).click();
    await expect(board(page).getByTestId('promotion-card')).toHaveCount(2);
    await expect(board(page).locator('[data-testid="promotion-card"]:not([data-category="TOURNAMENT"])')).toHaveCount(0);

    // apply with a comment: over 140 characters refused at the field, nothing sent; then once
    await card(page, 'promo-4').getByTestId('promotion-open').click();
    await expect(detail(page).getByTestId('promotion-explain')).toHaveText(T.status.join.explain);
    const comment = detail(page).getByTestId('promotion-comment');
    await comment.fill('x'.repeat(141));
    await expect(detail(page).getByTestId('promotion-comment-count')).toContainText('141/140');
    await detail(page).getByTestId('promotion-apply').click();
    await expect(page.getByRole('dialog').getByText(T.detail.commentTooLong.replace('{{max}}', '140'))).toBeVisible();
    expect(await control.callCount('promotionApply')).toBe(0);
    await comment.fill('Juego torneos cada semana');
    await detail(page).getByTestId('promotion-apply').dblclick();
    await expect(page.getByTestId('promotion-done')).toHaveText(T.applied);
    await expect(detail(page).getByTestId('promotion-status')).toHaveText(T.status.applying.label);
    expect(await control.callCount('promotionApply')).toBe(1);
    await lookAt(page, testInfo.outputPath(`promotion-applied-${lang}.png`));

    // the platform issues it; the bonus is claimed once (double click) into the bonus wallet
    const issued = await control.setPromotionStatus(ACCOUNTS.member.username, 'promo-4', 'ISSUED');
    await page.reload();
    await expect(card(page, 'promo-4')).toHaveAttribute('data-status', 'issued');
    await card(page, 'promo-4').getByTestId('promotion-open').click();
    await detail(page).getByTestId('promotion-claim').dblclick();
    await expect(page.getByTestId('promotion-claimed-amount')).toContainText('100');
    await expect(detail(page).getByTestId('promotion-status')).toHaveText(T.status.claimed.label);
    expect(await control.callCount('promotionClaim')).toBe(1);
    expect((await control.promotionStatus(ACCOUNTS.member.username, 'promo-4')).bonusBalance).toBeCloseTo(issued.bonusBalance + 100, 2);

    // the reward centre's history shows the claim
    await page.goto('/member/rewardCenter');
    await expect(page.getByTestId('reward-history').getByText(tournament).first()).toBeVisible();

    // invite friends: the link carries the referral code (never the token), copied, as a QR code
    await page.getByTestId('member-menu').locator('a[data-page="referral"]').click();
    await referralPage(page, T);
    await lookAt(page, testInfo.outputPath(`referral-${lang}.png`));

    // the referral promotion off: no menu entry, the page says it is not available
    await control.setFlag('REFERRAL3', false);
    await page.reload();
    await expect(page.getByTestId('referral-unavailable')).toContainText(T.referral.unavailable);
    await expect(page.getByTestId('member-menu').locator('a[data-page="referral"]')).toHaveCount(0);
  });
}

test('promotions and invite friends at 1280 px: the statuses, an issued bonus\'s detail, the referral page and its QR code (en)', async ({ page }, testInfo) => {
  const T = en;
  await presetLanguage(page, 'en');
  await installClipboardStub(page);
  await startSignedIn(page, ACCOUNTS.member, '/promotions');
  await everyStatus(page, T);
  await lookAt(page, testInfo.outputPath('promotions-en.png'));
  await card(page, 'promo-1').getByTestId('promotion-open').click();
  await expect(detail(page).getByTestId('promotion-explain')).toHaveText(T.status.issued.explain);
  await expect(detail(page).getByTestId('promotion-claim')).toBeVisible();
  await expect(detail(page).getByTestId('promotion-terms').locator('li')).toHaveCount(3);
  expect(await axeViolations(page, { layer: '[role="dialog"]' })).toEqual([]);
  await lookAt(page, testInfo.outputPath('promotion-issued-en.png'));

  await page.goto('/member/referral');
  await referralPage(page, T);
  expect(await axeViolations(page, { layer: '[role="dialog"]' })).toEqual([]);
  await lookAt(page, testInfo.outputPath('referral-en.png'));
  await page.getByTestId('referral-qr').click();
  await expect(page.getByTestId('referral-qr-dialog').getByRole('img', { name: T.referral.qrAlt })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('referral-qr-dialog')).toHaveCount(0);
  await expect(page.getByTestId('referral')).toBeVisible();
});
