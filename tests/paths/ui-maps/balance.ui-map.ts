/**
 * How the Chromium path runner sees and drives the balance chart: the header's balance box of a
 * signed-in member (state in data-state), its show/hide and refresh buttons, and the balance call
 * failing through the control endpoint. Only tests import this file.
 */
import { expect } from '@playwright/test';
import { ACCOUNTS, startSignedIn, TEXT } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';

const boxIn = (state: string) => async ({ page, timeout }: UiContext) => {
  await expect(page.getByTestId('balance')).toHaveAttribute('data-state', state, { timeout });
};

const ready = async (ui: UiContext) => {
  await boxIn('ready')(ui);
  await expect(ui.page.getByTestId('balance-amount')).toHaveText(/^(\$[\d,]+\.\d{2}|••••••)$/, { timeout: ui.timeout });
};

/** Cooling down, the refresh button says it waits (aria-disabled, described), still focusable. */
const refreshWaits = (waits: boolean) => async ({ page, timeout }: UiContext) => {
  const refresh = page.getByRole('button', { name: TEXT.refreshBalance });
  if (waits) await expect(refresh).toHaveAttribute('aria-disabled', 'true', { timeout });
  else await expect(refresh).not.toHaveAttribute('aria-disabled', /.*/, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'balance',

  async start({ page }) {
    await startSignedIn(page, ACCOUNTS.member);
  },

  states: {
    'balance.loading': boxIn('loading'),
    'balance.ready.cooling': async (ui) => {
      await ready(ui);
      await refreshWaits(true)(ui);
    },
    'balance.ready.idle': async (ui) => {
      await ready(ui);
      await refreshWaits(false)(ui);
    },
    'balance.failed.cooling': async (ui) => {
      await boxIn('failed')(ui);
      await refreshWaits(true)(ui);
    },
    'balance.failed.idle': async (ui) => {
      await boxIn('failed')(ui);
      await refreshWaits(false)(ui);
    },
  },

  events: {
    async REFRESH({ page, control, timeout }) {
      // while a load runs the button is disabled: the refresh comes as the platform's live balance change
      if ((await page.getByTestId('balance').getAttribute('data-state')) === 'loading') {
        await expect.poll(() => control.pushAccountEvent(ACCOUNTS.member.username, { kind: 'balanceChanged', balance: 1520.75 }), { timeout }).toBe(1);
        return;
      }
      const refresh = page.getByRole('button', { name: TEXT.refreshBalance });
      // cooling down, the button is aria-disabled (Playwright waits on it) yet takes a person's
      // click, which the chart keeps for the end of the wait: clicked as a person would
      const cooling = (await refresh.getAttribute('aria-disabled', { timeout })) === 'true';
      await refresh.click({ timeout, force: cooling });
    },
    async TOGGLE_VISIBILITY({ page, timeout }) {
      await page.getByRole('button', { name: TEXT.toggleBalance }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadBalance'() {
      // the member's real balance
    },
    async 'xstate.error.actor.loadBalance'({ control }) {
      await control.failNext('balance', 1);
    },
  },

  holds: {
    async loadBalance({ page }) {
      await page.route('**/wps/v2/wallets/balance', () => undefined);
    },
  },
};
