/**
 * How the Chromium path runner sees and drives the language sync: member01 signed in on the
 * desktop. The sync shows nothing (a failed send is quiet): what it does is PUT
 * /wps/member/language, held at the gate until the path's step answers it, so `sending` is a send
 * waiting there and `idle` / `waiting` none. LANGUAGE is the side menu's language select;
 * SIGNED_IN stores the member's language on the platform (a request outside the page) and reloads,
 * so the page signs in again with it. Only tests import this file.
 */
import { expect } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';
import { uiText } from '../locale-text';

let gate = new AnswerGate();
/** Whether the page's send of the language waits at the gate. */
const sending = (expected: boolean) => async ({ page, timeout }: UiContext) => {
  await expect.poll(() => gate.pending, { timeout, message: expected ? 'a send of the language is out' : 'no send of the language is out' }).toBe(expected);
  // the page shows the language it reads either way: a send, or a failed one, changes nothing on screen
  await expect(page.getByRole('combobox', { name: uiText('layout:sideMenu.language') }).first()).toBeVisible({ timeout });
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
    'languageSync.waiting': sending(false),
    'languageSync.idle': sending(false),
    'languageSync.sending': sending(true),
  },

  events: {
    async LANGUAGE({ page, timeout }, event) {
      const language = (event as unknown as { language: string }).language;
      await page.getByRole('combobox', { name: uiText('layout:sideMenu.language') }).first().selectOption(language, { timeout });
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
