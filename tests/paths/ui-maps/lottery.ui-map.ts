/**
 * How the Chromium path runner sees and drives the lottery chart: a signed-in member on
 * /vnLottery; the screen's load is arranged on the lottery menu call (platform control endpoint),
 * and another game is chosen in the menu. Only tests import this file.
 */
import { expect } from '@playwright/test';
import type { EventObject } from 'xstate';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { uiText } from '../locale-text';

const MENU = (url: URL) => url.pathname.endsWith('/lgw/vn/games/game_menu');

const inState = (state: string) => async ({ page, timeout }: UiContext) => {
  await expect(page.locator(`[data-testid="lottery-screen"][data-state="${state}"]`)).toBeVisible({ timeout });
};

export const uiMap: UiMap = {
  machineId: 'lottery',

  async start({ page }) {
    await startSignedIn(page, ACCOUNTS.member, '/vnLottery');
  },

  states: {
    'lottery.loading': async (ui) => {
      await inState('loading')(ui);
      await expect(ui.page.getByTestId('lottery-loading')).toBeVisible({ timeout: ui.timeout });
    },
    'lottery.ready': async (ui) => {
      await inState('ready')(ui);
      await expect(ui.page.getByTestId('lottery-frame')).toBeVisible({ timeout: ui.timeout });
    },
    'lottery.failure': async (ui) => {
      await inState('failed')(ui);
      await expect(ui.page.getByTestId('lottery-error')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async SELECT_GAME({ page, timeout }, event) {
      const { gameCode } = event as EventObject & { gameCode: string };
      await page.locator(`button[data-game-code="${gameCode}"]`).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('lottery-error').getByRole('button', { name: uiText('games:retry') }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadScreen'({ control }) {
      await control.clearFailures();
    },
    async 'xstate.error.actor.loadScreen'({ control }) {
      await control.failNext('lotteryGameMenu', 1, { errorCode: '#727' });
    },
  },

  holds: {
    async loadScreen({ page }) {
      await page.route(MENU, () => undefined);
    },
  },
};
