/**
 * The agent centre's team pages: the team overview — figures for a period that add up
 * (the team's totals are the per-level rows summed), charts over time, a new period — and the
 * downline management. Written once per language: "(es)" runs on the 390 px phone, "(en)" on the
 * 1280 px desktop (playwright.config.ts).
 */
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { expectEveryColumnShown, expectInside, expectWhole } from './layout-checks';
import { switchLanguage } from '../paths/ui-maps/language-ui';
import { expectFiguresAddUp, valueOf } from './agent-helpers';
import { axeViolations } from './axe';
import { expect, lookAt, presetLanguage, test } from './fixtures';
import es from '../../locales/es/team.json' with { type: 'json' };
import en from '../../locales/en/team.json' with { type: 'json' };

const LANGS = [
  { lang: 'es', texts: es, chooseDates: 'Elegir fechas' },
  { lang: 'en', texts: en, chooseDates: 'Choose dates' },
] as const;

for (const L of LANGS) {
  test.describe(`team pages (${L.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, L.lang);
    });

    if (L.lang === 'es') test(`agent01 sees the team's figures add up per level, with charts, and picks another period (${L.lang})`, async ({ page }, testInfo) => {
      await startSignedIn(page, ACCOUNTS.agent, '/agentHome/agentTeamOverview');
      const overview = page.getByTestId('team-overview');
      await expect(overview.getByRole('heading', { level: 1, name: L.texts.overview.title })).toBeVisible();
      await expectFiguresAddUp(page);
      // the charts draw the period's days (the library's own chunk)
      await expect(page.getByTestId('team-chart-money').locator('canvas')).toBeVisible();
      await expect(page.getByTestId('team-chart-members').getByRole('img', { name: new RegExp(L.texts.overview.charts.members) })).toBeVisible();
      const weekBets = await valueOf(overview.getByTestId('team-bet'));

      // a longer period: more bets, and the figures still add up
      await page.getByTestId('team-period').getByRole('button', { name: L.chooseDates }).click();
      await page.getByRole('dialog').getByRole('button', { name: L.texts.overview.presets.quarter }).click();
      await expect(overview).toHaveAttribute('data-status', 'ready');
      await expect.poll(() => valueOf(overview.getByTestId('team-bet'))).toBeGreaterThan(weekBets);
      await expectFiguresAddUp(page);
      // the period is in the URL: a reload shows the same days (the figures of today keep moving)
      await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
      const days = page.getByTestId('team-period').getByRole('textbox');
      const quarter = await days.evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
      await page.reload();
      await expect(overview).toHaveAttribute('data-status', 'ready');
      expect(quarter).toHaveLength(2);
      for (const [index, value] of quarter.entries()) await expect(days.nth(index)).toHaveValue(value);
      await lookAt(page, testInfo.outputPath(`team-overview-${L.lang}.png`));
      expect(await axeViolations(page)).toEqual([]);
    });

    if (L.lang === 'en') test(`the team overview says what failed and loads again on retry (${L.lang})`, async ({ page, control }) => {
      await control.failNext('teamOverview', 1);
      await startSignedIn(page, ACCOUNTS.agent, '/agentHome/agentTeamOverview');
      const failure = page.getByTestId('team-failure');
      await expect(failure).toBeVisible();
      await failure.getByRole('button', { name: L.texts.overview.retry }).click();
      await expectFiguresAddUp(page);
    });
  });
}

for (const L of LANGS) {
  test.describe(`downline management (${L.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, L.lang);
    });

    if (L.lang === 'es') test(`agent01 searches, sorts and pages the team, drills into one downline's team and back, and the query survives a reload (${L.lang})`, async ({ page }, testInfo) => {
      await startSignedIn(page, ACCOUNTS.agent, '/agentHome/downlineManagmentView');
      const list = page.getByTestId('downline-management');
      await expect(list.getByRole('heading', { level: 1, name: L.texts.downlines.title })).toBeVisible();
      await expect(list).toHaveAttribute('data-status', 'ready');
      await expect(page.getByTestId('downline-name').first()).toBeVisible();
      await lookAt(page, testInfo.outputPath(`downlines-${L.lang}.png`));
      expect(await axeViolations(page)).toEqual([]);

      // sorted by bets, highest first: each row's bets at most the one above
      await page.getByTestId('downline-sort').selectOption('betAmount');
      await expect(page).toHaveURL(/sort=betAmount/);
      await expect(list).toHaveAttribute('data-status', 'ready');
      const bets = await page.getByTestId('downline-bet').evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-value'))));
      expect(bets).toEqual([...bets].sort((a, b) => b - a));

      // the next page
      await page.getByTestId('downline-pages').getByRole('button', { name: /^(Página 2|Page 2)$/ }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(list).toHaveAttribute('data-status', 'ready');

      // drill into the first downline agent's own team; the breadcrumb leads back up
      await page.getByTestId('downline-sort').selectOption('teamSize');
      await expect(list).toHaveAttribute('data-status', 'ready');
      await page.getByTestId('downline-open-team').first().click();
      await expect(list).toHaveAttribute('data-agent', /\S/);
      await expect(page).toHaveURL(/agent=/);
      await expect(list).toHaveAttribute('data-status', /ready|empty/);
      await expect(page.getByTestId('downline-breadcrumb').getByTestId('breadcrumb-current')).toBeVisible();
      // a reload opens the same team
      await page.reload();
      await expect(list).toHaveAttribute('data-status', /ready|empty/);
      await expect(page.getByTestId('downline-breadcrumb').getByTestId('breadcrumb-current')).not.toHaveText(L.texts.downlines.myTeam);
      await page.getByTestId('downline-breadcrumb').getByRole('button', { name: L.texts.downlines.myTeam }).click();
      await expect(list).toHaveAttribute('data-agent', '');
      await expect(list).toHaveAttribute('data-status', 'ready');

      // a search over the whole team, then one that matches no one
      await page.getByTestId('downline-keyword').fill('zz-nobody');
      await page.getByTestId('downline-search').getByRole('button', { name: L.texts.downlines.searchButton }).click();
      await expect(page.getByTestId('downline-empty')).toContainText('zz-nobody');
    });

    if (L.lang === 'en') test(`agent01 sends money to a direct downline from its row, with the payment password, once for a double click (${L.lang})`, async ({ page, control }, testInfo) => {
      await startSignedIn(page, ACCOUNTS.agent, '/agentHome/downlineManagmentView?q=agent02');
      const list = page.getByTestId('downline-management');
      await expect(list).toHaveAttribute('data-status', 'ready');
      // the search leaves one row (a table row on the desktop, a card on the phone)
      await expect(page.getByTestId('downline-name')).toHaveText(['agent02']);
      const row = list.getByTestId('downline-table');
      const before = (await control.account('agent02'))?.mainBalance ?? 0;
      await expect(row.getByTestId('downline-balance')).toHaveAttribute('data-value', String(before));
      // the page itself never scrolls sideways; should the columns ever be wider than the table's
      // box they scroll inside it, the row's name and its actions held at its edges
      await expectWhole(page.locator('html'), 'the page');
      await expectInside(row.getByTestId('downline-name'), row, "the row's name");
      await expectInside(row.getByTestId('downline-transfer'), row, "the row's transfer button");
      await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expectInside(row.getByTestId('downline-name'), row, "the row's name, scrolled to the end");
      await row.getByRole('button', { name: L.texts.downlines.transferTo.replace('{{name}}', 'agent02') }).click();
      const dialog = page.getByRole('dialog', { name: L.texts.downlines.transferTitle.replace('{{name}}', 'agent02') });
      await expect(dialog.getByTestId('upline-form')).toBeVisible();
      // the row's downline is the only recipient offered
      await expect(dialog.getByTestId('upline-recipient').locator('option')).toHaveCount(1);
      // a wrong payment password is refused and what was typed stays
      await dialog.getByTestId('upline-amount').fill('35.5');
      await dialog.getByTestId('upline-password').fill('000000');
      await dialog.getByTestId('upline-submit').click();
      await expect(dialog.getByTestId('upline-password')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByTestId('upline-amount')).toHaveValue('35.5');
      await dialog.getByTestId('upline-password').fill('246810');
      await dialog.getByTestId('upline-submit').dblclick();
      await expect(dialog.getByTestId('downline-transfer-sent')).toContainText('agent02');
      await lookAt(page, testInfo.outputPath(`downline-transfer-${L.lang}.png`));
      expect((await control.account('agent02'))?.mainBalance).toBe(Math.round((before + 35.5) * 100) / 100);
      expect(await control.callCount('transferToDownline')).toBe(2);
      // closing reloads the rows: the balance shown is the new one
      await dialog.getByTestId('downline-transfer-done').click();
      await expect(dialog).toHaveCount(0);
      await expect(row.getByTestId('downline-balance')).toHaveAttribute('data-value', String(Math.round((before + 35.5) * 100) / 100));

      // the whole team at 1280 px, in English and in Spanish (the longer headers): every column is
      // seen inside the table's box beside the agent menu, no sideways scroll, Profit and Registered
      // clear of the held actions (secondary facts ride as a second line: level under the name,
      // withdrawals under deposits)
      await page.getByTestId('downline-keyword').fill('');
      await page.getByTestId('downline-search').getByRole('button', { name: L.texts.downlines.searchButton }).click();
      await expect(page.getByTestId('downline-name').nth(1)).toBeVisible();
      const facts = row.locator('[data-testid="downline-profit"], [data-testid="downline-registered"]');
      await expectEveryColumnShown(row, facts, 'the downline table (en)');
      await switchLanguage(page, 'es', 10_000);
      await expect(row.getByRole('columnheader', { name: es.downlines.columns.registered })).toBeVisible();
      await expectEveryColumnShown(row, facts, 'the downline table (es)');
      await lookAt(page, testInfo.outputPath('downlines-es-1280.png'));
    });
  });
}
