/**
 * How the Chromium path runner sees and drives a home category section's chart: the slots
 * section (RNG, the first category, near the viewport on arrival), its loading skeleton, its games
 * and its failure with the retry. The load's outcome is arranged on that category's 12-game list
 * call; the other sections' calls pass. LANGUAGE is the side menu's select, in the page. Only tests
 * import this file.
 */
import { expect } from '@playwright/test';
import type { UiContext, UiMap } from '../ui-map';
import { switchLanguage } from './language-ui';
import { uiText } from '../locale-text';

const SLOTS_LIST = (url: URL) =>
  url.pathname.endsWith('/GCSGAME_gameList') && url.searchParams.get('gameType') === 'RNG' && url.searchParams.get('pageSize') === '12';

const slots = ({ page }: UiContext) => page.getByTestId('games-RNG');

export const uiMap: UiMap = {
  machineId: 'homeSection',

  async start({ page, timeout }) {
    await page.goto('/');
    await page.getByTestId('section-RNG').scrollIntoViewIfNeeded({ timeout });
  },

  states: {
    'homeSection.loading': async (context) => {
      await expect(slots(context)).toHaveAttribute('data-state', 'loading', { timeout: context.timeout });
    },
    'homeSection.ready': async (context) => {
      await expect(slots(context)).toHaveAttribute('data-state', 'ready', { timeout: context.timeout });
      await expect(slots(context).getByTestId('game-tile').first()).toBeVisible({ timeout: context.timeout });
    },
    'homeSection.failure': async (context) => {
      await expect(slots(context)).toHaveAttribute('data-state', 'failed', { timeout: context.timeout });
      await expect(slots(context).getByRole('alert')).toBeVisible({ timeout: context.timeout });
    },
  },

  events: {
    async RETRY(context) {
      await slots(context).getByRole('button', { name: uiText('common:ui.retry') }).click({ timeout: context.timeout });
    },
    // in the page, as a reader switches: the same section's flow is told and asks again (language-ui.ts)
    async LANGUAGE({ page, timeout }, event) {
      await switchLanguage(page, (event as unknown as { language: string }).language, timeout);
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadSection'({ page }) {
      await page.unroute(SLOTS_LIST);
    },
    async 'xstate.error.actor.loadSection'({ page }) {
      await page.route(SLOTS_LIST, (route) => route.fulfill({ json: { success: false, value: null, message: null, errorCode: '#727' } }), { times: 1 });
    },
  },

  holds: {
    async loadSection({ page }) {
      await page.route(SLOTS_LIST, () => undefined);
    },
  },
};
