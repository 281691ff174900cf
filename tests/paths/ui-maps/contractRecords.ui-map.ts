/**
 * How the Chromium path runner sees and drives a contract page's payout records: agent41 on
 * /agentHome/agentRealtimeSalary, the "payout records" tab (data-status, data-page on the view),
 * the refresh button, the pages and the retry. Every payout call is held until the path's step
 * answers it with the model's page (or refuses it). Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';
import { uiText } from '../locale-text';

const PAYOUTS = '/MCSFE_getContractPayouts';
const AGENT41 = { username: 'agent41', password: 'Agent2024' };
let gate = new AnswerGate();
const records = (page: Page) => page.getByTestId('payout-records');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(records(page)).toHaveAttribute('data-status', value, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'contractRecords',

  async start({ page, timeout }) {
    gate = new AnswerGate();
    const own = gate;
    await page.route(endsWith(PAYOUTS), (route) => own.request(route));
    await startSignedIn(page, AGENT41, '/agentHome/agentRealtimeSalary');
    await page.getByTestId('contract-page').getByRole('tab', { name: uiText('contracts:views.payouts') }).click({ timeout });
  },

  states: {
    'contractRecords.loading': async (ui) => {
      await status('loading')(ui);
      await expect(records(ui.page)).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
      await expect(records(ui.page).getByTestId('payouts-reload')).toBeDisabled({ timeout: ui.timeout });
    },
    'contractRecords.ready': async (ui) => {
      await status('ready')(ui);
      // a page of periods, or the words that there is none
      await expect(records(ui.page).getByTestId('payout-status').first().or(records(ui.page).getByText(uiText('contracts:payouts.none')))).toBeVisible({ timeout: ui.timeout });
      await expect(records(ui.page).getByTestId('payouts-reload')).toBeEnabled({ timeout: ui.timeout });
    },
    'contractRecords.failure': async (ui) => {
      await status('failed')(ui);
      await expect(records(ui.page).getByTestId('contract-records-failure')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async RELOAD({ page, timeout }) {
      await records(page).getByRole('button', { name: uiText('contracts:payouts.reload') }).click({ timeout });
    },
    async PAGE({ page, timeout }) {
      await records(page).getByTestId('payout-pages').getByRole('button', { name: uiText('common:ui.pagination.page', { page: 2 }) }).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await records(page).getByTestId('contract-records-failure').getByRole('button', { name: uiText('contracts:retry') }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadRecords'() {},
    async 'xstate.error.actor.loadRecords'() {},
  },

  settles: {
    async 'xstate.done.actor.loadRecords'(_ui, event) {
      await gate.answer((event as { output?: { payouts?: unknown } }).output?.payouts);
    },
    async 'xstate.error.actor.loadRecords'() {
      await gate.refuse('#727');
    },
  },

  holds: {
    async loadRecords() {},
  },
};
