/**
 * How the Chromium path runner sees and drives the register chart: the register popup (/register)
 * on the embedded platform. Outcomes are arranged with real data where the platform can give
 * them (a fresh username registers, `member01` is taken, `ag0002` is a valid affiliate code,
 * `ZZZZ99` is not) and with `failNext` otherwise; member info, chained after the register call,
 * and the captcha image pass through gates so their answers never race the path's arrangement.
 * The password rule accepts any text, so the weak default registers (an operator's digits-only
 * rule would too); the register answer's account type is the path's (left out where the model
 * names none). Only tests import this.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { RegisterRequest } from '../../../machines/auth/register.machine';
import type { SessionInfo } from '../../../machines/auth/session.machine';
import type { AutoLogin } from '../../../machines/auth/sessionStart';
import { REGISTER_TEXT, registerForm as form, submitRegister } from '../../e2e/auth-helpers';
import { Gate, settleExceptHeld, trackRequests } from '../../e2e/route-gate';
import { visibleMovingClock } from '../fake-clock';
import type { UiContext, UiMap } from '../ui-map';
import { uiText } from '../locale-text';

interface PathState {
  username: string;
  /** The password typed: the weak default where the path's automatic login says so. */
  password: string;
  affiliateCode: string;
  /** The account type the register answer names (null: none). */
  answerType: number | null;
  memberInfo: Gate;
  captcha: Gate;
}

const freshUsername = () => `rg${Math.random().toString(36).slice(2, 8)}`;
let current: PathState = fresh();

function fresh(): PathState {
  return { username: freshUsername(), password: 'Abc12345', affiliateCode: 'ag0002', answerType: null, memberInfo: new Gate(), captcha: new Gate() };
}

/** The register answer, with the account type the path expects (or none). */
async function answerWithPathType(route: Route, state: PathState): Promise<void> {
  try {
    const response = await route.fetch();
    const body = (await response.json()) as { success?: boolean; value?: Record<string, unknown> | null };
    if (body.success && body.value && typeof body.value === 'object') {
      if (state.answerType === null) delete body.value.type;
      else body.value.type = state.answerType;
    }
    await route.fulfill({ response, json: body });
  } catch {
    // the page moved on: nothing to answer
  }
}

const TEXT = {
  ...REGISTER_TEXT,
  affiliate: uiText('register:fields.affiliateCode', {}, { prefix: true }),
  captcha: /^(Código de verificación|Verification code)\*?$/,
  tabUsername: uiText('register:tabUsername'),
  tabMobile: uiText('register:tabMobile'),
  retry: uiText('register:retry'),
  ok: uiText('register:ok'),
};

const submitButton = (page: Page) => form(page).getByRole('button', { name: TEXT.submit });

const editing = async ({ page, timeout }: UiContext) => {
  await expect(form(page)).toBeVisible({ timeout });
  await expect(submitButton(page)).not.toHaveAttribute('aria-busy', 'true', { timeout });
  await expect(page.getByTestId('affiliate-warning')).toHaveCount(0, { timeout });
};

const busy = async ({ page, timeout }: UiContext) => {
  await expect(submitButton(page)).toHaveAttribute('aria-busy', 'true', { timeout });
};

export const uiMap: UiMap = {
  machineId: 'register',

  async start({ page, control }) {
    current = fresh();
    const state = current;
    await page.route('**/wps/member/info', (route) => state.memberInfo.request(route));
    await page.route('**/wps/captcha?*', (route) => state.captcha.request(route));
    await page.route('**/wps/member/register', (route) => answerWithPathType(route, state));
    await control.setRegisterField('password', { acceptedPattern: '*', patternId: 0 });
    trackRequests(page);
    await page.goto('/register');
    await visibleMovingClock(page, page.getByRole('dialog'));
    // the captcha gate may hold its image: network idle would never come
    await settleExceptHeld(page);
  },

  states: {
    'register.loading': async ({ page, timeout }) => {
      await expect(page.getByTestId('register-loading')).toBeVisible({ timeout });
    },
    'register.loadFailed': async ({ page, timeout }) => {
      await expect(page.getByTestId('register-load-failed')).toBeVisible({ timeout });
    },
    // the captcha (where the form has one) takes a click again
    'register.editing.ready': async (ui) => {
      await editing(ui);
      await expect(ui.page.locator('[data-testid="register-captcha-image"][aria-disabled="true"]')).toHaveCount(0, { timeout: ui.timeout });
    },
    // The image is in, so the throttle's timer runs: a path that moves the clock next must not
    // move it before (the form alone showed while the image was still on its way). Whether the
    // button still refuses is not looked at: the throttle lasts a second of real time when the
    // path does not drive the clock.
    'register.editing.captchaCooling': async (ui) => {
      await editing(ui);
      await expect(ui.page.locator('[data-testid="register-captcha-image"][data-state="loading"]')).toHaveCount(0, { timeout: ui.timeout });
    },
    'register.captchaLoading': async ({ page, timeout }) => {
      await expect(page.getByTestId('register-captcha-image')).toHaveAttribute('data-state', 'loading', { timeout });
    },
    'register.checkingAffiliate': busy,
    'register.affiliateWarning': async ({ page, timeout }) => {
      await expect(page.getByTestId('affiliate-warning')).toBeVisible({ timeout });
    },
    'register.registering': busy,
    'register.loadingInfo': async ({ page, timeout }) => {
      await expect(submitButton(page)).toHaveAttribute('aria-busy', 'true', { timeout });
      await expect(form(page).getByRole('status')).toBeVisible({ timeout });
    },
    'register.infoFailed': async ({ page, timeout }) => {
      await expect(page.getByTestId('register-info-failed')).toBeVisible({ timeout });
    },
    // signed in (no dialog left), or the session chart's forced change a weak password was handed to
    'register.done': async ({ page, timeout }) => {
      await expect(form(page)).toHaveCount(0, { timeout });
      const changeForm = page.getByTestId('change-password-form');
      await expect(page.getByTestId('account-menu-button').or(changeForm).first()).toBeVisible({ timeout });
      if ((await changeForm.count()) === 0) await expect(page.getByRole('dialog')).toHaveCount(0, { timeout });
    },
    // a refused automatic login's logout runs: the submit stays busy
    'register.endingSession': busy,
    // closed with the new account's session held: its logout runs behind a spinner, then the popup goes
    'register.abandoning': async ({ page, timeout }) => {
      await expect(page.getByTestId('register-loading')).toBeVisible({ timeout });
    },
    'register.closed': async ({ page, timeout }) => {
      await expect(page.getByRole('dialog')).toHaveCount(0, { timeout });
      await expect(page).toHaveURL(/\/$/, { timeout });
      await expect(page.getByTestId('account-menu-button')).toHaveCount(0, { timeout });
    },
  },

  events: {
    async SELECT_TAB({ page, timeout }) {
      await page.getByRole('tab', { name: TEXT.tabMobile }).click({ timeout });
      await expect(form(page)).toHaveAttribute('data-tab', 'mobile', { timeout });
    },
    async SUBMIT({ page, control, timeout }, event: EventObject) {
      const { request, termsAccepted } = event as EventObject & { request: RegisterRequest; termsAccepted: boolean };
      if ((await form(page).getAttribute('data-tab')) !== 'username') await page.getByRole('tab', { name: TEXT.tabUsername }).click({ timeout });
      await form(page).getByLabel(TEXT.affiliate).fill(request.fields.affiliateCode ? current.affiliateCode : '');
      const captcha = form(page).getByLabel(TEXT.captcha);
      if ((await captcha.count()) > 0) {
        await expect(page.getByTestId('register-captcha-image')).toHaveAttribute('data-state', 'ready', { timeout });
        await captcha.fill((await control.captchaAnswer()) ?? '0000');
      }
      await submitRegister(page, { username: current.username, password: current.password }, { terms: termsAccepted });
    },
    async REFRESH_CAPTCHA({ page, timeout }) {
      await page.getByTestId('register-captcha-image').click({ timeout });
    },
    async DISMISS({ page, timeout }) {
      await page.getByRole('dialog').filter({ has: page.getByTestId('affiliate-warning') }).getByRole('button', { name: TEXT.ok }).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByRole('button', { name: TEXT.retry }).click({ timeout });
    },
    async CLOSE({ page, timeout }) {
      await page.getByRole('dialog').getByRole('button', { name: uiText('common:actions.close') }).first().click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadCaptcha'() {
      await current.captcha.decide({ kind: 'pass' });
    },
    async 'xstate.error.actor.loadCaptcha'() {
      await current.captcha.decide({ kind: 'fail' });
    },
    async 'xstate.done.actor.loadForm'({ control }, event: EventObject) {
      const { output } = event as EventObject & { output: { settings: { captcha?: unknown } } };
      if (output.settings.captcha) await control.setRegisterField('captcha', { show: true, required: true });
    },
    async 'xstate.error.actor.loadForm'({ control }) {
      await control.failNext('registerSettings', 1, { errorCode: 'system.busy' });
    },
    async 'xstate.done.actor.checkAffiliate'() {
      current.affiliateCode = 'ag0002';
    },
    async 'xstate.error.actor.checkAffiliate'() {
      current.affiliateCode = 'ZZZZ99';
    },
    async 'xstate.done.actor.register'(_ui, event: EventObject) {
      const { output } = event as EventObject & { output: AutoLogin };
      current.username = freshUsername();
      current.password = output.weakPassword ? '123456' : 'Abc12345';
      current.answerType = output.type;
    },
    async 'xstate.error.actor.register'({ control }, event: EventObject) {
      const { error } = event as EventObject & { error: { field?: string } };
      if (error.field === 'username') current.username = 'member01';
      else {
        current.username = freshUsername();
        await control.failNext('register', 1, { errorCode: 'system.busy' });
      }
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
    async 'xstate.done.actor.abandonSession'() {
      // the platform ends the held session as asked
    },
    async 'xstate.error.actor.abandonSession'({ control }) {
      await control.failNext('logout', 1);
    },
    async 'xstate.error.actor.loadMemberInfo'() {
      await current.memberInfo.decide({ kind: 'fail' });
    },
  },

  holds: {
    async loadForm({ page }) {
      await page.route('**/wps/system/setting/register', () => undefined);
    },
    async checkAffiliate({ page }) {
      await page.route('**/wps/agent/affiliate?*', () => undefined);
    },
    async register({ page }) {
      await page.route('**/wps/member/register', () => undefined);
    },
    async endSession({ page }) {
      await page.route('**/wps/session/logout', () => undefined);
    },
    async abandonSession({ page }) {
      await page.route('**/wps/session/logout', () => undefined);
    },
    // Gated: pending until an arrangement decides it.
    async loadMemberInfo() {},
    async loadCaptcha() {},
  },
};
