/**
 * How the Chromium path runner sees and drives personal profit: /member/personalProfit for
 * member01 (data-status on the page), the game type and period selects, the range's calendar, the
 * chart and the table, the retry. Every profit call is held until the path's step answers it.
 * Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith, pickRange } from './ledger-ui';
import { uiText } from '../locale-text';

const PROFIT = '/MCSFE_getPersonalProfit';
let gate = new AnswerGate();
const records = (page: Page) => page.getByTestId('member-records');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(records(page)).toHaveAttribute('data-status', value, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'periodRecord',

  async start({ page }) {
    gate = new AnswerGate();
    const own = gate;
    await page.route(endsWith(PROFIT), (route) => own.request(route));
    await startSignedIn(page, ACCOUNTS.member, '/member/personalProfit');
  },

  states: {
    'periodRecord.loading': status('loading'),
    'periodRecord.ready': async (ui) => {
      await status('ready')(ui);
      await expect(ui.page.getByTestId('records-chart')).toBeVisible({ timeout: ui.timeout });
      await expect(ui.page.getByTestId('records-table').getByTestId('cell-period').first()).toBeVisible({ timeout: ui.timeout });
    },
    'periodRecord.empty': async (ui) => {
      await status('empty')(ui);
      await expect(ui.page.getByTestId('records-empty')).toBeVisible({ timeout: ui.timeout });
    },
    'periodRecord.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('records-failure')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async FILTER({ page, timeout }, event) {
      const filters = (event as { filters?: { gameType?: string } }).filters ?? {};
      if (filters.gameType !== undefined) await page.getByTestId('records-game-type').selectOption(filters.gameType, { timeout });
    },
    async SET_PERIOD({ page, timeout }, event) {
      await page.getByTestId('records-period').selectOption((event as { period?: string }).period ?? 'DAY', { timeout });
    },
    async SET_RANGE({ page, timeout }, event) {
      const { from, to } = event as { from?: string; to?: string };
      await pickRange(page, page.getByTestId('records-range'), from ?? '', to ?? '', timeout);
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('records-failure').getByRole('button', { name: uiText('records:retry') }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadRecords'() {},
    async 'xstate.error.actor.loadRecords'() {},
  },

  settles: {
    async 'xstate.done.actor.loadRecords'(_ui, event) {
      await gate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.loadRecords'() {
      await gate.refuse('#727');
    },
  },

  holds: {
    async loadRecords() {},
  },
};
