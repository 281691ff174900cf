/**
 * How the Chromium path runner sees and drives the betting record: /member/personalHistoryCopy for
 * member01 (data-status on the page), the game type and vendor selects, the bet/settlement time
 * tabs, the range's calendar, the pages, a bet's detail dialog and the retry. Every record call is
 * held until the path's step answers it. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith, pickRange } from './ledger-ui';
import { uiText } from '../locale-text';

const RECORD = '/MCSFE_getBettingRecord';
let gate = new AnswerGate();
const records = (page: Page) => page.getByTestId('member-records');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(records(page)).toHaveAttribute('data-status', value, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'betRecord',

  async start({ page }) {
    gate = new AnswerGate();
    const own = gate;
    await page.route(endsWith(RECORD), (route) => own.request(route));
    await startSignedIn(page, ACCOUNTS.member, '/member/personalHistoryCopy');
  },

  states: {
    'betRecord.loading': status('loading'),
    'betRecord.ready': async (ui) => {
      await status('ready')(ui);
      await expect(ui.page.getByTestId('records-table').getByTestId('cell-game').first()).toBeVisible({ timeout: ui.timeout });
    },
    'betRecord.ready.list': async ({ page, timeout }) => {
      await expect(page.getByTestId('bet-detail')).toHaveCount(0, { timeout });
    },
    'betRecord.ready.detail': async ({ page, timeout }) => {
      await expect(page.getByRole('dialog').getByTestId('bet-detail')).toBeVisible({ timeout });
    },
    'betRecord.empty': async (ui) => {
      await status('empty')(ui);
      await expect(ui.page.getByTestId('records-empty')).toBeVisible({ timeout: ui.timeout });
    },
    'betRecord.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('records-failure')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async FILTER({ page, timeout }, event) {
      const filters = (event as { filters?: { gameType?: string; vendor?: string } }).filters ?? {};
      if (filters.gameType !== undefined) await page.getByTestId('records-game-type').selectOption(filters.gameType, { timeout });
      if (filters.vendor !== undefined) await page.getByTestId('records-vendor').selectOption(filters.vendor, { timeout });
    },
    async SET_BASIS({ page, timeout }, event) {
      const basis = (event as { basis?: string }).basis;
      await page.getByRole('tab', { name: basis === 'SETTLE' ? uiText('records:basis.SETTLE') : uiText('records:basis.BET') }).click({ timeout });
    },
    async SET_RANGE({ page, timeout }, event) {
      const { from, to } = event as { from?: string; to?: string };
      await pickRange(page, page.getByTestId('records-range'), from ?? '', to ?? '', timeout);
    },
    async SET_PAGE({ page, timeout }) {
      await page.getByTestId('records-pages').getByRole('button', { name: uiText('common:ui.pagination.page', { page: 2 }) }).click({ timeout });
    },
    async OPEN_BET({ page, timeout }, event) {
      const orderNo = (event as { orderNo?: string }).orderNo ?? '';
      await page.getByRole('button', { name: new RegExp(`${orderNo}:`) }).click({ timeout });
    },
    async CLOSE_BET({ page, timeout }) {
      await page.getByRole('dialog').getByRole('button', { name: uiText('common:actions.close') }).click({ timeout });
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
