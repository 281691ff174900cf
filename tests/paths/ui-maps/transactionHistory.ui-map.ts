/**
 * How the Chromium path runner sees and drives the transaction history: /member/transactionHistory
 * for member01 (data-status on the page), the type select, the range's calendar, the pages, a balance change pushed over
 * the account socket, and every record call held until the path's step answers it. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith, pickRange, pushBalanceChange } from './ledger-ui';
import { uiText } from '../locale-text';

const RECORD = '/MCSFE_getTransactionRecord';
/** Every record call waits here until the step that settles it: the chart may start another while one runs. */
let gate = new AnswerGate();
const history = (page: Page) => page.getByTestId('transaction-history');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(history(page)).toHaveAttribute('data-status', value, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'transactionHistory',

  async start({ page }) {
    gate = new AnswerGate();
    const own = gate;
    await page.route(endsWith(RECORD), (route) => own.request(route));
    await startSignedIn(page, ACCOUNTS.member, '/member/transactionHistory');
  },

  states: {
    'transactionHistory.loading.current': async (ui) => {
      await status('loading')(ui);
      await expect(history(ui.page)).toHaveAttribute('data-outdated', 'false', { timeout: ui.timeout });
    },
    // a balance change heard while the page loaded: it is read again once this load ends
    'transactionHistory.loading.outdated': async (ui) => {
      await status('loading')(ui);
      await expect(history(ui.page)).toHaveAttribute('data-outdated', 'true', { timeout: ui.timeout });
    },
    'transactionHistory.ready': async (ui) => {
      await status('ready')(ui);
      await expect(ui.page.getByTestId('history-order').first()).toBeVisible({ timeout: ui.timeout });
    },
    'transactionHistory.empty': async (ui) => {
      await status('empty')(ui);
      await expect(ui.page.getByTestId('history-empty')).toBeVisible({ timeout: ui.timeout });
    },
    'transactionHistory.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('history-failure')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async SET_TYPE({ page, timeout }, event) {
      await page.getByTestId('history-type').selectOption((event as { historyType?: string }).historyType ?? 'all', { timeout });
    },
    async SET_RANGE({ page, timeout }, event) {
      const { from, to } = event as { from?: string; to?: string };
      await pickRange(page, page.getByTestId('history-range'), from ?? '', to ?? '', timeout);
    },
    async SET_PAGE({ page, timeout }) {
      await page.getByTestId('history-pages').getByRole('button', { name: uiText('common:ui.pagination.page', { page: 2 }) }).click({ timeout });
    },
    // the platform says the account moved (what a bet or a credited deposit does)
    async REFRESH({ page, control, timeout }) {
      await pushBalanceChange(page, control, ACCOUNTS.member.username, timeout);
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('history-failure').getByRole('button', { name: uiText('ledger:history.retry') }).click({ timeout });
    },
  },

  // answered by the gate when the path's step settles the call
  outcomes: {
    async 'xstate.done.actor.loadRecord'() {},
    async 'xstate.error.actor.loadRecord'() {},
  },

  settles: {
    async 'xstate.done.actor.loadRecord'(_ui, event) {
      await gate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.loadRecord'() {
      await gate.refuse();
    },
  },

  holds: {
    // pending in the gate until settled
    async loadRecord() {},
  },
};
