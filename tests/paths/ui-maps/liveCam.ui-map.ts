/**
 * How the Chromium path runner sees and drives live cam: /liveCam for member01 (data-status on the
 * page, the chat panel beside it). The model list and the launch are held until the path's step
 * answers them. The session is known when the page opens (SESSION signed in: nothing to do); a
 * session ending is the token dropped and the page opened again (a visitor), signing in again the
 * token put back. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, platformToken, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';
import { uiText } from '../locale-text';

let modelsGate = new AnswerGate();
let launchGate = new AnswerGate();

const page$ = (page: Page) => page.getByTestId('live-cam');
const panel = (page: Page) => page.getByTestId('live-cam-panel');
const status = (value: string | RegExp) => async ({ page, timeout }: UiContext) => {
  await expect(page$(page)).toHaveAttribute('data-status', value, { timeout });
};
const panelSays = (state: string) => async (ui: UiContext) => {
  await status('ready')(ui);
  await expect(panel(ui.page)).toHaveAttribute('data-state', state, { timeout: ui.timeout });
};
const retryOf = (page: Page, testId: string) => page.getByTestId(testId).getByRole('button', { name: uiText('chat:retry') });

export const uiMap: UiMap = {
  machineId: 'liveCam',

  async start({ page }) {
    modelsGate = new AnswerGate();
    launchGate = new AnswerGate();
    const [models, launch] = [modelsGate, launchGate];
    await page.route(endsWith('/CBS_modelList'), (route) => models.request(route));
    await page.route(endsWith('/CBS_launchChat'), (route) => launch.request(route));
    await startSignedIn(page, ACCOUNTS.member, '/liveCam');
  },

  states: {
    // the session is restored as the page opens: the list is asked for at once
    'liveCam.checking': status(/^(checking|loading)$/),
    'liveCam.signIn': async (ui) => {
      await status('signIn')(ui);
      await expect(ui.page.getByTestId('live-cam-sign-in').getByRole('link', { name: uiText('chat:liveCam.signInAction') })).toBeVisible({ timeout: ui.timeout });
    },
    'liveCam.loading': status('loading'),
    'liveCam.empty': async (ui) => {
      await status('empty')(ui);
      await expect(ui.page.getByTestId('live-cam-empty')).toBeVisible({ timeout: ui.timeout });
    },
    'liveCam.failure': async (ui) => {
      await status('failed')(ui);
      await expect(retryOf(ui.page, 'live-cam-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'liveCam.ready.browsing': async (ui) => {
      await status('ready')(ui);
      await expect(ui.page.getByTestId('live-cam-model')).toHaveCount(1, { timeout: ui.timeout });
      await expect(panel(ui.page)).toHaveCount(0, { timeout: ui.timeout });
    },
    'liveCam.ready.launching': panelSays('launching'),
    'liveCam.ready.watching': async (ui) => {
      await panelSays('open')(ui);
      await expect(ui.page.getByTestId('live-cam-panel-frame')).toHaveAttribute('src', /\/__platform\/chat\/cam-1/, { timeout: ui.timeout });
    },
    'liveCam.ready.launchFailed': async (ui) => {
      await panelSays('failed')(ui);
      await expect(retryOf(ui.page, 'live-cam-panel-failure')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async SESSION({ page }, event) {
      const signedIn = (event as { signedIn?: boolean }).signedIn === true;
      const hasToken = await page.evaluate(() => window.sessionStorage.getItem('token') !== null);
      if (signedIn === hasToken) return;
      if (signedIn) {
        const token = await platformToken(page, ACCOUNTS.member);
        await page.evaluate((value) => window.sessionStorage.setItem('token', value), token);
      } else {
        await page.evaluate(() => window.sessionStorage.removeItem('token'));
      }
      await page.reload();
    },
    async WATCH({ page, timeout }) {
      await page.getByTestId('live-cam-model').first().getByRole('button').click({ timeout });
    },
    async CLOSE({ page, timeout }) {
      await page.getByTestId('live-cam-panel-close').click({ timeout });
    },
    async RETRY({ page, timeout }, _event, from) {
      const inPanel = from.stateIds.some((id) => id.startsWith('liveCam.ready'));
      await retryOf(page, inPanel ? 'live-cam-panel-failure' : 'live-cam-failure').click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadModels'() {},
    async 'xstate.error.actor.loadModels'() {},
    async 'xstate.done.actor.launchModel'() {},
    async 'xstate.error.actor.launchModel'() {},
  },

  settles: {
    async 'xstate.done.actor.loadModels'(_ui, event) {
      await modelsGate.answer({ list: (event as { output?: unknown }).output ?? [] });
    },
    async 'xstate.error.actor.loadModels'() {
      await modelsGate.refuse();
    },
    async 'xstate.done.actor.launchModel'(_ui, event) {
      await launchGate.answer({ chatUrl: (event as { output?: string }).output ?? '' });
    },
    async 'xstate.error.actor.launchModel'() {
      await launchGate.refuse();
    },
  },

  holds: {
    async loadModels() {},
    async launchModel() {},
  },
};
