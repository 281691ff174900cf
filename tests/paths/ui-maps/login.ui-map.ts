/**
 * How the Chromium path runner sees and drives the login chart: the agent site's form (/agent, the
 * model's input) for a username login, and the login popup (/login) for the SMS login and free play
 * (the main site's), with the account typed chosen by the outcome the path expects
 * (member01 plain, firstlogin01, expired01, weak01; a wrong password, which the platform answers
 * with the captcha flag). Calls the chart chains after the login (first-login action, member info,
 * captcha image) pass through gates: each waits for the path's arrangement of its outcome, so the
 * answer never races the arrangement. The login answer's account type (which the embedded platform
 * names and API.md does not promise) is the path's: named where the model names it (a member's
 * weak or expired password on the agent site, refused before any change), left out elsewhere.
 * Only tests import this file.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { LoginOutcome } from '../../../machines/auth/login.machine';
import type { SessionInfo } from '../../../machines/auth/session.machine';
import { ACCOUNTS, settle, TEXT } from '../../e2e/auth-helpers';
import { FAILURE_ENVELOPE, Gate } from '../../e2e/route-gate';
import { visibleMovingClock } from '../fake-clock';
import type { UiContext, UiMap } from '../ui-map';
import { uiText } from '../locale-text';

interface PathState {
  credentials: { username: string; password: string; mobile: string };
  /** How the next login call must fail, when the path says it does (an SMS login gets it crafted). */
  loginFailure: { captcha?: boolean; verifyMethods?: readonly string[] } | null;
  /** Whether the next second factor typed is the right one. */
  verifyCorrect: boolean;
  gates: { memberInfo: Gate; firstLogin: Gate; captcha: Gate };
  /** The account type the next login answer names (null: the answer names none). */
  answerType: number | null;
}

let current: PathState = fresh();

function fresh(): PathState {
  return {
    credentials: ACCOUNTS.member,
    loginFailure: null,
    verifyCorrect: true,
    gates: { memberInfo: new Gate(), firstLogin: new Gate(), captcha: new Gate() },
    answerType: null,
  };
}

/** The login and new-IP answers, with the account type the path expects (or none). */
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
    // the page moved on (navigation, aborted fetch): nothing to answer
  }
}

/** A username whose wrong password sets off the captcha without touching the accounts that log in. */
const CAPTCHA_VICTIM = { username: 'agent42', password: 'Wrong-Password-1', mobile: '5512345606' };

const form = (page: Page) => page.getByTestId('login-form');
const smsForm = (page: Page) => page.getByTestId('sms-login-form');
const ipForm = (page: Page) => page.getByTestId('ip-verification-form');
/** Whichever of the chart's forms shows: username, SMS code or the new-IP check. */
const anyLoginForm = (page: Page) => page.locator(':is([data-testid="login-form"], [data-testid="sms-login-form"], [data-testid="ip-verification-form"])');
const ipSubmit = (page: Page) => ipForm(page).getByRole('button', { name: uiText('auth:ipVerify.submit') });

/** The envelope the platform answers a refused login with, for the failure the path wants. */
function refusal(failure: NonNullable<PathState['loginFailure']>) {
  if (failure.verifyMethods) return { success: false, value: { methods: failure.verifyMethods }, message: '', errorCode: 'login_verify_required' };
  if (failure.captcha) return { success: false, value: { captcha: true }, message: '', errorCode: 'captcha.required' };
  return FAILURE_ENVELOPE;
}
const submitButton = (page: Page) => form(page).getByRole('button', { name: TEXT.submit });
const captchaImage = (page: Page) => page.getByTestId('captcha-image');
const changeForm = (page: Page) => page.getByTestId('change-password-form');

/** Opens a login page and waits for its form (moving a paused fake clock along meanwhile). */
async function openForm(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await visibleMovingClock(page, form(page));
  await settle(page);
}

const editing = (captcha: 'hidden' | RegExp) => async ({ page, timeout }: UiContext) => {
  // The form of the tab the path last used (the SMS tab after an SMS login).
  const shown = form(page).or(smsForm(page));
  await expect(shown).toBeVisible({ timeout });
  await expect(shown.getByRole('button', { name: TEXT.submit })).not.toHaveAttribute('aria-busy', 'true', { timeout });
  if (captcha === 'hidden') await expect(captchaImage(page)).toHaveCount(0, { timeout });
  else await expect(captchaImage(page)).toHaveAttribute('data-state', captcha, { timeout });
};

const busy = (button: (page: Page) => ReturnType<Page['getByRole']>) => async ({ page, timeout }: UiContext) => {
  await expect(button(page)).toHaveAttribute('aria-busy', 'true', { timeout });
};

export const uiMap: UiMap = {
  machineId: 'login',
  // the login popup (main site), or the agent site's form on its page
  region: (page) => page.getByRole('dialog').filter({ has: anyLoginForm(page) }).or(anyLoginForm(page)),

  async start({ page, control }) {
    current = fresh();
    const state = current;
    await page.route('**/wps/member/info', (route) => state.gates.memberInfo.request(route));
    await page.route('**/wps/member/firstLogin', (route) => state.gates.firstLogin.request(route));
    await page.route('**/wps/captcha?*', (route) => state.gates.captcha.request(route));
    await page.route(/\/wps\/session\/login(\/verification)?$/, (route) => answerWithPathType(route, state));
    await control.setFlag('MOBILEVERCODELOGIN3', true);
    // The agent site's form, the model's input: most paths' first event is a username login there,
    // which then needs no second page load; an SMS login or free play opens /login as it comes.
    await openForm(page, '/agent');
  },

  states: {
    'login.editing.plain': editing('hidden'),
    'login.editing.captchaLoading': editing(/^loading$/),
    // The throttle lasts a second of real time when the path does not drive the clock.
    'login.editing.captchaCooling': editing(/^(cooling|ready)$/),
    'login.editing.captchaReady': editing(/^ready$/),
    'login.submitting': busy(submitButton),
    'login.freePlaying': busy((page) => form(page).getByRole('button', { name: TEXT.freePlay })),
    // After an SMS login the SMS tab's form is the one shown.
    'login.firstLogin': busy((page) => form(page).or(smsForm(page)).getByRole('button', { name: TEXT.submit })),
    'login.loadingInfo': async ({ page, timeout }) => {
      await expect(page.locator(':is([data-testid="login-form"], [data-testid="sms-login-form"], [data-testid="ip-verification-form"]) button[aria-busy="true"]')).toHaveCount(1, { timeout });
    },
    // a refused sign-in's logout runs: the form's submit stays busy
    'login.endingSession': async ({ page, timeout }) => {
      await expect(page.locator(':is([data-testid="login-form"], [data-testid="sms-login-form"], [data-testid="ip-verification-form"]) button[aria-busy="true"]')).toHaveCount(1, { timeout });
    },
    'login.ipVerification': async ({ page, timeout }) => {
      await expect(ipForm(page)).toBeVisible({ timeout });
      await expect(ipSubmit(page)).not.toHaveAttribute('aria-busy', 'true', { timeout });
    },
    'login.verifyingIp': busy(ipSubmit),
    'login.done': async ({ page, timeout }) => {
      await expect(form(page)).toHaveCount(0, { timeout });
      // the header's account menu, on /agentHome the agent centre's sign-out button, or the
      // session's forced password change a weak or expired password was handed to
      await expect(page.getByTestId('account-menu-button').or(page.getByRole('button', { name: TEXT.signOut })).or(changeForm(page)).first()).toBeVisible({ timeout });
    },
  },

  events: {
    async SUBMIT({ page, control, timeout }, event: EventObject) {
      const { credentials } = event as EventObject & { credentials: { method: 'username' | 'sms' } };
      // The model's flow is the agent site's form (its input); the SMS login is the main site's (/login).
      const site = credentials.method === 'sms' ? 'main' : 'agent';
      const path = new URL(page.url()).pathname;
      if ((site === 'agent' && path !== '/agent') || (site === 'main' && path !== '/login')) {
        await openForm(page, site === 'agent' ? '/agent' : '/login');
      }
      if (credentials.method === 'sms') {
        await page.getByRole('tab', { name: uiText('auth:login.tabSms') }).click({ timeout });
        const sms = smsForm(page);
        await sms.getByLabel(uiText('auth:login.mobile', {}, { prefix: true })).fill(current.credentials.mobile);
        const failure = current.loginFailure;
        if (failure) {
          // The platform never asks an SMS login for a captcha or a new-IP check: the refusal is crafted.
          await page.route('**/wps/session/login', (route) => route.fulfill({ status: 200, json: refusal(failure) }), { times: 1 });
          await sms.getByLabel(uiText('auth:login.smsCode', {}, { prefix: true })).fill('000000');
        } else {
          await sms.getByTestId('sms-send').click({ timeout });
          await expect(sms.getByTestId('sms-send')).toHaveAttribute('data-state', 'codeSent', { timeout });
          await sms.getByLabel(uiText('auth:login.smsCode', {}, { prefix: true })).fill((await control.smsCode(current.credentials.mobile)) ?? '000000');
        }
        await sms.getByRole('button', { name: TEXT.submit }).click({ timeout });
        return;
      }
      if (await smsForm(page).isVisible()) await page.getByRole('tab', { name: uiText('auth:login.tabUsername') }).click({ timeout });
      await expect(form(page)).toBeVisible({ timeout });
      await form(page).getByLabel(TEXT.username).fill(current.credentials.username);
      await form(page).getByLabel(TEXT.password).fill(current.credentials.password);
      const captcha = form(page).getByRole('textbox', { name: TEXT.captcha });
      if ((await captcha.count()) > 0) await captcha.fill((await control.captchaAnswer()) ?? '0000');
      await submitButton(page).click({ timeout });
    },
    async FREE_PLAY({ page, timeout }) {
      if (new URL(page.url()).pathname !== '/login') {
        await openForm(page, '/login');
      }
      await form(page).getByRole('button', { name: TEXT.freePlay }).click({ timeout });
    },
    async REFRESH_CAPTCHA({ page, timeout }) {
      await captchaImage(page).click({ timeout });
    },
    async CANCEL({ page, timeout }) {
      await ipForm(page).getByRole('button', { name: uiText('auth:ipVerify.cancel') }).click({ timeout });
    },
    async VERIFY({ page, control, timeout }) {
      const verify = ipForm(page);
      await verify.getByRole('radio', { name: uiText('auth:ipVerify.AUTHENTICATOR') }).check({ timeout });
      const codes = await control.loginVerification(current.credentials.username);
      const right = codes?.authenticatorCode ?? '000000';
      await verify.getByLabel(uiText('auth:ipVerify.authenticatorCode', {}, { prefix: true })).fill(current.verifyCorrect ? right : right === '999999' ? '999998' : '999999');
      await ipSubmit(page).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.login'({ control }, event: EventObject) {
      const { output } = event as EventObject & { output: LoginOutcome };
      current.loginFailure = null;
      current.answerType = output.type;
      if (output.firstTimeLogin && output.weakPassword) {
        // No seeded account is both: weak01 is made a first-time login.
        await control.setAccountFlags(ACCOUNTS.weak.username, { firstTimeLogin: true });
        current.credentials = ACCOUNTS.weak;
        return;
      }
      current.credentials = output.firstTimeLogin
        ? ACCOUNTS.firstLogin
        : output.passwordExpired
          ? ACCOUNTS.expired
          : output.weakPassword
            ? ACCOUNTS.weak
            : ACCOUNTS.member;
    },
    async 'xstate.error.actor.login'({ control }, event: EventObject) {
      const { error } = event as EventObject & { error: { captcha?: boolean; verifyMethods?: readonly string[] } };
      current.loginFailure = { ...(error.captcha ? { captcha: true } : {}), ...(error.verifyMethods ? { verifyMethods: error.verifyMethods } : {}) };
      if (error.captcha) current.credentials = CAPTCHA_VICTIM;
      else if (error.verifyMethods) {
        current.credentials = ACCOUNTS.member;
        await control.markIpUnregistered(ACCOUNTS.member.username);
        // the AUTHENTICATOR factor is offered (and its RFC 6238 code accepted) only with an app bound
        await control.bindAuthenticator(ACCOUNTS.member.username);
      } else {
        current.credentials = ACCOUNTS.member;
        await control.failNext('login', 1);
      }
    },
    async 'xstate.done.actor.verifyLogin'({ control }, event: EventObject) {
      const { output } = event as EventObject & { output: LoginOutcome };
      current.verifyCorrect = true;
      current.answerType = output.type;
      // The account being verified (member01) answers as the path wants.
      if (output.firstTimeLogin || output.passwordExpired) {
        await control.setAccountFlags(current.credentials.username, { firstTimeLogin: output.firstTimeLogin, passwordExpired: output.passwordExpired });
      }
    },
    async 'xstate.error.actor.verifyLogin'() {
      current.verifyCorrect = false;
    },
    async 'xstate.done.actor.freePlayLogin'() {
      // a new trial account
    },
    async 'xstate.error.actor.freePlayLogin'({ control }) {
      await control.failNext('freePlayLogin', 1);
    },
    async 'xstate.done.actor.firstLoginAction'() {
      await current.gates.firstLogin.decide({ kind: 'pass' });
    },
    async 'xstate.error.actor.firstLoginAction'() {
      await current.gates.firstLogin.decide({ kind: 'fail' });
    },
    async 'xstate.done.actor.endSession'() {
      // the platform ends the refused login's session as asked
    },
    async 'xstate.error.actor.endSession'({ control }) {
      await control.failNext('logout', 1);
    },
    async 'xstate.done.actor.loadMemberInfo'(_ui, event: EventObject) {
      const { output } = event as EventObject & { output: SessionInfo };
      await current.gates.memberInfo.decide({ kind: 'memberType', type: output.type });
    },
    async 'xstate.error.actor.loadMemberInfo'() {
      await current.gates.memberInfo.decide({ kind: 'fail' });
    },
    async 'xstate.done.actor.loadCaptcha'() {
      await current.gates.captcha.decide({ kind: 'pass' });
    },
    async 'xstate.error.actor.loadCaptcha'() {
      await current.gates.captcha.decide({ kind: 'fail' });
    },
  },

  holds: {
    async login({ page }) {
      await page.route('**/wps/session/login', () => undefined);
    },
    async verifyLogin({ page }) {
      await page.route('**/wps/session/login/verification', () => undefined);
    },
    async freePlayLogin({ page }) {
      await page.route('**/wps/session/login/freeplay', () => undefined);
    },
    async endSession({ page }) {
      await page.route('**/wps/session/logout', () => undefined);
    },
    // The gated calls stay pending until an arrangement decides them.
    async firstLoginAction() {},
    async loadMemberInfo() {},
    async loadCaptcha() {},
  },
};
