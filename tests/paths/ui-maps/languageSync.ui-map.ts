/**
 * How the Chromium path runner sees and drives the language sync: member01 signed in on the
 * desktop, the hidden [data-testid=language-sync] (data-status idle | sending). LANGUAGE is the
 * side menu's language select; SIGNED_IN stores the member's language on the platform (a request
 * outside the page) and reloads, so the page signs in again with it. PUT /wps/member/language is
 * held until the path's step answers it. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';

let gate = new AnswerGate();
const sync = (page: Page) => page.getByTestId('language-sync');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(sync(page)).toHaveAttribute('data-status', value, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'languageSync',
  // the side menu's language select: only the wide layout shows it
  wideLayout: true,

  async start({ page }) {
    gate = new AnswerGate();
    const own = gate;
    await page.route(endsWith('/wps/member/language'), (route) => own.request(route));
    await startSignedIn(page, ACCOUNTS.member, '/');
  },

  states: {
    // the page tells the sign-in at once (member01's stored Spanish, shown Spanish): nothing sent
    'languageSync.waiting': status('idle'),
    'languageSync.idle': status('idle'),
    'languageSync.sending': status('sending'),
  },

  events: {
    async LANGUAGE({ page, timeout }, event) {
      const language = (event as unknown as { language: string }).language;
      await page.getByRole('combobox', { name: /^(Idioma|Language)$/ }).first().selectOption(language, { timeout });
    },
    async SIGNED_IN({ page }, event) {
      const stored = (event as unknown as { stored: string }).stored;
      const token = await page.evaluate(() => window.sessionStorage.getItem('token') ?? '');
      // straight to the platform (page.request is not routed through the page's gate)
      const answer = await page.request.put('/wps/member/language', { headers: { Authorization: token, Merchant: 'RP01', Device: 'web' }, data: { language: stored } });
      expect(answer.ok()).toBe(true);
      await page.reload();
    },
  },

  outcomes: {
    async 'xstate.done.actor.sendLanguage'() {},
    async 'xstate.error.actor.sendLanguage'() {},
  },

  settles: {
    async 'xstate.done.actor.sendLanguage'() {
      await gate.answer(null);
    },
    async 'xstate.error.actor.sendLanguage'() {
      await gate.refuse();
    },
  },

  holds: {
    async sendLanguage() {},
  },
};
