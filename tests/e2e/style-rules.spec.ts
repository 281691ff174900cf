/**
 * Issue 17: Chromium restyles every element of the page when a @keyframes or @media rule goes into
 * the style sheet, and Stitches inserts a component's rules the first time it draws. So the app
 * inserts them ahead (src/ui/theme.ts, insertRulesAhead; src/ui/motion.ts): every @keyframes
 * before the first page is drawn, and a dialog's rules before it first opens over a built page
 * (a daily popup during the load cost a restyle of 1,184 elements in its opening's task).
 *
 * The test logs every rule the page inserts, with whether the app had drawn anything yet and the
 * time, and checks those two promises against it: the dialog's own rules are found by the class
 * names its overlay and panel carry, so the test cannot pass because the markup changed.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, settle, startSignedIn } from './auth-helpers';
import { expect, test } from './fixtures';

interface InsertedRule {
  text: string;
  /** The app had drawn something into #root. */
  drawn: boolean;
  at: number;
}

async function logInsertedRules(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: InsertedRule[] = [];
    (window as unknown as { insertedRules: InsertedRule[] }).insertedRules = log;
    for (const proto of [CSSStyleSheet.prototype, CSSGroupingRule.prototype]) {
      const insert = proto.insertRule;
      proto.insertRule = function insertRule(this: CSSStyleSheet | CSSGroupingRule, rule: string, index?: number) {
        const root = document.getElementById('root');
        log.push({ text: String(rule), drawn: Boolean(root && root.childElementCount > 0), at: performance.now() });
        return insert.call(this, rule, index);
      };
    }
  });
}

const insertedRules = (page: Page) => page.evaluate(() => (window as unknown as { insertedRules: InsertedRule[] }).insertedRules);

test('every @keyframes is in before the first draw, and a dialog\'s rules before it first opens @once', async ({ page }) => {
  await logInsertedRules(page);
  await startSignedIn(page, ACCOUNTS.member, '/member/personalHistoryCopy');
  const table = page.getByTestId('records-table');
  await expect(table.getByTestId('bet-open').first()).toBeVisible();
  await expect(page.getByTestId('live-notices')).toHaveAttribute('data-state', 'open');
  await settle(page);

  const beforeOpening = await page.evaluate(() => performance.now());
  await table.getByTestId('bet-open').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('bet-detail')).toBeVisible();

  const rules = await insertedRules(page);
  const keyframes = rules.filter((rule) => rule.text.startsWith('@keyframes'));
  expect(keyframes.length).toBeGreaterThan(0);
  expect(keyframes.filter((rule) => rule.drawn).map((rule) => rule.text.slice(0, 40))).toEqual([]);

  // the overlay (the dialog's parent) and the panel: each carries its Stitches classes
  const classes = await dialog.evaluate((panel) => [...panel.classList, ...(panel.parentElement?.classList ?? [])].filter((name) => name.startsWith('c-')));
  expect(classes.length).toBeGreaterThan(1);
  const dialogRules = rules.filter((rule) => classes.some((name) => new RegExp(`\\.${name}(?![\\w-])`).test(rule.text)));
  expect(dialogRules.filter((rule) => rule.text.startsWith('@media')).length).toBeGreaterThan(0);
  expect(dialogRules.filter((rule) => rule.at >= beforeOpening).map((rule) => rule.text.slice(0, 60))).toEqual([]);
});
