/**
 * Chromium restyles every element of the page when a @media or @keyframes rule is
 * inserted into a style sheet, and Stitches inserts a component's rules the first time it draws.
 * So every @keyframes goes in at boot (src/ui/motion.ts), and Stitches' conditional rules go into
 * @media blocks made at boot (src/ui/styleSheet.ts): once the app has drawn, every rule it adds is
 * a plain one. Checked on a member page whose load brings the most: the page's records and chart,
 * the daily popup's dialog over them, the live notices.
 *
 * The test logs every rule inserted into any sheet from the page's first script on, with whether
 * the app had drawn anything yet and the block it went into.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, settle, startSignedIn } from './auth-helpers';
import { expect, test } from './fixtures';

test.use({ publicPopups: 'shown' });

interface InsertedRule {
  text: string;
  /** The app had drawn something into #root. */
  drawn: boolean;
  /** The condition of the @media block it went into ('' for Stitches' unconditioned groups and the sheet itself). */
  into: string;
}

async function logInsertedRules(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: InsertedRule[] = [];
    (window as unknown as { insertedRules: InsertedRule[] }).insertedRules = log;
    const watch = (proto: { insertRule(rule: string, index?: number): number }) => {
      const insert = proto.insertRule;
      proto.insertRule = function insertRule(this: CSSStyleSheet | CSSGroupingRule, rule: string, index?: number) {
        const root = document.getElementById('root');
        const into = this instanceof CSSMediaRule ? this.conditionText : '';
        log.push({ text: String(rule), drawn: Boolean(root && root.childElementCount > 0), into });
        return insert.call(this, rule, index);
      };
    };
    watch(CSSStyleSheet.prototype);
    watch(CSSGroupingRule.prototype);
  });
}

test('once the app has drawn, it inserts no @media or @keyframes rule: a member page, its daily popup, the live notices @once', async ({ page }) => {
  await logInsertedRules(page);
  await startSignedIn(page, ACCOUNTS.member, '/member/personalProfit');
  await expect(page.getByTestId('member-records')).toBeVisible();
  await expect(page.getByRole('dialog').filter({ has: page.getByTestId('public-popup') })).toBeVisible();
  await expect(page.getByTestId('live-notices')).toHaveAttribute('data-state', 'open');
  await settle(page);

  const rules = await page.evaluate(() => (window as unknown as { insertedRules: InsertedRule[] }).insertedRules);
  const afterDrawing = rules.filter((rule) => rule.drawn);
  expect(rules.filter((rule) => !rule.drawn && rule.text.startsWith('@keyframes')).length).toBeGreaterThan(0);
  // the components drawn after the first frame did bring rules, and their conditional ones went
  // into the blocks: a phone's page draws its desktop layout's rules too
  expect(afterDrawing.length).toBeGreaterThan(50);
  expect(afterDrawing.filter((rule) => rule.into === '(min-width: 768px)').length).toBeGreaterThan(0);
  expect(afterDrawing.filter((rule) => /^@(media|keyframes)/.test(rule.text)).map((rule) => rule.text.slice(0, 60))).toEqual([]);
});
