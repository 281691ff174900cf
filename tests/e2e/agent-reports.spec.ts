/**
 * The agent centre's reports: team betting, user profit and loss, my income and the
 * downline transactions. For each: the rows and a totals row that adds up to them, filters (member,
 * game type or movement, range) that change the rows, and a CSV export of every row the query
 * selects (the rows shown first, named by report and range); for team betting the bet / settlement time switch and a 32-day range refused with its
 * message and no call; a failing call shows its message and the retry loads the report. Written
 * once per language: "(es)" runs on the 390 px phone, "(en)" on the 1280 px desktop.
 */
import type { Locator, Page } from '@playwright/test';
import { daysAgo, today } from '../today';
import { pickRange } from '../paths/ui-maps/ledger-ui';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { expectOneLine } from './layout-checks';
import { axeViolations } from './axe';
import { expect, lookAt, presetLanguage, test } from './fixtures';
import es from '../../locales/es/reports.json' with { type: 'json' };
import en from '../../locales/en/reports.json' with { type: 'json' };

const LANGS = [
  { lang: 'es', texts: es },
  { lang: 'en', texts: en },
] as const;

const AGENT41 = { username: 'agent41', password: 'Agent2024' };
const AGENT42 = { username: 'agent42', password: 'Agent2024' };

import { columnValues, expectCsvOfShown, expectTotalsAddUp, ready, report, table, totalCents } from './agent-helpers';

/** Counts the report calls from now on (a refused range must make none). */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) calls += 1;
  });
  return () => calls;
}

async function applyMember(page: Page, username: string): Promise<void> {
  await page.getByTestId('report-member').fill(username);
  await page.getByTestId('report-member-form').getByRole('button', { name: /^(Aplicar|Apply)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`member=${username}`));
  await ready(page);
}

async function countOf(page: Page): Promise<number> {
  await expect(page.getByTestId('report-count')).not.toHaveAttribute('data-value', '');
  return Number(await page.getByTestId('report-count').getAttribute('data-value'));
}

async function allShown(locator: Locator, expected: string): Promise<void> {
  const values = await locator.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-value')));
  expect(values.length).toBeGreaterThan(0);
  expect(new Set(values)).toEqual(new Set([expected]));
}

for (const L of LANGS) {
  test.describe(`agent reports (${L.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, L.lang);
    });

    if (L.lang === 'es') test(`team betting: totals add up, member / game type / range filters, bet vs settlement time, 32 days refused, CSV (${L.lang})`, async ({ page }, testInfo) => {
      const calls = countCalls(page, '/ODSFE2_getTeamBettingRecord');
      await startSignedIn(page, ACCOUNTS.agent, '/agentHome/personalHistoryCopy');
      await expect(report(page).getByRole('heading', { level: 1, name: L.texts.kinds.betting.title })).toBeVisible();
      await ready(page);
      const week = await countOf(page);
      expect(week).toBeGreaterThan(20);
      // the count is written as the export's progress and the table write numbers ('2,721 filas', never '2721')
      await expect(page.getByTestId('report-count')).toContainText(`${new Intl.NumberFormat('en-US').format(week)} ${week === 1 ? 'fila' : 'filas'} en total`);
      await expect(page.getByTestId('report-pages')).toBeVisible();
      // the export is every row of a past week's bets (all its pages, none still coming), named by report and range
      await pickRange(page, page.getByTestId('report-range'), daysAgo(7), daysAgo(1), 10_000);
      await expect(page).toHaveURL(new RegExp(`from=${daysAgo(7)}&to=${daysAgo(1)}`));
      await ready(page);
      expect(await countOf(page)).toBeGreaterThan(20);
      await expectCsvOfShown(page, 'betting', L.texts);
      await pickRange(page, page.getByTestId('report-range'), daysAgo(6), today(), 10_000);
      await expect(page).toHaveURL(new RegExp(`from=${daysAgo(6)}&to=${today()}`));
      await ready(page);
      // many pages: previous, numbers, gaps and next stay on one line on a phone
      await expectOneLine(page.getByTestId('report-pages'), 'the pagination');
      expect(await axeViolations(page)).toEqual([]);

      // newest bet first by bet time; by settlement time the rows follow the settlement
      const betTimes = (await columnValues(page, 'betTime')).map(Number);
      expect(betTimes).toEqual([...betTimes].sort((a, b) => b - a));
      await page.getByRole('tab', { name: L.texts.basis.SETTLE }).click();
      await expect(page).toHaveURL(/basis=settle/);
      await expect(page.getByTestId('report-results')).toHaveAttribute('data-basis', 'SETTLE');
      await ready(page);
      const settleTimes = (await columnValues(page, 'settleTime')).map(Number);
      expect(settleTimes).toEqual([...settleTimes].sort((a, b) => b - a));
      await page.getByRole('tab', { name: L.texts.basis.BET }).click();
      await expect(page).not.toHaveURL(/basis=settle/);
      await ready(page);

      // a range of 32 days is refused with its message and no call; the range shown stays
      const before = calls();
      await pickRange(page, page.getByTestId('report-range'), daysAgo(31), today(), 10_000);
      await expect(page.getByTestId('report-range-error')).toHaveText(L.texts.range.tooLong);
      await expect(report(page)).toHaveAttribute('data-status', 'ready');
      expect(calls()).toBe(before);
      // a shorter range: fewer bets
      await pickRange(page, page.getByTestId('report-range'), today(), today(), 10_000);
      await expect(page.getByTestId('report-range-error')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`from=${today()}&to=${today()}`));
      await expect(report(page)).toHaveAttribute('data-status', /ready|empty/);
      if ((await report(page).getAttribute('data-status')) === 'ready') expect(await countOf(page)).toBeLessThan(week);
      await pickRange(page, page.getByTestId('report-range'), daysAgo(6), today(), 10_000);
      await ready(page);

      // one member's bets (a seeded direct member of agent01 who bets most days): one page, the totals its rows added up
      await applyMember(page, 'gm00001');
      expect(await countOf(page)).toBeGreaterThan(1);
      expect(await countOf(page)).toBeLessThan(week);
      await allShown(table(page).getByTestId('cell-member'), 'gm00001');
      await expectTotalsAddUp(page, 'betting');
      // one game type of that member's
      const gameType = (await columnValues(page, 'gameType'))[0] ?? '';
      await page.getByTestId('report-game-type').selectOption(gameType);
      await expect(page).toHaveURL(new RegExp(`game=${gameType}`));
      await ready(page);
      await allShown(table(page).getByTestId('cell-gameType'), gameType);
      await expectTotalsAddUp(page, 'betting');
      await lookAt(page, testInfo.outputPath(`team-betting-${L.lang}.png`));

      // an export that breaks off (the connection drops, and again on the request layer's own
      // retries) says so in words, what it has kept and what a retry does; the retry's file has
      // every row once
      let dropping = false;
      await page.route(/ODSFE2_getTeamBettingRecord/, async (route) => {
        if (dropping) await route.abort('connectionreset');
        else await route.fallback();
      });
      dropping = true;
      await page.getByTestId('report-export').click();
      const failure = page.getByTestId('report-export-failure');
      await expect(failure.getByText(L.texts.exportFailed, { exact: true })).toBeVisible();
      await expect(failure.getByTestId('report-export-kept')).toHaveText(L.texts.exportFailedStart);
      await expect(failure).toContainText(L.texts.exportFailedReason.replace('{{reason}}', ''));
      await lookAt(page, testInfo.outputPath(`team-betting-export-failed-${L.lang}.png`));
      dropping = false;
      await expectCsvOfShown(page, 'betting', L.texts, () => failure.getByRole('button', { name: L.texts.exportRetry }).click());
      await expect(failure).toHaveCount(0);
    });

    if (L.lang === 'en') test(`user P&L: per member figures, the totals, a game type and a member, CSV (${L.lang})`, async ({ page }, testInfo) => {
      await startSignedIn(page, ACCOUNTS.agent, '/agentHome/palStatementsAgentCopy');
      await expect(report(page).getByRole('heading', { level: 1, name: L.texts.kinds.profitLoss.title })).toBeVisible();
      await ready(page);
      const all = await countOf(page);
      await page.getByTestId('report-game-type').selectOption('LIVE');
      await expect(page).toHaveURL(/game=LIVE/);
      await ready(page);
      expect(await countOf(page)).toBeLessThan(all);
      // the first member with live casino bets (a member with only deposits or withdrawals has a row too)
      const orders = await columnValues(page, 'orders');
      const index = orders.findIndex((value) => Number(value) > 0);
      expect(index).toBeGreaterThanOrEqual(0);
      const member = (await columnValues(page, 'member'))[index] ?? '';
      const liveBets = (await columnValues(page, 'betAmount'))[index];
      await applyMember(page, member);
      expect(await countOf(page)).toBe(1);
      expect(await columnValues(page, 'betAmount')).toEqual([liveBets]);
      await expectTotalsAddUp(page, 'profitLoss');
      await lookAt(page, testInfo.outputPath(`user-pl-${L.lang}.png`));
      expect(await axeViolations(page)).toEqual([]);
      await expectCsvOfShown(page, 'profitLoss', L.texts);
    });

    if (L.lang === 'es') test(`my income: an agent who holds no contract has none, and the page says so (${L.lang})`, async ({ page, control }) => {
      // agent42 has only an offer waiting (contract-5): nothing has paid it yet. Without
      // AGENTPOLICY3 that offer's dialog stays shut, so the page itself is read.
      await control.setFlag('AGENTPOLICY3', false);
      await startSignedIn(page, AGENT42, '/agentHome/agentRevenueReport');
      await expect(report(page).getByRole('heading', { level: 1, name: L.texts.kinds.income.title })).toBeVisible();
      await expect(page.getByTestId('report-empty')).toHaveText(L.texts.kinds.income.empty);
      await expect(page.getByTestId('report-member')).toHaveCount(0);
    });

    if (L.lang === 'en') test(`my income: a contract holder's payouts add up, by game type, paid plus running, CSV (${L.lang})`, async ({ page }, testInfo) => {
      // agent41 holds four contracts with agent02
      await startSignedIn(page, AGENT41, '/agentHome/agentRevenueReport');
      await expect(report(page).getByRole('heading', { level: 1, name: L.texts.kinds.income.title })).toBeVisible();
      await ready(page);
      const kinds = new Set(await columnValues(page, 'contractKind'));
      expect(kinds.size).toBeGreaterThan(1);
      await page.getByTestId('report-game-type').selectOption('RNG');
      await expect(page).toHaveURL(/game=RNG/);
      await ready(page);
      await allShown(table(page).getByTestId('cell-gameType'), 'RNG');
      await expectTotalsAddUp(page, 'income');
      // the total is what was paid plus what the running period would pay
      const paid = Math.round(Number(await page.getByTestId('report-income-settled').getAttribute('data-value')) * 100);
      const running = Math.round(Number(await page.getByTestId('report-income-pending').getAttribute('data-value')) * 100);
      expect(paid + running).toBe(await totalCents(page, 'amount'));
      await lookAt(page, testInfo.outputPath(`my-income-${L.lang}.png`));
      expect(await axeViolations(page)).toEqual([]);
      await expectCsvOfShown(page, 'income', L.texts);
    });

    if (L.lang === 'es') test(`downline transactions: deposits and withdrawals add up, by movement and member, CSV; a failed call and its retry (${L.lang})`, async ({ page, control }, testInfo) => {
      await control.failNext('downlineTransactions', 1);
      await startSignedIn(page, ACCOUNTS.agent, '/agentHome/agentDownlineTransactionDetailsCopy');
      await expect(report(page).getByRole('heading', { level: 1, name: L.texts.kinds.transactions.title })).toBeVisible();
      const failure = page.getByTestId('report-failure');
      await expect(failure).toBeVisible();
      await expect(failure).not.toHaveText('');
      await failure.getByRole('button', { name: L.texts.retry }).click();
      await ready(page);
      const all = await countOf(page);

      await page.getByTestId('report-tx-type').selectOption('withdraw');
      await expect(page).toHaveURL(/tx=withdraw/);
      await ready(page);
      expect(await countOf(page)).toBeLessThan(all);
      await allShown(table(page).getByTestId('cell-txType'), 'withdraw');
      await expect(table(page).getByTestId('total-depositAmount')).toHaveAttribute('data-value', '0');

      await page.getByTestId('report-tx-type').selectOption('');
      await expect(page).not.toHaveURL(/tx=/);
      await ready(page);
      const member = (await columnValues(page, 'member'))[0] ?? '';
      // someone outside the team: the report says so (no failure to retry)
      await page.getByTestId('report-member').fill('zz-nobody');
      await page.getByTestId('report-member-form').getByRole('button', { name: /^(Aplicar|Apply)$/ }).click();
      await expect(page.getByTestId('report-empty')).toHaveText(L.texts.memberNotInTeam.replace('{{member}}', 'zz-nobody'));
      await expect(page.getByTestId('report-failure')).toHaveCount(0);
      await applyMember(page, member);
      await allShown(table(page).getByTestId('cell-member'), member);
      await expectTotalsAddUp(page, 'transactions');
      await lookAt(page, testInfo.outputPath(`downline-transactions-${L.lang}.png`));
      expect(await axeViolations(page)).toEqual([]);
      await expectCsvOfShown(page, 'transactions', L.texts);
    });
  });
}
