/**
 * How the Chromium path runner sees and drives the transaction history: /member/transactionHistory
 * for member01 (data-status on the page), the type select, the range's calendar, the pages, and
 * the record call answered as each path says. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { answerOnce, holdOnce, pickRange, refuseOnce } from './ledger-ui';

const RECORD = '/MCSFE_getTransactionRecord';
const history = (page: Page) => page.getByTestId('transaction-history');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(history(page)).toHaveAttribute('data-status', value, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'transactionHistory',

  async start({ page }) {
    await startSignedIn(page, ACCOUNTS.member, '/member/transactionHistory');
  },

  states: {
    'transactionHistory.loading': status('loading'),
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
      await page.getByTestId('history-pages').getByRole('button', { name: /^(Página 2|Page 2)$/ }).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('history-failure').getByRole('button', { name: /^(Reintentar|Try again)$/ }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadRecord'({ page }, event) {
      await answerOnce(page, RECORD, (event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.loadRecord'({ page }) {
      await refuseOnce(page, RECORD);
    },
  },

  holds: {
    async loadRecord({ page }) {
      await holdOnce(page, RECORD);
    },
  },
};
