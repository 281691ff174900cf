/**
 * How the Chromium path runner sees and drives the domain list: /member/domainList for member01
 * (data-status on the page), a row's copy button and its status, the retry. The domainRoute call
 * is held until the path's step answers it; the clipboard is a stand-in whose next write the path
 * arranges (copied, refused, or still running). Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';
import { installClipboardStub, nextCopy } from '../clipboard-stub';
import { uiText } from '../locale-text';

let gate = new AnswerGate();
const list = (page: Page) => page.getByTestId('domain-list');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(list(page)).toHaveAttribute('data-status', value, { timeout });
};
const copyStatus = (value: string) => async (ui: UiContext) => {
  await status('ready')(ui);
  await expect(list(ui.page).locator(`[data-testid="domain-copy-status"][data-state="${value}"]`)).toHaveCount(1, { timeout: ui.timeout });
};

export const uiMap: UiMap = {
  machineId: 'domainList',

  async start({ page }) {
    gate = new AnswerGate();
    const current = gate;
    await page.route(endsWith('/wps/system/domainRoute'), (route) => current.request(route));
    await installClipboardStub(page);
    await startSignedIn(page, ACCOUNTS.member, '/member/domainList');
  },

  states: {
    'domainList.loading': status('loading'),
    'domainList.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('domains-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'domainList.empty': async (ui) => {
      await status('empty')(ui);
      await expect(ui.page.getByTestId('domains-empty')).toBeVisible({ timeout: ui.timeout });
    },
    'domainList.ready.idle': async (ui) => {
      await status('ready')(ui);
      await expect(list(ui.page).getByTestId('domain-row').first()).toBeVisible({ timeout: ui.timeout });
      await expect(list(ui.page).locator('[data-testid="domain-copy-status"]:not([data-state="idle"])')).toHaveCount(0, { timeout: ui.timeout });
    },
    'domainList.ready.copying': copyStatus('copying'),
    'domainList.ready.copied': copyStatus('copied'),
    'domainList.ready.copyFailed': copyStatus('failed'),
  },

  events: {
    async RETRY({ page, timeout }) {
      await page.getByTestId('domains-failure').getByRole('button', { name: uiText('common:ui.retry') }).click({ timeout });
    },
    async COPY({ page, timeout }, event) {
      const url = (event as { url?: string }).url ?? '';
      await list(page).locator(`[data-testid="domain-row"][data-url="${url}"]`).getByTestId('domain-copy').click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadDomains'() {},
    async 'xstate.error.actor.loadDomains'() {},
    async 'xstate.done.actor.copyText'({ page }) {
      await nextCopy(page, 'ok');
    },
    async 'xstate.error.actor.copyText'({ page }) {
      await nextCopy(page, 'fail');
    },
  },

  settles: {
    async 'xstate.done.actor.loadDomains'(_ui, event) {
      // the wire's entries: the main domain first
      const domains = ((event as { output?: { url: string; main: boolean }[] }).output ?? []).map((domain) => ({ url: domain.url, type: domain.main ? 'MAIN' : 'MIRROR' }));
      await gate.answer(domains);
    },
    async 'xstate.error.actor.loadDomains'() {
      await gate.refuse();
    },
  },

  holds: {
    async loadDomains() {},
    async copyText({ page }) {
      await nextCopy(page, 'hold');
    },
  },
};
