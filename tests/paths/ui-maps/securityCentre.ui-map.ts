/**
 * How the Chromium path runner sees and drives the security centre's overview: /member/securityCenter
 * for member01 (data-status and aria-busy on the page), copy ID with a clipboard stand-in whose
 * next write the path arranges, the copy dialog, the bind-authenticator dialog (closed by Escape,
 * or done: the bind call answered by a route override), the refresh button. The items' call is
 * held until the path's step answers it. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';
import { installClipboardStub, nextCopy } from '../clipboard-stub';

let configGate = new AnswerGate();

const centre = (page: Page) => page.getByTestId('security-centre');
const copyDialog = (page: Page) => page.getByTestId('security-copy-dialog');

const ready = async ({ page, timeout }: UiContext) => {
  await expect(centre(page)).toHaveAttribute('data-status', 'ready', { timeout });
  await expect(centre(page)).not.toHaveAttribute('aria-busy', 'true', { timeout });
};

export const uiMap: UiMap = {
  machineId: 'securityCentre',

  async start({ page }) {
    configGate = new AnswerGate();
    const config = configGate;
    await page.route(endsWith('/wps/v2/member/securityConfig'), (route) => config.request(route));
    await page.route(endsWith('/wps/member/authenticator/bind'), (route) => route.fulfill({ json: { success: true, value: { done: true }, message: null, errorCode: null } }));
    await installClipboardStub(page);
    await startSignedIn(page, ACCOUNTS.member, '/member/securityCenter');
  },

  states: {
    'securityCentre.loading': async ({ page, timeout }) => {
      await expect(centre(page)).toHaveAttribute('data-status', 'loading', { timeout });
    },
    'securityCentre.failure': async ({ page, timeout }) => {
      await expect(centre(page)).toHaveAttribute('data-status', 'failed', { timeout });
      await expect(page.getByTestId('security-failure')).toBeVisible({ timeout });
    },
    'securityCentre.refreshing': async ({ page, timeout }) => {
      await expect(centre(page)).toHaveAttribute('aria-busy', 'true', { timeout });
    },
    'securityCentre.ready.idle': async (ui) => {
      await ready(ui);
      await expect(copyDialog(ui.page)).toHaveCount(0, { timeout: ui.timeout });
      await expect(ui.page.getByTestId('security-task')).toHaveCount(0, { timeout: ui.timeout });
      await expect(ui.page.getByTestId('security-copy-id')).not.toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
    },
    'securityCentre.ready.copying': async ({ page, timeout }) => {
      await expect(page.getByTestId('security-copy-id')).toHaveAttribute('aria-busy', 'true', { timeout });
    },
    'securityCentre.ready.copied': async ({ page, timeout }) => {
      await expect(copyDialog(page)).toHaveAttribute('data-state', 'copied', { timeout });
    },
    'securityCentre.ready.copyFailed': async ({ page, timeout }) => {
      await expect(copyDialog(page)).toHaveAttribute('data-state', 'failed', { timeout });
    },
    'securityCentre.ready.task': async ({ page, timeout }) => {
      await expect(page.getByTestId('security-task')).toBeVisible({ timeout });
    },
  },

  events: {
    async RETRY({ page, timeout }) {
      await page.getByTestId('security-failure').getByRole('button').click({ timeout });
    },
    async REFRESH({ page, timeout }) {
      await page.getByTestId('security-refresh').click({ timeout });
    },
    async COPY_ID({ page, timeout }) {
      await page.getByTestId('security-copy-id').click({ timeout });
    },
    async DISMISS({ page, timeout }) {
      await page.getByTestId('security-copy-ok').click({ timeout });
    },
    async OPEN_TASK({ page, timeout }, event) {
      await page.getByTestId(`security-open-${(event as { task?: string }).task ?? 'bindAuthenticator'}`).click({ timeout });
    },
    async CLOSE_TASK({ page, timeout }) {
      await expect(page.getByTestId('security-task')).toBeVisible({ timeout });
      await page.keyboard.press('Escape');
    },
    async TASK_DONE({ page, timeout }) {
      const task = page.getByTestId('security-task');
      await expect(task).toHaveAttribute('data-status', 'editing', { timeout });
      await task.getByTestId('security-code').fill('123456', { timeout });
      await task.getByTestId('security-task-submit').click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadOverview'() {},
    async 'xstate.error.actor.loadOverview'() {},
    async 'xstate.done.actor.refreshOverview'() {},
    async 'xstate.error.actor.refreshOverview'() {},
    async 'xstate.done.actor.copyMemberId'({ page }) {
      await nextCopy(page, 'ok');
    },
    async 'xstate.error.actor.copyMemberId'({ page }) {
      await nextCopy(page, 'fail');
    },
  },

  settles: {
    async 'xstate.done.actor.loadOverview'(_ui, event) {
      await configGate.answer((event as { output?: { config?: unknown } }).output?.config);
    },
    async 'xstate.error.actor.loadOverview'() {
      await configGate.refuse();
    },
    async 'xstate.done.actor.refreshOverview'(_ui, event) {
      await configGate.answer((event as { output?: { config?: unknown } }).output?.config);
    },
    async 'xstate.error.actor.refreshOverview'() {
      await configGate.refuse();
    },
  },

  holds: {
    async loadOverview() {},
    async refreshOverview() {},
    async copyMemberId({ page }) {
      await nextCopy(page, 'hold');
    },
  },
};
