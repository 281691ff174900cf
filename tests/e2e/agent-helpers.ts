/**
 * What the agent-centre specs share: the team overview's figures adding up per level, and the
 * reports' totals row, CSV export and readiness (agent-team, agent-reports and agent-journey).
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { REPORT_COLUMNS, type ReportColumn } from '../../machines/team/agentReport.connect';
import { csvTime } from '../../machines/team/agentReport.csv';
import type { ReportKind } from '../../machines/team/agentReport.pages';
import { expect } from './fixtures';
import type es from '../../locales/es/reports.json';

type ReportTexts = typeof es;

/** The number a figure carries (data-value: the amount as the platform sent it). */
export async function valueOf(locator: Locator): Promise<number> {
  return Number(await locator.getAttribute('data-value'));
}

/** The per-level rows' values of one column, added up in cents (as the platform sums them). */
async function levelSum(page: Page, testId: string): Promise<number> {
  const values = await page.getByTestId('team-levels').getByTestId(testId).evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-value'))));
  return values.reduce((sum, value) => sum + Math.round(value * 100), 0);
}

/** The team overview's figures are its per-level rows added up (size, deposits, withdrawals, bets, profit). */
export async function expectFiguresAddUp(page: Page): Promise<void> {
  const overview = page.getByTestId('team-overview');
  await expect(overview).toHaveAttribute('data-status', 'ready');
  const size = await valueOf(overview.getByTestId('team-size'));
  expect(size).toBeGreaterThan(0);
  const sizes = await page.getByTestId('team-levels').getByTestId('level-size').evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-value'))));
  expect(sizes.reduce((sum, value) => sum + value, 0)).toBe(size);
  for (const [total, column] of [['team-deposit', 'level-deposit'], ['team-withdraw', 'level-withdraw'], ['team-bet', 'level-bet'], ['team-profit', 'level-profit']] as const) {
    expect(await levelSum(page, column), `${total} is the levels' ${column} added up`).toBe(Math.round((await valueOf(overview.getByTestId(total))) * 100));
  }
}

export const report = (page: Page) => page.getByTestId('agent-report');
export const table = (page: Page) => page.getByTestId('report-table');

export async function ready(page: Page): Promise<void> {
  await expect(report(page)).toHaveAttribute('data-status', 'ready');
  await expect(table(page).getByTestId(/^cell-/).first()).toBeVisible();
}

/** The values a column shows (data-value), in the order shown. */
export async function columnValues(page: Page, key: string): Promise<string[]> {
  return table(page)
    .getByTestId(`cell-${key}`)
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-value') ?? ''));
}

/** Money of a column added up in cents (as the platform sums it). */
export async function columnCents(page: Page, key: string): Promise<number> {
  return (await columnValues(page, key)).reduce((sum, value) => sum + Math.round(Number(value) * 100), 0);
}

export async function totalCents(page: Page, key: string): Promise<number> {
  return Math.round(Number(await table(page).getByTestId(`total-${key}`).getAttribute('data-value')) * 100);
}

/** Every money column with a total: the totals row is its rows added up (a query on one page). */
export async function expectTotalsAddUp(page: Page, kind: ReportKind): Promise<void> {
  await expect(page.getByTestId('report-pages')).toHaveCount(0);
  const keys = REPORT_COLUMNS[kind].filter((column) => column.type === 'money' || column.type === 'signedMoney' || column.type === 'count').map((column) => column.key);
  let checked = 0;
  for (const key of keys) {
    if ((await table(page).getByTestId(`total-${key}`).count()) === 0) continue;
    expect(await columnCents(page, key), `the total of ${key} is its rows added up`).toBe(await totalCents(page, key));
    checked += 1;
  }
  expect(checked).toBeGreaterThan(0);
}

/** One CSV line's fields (RFC 4180 quoting). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/** What a cell shows, as the CSV writes it. */
export function csvValueOf(column: ReportColumn, value: string, shownText: string): string {
  switch (column.type) {
    case 'money':
    case 'signedMoney':
      return Number(value).toFixed(2);
    case 'time':
      return csvTime(Number(value));
    case 'text':
    case 'count':
      return value;
    default:
      return shownText;
  }
}

/** Exports the CSV and checks it is the table shown: localized headers, each row's values, the totals row. */
export async function expectCsvOfShown(page: Page, kind: ReportKind, texts: ReportTexts, save: () => Promise<void> = () => page.getByTestId('report-export').click()): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), save()]);
  // named by the report and the range the query covers, never by a page
  expect(download.suggestedFilename()).toBe(`${texts.kinds[kind].file}_${(await report(page).getAttribute('data-from')) ?? ''}_${(await report(page).getAttribute('data-to')) ?? ''}.csv`);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split('\r\n').filter((line) => line !== '').map(csvFields);
  const columns = REPORT_COLUMNS[kind];
  expect(lines[0]).toEqual(columns.map((column) => (texts.columns as Record<string, string>)[column.key]));
  const rows = lines.slice(1, -1);
  const totals = lines.at(-1) ?? [];
  // every row the query selects (all its pages), the page shown first
  expect(rows, 'the CSV has every row of the query').toHaveLength(Number(await page.getByTestId('report-count').getAttribute('data-value')));
  const count = await table(page).getByTestId(`cell-${columns[0]?.key}`).count();
  // a running period of my income ends now: asked again for the file, it ends a few seconds later
  const running = kind === 'income' ? await table(page).getByTestId('cell-status').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-value') === 'PENDING')) : [];
  const settled = <T,>(values: readonly T[], key: string) => (key === 'periodEnd' ? values.filter((_, row) => !running[row]) : values);
  for (const [index, column] of columns.entries()) {
    const cells = table(page).getByTestId(`cell-${column.key}`);
    const shown = await cells.evaluateAll((nodes) => nodes.map((node) => ({ value: node.getAttribute('data-value') ?? '', text: (node.textContent ?? '').trim() })));
    const written = rows.slice(0, count).map((row) => row[index] ?? '').filter((value) => value !== '');
    expect(settled(written, column.key), `the CSV's ${column.key} column is the one shown`).toEqual(settled(shown.map((cell) => csvValueOf(column, cell.value, cell.text)), column.key));
    const total = table(page).getByTestId(`total-${column.key}`);
    if ((await total.count()) > 0) expect(totals[index], `the CSV's total of ${column.key}`).toBe(csvValueOf(column, (await total.getAttribute('data-value')) ?? '', ''));
  }
  expect(totals[0]).toBe(texts.totals);
}
