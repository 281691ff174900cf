/**
 * How the Chromium path runner sees and drives the header's category menu on / at desktop width:
 * the menu's loading, failure (with a retry) and ready states, a category's vendor panel opened,
 * moved and closed. The load's outcome is arranged on the vendor call, which is session-cached:
 * the runner's fresh page has an empty sessionStorage (and keeps it per language, so a switch of
 * language calls again). LANGUAGE is the side menu's select, in the page. Only tests import this file.
 */
import { expect } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { UiContext, UiMap } from '../ui-map';
import { switchLanguage } from './language-ui';
import { uiText } from '../locale-text';

const VENDORS = (url: URL) => url.pathname.endsWith('/GCSGAME_newGameVendor');

const inState = (state: string) => async ({ page, timeout }: UiContext) => {
  await expect(page.locator(`[data-testid="header-vendors"][data-state="${state}"]`)).toBeVisible({ timeout });
};

export const uiMap: UiMap = {
  machineId: 'headerVendors',
  // the header's vendor menu: only the wide layout shows it
  wideLayout: true,

  async start({ page }) {
    await page.goto('/');
  },

  states: {
    'headerVendors.loading': async (ui) => {
      await expect(ui.page.locator('[data-testid="header-vendors"][data-state="loading"]')).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
    },
    'headerVendors.failure': async (ui) => {
      await inState('failed')(ui);
      await expect(ui.page.getByTestId('header-vendors').getByRole('button', { name: uiText('layout:header.categories.retry') })).toBeVisible({ timeout: ui.timeout });
    },
    'headerVendors.ready.closed': async (ui) => {
      await inState('closed')(ui);
      await expect(ui.page.getByTestId('header-vendor-panel')).toHaveCount(0, { timeout: ui.timeout });
    },
    'headerVendors.ready.open': async (ui) => {
      await inState('open')(ui);
      await expect(ui.page.getByTestId('header-vendor-panel')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async RETRY({ page, timeout }) {
      await page.getByTestId('header-vendors').getByRole('button', { name: uiText('layout:header.categories.retry') }).click({ timeout });
    },
    async OPEN({ page, timeout }) {
      const button = page.getByTestId('header-category-RNG');
      // from the open state the model's OPEN is the same category again: open it if it is not
      if ((await button.getAttribute('aria-expanded', { timeout })) !== 'true') await button.click({ timeout });
    },
    async CLOSE({ page }) {
      await page.keyboard.press('Escape');
    },
    // in the page, as a reader switches: the same flow is told and asks again (language-ui.ts)
    async LANGUAGE({ page, timeout }, event) {
      await switchLanguage(page, (event as EventObject & { language: string }).language, timeout);
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadVendors'({ page }) {
      await page.unroute(VENDORS);
    },
    async 'xstate.error.actor.loadVendors'({ page }) {
      await page.route(VENDORS, (route) => route.fulfill({ json: { success: false, value: null, message: null, errorCode: '#727' } }));
    },
  },

  holds: {
    async loadVendors({ page }) {
      await page.route(VENDORS, () => undefined);
    },
  },
};
