/**
 * How the Chromium path runner sees and drives the downline management:
 * /agentHome/downlineManagmentView for agent01 (data-status on the page), the search, the sort,
 * the range's calendar, the pages, a downline agent's team and the breadcrumb back, the retry,
 * and the transfer dialog (closed with Escape, or money sent with the payment password through
 * the real platform). Every list call is held until the path's step answers it. Only tests import
 * this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith, pickRange } from './ledger-ui';
import { uiText } from '../locale-text';

const LIST = '/MCSFE_getDownlineList';
let gate = new AnswerGate();
const list = (page: Page) => page.getByTestId('downline-management');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(list(page)).toHaveAttribute('data-status', value, { timeout });
};
const ready = async (ui: UiContext) => {
  await status('ready')(ui);
  await expect(ui.page.getByTestId('downline-name').first()).toBeVisible({ timeout: ui.timeout });
};

export const uiMap: UiMap = {
  machineId: 'downlineList',

  async start({ page }) {
    gate = new AnswerGate();
    const own = gate;
    await page.route(endsWith(LIST), (route) => own.request(route));
    await startSignedIn(page, ACCOUNTS.agent, '/agentHome/downlineManagmentView');
  },

  states: {
    'downlineList.loading': status('loading'),
    'downlineList.ready.browsing': async (ui) => {
      await ready(ui);
      await expect(ui.page.getByTestId('downline-transfer-dialog')).toHaveCount(0, { timeout: ui.timeout });
    },
    'downlineList.ready.transferring': async (ui) => {
      await ready(ui);
      await expect(ui.page.getByTestId('downline-transfer-dialog')).toBeVisible({ timeout: ui.timeout });
    },
    'downlineList.empty': async (ui) => {
      await status('empty')(ui);
      await expect(ui.page.getByTestId('downline-empty')).toBeVisible({ timeout: ui.timeout });
    },
    'downlineList.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('downline-failure')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async SEARCH({ page, timeout }, event) {
      await page.getByTestId('downline-keyword').fill((event as { keyword?: string }).keyword ?? '', { timeout });
      await page.getByTestId('downline-search').getByRole('button', { name: uiText('team:downlines.searchButton') }).click({ timeout });
    },
    async SORT({ page, timeout }, event) {
      await page.getByTestId('downline-sort').selectOption((event as { sortBy?: string }).sortBy ?? 'registerTime', { timeout });
    },
    async SET_RANGE({ page, timeout }, event) {
      const { from, to } = event as { from?: string; to?: string };
      await pickRange(page, page.getByTestId('downline-range'), from ?? '', to ?? '', timeout);
    },
    async SET_PAGE({ page, timeout }) {
      await page.getByTestId('downline-pages').getByRole('button', { name: uiText('common:ui.pagination.page', { page: 2 }) }).click({ timeout });
    },
    async OPEN_TEAM({ page, timeout }) {
      await page.getByTestId('downline-open-team').first().click({ timeout });
    },
    async SHOW_TEAM({ page, timeout }) {
      await page.getByTestId('downline-breadcrumb').getByRole('button', { name: uiText('team:downlines.myTeam') }).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('downline-failure').getByRole('button', { name: uiText('team:overview.retry') }).click({ timeout });
    },
    async OPEN_TRANSFER({ page, timeout }) {
      await page.getByTestId('downline-transfer').first().click({ timeout });
    },
    async CLOSE_TRANSFER({ page, timeout }) {
      await expect(page.getByTestId('downline-transfer-dialog')).toBeVisible({ timeout });
      await page.keyboard.press('Escape');
    },
    // the transfer chart's own form, sent to the platform with agent01's payment password
    async TRANSFERRED({ page, timeout }) {
      const dialog = page.getByTestId('downline-transfer-dialog');
      await dialog.getByTestId('upline-amount').fill('1', { timeout });
      await dialog.getByTestId('upline-password').fill('246810', { timeout });
      await dialog.getByTestId('upline-submit').click({ timeout });
      await dialog.getByTestId('downline-transfer-done').click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadDownlines'() {},
    async 'xstate.error.actor.loadDownlines'() {},
  },

  settles: {
    async 'xstate.done.actor.loadDownlines'(_ui, event) {
      await gate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.loadDownlines'() {
      await gate.refuse();
    },
  },

  holds: {
    async loadDownlines() {},
  },
};
