/**
 * How the Chromium path runner sees and drives the manual rebate: /member/manualRebate for member01
 * (data-status and data-busy on the page), the claim button, the claims' pages, the retry. The
 * load is held on its rebate call (the claims call answers the sample at once); the claim is held
 * until the path's step answers it. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { REBATE_SAMPLE } from '../models/manualRebate.model';
import { AnswerGate, endsWith } from './ledger-ui';

let rebateGate = new AnswerGate();
let claimGate = new AnswerGate();

const rebate = (page: Page) => page.getByTestId('manual-rebate');
const shown = (status: string, busy: boolean) => async ({ page, timeout }: UiContext) => {
  await expect(rebate(page)).toHaveAttribute('data-status', status, { timeout });
  await expect(rebate(page)).toHaveAttribute('data-busy', busy ? 'true' : 'false', { timeout });
};

export const uiMap: UiMap = {
  machineId: 'manualRebate',

  async start({ page }) {
    rebateGate = new AnswerGate();
    claimGate = new AnswerGate();
    const [load, claim] = [rebateGate, claimGate];
    await page.route(endsWith('/MCSFE_getCustomerRebateSettingByProductType'), (route) => load.request(route));
    await page.route(endsWith('/MCSFE_claimRebate'), (route) => claim.request(route));
    await page.route(endsWith('/MCSFE_getRebateClaimList'), (route) => {
      const pageNum = Number(new URL(route.request().url()).searchParams.get('pageNo') ?? '1');
      const claims = REBATE_SAMPLE.claims;
      return route.fulfill({ json: { success: true, value: { list: claims.items, pageNum, totalPages: claims.totalPages, totalCount: claims.totalCount }, message: null, errorCode: null } });
    });
    await startSignedIn(page, ACCOUNTS.member, '/member/manualRebate');
  },

  states: {
    'manualRebate.loading': async ({ page, timeout }) => {
      await expect(rebate(page)).toHaveAttribute('data-busy', 'true', { timeout });
    },
    'manualRebate.failure': async (ui) => {
      await shown('failed', false)(ui);
      await expect(ui.page.getByTestId('rebate-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'manualRebate.ready.idle': async (ui) => {
      await shown('ready', false)(ui);
      await expect(ui.page.getByTestId('rebate-claim')).toBeEnabled({ timeout: ui.timeout });
    },
    'manualRebate.ready.claiming': async ({ page, timeout }) => {
      await expect(page.getByTestId('rebate-claim')).toHaveAttribute('aria-busy', 'true', { timeout });
    },
  },

  events: {
    async CLAIM({ page, timeout }) {
      await page.getByTestId('rebate-claim').click({ timeout });
    },
    async CLAIMS_PAGE({ page, timeout }, event) {
      const target = (event as { page?: number }).page ?? 1;
      await page.getByTestId('rebate-history-pages').getByRole('button', { name: new RegExp(`^(Página|Page) ${target}$`) }).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('rebate-failure').getByRole('button', { name: /^(Reintentar|Try again)$/ }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadRebate'() {},
    async 'xstate.error.actor.loadRebate'() {},
    async 'xstate.done.actor.claimRebate'() {},
    async 'xstate.error.actor.claimRebate'() {},
  },

  settles: {
    async 'xstate.done.actor.loadRebate'(_ui, event) {
      const output = (event as { output?: { rebate: unknown } }).output;
      await rebateGate.answer(output?.rebate ?? null);
    },
    async 'xstate.error.actor.loadRebate'() {
      await rebateGate.refuse();
    },
    async 'xstate.done.actor.claimRebate'(_ui, event) {
      await claimGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.claimRebate'() {
      await claimGate.refuse();
    },
  },

  holds: {
    async loadRebate() {},
    async claimRebate() {},
  },
};
