/**
 * How the Chromium path runner sees and drives the forgot-password chart: /forgotPassword with
 * recovery by phone on (CHNGPASSVERIF3), its two tabs, the e-mail form (member01's real address,
 * or a wrong one the platform refuses), the phone form (a real SMS code read from the control
 * endpoint, or a wrong one), and member info after the reset passing through a gate. The reset's
 * answer says what the path's automatic login is (its account type, or none; expired or not), as a
 * platform might answer it. Only tests import this file.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { SessionInfo } from '../../../machines/auth/session.machine';
import type { AutoLogin } from '../../../machines/auth/sessionStart';
import { ACCOUNTS, settle } from '../../e2e/auth-helpers';
import { Gate } from '../../e2e/route-gate';
import type { UiContext, UiMap } from '../ui-map';
import { uiText } from '../locale-text';

const emailForm = (page: Page) => page.getByTestId('forgot-email-form');
const phoneForm = (page: Page) => page.getByTestId('forgot-phone-form');
const emailSubmit = (page: Page) => emailForm(page).getByRole('button', { name: uiText('auth:forgot.sendEmail') });
const phoneSubmit = (page: Page) => phoneForm(page).getByRole('button', { name: uiText('auth:forgot.reset') });

interface PathState {
  emailAccepted: boolean;
  codeAccepted: boolean;
  /** What the reset's answer says of its automatic login. */
  answer: { type: number | null; passwordExpired: boolean };
  memberInfo: Gate;
}
const fresh = (): PathState => ({ emailAccepted: true, codeAccepted: true, answer: { type: null, passwordExpired: false }, memberInfo: new Gate() });
let current: PathState = fresh();

/** The reset's answer as the path's automatic login. */
async function answerAsPath(route: Route, state: PathState): Promise<void> {
  try {
    const response = await route.fetch();
    const body = (await response.json()) as { success?: boolean; value?: Record<string, unknown> | null };
    if (body.success && body.value && typeof body.value === 'object') {
      if (state.answer.type === null) delete body.value.type;
      else body.value.type = state.answer.type;
      body.value.passwordExpired = state.answer.passwordExpired;
    }
    await route.fulfill({ response, json: body });
  } catch {
    // the page moved on: nothing to answer
  }
}

const idle = (submit: (page: Page) => ReturnType<Page['getByRole']>) => async ({ page, timeout }: UiContext) => {
  await expect(submit(page)).toBeVisible({ timeout });
  await expect(submit(page)).not.toHaveAttribute('aria-busy', 'true', { timeout });
};
const busy = (submit: (page: Page) => ReturnType<Page['getByRole']>) => async ({ page, timeout }: UiContext) => {
  await expect(submit(page)).toHaveAttribute('aria-busy', 'true', { timeout });
};

export const uiMap: UiMap = {
  machineId: 'forgotPassword',

  async start({ page, control }) {
    current = fresh();
    const state = current;
    await page.route('**/wps/member/info', (route) => state.memberInfo.request(route));
    await page.route('**/wps/member/password/verification', (route) => answerAsPath(route, state));
    await control.setFlag('CHNGPASSVERIF3', true);
    await page.goto('/forgotPassword');
    await expect(emailForm(page)).toBeVisible();
    await settle(page);
  },

  states: {
    'forgotPassword.recovering.byEmail.editing': idle(emailSubmit),
    'forgotPassword.recovering.byEmail.sending': busy(emailSubmit),
    'forgotPassword.recovering.byPhone.editing': idle(phoneSubmit),
    'forgotPassword.recovering.byPhone.resetting': busy(phoneSubmit),
    'forgotPassword.recovering.byPhone.signingIn': busy(phoneSubmit),
    // a refused automatic login's logout runs
    'forgotPassword.recovering.byPhone.endingSession': busy(phoneSubmit),
    'forgotPassword.mailSent': async ({ page, timeout }) => {
      await expect(page.getByTestId('mail-sent')).toContainText('me***@rp01.example', { timeout });
    },
    // signed in, or the session chart's forced change an expired password was handed to
    'forgotPassword.done': async ({ page, timeout }) => {
      await expect(phoneForm(page)).toHaveCount(0, { timeout });
      await expect(page.getByTestId('account-menu-button').or(page.getByTestId('change-password-form')).first()).toBeVisible({ timeout });
    },
  },

  events: {
    async USE_EMAIL({ page, timeout }) {
      await page.getByRole('tab', { name: uiText('auth:forgot.byEmail') }).click({ timeout });
    },
    async USE_PHONE({ page, timeout }) {
      await page.getByRole('tab', { name: uiText('auth:forgot.byPhone') }).click({ timeout });
    },
    async RECOVER_BY_EMAIL({ page, timeout }) {
      const form = emailForm(page);
      await form.getByLabel(uiText('auth:forgot.username', {}, { prefix: true })).fill(ACCOUNTS.member.username);
      await form.getByLabel(uiText('auth:forgot.email', {}, { prefix: true })).fill(current.emailAccepted ? ACCOUNTS.member.email : 'someone.else@rp01.example');
      await emailSubmit(page).click({ timeout });
    },
    async RECOVER_BY_PHONE({ page, control, timeout }) {
      const form = phoneForm(page);
      await form.getByLabel(uiText('auth:login.mobile', {}, { prefix: true })).fill(ACCOUNTS.member.mobile);
      const send = form.getByTestId('sms-send');
      if ((await send.getAttribute('data-state')) === 'ready') {
        await send.click({ timeout });
        await expect(send).toHaveAttribute('data-state', 'codeSent', { timeout });
      }
      const code = (await control.smsCode(ACCOUNTS.member.mobile)) ?? '000000';
      await form.getByLabel(uiText('auth:login.smsCode', {}, { prefix: true })).fill(current.codeAccepted ? code : code === '999999' ? '999998' : '999999');
      await form.getByLabel(uiText('auth:changePassword.newPassword', {}, { prefix: true })).fill('Fresh2025x');
      await form.getByLabel(uiText('auth:changePassword.confirmPassword', {}, { prefix: true })).fill('Fresh2025x');
      await phoneSubmit(page).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.recoverByEmail'() {
      current.emailAccepted = true;
    },
    async 'xstate.error.actor.recoverByEmail'() {
      current.emailAccepted = false;
    },
    async 'xstate.done.actor.recoverByPhone'(_ui, event: EventObject) {
      const { output } = event as EventObject & { output: AutoLogin };
      current.codeAccepted = true;
      current.answer = { type: output.type, passwordExpired: output.passwordExpired };
    },
    async 'xstate.error.actor.recoverByPhone'() {
      current.codeAccepted = false;
    },
    async 'xstate.done.actor.loadMemberInfo'(_ui, event: EventObject) {
      const { output } = event as EventObject & { output: SessionInfo };
      await current.memberInfo.decide(output.type === 0 ? { kind: 'pass' } : { kind: 'memberType', type: output.type });
    },
    async 'xstate.done.actor.endSession'() {
      // the platform ends the refused session as asked
    },
    async 'xstate.error.actor.endSession'({ control }) {
      await control.failNext('logout', 1);
    },
    async 'xstate.error.actor.loadMemberInfo'() {
      await current.memberInfo.decide({ kind: 'fail' });
    },
  },

  holds: {
    async recoverByEmail({ page }) {
      await page.route('**/wps/member/password/email', () => undefined);
    },
    async recoverByPhone({ page }) {
      await page.route('**/wps/member/password/verification', () => undefined);
    },
    async loadMemberInfo() {},
    async endSession({ page }) {
      await page.route('**/wps/session/logout', () => undefined);
    },
  },
};
