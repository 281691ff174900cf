/**
 * How the Chromium path runner sees and drives the agent reports (the team betting kind, which has
 * every filter): /agentHome/personalHistoryCopy for agent01 (data-status on the page), the member
 * form, the game type, the bet/settlement time tabs, the range's calendar, the pages and the retry,
 * the CSV export's button, its progress and cancel, its failure's retry. Every report call (the
 * export's pages too) is held until the path's step answers it. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith, pickRange } from './ledger-ui';
import { uiText } from '../locale-text';

const BETTING = '/ODSFE2_getTeamBettingRecord';
let gate = new AnswerGate();
const report = (page: Page) => page.getByTestId('agent-report');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(report(page)).toHaveAttribute('data-status', value, { timeout });
};

const shown = async (ui: UiContext) => {
  await status('ready')(ui);
  await expect(ui.page.getByTestId('report-table').getByTestId('cell-orderNo').first()).toBeVisible({ timeout: ui.timeout });
};

export const uiMap: UiMap = {
  machineId: 'agentReport',

  async start({ page }) {
    gate = new AnswerGate();
    const own = gate;
    await page.route(endsWith(BETTING), (route) => own.request(route));
    await startSignedIn(page, ACCOUNTS.agent, '/agentHome/personalHistoryCopy');
  },

  states: {
    'agentReport.loading': status('loading'),
    'agentReport.ready.shown': async (ui) => {
      await shown(ui);
      await expect(ui.page.getByTestId('report-export-progress')).toHaveCount(0, { timeout: ui.timeout });
      await expect(ui.page.getByTestId('report-export-failure')).toHaveCount(0, { timeout: ui.timeout });
      await expect(ui.page.getByTestId('report-export')).toBeEnabled({ timeout: ui.timeout });
    },
    'agentReport.ready.exporting': async (ui) => {
      await shown(ui);
      await expect(ui.page.getByTestId('report-export-progress')).toBeVisible({ timeout: ui.timeout });
    },
    'agentReport.ready.exportFailed': async (ui) => {
      await shown(ui);
      await expect(ui.page.getByTestId('report-export-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'agentReport.empty': async (ui) => {
      await status('empty')(ui);
      await expect(ui.page.getByTestId('report-empty')).toBeVisible({ timeout: ui.timeout });
    },
    'agentReport.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('report-failure')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async FILTER({ page, timeout }, event) {
      const filters = (event as { filters?: { member?: string; gameType?: string } }).filters ?? {};
      if (filters.gameType !== undefined) await page.getByTestId('report-game-type').selectOption(filters.gameType, { timeout });
      if (filters.member !== undefined) {
        await page.getByTestId('report-member').fill(filters.member, { timeout });
        await page.getByTestId('report-member-form').getByRole('button', { name: uiText('reports:filters.apply') }).click({ timeout });
      }
    },
    async SET_BASIS({ page, timeout }, event) {
      const basis = (event as { basis?: string }).basis;
      await page.getByRole('tab', { name: basis === 'SETTLE' ? uiText('reports:basis.SETTLE') : uiText('reports:basis.BET') }).click({ timeout });
    },
    async SET_RANGE({ page, timeout }, event) {
      const { from, to } = event as { from?: string; to?: string };
      await pickRange(page, page.getByTestId('report-range'), from ?? '', to ?? '', timeout);
    },
    async SET_PAGE({ page, timeout }) {
      await page.getByTestId('report-pages').getByRole('button', { name: uiText('common:ui.pagination.page', { page: 2 }) }).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('report-failure').getByRole('button', { name: uiText('reports:retry') }).click({ timeout });
    },
    async EXPORT({ page, timeout }) {
      await page.getByTestId('report-export').click({ timeout });
    },
    async CANCEL_EXPORT({ page, timeout }) {
      await page.getByTestId('report-export-cancel').click({ timeout });
    },
    async RETRY_EXPORT({ page, timeout }) {
      await page.getByTestId('report-export-failure').getByRole('button', { name: uiText('reports:exportRetry') }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadReport'() {},
    async 'xstate.error.actor.loadReport'() {},
    async 'xstate.done.actor.exportPage'() {},
    async 'xstate.error.actor.exportPage'() {},
  },

  settles: {
    async 'xstate.done.actor.loadReport'(_ui, event) {
      await gate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.loadReport'(_ui, event) {
      // the platform's own refusal of a member outside the team, or a failure
      const messageKey = (event as { error?: { messageKey?: string } }).error?.messageKey;
      await gate.refuse(messageKey === 'errors:agentDownlineInvalid' ? 'agent.downline.invalid' : '#727');
    },
    // the export's pages ask the same call: the gate answers them in turn
    async 'xstate.done.actor.exportPage'(_ui, event) {
      await gate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.exportPage'() {
      await gate.refuse('#727');
    },
  },

  holds: {
    async loadReport() {},
    async exportPage() {},
  },
};
