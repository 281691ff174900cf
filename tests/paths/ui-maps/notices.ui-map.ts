/**
 * How the Chromium path runner sees and drives the notices chart on /: the banner slot's loading
 * region, its carousel, and its failure with a retry. The load's outcome is arranged on the
 * notices call. LANGUAGE is the side menu's select, in the page (the root tells the notices). Only
 * tests import this file.
 */
import { expect } from '@playwright/test';
import type { UiContext, UiMap } from '../ui-map';
import { switchLanguage } from './language-ui';
import { uiText } from '../locale-text';

const NOTICES = (url: URL) => url.pathname.endsWith('/MCSFE_getNotices');

const inState = (state: string) => async ({ page, timeout }: UiContext) => {
  await expect(page.locator(`[data-testid="banner-slot"][data-state="${state}"]`)).toBeVisible({ timeout });
};

export const uiMap: UiMap = {
  machineId: 'notices',

  async start({ page }) {
    await page.goto('/');
  },

  states: {
    'notices.loading': async (ui) => {
      await inState('loading')(ui);
      await expect(ui.page.getByTestId('banner-slot')).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
    },
    'notices.ready': async (ui) => {
      await inState('ready')(ui);
      await expect(ui.page.getByTestId('banner-slide').first()).toBeVisible({ timeout: ui.timeout });
    },
    'notices.failure': async (ui) => {
      await inState('failed')(ui);
      await expect(ui.page.getByTestId('banner-slot').getByRole('alert')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async RETRY({ page, timeout }) {
      await page.getByTestId('banner-slot').getByRole('button', { name: uiText('common:ui.retry') }).click({ timeout });
    },
    // in the page, as a reader switches: the root tells the same notices chart (language-ui.ts)
    async LANGUAGE({ page, timeout }, event) {
      await switchLanguage(page, (event as unknown as { language: string }).language, timeout);
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadNotices'({ page }) {
      await page.unroute(NOTICES);
    },
    async 'xstate.error.actor.loadNotices'({ page }) {
      await page.route(NOTICES, (route) => route.fulfill({ json: { success: false, value: null, message: null, errorCode: '#727' } }), { times: 1 });
    },
  },

  holds: {
    async loadNotices({ page }) {
      await page.route(NOTICES, () => undefined);
    },
  },
};
