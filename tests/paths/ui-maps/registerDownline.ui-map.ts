/**
 * How the Chromium path runner sees and drives the register centre's new-downline form:
 * /agentHome/registerCenter for agent01 (data-status on the form's section), the form filled and
 * sent, the retry, "register another". The register settings and the create call are held until
 * the path's step answers them (a refusal naming the username, or a busy platform). Only tests
 * import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';
import { uiText } from '../locale-text';

const SETTINGS = '/wps/system/setting/register';
const CREATE = '/wps/agent/downline';
let settingsGate = new AnswerGate();
let createGate = new AnswerGate();
const section = (page: Page) => page.getByTestId('downline-register');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(section(page)).toHaveAttribute('data-status', value, { timeout });
};
const submit = (page: Page) => page.getByTestId('downline-submit');

export const uiMap: UiMap = {
  machineId: 'registerDownline',

  async start({ page }) {
    settingsGate = new AnswerGate();
    createGate = new AnswerGate();
    const settings = settingsGate;
    const create = createGate;
    await page.route(endsWith(SETTINGS), (route) => settings.request(route));
    await page.route(endsWith(CREATE), (route) => create.request(route));
    await startSignedIn(page, ACCOUNTS.agent, '/agentHome/registerCenter');
  },

  states: {
    'registerDownline.loading': status('loading'),
    'registerDownline.loadFailed': async (ui) => {
      await status('loadFailed')(ui);
      await expect(ui.page.getByTestId('downline-load-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'registerDownline.editing': async (ui) => {
      await status('editing')(ui);
      await expect(submit(ui.page)).toBeEnabled({ timeout: ui.timeout });
    },
    'registerDownline.submitting': async (ui) => {
      await status('editing')(ui);
      await expect(submit(ui.page)).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
    },
    'registerDownline.created': async (ui) => {
      await status('created')(ui);
      await expect(ui.page.getByTestId('downline-created')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async SUBMIT({ page, timeout }, event) {
      const { downline } = event as { downline?: { username: string; password: string; confirmPassword: string; accountType: string } };
      await page.getByTestId('downline-type').selectOption(downline?.accountType ?? 'MEMBER', { timeout });
      await page.getByTestId('downline-username').fill(downline?.username ?? 'newmember1', { timeout });
      await page.getByTestId('downline-password').fill(downline?.password ?? 'Clave2024', { timeout });
      await page.getByTestId('downline-confirm').fill(downline?.confirmPassword ?? 'Clave2024', { timeout });
      await submit(page).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('downline-load-failure').getByRole('button', { name: uiText('registerCentre:retry') }).click({ timeout });
    },
    async ANOTHER({ page, timeout }) {
      await page.getByTestId('downline-another').click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadSettings'() {},
    async 'xstate.error.actor.loadSettings'() {},
    async 'xstate.done.actor.createDownline'() {},
    async 'xstate.error.actor.createDownline'() {},
  },

  settles: {
    async 'xstate.done.actor.loadSettings'(_ui, event) {
      await settingsGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.loadSettings'() {
      await settingsGate.refuse();
    },
    async 'xstate.done.actor.createDownline'(_ui, event) {
      await createGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.createDownline'(_ui, event) {
      await createGate.refuse((event as { error?: { errorCode?: string } }).error?.errorCode ?? '#727');
    },
  },

  holds: {
    async loadSettings() {},
    async createDownline() {},
  },
};
