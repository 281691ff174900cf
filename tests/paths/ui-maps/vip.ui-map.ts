/**
 * How the Chromium path runner sees and drives the VIP page: /member/vip for member01 (data-status
 * on the page). The session's hasVip is known when the page opens, so `checking` and `loading`
 * both show as loading with the rank call held until the path's step answers it; ACCESS without
 * VIP is the platform's VIP3 flag switched off and the page opened again (the restored session
 * says hasVip false). Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';
import { uiText } from '../locale-text';

let gate = new AnswerGate();
const vip = (page: Page) => page.getByTestId('vip');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(vip(page)).toHaveAttribute('data-status', value, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'vip',

  async start({ page }) {
    gate = new AnswerGate();
    const current = gate;
    await page.route(endsWith('/MCSFE_getPlayerRankProgress'), (route) => current.request(route));
    await startSignedIn(page, ACCOUNTS.member, '/member/vip');
  },

  states: {
    'vip.checking': status('loading'),
    'vip.loading': status('loading'),
    'vip.unavailable': async (ui) => {
      await status('unavailable')(ui);
      await expect(ui.page.getByTestId('vip-unavailable')).toBeVisible({ timeout: ui.timeout });
    },
    'vip.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('vip-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'vip.ready': async (ui) => {
      await status('ready')(ui);
      await expect(ui.page.getByTestId('vip-level')).toHaveText('VIP 3', { timeout: ui.timeout });
      await expect(ui.page.getByTestId('member-menu').locator('[data-page="vip"]')).toHaveCount(1, { timeout: ui.timeout });
    },
  },

  events: {
    async ACCESS({ page, control }, event) {
      if ((event as { hasVip?: boolean }).hasVip !== false) return;
      await control.setFlag('VIP3', false);
      await page.reload();
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('vip-failure').getByRole('button', { name: uiText('account:retry') }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadVip'() {},
    async 'xstate.error.actor.loadVip'() {},
  },

  settles: {
    async 'xstate.done.actor.loadVip'(_ui, event) {
      await gate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.loadVip'(_ui, event) {
      const code = (event as { error?: { errorCode?: string } }).error?.errorCode;
      await gate.refuse(code ?? '#727');
    },
  },

  holds: {
    async loadVip() {},
  },
};
