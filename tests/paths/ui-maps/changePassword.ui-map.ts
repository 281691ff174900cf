/**
 * How the Chromium path runner sees and drives the change-password chart: /changePassword for a
 * signed-in member01, the form's busy submit button, the change refused through the control
 * endpoint, and the info refresh after it passing through a gate the path decides.
 * Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, settle, startSignedIn } from '../../e2e/auth-helpers';
import { Gate } from '../../e2e/route-gate';
import type { UiContext, UiMap } from '../ui-map';
import { uiText } from '../locale-text';

const form = (page: Page) => page.getByTestId('change-password-form');
const submit = (page: Page) => form(page).getByRole('button', { name: uiText('auth:changePassword.title') });

let refresh = new Gate();

const busy = async ({ page, timeout }: UiContext) => {
  await expect(submit(page)).toHaveAttribute('aria-busy', 'true', { timeout });
};

export const uiMap: UiMap = {
  machineId: 'changePassword',

  async start({ page }) {
    refresh = new Gate();
    await startSignedIn(page, ACCOUNTS.member, '/changePassword');
    await expect(form(page)).toBeVisible();
    await settle(page);
  },

  states: {
    'changePassword.editing': async ({ page, timeout }) => {
      await expect(form(page)).toBeVisible({ timeout });
      await expect(submit(page)).not.toHaveAttribute('aria-busy', 'true', { timeout });
    },
    'changePassword.saving': busy,
    'changePassword.refreshing': busy,
    'changePassword.done': async ({ page, timeout }) => {
      await expect(form(page)).toHaveCount(0, { timeout });
      await expect(page).toHaveURL(/\/$/, { timeout });
      await expect(page.getByTestId('account-menu-button')).toBeVisible({ timeout });
    },
  },

  events: {
    async CHANGE({ page, timeout }) {
      const gate = refresh;
      await page.route('**/wps/member/info', (route) => gate.request(route));
      await form(page).getByLabel(uiText('auth:changePassword.oldPassword', {}, { prefix: true })).fill(ACCOUNTS.member.password);
      await form(page).getByLabel(uiText('auth:changePassword.newPassword', {}, { prefix: true })).fill('Fresh2025x');
      await form(page).getByLabel(uiText('auth:changePassword.confirmPassword', {}, { prefix: true })).fill('Fresh2025x');
      await submit(page).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.changePassword'() {
      // the real change of member01's password
    },
    async 'xstate.error.actor.changePassword'({ control }) {
      await control.failNext('changePassword', 1, { errorCode: 'password.old.invalid' });
    },
    async 'xstate.done.actor.loadMemberInfo'() {
      await refresh.decide({ kind: 'pass' });
    },
    async 'xstate.error.actor.loadMemberInfo'() {
      await refresh.decide({ kind: 'fail' });
    },
  },

  holds: {
    async changePassword({ page }) {
      await page.route('**/wps/member/password', () => undefined);
    },
    // pending in its gate until decided
    async loadMemberInfo() {},
  },
};
