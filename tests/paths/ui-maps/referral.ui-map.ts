/**
 * How the Chromium path runner sees and drives the referral page: /member/referral for member01
 * (data-status on the page), the copy button and its status, the QR dialog, the retry. The details
 * call is held until the path's step answers it (function.not.available for the not-available
 * case); the clipboard is a stand-in whose next write the path arranges. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { installClipboardStub, nextCopy } from '../clipboard-stub';
import { AnswerGate, endsWith } from './ledger-ui';
import { uiText } from '../locale-text';

let gate = new AnswerGate();
const referral = (page: Page) => page.getByTestId('referral');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(referral(page)).toHaveAttribute('data-status', value, { timeout });
};
const copyStatus = (value: string) => async (ui: UiContext) => {
  await status('ready')(ui);
  await expect(ui.page.getByTestId('referral-copy-status')).toHaveAttribute('data-state', value, { timeout: ui.timeout });
};

export const uiMap: UiMap = {
  machineId: 'referral',

  async start({ page }) {
    gate = new AnswerGate();
    const current = gate;
    await page.route(endsWith('/MCSFE_getReferralDetails'), (route) => current.request(route));
    await installClipboardStub(page);
    await startSignedIn(page, ACCOUNTS.member, '/member/referral');
  },

  states: {
    'referral.loading': status('loading'),
    'referral.unavailable': async (ui) => {
      await status('unavailable')(ui);
      await expect(ui.page.getByTestId('referral-unavailable')).toBeVisible({ timeout: ui.timeout });
    },
    'referral.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('referral-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'referral.ready.idle': async (ui) => {
      await copyStatus('idle')(ui);
      await expect(ui.page.getByTestId('referral-link')).toHaveValue(/\/register\?referralCode=RF/, { timeout: ui.timeout });
      await expect(ui.page.getByTestId('referral-qr-dialog')).toHaveCount(0, { timeout: ui.timeout });
    },
    'referral.ready.copying': copyStatus('copying'),
    'referral.ready.copied': copyStatus('copied'),
    'referral.ready.copyFailed': copyStatus('failed'),
    'referral.ready.qr': async ({ page, timeout }) => {
      await expect(page.getByTestId('referral-qr-dialog').getByRole('img')).toBeVisible({ timeout });
    },
  },

  events: {
    async RETRY({ page, timeout }) {
      await page.getByTestId('referral-failure').getByRole('button', { name: uiText('promotions:retry') }).click({ timeout });
    },
    async COPY({ page, timeout }) {
      await page.getByTestId('referral-copy').click({ timeout });
    },
    async SHOW_QR({ page, timeout }) {
      await page.getByTestId('referral-qr').click({ timeout });
    },
    async CLOSE_QR({ page, timeout }) {
      await page.getByRole('dialog', { name: uiText('promotions:referral.qrTitle') }).getByRole('button', { name: uiText('promotions:close') }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadReferral'() {},
    async 'xstate.error.actor.loadReferral'() {},
    async 'xstate.done.actor.copyText'({ page }) {
      await nextCopy(page, 'ok');
    },
    async 'xstate.error.actor.copyText'({ page }) {
      await nextCopy(page, 'fail');
    },
  },

  settles: {
    async 'xstate.done.actor.loadReferral'(_ui, event) {
      const { inviteUrl: _url, ...details } = (event as { output?: Record<string, unknown> }).output ?? {};
      await gate.answer({ enabled: true, ...details });
    },
    async 'xstate.error.actor.loadReferral'(_ui, event) {
      await gate.refuse((event as { error?: { errorCode?: string } }).error?.errorCode ?? '#727');
    },
  },

  holds: {
    async loadReferral() {},
    async copyText({ page }) {
      await nextCopy(page, 'hold');
    },
  },
};
