/**
 * How the Chromium path runner (tests/paths) sees and drives the system chart: each state's page,
 * the retry buttons, and the platform scenario behind each outcome of the status call. Only tests
 * import this file.
 */
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { StatusFailure, SystemStatusResult } from '../../../machines/app/system.machine';
import type { UiContext, UiMap } from '../ui-map';
import { uiText } from '../locale-text';

const STATUS_CALL = '**/wps/system/status';
/** More failures than the adapter's retries of an idempotent GET; the next arrangement clears the rest. */
const FAILED_CALLS = 10;

const statusPage = (testId: string) => async ({ page, timeout }: UiContext) => {
  await expect(page.getByTestId(testId)).toBeVisible({ timeout });
};

const anyStatusPage = (page: Page) => page.locator('main[data-testid^="status-"]');

export const uiMap: UiMap = {
  machineId: 'system',

  async start({ page }) {
    await page.goto('/');
  },

  states: {
    'system.loading': statusPage('status-loading'),
    'system.normal': async ({ page, timeout }) => {
      await expect(page.locator('main:not([data-testid^="status-"])')).toBeVisible({ timeout });
      await expect(anyStatusPage(page)).toHaveCount(0, { timeout });
    },
    'system.maintenance': statusPage('status-maintenance'),
    'system.regionRestricted': statusPage('status-region'),
    'system.invalidDomain': statusPage('status-invalid-domain'),
    'system.blockedIp': statusPage('status-blocked'),
    'system.networkFailure': statusPage('status-network'),
  },

  events: {
    async RETRY({ page, timeout }, _event, from) {
      const name = uiText(from.stateIds.includes('system.maintenance') ? 'status:checkAgain' : 'status:retry');
      await page.getByRole('button', { name }).click({ timeout });
    },
    // the browser's word that the connection is back (what it fires when the device reconnects)
    async ONLINE({ page }) {
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadStatus'({ control }, event: EventObject) {
      const { output } = event as EventObject & { output: SystemStatusResult };
      await control.clearFailures();
      await control.setBlockedIp(false);
      // the domain check: the model's "elsewhere" host is one the platform's routing does not list
      await control.setHostAllowed(output.host !== 'elsewhere.test');
      await control.setSystemStatus(output.status);
    },
    async 'xstate.error.actor.loadStatus'({ control }, event: EventObject) {
      const { error } = event as EventObject & { error: StatusFailure & { httpStatus?: number | null } };
      await control.clearFailures();
      if (error.errorCode === 'access.ip.blocked') {
        // The platform answers every call of a blocked IP with HTTP 403 access.ip.blocked.
        await control.setBlockedIp(true);
      } else {
        await control.setBlockedIp(false);
        await control.failNext('systemStatus', FAILED_CALLS, { httpStatus: error.httpStatus ?? 503 });
      }
    },
  },

  holds: {
    // Never answered, so the loading page stays up to be seen.
    async loadStatus({ page }) {
      await page.route(STATUS_CALL, () => undefined);
    },
    // the browser's online event: nothing is asked until a path's ONLINE step fires it
    async connectionWatch() {},
  },
};
