/**
 * How the Chromium path runner sees and drives the wallet transfers: /member/transferFund for
 * member01 (data-status and aria-busy on the page), the transfer form, all back to main, refresh
 * and retry; the merchant-wallet, balance, transfer and recall calls answered as each path says.
 * Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { answerOnce, endsWith, holdOnce, refuseOnce } from './ledger-ui';

const BALANCE = '/wps/v2/wallets/balance';
const MERCHANT = '/GCS_merchantWallet';
const TRANSFER = '/GCS_walletTransfer';
const RECALL = '/GCS_walletRecallAll';
const pageOf = (page: Page) => page.getByTestId('transfer-fund');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(pageOf(page)).toHaveAttribute('data-status', value, { timeout });
};
const busy = async (ui: UiContext) => {
  await status('ready')(ui);
  await expect(pageOf(ui.page)).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
  await expect(pageOf(ui.page)).not.toHaveAttribute('data-refreshing', 'true', { timeout: ui.timeout });
};

export const uiMap: UiMap = {
  machineId: 'transferFund',

  async start({ page }) {
    await startSignedIn(page, ACCOUNTS.member, '/member/transferFund');
  },

  states: {
    'transferFund.loading': status('loading'),
    'transferFund.loadFailed': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('transfer-load-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'transferFund.single': async (ui) => {
      await status('single')(ui);
      await expect(ui.page.getByTestId('transfer-single')).toBeVisible({ timeout: ui.timeout });
    },
    'transferFund.ready': async (ui) => {
      await status('ready')(ui);
      await expect(pageOf(ui.page)).not.toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
      await expect(ui.page.getByTestId('transfer-form')).toBeVisible({ timeout: ui.timeout });
    },
    'transferFund.refreshing': async (ui) => {
      await status('ready')(ui);
      await expect(pageOf(ui.page)).toHaveAttribute('data-refreshing', 'true', { timeout: ui.timeout });
      await expect(ui.page.getByTestId('transfer-form')).toBeVisible({ timeout: ui.timeout });
    },
    'transferFund.transferring': busy,
    'transferFund.recalling': busy,
  },

  events: {
    async TRANSFER({ page, timeout }, event) {
      const { to, amount } = event as { to?: string; amount?: string };
      await page.getByTestId('transfer-to').selectOption(to ?? '11', { timeout });
      await page.getByTestId('transfer-amount').fill(amount ?? '', { timeout });
      await page.getByTestId('transfer-submit').click({ timeout });
    },
    async SET_AMOUNT({ page, timeout }, event) {
      const { amount } = event as { amount?: string };
      const field = page.getByTestId('transfer-amount');
      await field.fill(amount ?? '', { timeout });
      await expect(field).toHaveValue(amount ?? '', { timeout });
    },
    async RECALL({ page, timeout }) {
      await page.getByTestId('transfer-recall').click({ timeout });
    },
    async REFRESH({ page, timeout }) {
      await page.getByRole('button', { name: /^(Actualizar saldos|Refresh balances)$/ }).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('transfer-load-failure').getByRole('button', { name: /^(Reintentar|Try again)$/ }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadWallets'({ page }, event) {
      const output = (event as { output?: { isSingle: boolean; balance: unknown } }).output;
      // the merchant's mode is kept for the session once read: each load answers it again (a read from the cache simply skips it)
      await page.unroute(endsWith(MERCHANT));
      await page.route(endsWith(MERCHANT), (route) => route.fulfill({ json: { success: true, value: { isSingle: output?.isSingle ?? false }, message: null, errorCode: null } }));
      // the header's balance box reads the same wallets
      await page.unroute(endsWith(BALANCE));
      await page.route(endsWith(BALANCE), (route) => route.fulfill({ json: { success: true, value: output?.balance, message: null, errorCode: null } }));
    },
    async 'xstate.error.actor.loadWallets'({ page }) {
      await page.unroute(endsWith(BALANCE));
      await page.route(endsWith(BALANCE), (route) => route.fulfill({ json: { success: false, value: null, message: null, errorCode: '#727' } }));
    },
    // the refresh behind the form reads the same calls
    async 'xstate.done.actor.refreshWallets'(ui, event) {
      await uiMap.outcomes['xstate.done.actor.loadWallets']?.(ui, event);
    },
    async 'xstate.error.actor.refreshWallets'(ui, event) {
      await uiMap.outcomes['xstate.error.actor.loadWallets']?.(ui, event);
    },
    async 'xstate.done.actor.transfer'({ page }, event) {
      await answerOnce(page, TRANSFER, (event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.transfer'({ page }) {
      await refuseOnce(page, TRANSFER, 'balance.insufficient');
    },
    async 'xstate.done.actor.recall'({ page }, event) {
      await answerOnce(page, RECALL, (event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.recall'({ page }) {
      await refuseOnce(page, RECALL, 'balance.insufficient');
    },
  },

  holds: {
    async loadWallets({ page }) {
      await page.unroute(endsWith(BALANCE));
      await page.route(endsWith(BALANCE), () => undefined);
    },
    async refreshWallets(ui) {
      await uiMap.holds?.['loadWallets']?.(ui);
    },
    async transfer({ page }) {
      await holdOnce(page, TRANSFER);
    },
    async recall({ page }) {
      await holdOnce(page, RECALL);
    },
  },
};
