/**
 * How the Chromium path runner sees and drives the team overview: /agentHome/agentTeamOverview for
 * agent01 (data-status on the page), the period's calendar, the retry, and every overview call
 * held until the path's step answers it. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith, pickRange } from './ledger-ui';
import { uiText } from '../locale-text';

const OVERVIEW = '/ODSFE2_getTeamOverviewSum';
/** Every overview call waits here until the step that settles it. */
let gate = new AnswerGate();
const overview = (page: Page) => page.getByTestId('team-overview');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(overview(page)).toHaveAttribute('data-status', value, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'teamOverview',

  async start({ page }) {
    gate = new AnswerGate();
    const own = gate;
    await page.route(endsWith(OVERVIEW), (route) => own.request(route));
    await startSignedIn(page, ACCOUNTS.agent, '/agentHome/agentTeamOverview');
  },

  states: {
    'teamOverview.loading': status('loading'),
    'teamOverview.ready': async (ui) => {
      await status('ready')(ui);
      await expect(ui.page.getByTestId('team-size')).toBeVisible({ timeout: ui.timeout });
      await expect(ui.page.getByTestId('level-name').first()).toBeVisible({ timeout: ui.timeout });
    },
    'teamOverview.empty': async (ui) => {
      await status('empty')(ui);
      await expect(ui.page.getByTestId('team-empty')).toBeVisible({ timeout: ui.timeout });
    },
    'teamOverview.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('team-failure')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async SET_PERIOD({ page, timeout }, event) {
      const { from, to } = event as { from?: string; to?: string };
      await pickRange(page, page.getByTestId('team-period'), from ?? '', to ?? '', timeout);
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('team-failure').getByRole('button', { name: uiText('team:overview.retry') }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadOverview'() {},
    async 'xstate.error.actor.loadOverview'() {},
  },

  settles: {
    async 'xstate.done.actor.loadOverview'(_ui, event) {
      await gate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.loadOverview'() {
      await gate.refuse();
    },
  },

  holds: {
    async loadOverview() {},
  },
};
