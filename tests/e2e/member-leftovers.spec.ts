/**
 * The member records' columns in Chromium: member01's betting record shows every column at
 * 1280 px — the status column included, without scrolling the table sideways — and each bet's
 * status on the phone's cards. Spanish at 390 px, English at 1280 px. (The header's messages
 * button is walked in member-inbox.spec.ts, the points chart in points-promotions.spec.ts, the
 * SMS tasks of the security centre in security-centre.spec.ts.)
 */
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { expect, lookAt, presetLanguage, test } from './fixtures';

const LANGS = [
  { lang: 'es', status: 'Estado' },
  { lang: 'en', status: 'Status' },
] as const;

// both languages, so both widths: the table at 1280 px and the cards at 390 px (fixtures.ts, presetLanguage)
for (const L of LANGS) {
  test(`betting record: every column fits, the status included (${L.lang})`, async ({ page }, testInfo) => {
    await presetLanguage(page, L.lang);
    await startSignedIn(page, ACCOUNTS.member, '/member/personalHistoryCopy');
    const records = page.getByTestId('member-records');
    await expect(records).toHaveAttribute('data-status', 'ready');
    const table = page.getByTestId('records-table');
    if (L.lang === 'en') {
      // the desktop overlay: a table whose last column (status) is in view without a sideways scroll
      await expect(table).toHaveAttribute('data-layout', 'table');
      const header = table.getByRole('columnheader', { name: L.status });
      await expect(header).toBeVisible();
      const fits = await table.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
      expect(fits, 'the table scrolls sideways: its last columns are cut off').toBe(true);
      const [box, frame] = [await header.boundingBox(), await table.boundingBox()];
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((frame?.x ?? 0) + (frame?.width ?? 0) + 1);
      await expect(table.locator('tbody tr').first().locator('[data-status]')).toBeVisible();
    } else {
      // the phone: cards, each with its status
      await expect(table).toHaveAttribute('data-layout', 'cards');
      await expect(table.locator('[data-status]').first()).toBeVisible();
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
      expect(fits, 'the page scrolls sideways').toBe(true);
    }
    await lookAt(page, testInfo.outputPath(`betting-record-${L.lang}.png`));
  });
}
