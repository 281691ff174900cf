/**
 * How the Chromium path runner sees and drives customer service: the /support page's list (its
 * data-status), an entry's open button, the embedded panel and the "Popup blocked" notice. The
 * channels come sealed in the status answer: an outcome rewrites that answer before the page loads
 * (no channel, or a path that was not sealed). window.open is a stand-in that lets the tab through
 * or blocks it, as the path arranges. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { UiContext, UiMap } from '../ui-map';
import { uiText } from '../locale-text';

type StatusRewrite = 'none' | 'noChannel' | 'unsealed';
let rewrite: StatusRewrite = 'none';

const list = (page: Page) => page.getByTestId('customer-service-list');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(list(page)).toHaveAttribute('data-status', value, { timeout });
};
const noDialogs = async ({ page, timeout }: UiContext) => {
  await expect(page.getByTestId('support-panel')).toHaveCount(0, { timeout });
  await expect(page.getByTestId('support-blocked')).toHaveCount(0, { timeout });
};

/** Blocks (or lets through) the next window.open. */
async function nextPopup(page: Page, mode: 'open' | 'block'): Promise<void> {
  await page.evaluate((value) => {
    (window as unknown as { __popupMode: string }).__popupMode = value;
  }, mode);
}

export const uiMap: UiMap = {
  machineId: 'customerService',

  async start({ page }) {
    const current = rewrite;
    rewrite = 'none';
    await page.addInitScript(() => {
      const state = window as unknown as { __popupMode: string; __opened: string[] };
      state.__popupMode = 'open';
      state.__opened = [];
      window.open = ((url?: string | URL) => {
        state.__opened.push(String(url ?? ''));
        return state.__popupMode === 'block' ? null : ({ opener: null } as unknown as Window);
      }) as typeof window.open;
    });
    if (current !== 'none') {
      await page.route('**/wps/system/status', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { value: { info: { customerService: unknown[] } } };
        body.value.info.customerService = current === 'noChannel' ? [] : [{ csType: 'LIVECHAT', path: 'https://not-sealed.example/chat' }];
        await route.fulfill({ response, json: body });
      });
    }
    await page.goto('/support');
  },

  states: {
    'customerService.opening': status('loading'),
    'customerService.failed': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('customer-service-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'customerService.unavailable': status('unavailable'),
    'customerService.ready.idle': async (ui) => {
      await status('ready')(ui);
      await expect(list(ui.page).getByTestId('customer-service-entry')).toHaveCount(3, { timeout: ui.timeout });
      await noDialogs(ui);
    },
    'customerService.ready.launching': status('ready'),
    'customerService.ready.blocked': async ({ page, timeout }) => {
      await expect(page.getByTestId('support-blocked')).toBeVisible({ timeout });
      await expect(page.getByTestId('support-blocked-link')).toHaveAttribute('href', 'https://wa.me/5215550100200', { timeout });
    },
    'customerService.ready.panel': async ({ page, timeout }) => {
      await expect(page.getByTestId('support-frame')).toBeVisible({ timeout });
    },
  },

  events: {
    async OPEN({ page, timeout }, event) {
      const csType = (event as EventObject & { csType?: string }).csType;
      const entry = csType ? list(page).locator(`[data-testid="customer-service-entry"][data-type="${csType}"]`) : list(page).getByTestId('customer-service-entry').first();
      await entry.getByRole('button').click({ timeout });
    },
    async CLOSE({ page, timeout }) {
      await page.getByRole('dialog').getByRole('button', { name: uiText('common:actions.close') }).first().click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.openContacts'(_ui, event) {
      rewrite = ((event as EventObject & { output?: unknown[] }).output ?? []).length > 0 ? 'none' : 'noChannel';
    },
    async 'xstate.error.actor.openContacts'() {
      rewrite = 'unsealed';
    },
    async 'xstate.done.actor.openTab'({ page }) {
      await nextPopup(page, 'open');
    },
    async 'xstate.error.actor.openTab'({ page }) {
      await nextPopup(page, 'block');
    },
  },
};
