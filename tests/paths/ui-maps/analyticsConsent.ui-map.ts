/**
 * How the Chromium path runner sees and drives the analytics consent: the status call (the
 * permission info) is held until CONFIG, which stores the remembered answer in localStorage and
 * answers the call with the step's gtagId (or none); Google's loader is answered by a stand-in
 * and counted, so a state says whether it was asked for. Only tests import this file.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { UiContext, UiMap } from '../ui-map';
import { endsWith } from './ledger-ui';

interface Held {
  route: Route | null;
  /** The status call was answered (it may arrive only after CONFIG set the gtagId). */
  answered: boolean;
  gtagId: string | null | undefined;
  loads: string[];
}
let held: Held = { route: null, answered: false, gtagId: undefined, loads: [] };

async function answerStatus(route: Route, gtagId: string | null): Promise<void> {
  const response = await route.fetch();
  const body = (await response.json()) as { value?: { info?: { analytics?: unknown } } };
  if (body.value?.info) body.value.info.analytics = gtagId ? { gtagId } : {};
  await route.fulfill({ response, json: body });
}

const banner = (page: Page) => page.getByTestId('consent-banner');
const appShown = async ({ page, timeout }: UiContext) => {
  await expect(page.getByRole('main')).toBeVisible({ timeout });
};
const noLoader = async () => {
  expect(held.loads, 'Google’s loader asked for').toEqual([]);
};

export const uiMap: UiMap = {
  machineId: 'analyticsConsent',

  async start({ page }) {
    const state: Held = { route: null, answered: false, gtagId: undefined, loads: [] };
    held = state;
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      state.loads.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.route(endsWith('/wps/system/status'), async (route) => {
      if (state.gtagId === undefined) {
        state.route = route;
        return;
      }
      await answerStatus(route, state.gtagId);
      state.answered = true;
    });
    await page.goto('/', { waitUntil: 'commit' });
  },

  states: {
    'analyticsConsent.unknown': async ({ page }) => {
      await expect(banner(page)).toHaveCount(0);
      await noLoader();
    },
    'analyticsConsent.off': async (ui) => {
      await appShown(ui);
      await expect(banner(ui.page)).toHaveCount(0);
      await noLoader();
    },
    'analyticsConsent.asked': async ({ page, timeout }) => {
      await expect(banner(page)).toBeVisible({ timeout });
      await noLoader();
    },
    'analyticsConsent.accepted': async ({ page, timeout }) => {
      await expect(banner(page)).toHaveCount(0, { timeout });
      await expect.poll(() => held.loads.length, { timeout }).toBe(1);
      expect(held.loads[0]).toBe('https://www.googletagmanager.com/gtag/js?id=G-PATHS01');
    },
    'analyticsConsent.declined': async (ui) => {
      await appShown(ui);
      await expect(banner(ui.page)).toHaveCount(0);
      await noLoader();
    },
  },

  events: {
    async CONFIG({ page }, event) {
      const { gtagId, stored } = event as unknown as { gtagId: string | null; stored: string | null };
      await page.waitForFunction(() => document.readyState !== 'loading');
      await page.evaluate((value) => {
        if (value) window.localStorage.setItem('analyticsConsent', value);
        else window.localStorage.removeItem('analyticsConsent');
      }, stored);
      const state = held;
      state.gtagId = gtagId;
      const route = state.route;
      state.route = null;
      if (route) {
        await answerStatus(route, gtagId);
        state.answered = true;
      }
      await expect.poll(() => state.answered).toBe(true);
    },
    async ACCEPT({ page, timeout }) {
      await page.getByTestId('consent-accept').click({ timeout });
    },
    async DECLINE({ page, timeout }) {
      await page.getByTestId('consent-decline').click({ timeout });
    },
  },

  // the chart invokes nothing: its outcomes are the events above
  outcomes: {},
};
