/**
 * How the Chromium path runner sees and drives a security task, as the path model draws it
 * (binding the authenticator): /member/securityCenter for member01, the bind button opens the
 * dialog; its secret and bind calls are held until the path's step answers them. Done closes the
 * dialog and the overview names the task done. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';

let secretGate = new AnswerGate();
let bindGate = new AnswerGate();

const task = (page: Page) => page.getByTestId('security-task');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(task(page)).toHaveAttribute('data-status', value, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'securityTask',

  async start({ page }) {
    secretGate = new AnswerGate();
    bindGate = new AnswerGate();
    const [secret, bind] = [secretGate, bindGate];
    await page.route(endsWith('/wps/member/authenticator/secret'), (route) => secret.request(route));
    await page.route(endsWith('/wps/member/authenticator/bind'), (route) => bind.request(route));
    await startSignedIn(page, ACCOUNTS.member, '/member/securityCenter');
    await page.getByTestId('security-open-bindAuthenticator').click();
  },

  states: {
    'securityTask.preparing': status('preparing'),
    'securityTask.prepareFailed': async (ui) => {
      await status('prepareFailed')(ui);
      await expect(ui.page.getByTestId('security-task-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'securityTask.editing': async (ui) => {
      await status('editing')(ui);
      await expect(task(ui.page).getByTestId('security-secret-text')).toBeVisible({ timeout: ui.timeout });
    },
    'securityTask.saving': async (ui) => {
      await status('saving')(ui);
      await expect(ui.page.getByTestId('security-task-form')).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
    },
    'securityTask.done': async ({ page, timeout }) => {
      await expect(page.getByTestId('security-done')).toBeVisible({ timeout });
      await expect(task(page)).toHaveCount(0, { timeout });
    },
  },

  events: {
    async RETRY({ page, timeout }) {
      await page.getByTestId('security-task-failure').getByRole('button').click({ timeout });
    },
    async SUBMIT({ page, timeout }, event) {
      const code = (event as { values?: { code?: string } }).values?.code ?? '123456';
      await task(page).getByTestId('security-code').fill(code, { timeout });
      await task(page).getByTestId('security-task-submit').click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.prepareTask'() {},
    async 'xstate.error.actor.prepareTask'() {},
    async 'xstate.done.actor.saveTask'() {},
    async 'xstate.error.actor.saveTask'() {},
  },

  settles: {
    async 'xstate.done.actor.prepareTask'(_ui, event) {
      await secretGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.prepareTask'() {
      await secretGate.refuse();
    },
    async 'xstate.done.actor.saveTask'() {
      await bindGate.answer({ done: true });
    },
    async 'xstate.error.actor.saveTask'() {
      await bindGate.refuse('authenticator.code.invalid');
    },
  },

  holds: {
    async prepareTask() {},
    async saveTask() {},
  },
};
