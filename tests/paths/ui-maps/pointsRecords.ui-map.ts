/**
 * How the Chromium path runner sees and drives the points records: /pointMall?tab=history for
 * member01 (data-status and aria-busy on the tab), the pages and the retry; the redeem list
 * answered with the model's samples. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { endsWith } from './ledger-ui';
import { ROUTES } from '../../../src/api/routes';
import { uiText } from '../locale-text';

/** API.md's MCSFE_getRedeemPointList. */
const LIST = ROUTES.pointsRedeemList.path;
const tab = (page: Page) => page.getByTestId('mall-redeems');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(tab(page)).toHaveAttribute('data-status', value, { timeout });
};

async function serve(page: Page, body: unknown): Promise<void> {
  await page.unroute(endsWith(LIST));
  await page.route(endsWith(LIST), (route) => route.fulfill({ json: body }));
}

export const uiMap: UiMap = {
  machineId: 'pointsRecords',

  async start({ page }) {
    await startSignedIn(page, ACCOUNTS.member, '/pointMall?tab=history');
  },

  states: {
    'pointsRecords.loading': status('loading'),
    'pointsRecords.ready': async (ui) => {
      await status('ready')(ui);
      await expect(tab(ui.page).locator('[data-status="process"], [data-status="rejected"], [data-status="approved"]')).toHaveCount(3, { timeout: ui.timeout });
    },
    'pointsRecords.empty': async (ui) => {
      await status('empty')(ui);
      await expect(ui.page.getByTestId('redeems-empty')).toBeVisible({ timeout: ui.timeout });
    },
    'pointsRecords.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('redeems-failure')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async PAGE({ page, timeout }, event) {
      const { page: number } = event as { page?: number };
      await tab(page).getByRole('button', { name: uiText('common:ui.pagination.page', { page: number ?? 2 }) }).click({ timeout });
    },
    async RELOAD({ page, timeout }) {
      await page.getByTestId('records-reload').click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('redeems-failure').getByRole('button', { name: uiText('points:retry') }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadRecords'({ page }, event) {
      const output = (event as { output?: { redeems: unknown[]; totalPages: number; totalCount: number } }).output;
      await serve(page, { success: true, value: { list: output?.redeems ?? [], pageNum: 1, totalPages: output?.totalPages ?? 0, totalCount: output?.totalCount ?? 0 }, message: null, errorCode: null });
    },
    async 'xstate.error.actor.loadRecords'({ page }) {
      await serve(page, { success: false, value: null, message: null, errorCode: '#727' });
    },
  },

  holds: {
    async loadRecords({ page }) {
      await page.unroute(endsWith(LIST));
      await page.route(endsWith(LIST), () => undefined);
    },
  },
};
