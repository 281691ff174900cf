/**
 * How the Chromium path runner sees and drives the red envelope: member01 signed in on the home
 * page (the envelope's state on a hidden marker, the floating button, the dialog). The check and
 * the opening are held until the path's step answers them; CHECK is a reconnect of the live
 * events (the platform drops the account socket). Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';

let checkGate = new AnswerGate();
let openGate = new AnswerGate();

const marker = (page: Page) => page.getByTestId('red-envelope-state');
const markerSays = (state: string) => async ({ page, timeout }: UiContext) => {
  await expect(marker(page)).toHaveAttribute('data-state', state, { timeout });
};
const dialogSays = (state: string) => async (ui: UiContext) => {
  await markerSays(state)(ui);
  await expect(ui.page.getByTestId('red-envelope-dialog')).toHaveAttribute('data-state', state, { timeout: ui.timeout });
};

export const uiMap: UiMap = {
  machineId: 'redEnvelope',

  async start({ page }) {
    checkGate = new AnswerGate();
    openGate = new AnswerGate();
    const [check, open] = [checkGate, openGate];
    await page.route(endsWith('/MCSFE_getRedEnvelope'), (route) => check.request(route));
    await page.route(endsWith('/MCSFE_openRedEnvelope'), (route) => open.request(route));
    await startSignedIn(page, ACCOUNTS.member, '/');
  },

  states: {
    'redEnvelope.checking': markerSays('hidden'),
    'redEnvelope.none': async (ui) => {
      await markerSays('hidden')(ui);
      await expect(ui.page.getByTestId('red-envelope-button')).toHaveCount(0, { timeout: ui.timeout });
    },
    'redEnvelope.available': async (ui) => {
      await markerSays('available')(ui);
      await expect(ui.page.getByTestId('red-envelope-button')).toBeVisible({ timeout: ui.timeout });
    },
    'redEnvelope.opening': dialogSays('opening'),
    'redEnvelope.opened': async (ui) => {
      await dialogSays('opened')(ui);
      await expect(ui.page.getByTestId('red-envelope-won')).toContainText('8.88', { timeout: ui.timeout });
    },
    'redEnvelope.refused': async (ui) => {
      await dialogSays('refused')(ui);
      await expect(ui.page.getByTestId('red-envelope-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'redEnvelope.failed': async (ui) => {
      await dialogSays('failed')(ui);
      await expect(ui.page.getByTestId('red-envelope-failure').getByRole('button', { name: /^(Reintentar|Try again)$/ })).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async OPEN({ page, timeout }) {
      await page.getByTestId('red-envelope-button').click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('red-envelope-failure').getByRole('button', { name: /^(Reintentar|Try again)$/ }).click({ timeout });
    },
    async CLOSE({ page }) {
      await page.keyboard.press('Escape');
    },
    async CHECK({ page, control, timeout }) {
      // The CHECK is the reconnect's resync, which comes a backoff (1–1.2 s, on the path's fake
      // clock when it has one) after the drop: done only once the page has asked again. Without
      // this wait a late CHECK restarted the 60 s poll during the next step (seen in CI).
      const asked = checkGate.requests;
      await expect.poll(() => control.dropAccountSockets(), { timeout }).toBeGreaterThan(0);
      await expect
        .poll(
          async () => {
            if (checkGate.requests > asked) return true;
            // no fake clock on this path: the real one runs the backoff
            await page.clock.runFor(250).catch(() => undefined);
            return false;
          },
          { timeout },
        )
        .toBe(true);
    },
  },

  outcomes: {
    async 'xstate.done.actor.checkEnvelope'() {},
    async 'xstate.error.actor.checkEnvelope'() {},
    async 'xstate.done.actor.openEnvelope'() {},
    async 'xstate.error.actor.openEnvelope'() {},
  },

  settles: {
    async 'xstate.done.actor.checkEnvelope'(_ui, event) {
      await checkGate.answer({ envelope: (event as { output?: unknown }).output ?? null });
    },
    async 'xstate.error.actor.checkEnvelope'() {
      await checkGate.refuse();
    },
    async 'xstate.done.actor.openEnvelope'(_ui, event) {
      await openGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.openEnvelope'(_ui, event) {
      const code = (event as { error?: { errorCode?: string } }).error?.errorCode;
      await openGate.refuse(code ?? '#727');
    },
  },

  holds: {
    async checkEnvelope() {},
    async openEnvelope() {},
  },
};
