/**
 * The messages, rewards and rebate pages in Chromium, as one journey in Spanish on the phone (one language per test:
 * fixtures.ts, presetLanguage): member01's menu badge counts the unread messages the page shows; opening one marks it
 * read and both counts drop; a message the platform sends raises both without a reload; ticked
 * messages go after a confirmation; a reward claimed moves the header balance and the reward
 * badge; the manual rebate is claimed once. The header's messages button shows the menu's number
 * at every step (one memberBadges flow) and opens the inbox. An agent reads its messages in the agent centre.
 * Fine-grained rules live in Vitest (tests/unit/connect/inbox.test.ts, rewardCentre.test.ts,
 * contract-cases.ts, chart-faults.test.ts).
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { axeViolations } from './axe';
import { expect, lookAt, presetLanguage, test } from './fixtures';

const LANGS = [
  { lang: 'es', deleted: 'Se eliminaron 2 mensajes.', rebateNothing: 'No hay reembolso para reclamar.' },
  { lang: 'en', deleted: '2 messages deleted.', rebateNothing: 'There is no rebate to claim.' },
] as const;

const badge = (page: Page, entry: string) => page.getByTestId(`member-badge-${entry}`);
const inbox = (page: Page) => page.getByTestId('inbox');
const HEADER_NAME = { es: (n: number) => `Mensajes, ${n} sin leer`, en: (n: number) => `Messages, ${n} unread` } as const;
const headerMessages = (page: Page) => page.getByTestId('header-messages');
const balanceOf = async (page: Page) => Number((await page.getByTestId('balance-amount').first().innerText()).replace(/[^\d.,-]/g, '').replace(/,(?=\d{3})/g, '').replace(',', '.'));

for (const L of LANGS.filter((entry) => entry.lang === 'es')) {
  test(`messages, rewards and rebate: counts that agree, a claim that moves money once (${L.lang})`, async ({ page, control }, testInfo) => {
    await presetLanguage(page, L.lang);
    await startSignedIn(page, ACCOUNTS.member, '/');

    // the header's messages button: member01's 3 unread; a click opens the inbox
    await expect(headerMessages(page)).toHaveAccessibleName(HEADER_NAME[L.lang](3));
    await expect(headerMessages(page).getByTestId('header-messages-count')).toHaveText('3');
    await headerMessages(page).click();
    await expect(page).toHaveURL(/\/member\/messageV2$/);

    // the badge, the header and the page say the same: 3 unread
    await expect(inbox(page)).toHaveAttribute('data-unread', '3');
    await expect(badge(page, 'messageV2')).toContainText('3');
    await expect(inbox(page).locator('[data-testid="inbox-item"][data-read="false"]')).toHaveCount(3);
    await lookAt(page, testInfo.outputPath(`inbox-${L.lang}.png`));

    // opening one marks it read on the platform: both counts drop
    await inbox(page).locator('[data-testid="inbox-item"][data-read="false"]').first().getByTestId('inbox-open').click();
    await expect(page.getByTestId('inbox-content')).toBeVisible();
    await page.getByTestId('inbox-close').click();
    await expect(inbox(page)).toHaveAttribute('data-unread', '2');
    await expect(badge(page, 'messageV2')).toContainText('2');
    await expect(headerMessages(page)).toHaveAccessibleName(HEADER_NAME[L.lang](2));
    expect((await control.badgeCounts('member01')).unreadMessages).toBe(2);

    // the platform sends one (pushed as newMessage): both rise without a reload
    await expect(page.getByTestId('live-notices')).toHaveAttribute('data-state', 'open');
    await control.setBadgeCounts('member01', { unreadMessages: 3 });
    await expect(inbox(page)).toHaveAttribute('data-unread', '3');
    await expect(badge(page, 'messageV2')).toContainText('3');
    await expect(headerMessages(page)).toHaveAccessibleName(HEADER_NAME[L.lang](3));

    // two read ones ticked and deleted after the confirmation
    const read = inbox(page).locator('[data-testid="inbox-item"][data-read="true"]');
    const total = await control.badgeCounts('member01');
    await read.nth(0).getByTestId('inbox-tick').check();
    await read.nth(1).getByTestId('inbox-tick').check();
    await page.getByTestId('inbox-delete-selected').click();
    await page.getByTestId('inbox-confirm-delete').click();
    await expect(page.getByTestId('inbox-deleted')).toHaveText(L.deleted);
    expect((await control.badgeCounts('member01')).unreadMessages).toBe(total.unreadMessages);

    // the reward centre: the badge counts the rewards waiting; one claimed moves the balance once
    await page.locator('a[data-page="rewardCenter"]').first().click();
    const centre = page.getByTestId('reward-centre');
    await expect(centre).toHaveAttribute('data-available', '2');
    await expect(badge(page, 'rewardCenter')).toContainText('2');
    const before = await balanceOf(page);
    const first = centre.getByTestId('reward-item').first();
    const amount = Number(await first.getByTestId('reward-amount').getAttribute('data-amount'));
    const title = await first.locator('strong').innerText();
    await first.getByTestId('reward-claim').dblclick();
    await expect(page.getByTestId('reward-claimed')).toContainText(title);
    await expect(centre).toHaveAttribute('data-available', '1');
    await expect(badge(page, 'rewardCenter')).toContainText('1');
    await expect.poll(() => balanceOf(page)).toBeCloseTo(before + amount, 2);
    expect(await axeViolations(page)).toEqual([]);
    await lookAt(page, testInfo.outputPath(`rewards-${L.lang}.png`));

    // the manual rebate: claimed once, then nothing left to claim
    await page.locator('a[data-page="manualRebate"]').first().click();
    const rebate = page.getByTestId('manual-rebate');
    await expect(rebate).toHaveAttribute('data-status', 'ready');
    expect(Number(await rebate.getAttribute('data-total'))).toBeGreaterThan(0);
    await page.getByTestId('rebate-claim').dblclick();
    await expect(page.getByTestId('rebate-claimed')).toBeVisible();
    await expect(rebate).toHaveAttribute('data-total', '0');
    await expect(page.getByTestId('rebate-claim')).toBeDisabled();
    await expect(page.getByTestId('rebate-nothing')).toHaveText(L.rebateNothing);
    await lookAt(page, testInfo.outputPath(`rebate-${L.lang}.png`));
  });
}

test('an agent reads its messages in the agent centre', { tag: '@once' }, async ({ page }) => {
  await startSignedIn(page, ACCOUNTS.agent, '/agentHome/messageV2');
  await expect(inbox(page)).toHaveAttribute('data-unread', '1');
  await inbox(page).locator('[data-testid="inbox-item"][data-read="false"]').getByTestId('inbox-open').click();
  await expect(page.getByTestId('inbox-content')).toBeVisible();
  await page.getByTestId('inbox-close').click();
  await expect(inbox(page)).toHaveAttribute('data-unread', '0');
});
