/**
 * How the Chromium path runner sees and drives the mission leaderboard: /member/missionLeaderboard
 * for member01 (data-status and data-busy on the page), the complete mission's claim button, the
 * retry; a reload comes as the platform's pushed balance change. The missions call is held until
 * the path's step answers it (the leaderboard answers the sample at once); so is the claim. Only
 * tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { LEADERBOARD, type MISSION_BOARD } from '../models/missions-samples';
import { AnswerGate, endsWith } from './ledger-ui';

let missionsGate = new AnswerGate();
let claimGate = new AnswerGate();

const board = (page: Page) => page.getByTestId('mission-board');
const shown = (status: string, busy: boolean) => async ({ page, timeout }: UiContext) => {
  await expect(board(page)).toHaveAttribute('data-status', status, { timeout });
  await expect(board(page)).toHaveAttribute('data-busy', busy ? 'true' : 'false', { timeout });
};
const claimButton = (page: Page) => page.locator('[data-testid="mission"][data-mission="m-streak"]').getByTestId('mission-claim');

export const uiMap: UiMap = {
  machineId: 'missionLeaderboard',

  async start({ page }) {
    missionsGate = new AnswerGate();
    claimGate = new AnswerGate();
    const [missions, claim] = [missionsGate, claimGate];
    await page.route(endsWith('/MCSFE_getMissionList'), (route) => missions.request(route));
    await page.route(endsWith('/MCSFE_claimMission'), (route) => claim.request(route));
    await page.route(endsWith('/MCSFE_getMissionLeaderboard'), (route) => route.fulfill({ json: { success: true, value: LEADERBOARD, message: null, errorCode: null } }));
    await startSignedIn(page, ACCOUNTS.member, '/member/missionLeaderboard');
  },

  states: {
    'missionLeaderboard.loading': async ({ page, timeout }) => {
      await expect(board(page)).toHaveAttribute('data-busy', 'true', { timeout });
    },
    'missionLeaderboard.failure': async (ui) => {
      await shown('failed', false)(ui);
      await expect(ui.page.getByTestId('missions-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'missionLeaderboard.ready.idle': async (ui) => {
      await shown('ready', false)(ui);
      await expect(claimButton(ui.page)).toBeEnabled({ timeout: ui.timeout });
      await expect(ui.page.getByTestId('leaderboard-self')).toBeVisible({ timeout: ui.timeout });
    },
    'missionLeaderboard.ready.claiming': async ({ page, timeout }) => {
      await expect(claimButton(page)).toHaveAttribute('aria-busy', 'true', { timeout });
    },
  },

  events: {
    async CLAIM({ page, timeout }) {
      await claimButton(page).click({ timeout });
    },
    async RELOAD({ control, timeout }) {
      await expect.poll(() => control.pushAccountEvent(ACCOUNTS.member.username, { kind: 'balanceChanged', balance: 1520.75 }), { timeout }).toBeGreaterThan(0);
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('missions-failure').getByRole('button', { name: /^(Reintentar|Try again)$/ }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadMissions'() {},
    async 'xstate.error.actor.loadMissions'() {},
    async 'xstate.done.actor.claimMission'() {},
    async 'xstate.error.actor.claimMission'() {},
  },

  settles: {
    async 'xstate.done.actor.loadMissions'(_ui, event) {
      const output = (event as { output?: typeof MISSION_BOARD }).output;
      await missionsGate.answer(output?.missions ?? []);
    },
    async 'xstate.error.actor.loadMissions'() {
      await missionsGate.refuse();
    },
    async 'xstate.done.actor.claimMission'(_ui, event) {
      await claimGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.claimMission'() {
      await claimGate.refuse('mission.already.claimed');
    },
  },

  holds: {
    async loadMissions() {},
    async claimMission() {},
  },
};
