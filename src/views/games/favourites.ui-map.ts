/**
 * How the Chromium path runner sees and drives the favourites chart: a signed-in member on /pvp
 * stars the first game. The chart's state is mirrored on a hidden marker; the star's pressed
 * state shows the optimistic change; failures are the platform's (control endpoint) and a held
 * call never answers. Only tests import this file.
 */
import { expect } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../../tests/e2e/auth-helpers';
import type { UiContext, UiMap } from '../../../tests/paths/ui-map';

const IDS = (url: URL) => url.pathname.endsWith('/MCSFE_getFavoriteGames');
const SAVE = (url: URL) => url.pathname.endsWith('/MCSFE_addFavoriteGameV2') || url.pathname.endsWith('/MCSFE_removeFavoriteGameV2');

const inState = (state: string) => async ({ page, timeout }: UiContext) => {
  await expect(page.getByTestId('favourites')).toHaveAttribute('data-state', state, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'favourites',

  async start({ page }) {
    await startSignedIn(page, ACCOUNTS.member, '/pvp');
  },

  states: {
    'favourites.loading': inState('loading'),
    'favourites.failure': async (ui) => {
      await inState('failure')(ui);
      await expect(ui.page.getByTestId('favourites-error')).toBeVisible({ timeout: ui.timeout });
    },
    'favourites.ready': inState('ready'),
    'favourites.saving': async (ui) => {
      await inState('saving')(ui);
      await expect(ui.page.getByTestId('favourite-toggle').first()).toHaveAttribute('aria-pressed', 'true', { timeout: ui.timeout });
    },
    'favourites.throttled': inState('throttled'),
  },

  events: {
    async TOGGLE({ page, timeout }) {
      const star = page.getByTestId('favourite-toggle').first();
      // on a path with a delay the clock is paused: move it until the lobby has shown its games
      for (let waited = 0; !(await star.isVisible()); waited += 200) {
        if (waited > timeout) break;
        await page.clock.runFor(200).catch(() => page.waitForTimeout(200));
      }
      await star.click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('favourites-error').getByRole('button', { name: 'Reintentar' }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadIds'({ control }) {
      await control.clearFailures();
    },
    async 'xstate.error.actor.loadIds'({ control }) {
      await control.failNext('favouriteIds', 1, { errorCode: '#727' });
    },
    async 'xstate.done.actor.saveFavourite'({ control }) {
      await control.clearFailures();
    },
    async 'xstate.error.actor.saveFavourite'({ control }) {
      await control.failNext('addFavourite', 1, { errorCode: '#727' });
      await control.failNext('removeFavourite', 1, { errorCode: '#727' });
    },
  },

  holds: {
    async loadIds({ page }) {
      await page.route(IDS, () => undefined);
    },
    async saveFavourite({ page }) {
      await page.route(SAVE, () => undefined);
    },
  },
};
