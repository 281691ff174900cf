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

export const uiMap: UiMap = {
  machineId: 'balance',

  async start({ page }) {
    await startSignedIn(page, ACCOUNTS.member);
  },

  states: {
    'balance.loading': boxIn('loading'),
    'balance.ready': async (ui) => {
      await boxIn('ready')(ui);
      await expect(ui.page.getByTestId('balance-amount')).toHaveText(/^(\$[\d,]+\.\d{2}|••••••)$/, { timeout: ui.timeout });
    },
    'balance.failed': boxIn('failed'),
  },

  events: {
    async REFRESH({ page, control, timeout }) {
      // while a load runs the button is disabled: the refresh comes as the platform's live balance change
      if ((await page.getByTestId('balance').getAttribute('data-state')) === 'loading') {
        await expect.poll(() => control.pushAccountEvent(ACCOUNTS.member.username, { kind: 'balanceChanged', balance: 1520.75 }), { timeout }).toBe(1);
        return;
      }
      await page.getByRole('button', { name: TEXT.refreshBalance }).click({ timeout });
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
