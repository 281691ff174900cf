/**
 * How the Chromium path runner sees and drives the home chart: the lobby's loading skeleton, its
 * sections, and the failure panel with its retry. The load's outcome is arranged on the hot-games
 * call (every home load makes it; a fresh browser context has nothing cached). Only tests import this file.
 */
import { expect } from '@playwright/test';
import type { UiContext, UiMap } from '../ui-map';

const HOT_GAMES = (url: URL) => url.pathname.endsWith('/GCSGAME_hotGamesV2');

const shows = (testId: string) => async ({ page, timeout }: UiContext) => {
  await expect(page.getByTestId(testId)).toBeVisible({ timeout });
};

export const uiMap: UiMap = {
  machineId: 'home',

  async start({ page }) {
    await page.goto('/');
  },

  states: {
    'home.loading': shows('home-loading'),
    'home.ready': async ({ page, timeout }) => {
      await expect(page.getByTestId('home-ready')).toBeVisible({ timeout });
      await expect(page.getByTestId('section-hot')).toBeVisible({ timeout });
      await expect(page.getByTestId('section-winners')).toBeVisible({ timeout });
    },
    'home.failure': async ({ page, timeout }) => {
      await expect(page.getByTestId('home-error')).toBeVisible({ timeout });
    },
  },

  events: {
    async RETRY({ page, timeout }) {
      await page.getByTestId('home-error').getByRole('button', { name: 'Reintentar' }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadHome'({ page }) {
      await page.unroute(HOT_GAMES);
    },
    async 'xstate.error.actor.loadHome'({ page }) {
      await page.route(HOT_GAMES, (route) => route.fulfill({ json: { success: false, value: null, message: null, errorCode: '#727' } }), { times: 1 });
    },
  },

  holds: {
    async loadHome({ page }) {
      await page.route(HOT_GAMES, () => undefined);
    },
  },
};
