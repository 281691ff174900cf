/**
 * The member's own records in Chromium: member01 opens the betting record on its
 * seeded bets, the filter goes into the URL, the totals row of a one-page list equals its rows, a
 * bet's detail dialog shows that bet; personal profit draws its periods as a chart whose figures
 * equal the table's, and the totals equal the rows; bonus details add up per period and per type.
 * One journey, in English on the desktop (one language per test: fixtures.ts, presetLanguage).
 */
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { axeViolations } from './axe';
import { expect, lookAt, presetLanguage, test } from './fixtures';

const LANGS = [
  { lang: 'es', betting: 'Historial de apuestas', profit: 'Ganancias y pérdidas', bonus: 'Detalle de bonos', detail: 'Detalle de la apuesta', close: 'Cerrar', settle: 'Hora de liquidación' },
  { lang: 'en', betting: 'Betting record', profit: 'Profit and loss', bonus: 'Bonus details', detail: 'Bet details', close: 'Close', settle: 'Settlement time' },
] as const;

const records = (page: Page) => page.getByTestId('member-records');
const ready = (page: Page) => expect(records(page)).toHaveAttribute('data-status', 'ready');
const cents = (values: readonly number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);
const values = (cells: Locator) => cells.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-value'))));
const value = async (cell: Locator) => Number(await cell.getAttribute('data-value'));

for (const L of LANGS.filter((entry) => entry.lang === 'en')) {
  test.describe(`member records (${L.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, L.lang);
    });

    test(`betting record, detail, profit chart and bonuses (${L.lang})`, async ({ page }, testInfo) => {
      // the betting record: the last 7 days of member01's seeded bets, one page
      await startSignedIn(page, ACCOUNTS.member, '/member/personalHistoryCopy');
      await expect(page.getByRole('heading', { name: L.betting })).toBeVisible();
      await ready(page);
      const table = page.getByTestId('records-table');
      expect(await records(page).getByTestId('records-pages').count()).toBe(0);
      const bets = await values(table.getByTestId('cell-betAmount'));
      expect(bets.length).toBeGreaterThan(0);
      expect(Number(await page.getByTestId('records-count').getAttribute('data-value'))).toBe(bets.length);
      // the totals row of a one-page list is its rows added up
      expect(cents([await value(table.getByTestId('total-betAmount'))])).toBe(cents(bets));
      expect(cents([await value(table.getByTestId('total-profitAndLoss'))])).toBe(cents(await values(table.getByTestId('cell-profitAndLoss'))));
      expect(await axeViolations(page)).toEqual([]);
      await lookAt(page, testInfo.outputPath(`betting-${L.lang}.png`));

      // settlement time goes into the URL and keeps a list
      await page.getByRole('tab', { name: L.settle }).click();
      await expect(page).toHaveURL(/basis=settle/);
      await ready(page);

      // a bet's detail: the same bet, its round and result
      const firstBet = await value(table.getByTestId('cell-betAmount').first());
      await table.getByTestId('bet-open').first().click();
      const dialog = page.getByRole('dialog', { name: L.detail });
      await expect(dialog.getByTestId('bet-detail')).toBeVisible();
      await expect(dialog.getByTestId('detail-roundId')).toHaveText(/^R\d{8}$/);
      expect(await value(dialog.getByTestId('detail-betAmount'))).toBe(firstBet);
      await lookAt(page, testInfo.outputPath(`bet-detail-${L.lang}.png`));
      await dialog.getByRole('button', { name: L.close }).click();
      await expect(dialog).toHaveCount(0);

      // the game type filter: every bet shown is of it, and the URL says so
      await page.getByTestId('records-game-type').selectOption('LIVE');
      await expect(page).toHaveURL(/game=LIVE/);
      await expect(records(page)).not.toHaveAttribute('data-status', 'loading');

      // personal profit: the chart draws the table's periods, the totals are the rows added up
      await page.goto('/member/personalProfit');
      await expect(page.getByRole('heading', { name: L.profit })).toBeVisible();
      await ready(page);
      const chart = page.getByTestId('records-chart');
      await expect(chart.locator('canvas')).toBeVisible();
      const drawn = ((await chart.locator('li[data-line="profitAndLoss"]').getAttribute('data-values')) ?? '').split(',').map(Number);
      const profitTable = page.getByTestId('records-table');
      const rows = await values(profitTable.getByTestId('cell-profitAndLoss'));
      expect(drawn).toHaveLength(30);
      expect(cents(drawn)).toBe(cents(rows));
      expect(drawn.map((figure) => Math.round(figure * 100))).toEqual([...rows].reverse().map((figure) => Math.round(figure * 100)));
      expect(cents([await value(profitTable.getByTestId('total-profitAndLoss'))])).toBe(cents(rows));
      await page.getByTestId('records-period').selectOption('WEEK');
      await expect(page).toHaveURL(/period=week/);
      await ready(page);
      expect(cents([await value(profitTable.getByTestId('total-profitAndLoss'))])).toBe(cents(await values(profitTable.getByTestId('cell-profitAndLoss'))));
      await lookAt(page, testInfo.outputPath(`profit-${L.lang}.png`));

      // bonus details: per period and per type, each adding up to the totals
      await page.goto('/member/bonusDetails');
      await expect(page.getByRole('heading', { name: L.bonus })).toBeVisible();
      await ready(page);
      await expect(page.getByTestId('records-chart').locator('canvas')).toBeVisible();
      const bonusTable = page.getByTestId('records-table');
      const total = cents([await value(bonusTable.getByTestId('total-amount'))]);
      expect(total).toBeGreaterThan(0);
      expect(cents(await values(bonusTable.getByTestId('cell-amount')))).toBe(total);
      expect(cents(await values(page.getByTestId('bonus-type-amount')))).toBe(total);
      await lookAt(page, testInfo.outputPath(`bonus-${L.lang}.png`));
    });
  });
}
