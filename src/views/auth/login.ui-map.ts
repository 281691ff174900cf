/**
 * How the Chromium path runner sees and drives the login chart: the login popup (/login) and the
 * agent site's form (/agent), with the account typed chosen by the outcome the path expects
 * (member01 plain, firstlogin01, expired01, weak01; a wrong password, which the platform answers
 * with the captcha flag). Calls the chart chains after the login (first-login action, member info,
 * captcha image) pass through gates: each waits for the path's arrangement of its outcome, so the
 * answer never races the arrangement. Only tests import this file.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { LoginOutcome } from '../../../machines/login.machine';
import type { SessionInfo } from '../../../machines/session.machine';
import { ACCOUNTS, settle, TEXT } from '../../../tests/e2e/auth-helpers';
import type { UiContext, UiMap } from '../../../tests/paths/ui-map';

type Decision = { kind: 'pass' } | { kind: 'fail' } | { kind: 'memberType'; type: number };

const FAILURE_ENVELOPE = { success: false, value: null, message: '', errorCode: 'system.busy' };

/** One chained call: the newest request waits until the path says how it ends. */
class Gate {
  private waiting: Route | null = null;
  private readonly decisions: Decision[] = [];

  async request(route: Route): Promise<void> {
    const previous = this.waiting;
    this.waiting = route;
    // An older request belongs to a state the chart left (its fetch was aborted).
    if (previous) await previous.abort().catch(() => undefined);
    await this.serve();
  }

  async decide(decision: Decision): Promise<void> {
    this.decisions.push(decision);
    await this.serve();
  }

  private async serve(): Promise<void> {
    const route = this.waiting;
    const decision = this.decisions[0];
    if (!route || !decision) return;
    this.waiting = null;
    this.decisions.shift();
    try {
      if (decision.kind === 'pass') await route.continue();
      else if (decision.kind === 'fail') await route.fulfill({ status: 200, json: FAILURE_ENVELOPE });
      else {
        const response = await route.fetch();
        const body = (await response.json()) as { value?: Record<string, unknown> };
        if (body.value) body.value.type = decision.type;
        await route.fulfill({ response, json: body });
      }
    } catch {
      // the page moved on (navigation, aborted fetch): nothing to answer
    }
  }
}

interface PathState {
  credentials: { username: string; password: string };
  gates: { memberInfo: Gate; firstLogin: Gate; captcha: Gate };
}

let current: PathState = fresh();

function fresh(): PathState {
  return { credentials: ACCOUNTS.member, gates: { memberInfo: new Gate(), firstLogin: new Gate(), captcha: new Gate() } };
}

/** A username whose wrong password sets off the captcha without touching the accounts that log in. */
const CAPTCHA_VICTIM = { username: 'agent42', password: 'Wrong-Password-1' };

const form = (page: Page) => page.getByTestId('login-form');
const submitButton = (page: Page) => form(page).getByRole('button', { name: TEXT.submit });
const captchaImage = (page: Page) => page.getByTestId('captcha-image');
const changeForm = (page: Page) => page.getByTestId('change-password-form');
const changeSubmit = (page: Page) => changeForm(page).getByRole('button', { name: /^(Cambiar contraseña|Change password)$/ });

/**
 * Opens a login page and waits for its form. On a path that drives the fake clock the clock is
 * paused, so the app's boot timers are moved along until the form shows (without a fake clock,
 * runFor fails and the real clock does the work).
 */
async function openForm(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const deadline = Date.now() + 15_000;
  while (!(await form(page).isVisible())) {
    if (Date.now() > deadline) break;
    try {
      await page.clock.runFor(200);
    } catch {
      await page.waitForTimeout(100);
    }
  }
  await settle(page);
}

const editing = (captcha: 'hidden' | RegExp) => async ({ page, timeout }: UiContext) => {
  await expect(form(page)).toBeVisible({ timeout });
  await expect(submitButton(page)).not.toHaveAttribute('aria-busy', 'true', { timeout });
  if (captcha === 'hidden') await expect(captchaImage(page)).toHaveCount(0, { timeout });
  else await expect(captchaImage(page)).toHaveAttribute('data-state', captcha, { timeout });
};

const busy = (button: (page: Page) => ReturnType<Page['getByRole']>) => async ({ page, timeout }: UiContext) => {
  await expect(button(page)).toHaveAttribute('aria-busy', 'true', { timeout });
};

export const uiMap: UiMap = {
  machineId: 'login',

  async start({ page }) {
    current = fresh();
    const state = current;
    await page.route('**/wps/member/info', (route) => state.gates.memberInfo.request(route));
    await page.route('**/wps/member/firstLogin', (route) => state.gates.firstLogin.request(route));
    await page.route('**/wps/captcha?*', (route) => state.gates.captcha.request(route));
    await openForm(page, '/login');
  },

  states: {
    'login.editing.plain': editing('hidden'),
    'login.editing.captchaLoading': editing(/^loading$/),
    // The throttle lasts a second of real time when the path does not drive the clock.
    'login.editing.captchaCooling': editing(/^(cooling|ready)$/),
    'login.editing.captchaReady': editing(/^ready$/),
    'login.submitting': busy(submitButton),
    'login.freePlaying': busy((page) => form(page).getByRole('button', { name: TEXT.freePlay })),
    'login.firstLogin': busy(submitButton),
    'login.loadingInfo': async ({ page, timeout }) => {
      await expect(page.locator('[data-testid="login-form"] button[aria-busy="true"]')).toHaveCount(1, { timeout });
    },
    'login.passwordChange': async ({ page, timeout }) => {
      await expect(changeForm(page)).toBeVisible({ timeout });
      await expect(changeSubmit(page)).not.toHaveAttribute('aria-busy', 'true', { timeout });
    },
    'login.changingPassword': busy(changeSubmit),
    'login.done': async ({ page, timeout }) => {
      await expect(form(page)).toHaveCount(0, { timeout });
      // the header's account menu, or on /agentHome the agent centre's sign-out button
      await expect(page.getByTestId('account-menu-button').or(page.getByRole('button', { name: TEXT.signOut })).first()).toBeVisible({ timeout });
    },
  },

  events: {
    async SUBMIT({ page, control, timeout }, event: EventObject) {
      const { site } = event as EventObject & { site: 'main' | 'agent' };
      const path = new URL(page.url()).pathname;
      if ((site === 'agent' && path !== '/agent') || (site === 'main' && path !== '/login')) {
        await openForm(page, site === 'agent' ? '/agent' : '/login');
      }
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
    async CHANGE_PASSWORD({ page, timeout }) {
      const change = changeForm(page);
      await change.getByLabel(/^(Contraseña actual|Current password)/).fill(current.credentials.password);
      await change.getByLabel(/^(Nueva contraseña|New password)/).fill('Fresh2025x');
      await change.getByLabel(/^(Confirmar nueva contraseña|Confirm new password)/).fill('Fresh2025x');
      await changeSubmit(page).click({ timeout });
    },
    async CANCEL({ page, timeout }) {
      await changeForm(page).getByRole('button', { name: TEXT.cancel }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.login'({ control }, event: EventObject) {
      const { output } = event as EventObject & { output: LoginOutcome };
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
      const { error } = event as EventObject & { error: { captcha?: boolean } };
      if (error.captcha) current.credentials = CAPTCHA_VICTIM;
      else {
        current.credentials = ACCOUNTS.member;
        await control.failNext('login', 1);
      }
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
    async 'xstate.done.actor.changePassword'() {
      // the real change with the password the login used
    },
    async 'xstate.error.actor.changePassword'({ control }) {
      await control.failNext('changePassword', 1);
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
    async freePlayLogin({ page }) {
      await page.route('**/wps/session/login/freeplay', () => undefined);
    },
    async changePassword({ page }) {
      await page.route('**/wps/member/password', () => undefined);
    },
    // The gated calls stay pending until an arrangement decides them.
    async firstLoginAction() {},
    async loadMemberInfo() {},
    async loadCaptcha() {},
  },
};
