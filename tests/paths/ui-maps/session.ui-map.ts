/**
 * How the Chromium path runner sees and drives the session chart: the header (restoring
 * placeholder, login buttons, account menu, role badge), the session dialogs, and the platform
 * behind each outcome (a real token left in sessionStorage for a restore, failed calls through
 * the control endpoint). The member info a held session reads once its password changed
 * passes through a gate, so its answer (weak01 as it is, or made an agent's or a trial account's)
 * never races the path's arrangement; a held session on the agent site comes from a login there
 * whose answer names no account type (the route drops it), as on a platform that names none.
 * A restore the platform does not answer is member info failing with a 503 (more times than the
 * adapter retries) until the next restore's arrangement; a restore after the retry page finds what
 * its arrangement put in the open tab's storage. Only tests import this file.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { RestoredSession, SessionInfo } from '../../../machines/auth/session.machine';
import { accountButton, ACCOUNTS, endSessionOnNextCall, platformToken, settle, submitLogin, TEXT } from '../../e2e/auth-helpers';
import { Gate } from '../../e2e/route-gate';
import type { UiContext, UiMap } from '../ui-map';
import { uiText } from '../locale-text';

interface PathState {
  /** The tokens of the held sessions of this path: their first member-info call is the admission's. */
  readonly heldTokens: Set<string>;
  readonly heldInfo: Gate;
  /**
   * The accounts a login can still hand over (a password not changed yet in this path's scenario):
   * weak01, then expired01 once a tour changed weak01's. The first is the one held.
   */
  readonly unchanged: Array<{ username: string; password: string }>;
  /** The next change the path sends is answered (the password really changes). */
  changeSucceeds: boolean;
}

const freshState = (): PathState => ({ heldTokens: new Set(), heldInfo: new Gate(), unchanged: [ACCOUNTS.weak, ACCOUNTS.expired], changeSucceeds: false });
let path: PathState = freshState();
/**
 * The held tokens a restore's arrangement left in the tab before the path starts (it is arranged
 * before `start`, which makes the path's state afresh and takes them over).
 */
let presetTokens = new Set<string>();
/** The account the held session is (or will be) of. */
const heldAccount = () => path.unchanged[0] ?? ACCOUNTS.weak;

const loginLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: uiText(['layout:header.login', 'layout:header.loginShort']) }).first();
const logoutDialog = (page: Page) => page.getByRole('dialog', { name: uiText('auth:session.logoutTitle') });

const accountOf = (info: SessionInfo | null | undefined) =>
  info?.type === 4 ? ACCOUNTS.trial : info?.type === 1 ? ACCOUNTS.agent : ACCOUNTS.member;

/** More failures than the adapter's retries of member info; the next restore's arrangement clears the rest. */
const UNANSWERED_CALLS = 10;

/** The app is open in the tab (a restore after its retry page), not the blank page a tour starts from. */
const appOpen = (page: Page) => page.url() !== 'about:blank' && new URL(page.url()).pathname !== '/robots.txt';

/**
 * What the tab keeps for the next restore (null removes the key): before the path starts, written
 * before the app loads (once per tab); with the app open (a restore after its retry page), at once.
 */
async function placeInTab(page: Page, entries: Record<'token' | 'passwordChange', string | null>) {
  if (appOpen(page)) {
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) {
        if (value === null) window.sessionStorage.removeItem(key);
        else window.sessionStorage.setItem(key, value);
      }
    }, entries);
    return;
  }
  await page.addInitScript((values) => {
    if (!window.sessionStorage.getItem('__token_preset')) {
      for (const [key, value] of Object.entries(values)) if (value !== null) window.sessionStorage.setItem(key, value);
      window.sessionStorage.setItem('__token_preset', '1');
    }
  }, entries);
}

const presetToken = (page: Page, token: string) => placeInTab(page, { token, passwordChange: null });

/** A session held until its password changes, left in the tab's storage as a login of weak01 leaves it. */
async function presetHeld(page: Page, token: string, site: 'main' | 'agent') {
  // before the start, its tokens are taken over by the path's state; with the app open, they are the path's already
  if (appOpen(page)) path.heldTokens.add(token);
  else presetTokens.add(token);
  await placeInTab(page, { token: null, passwordChange: JSON.stringify({ token, reason: 'weak', site }) });
}

/** The login's answer without the account type (a platform that names none): nothing can refuse it before the change. */
async function answerWithoutType(route: Route): Promise<void> {
  try {
    const response = await route.fetch();
    const body = (await response.json()) as { value?: Record<string, unknown> | null };
    if (body.value && typeof body.value === 'object') delete body.value.type;
    await route.fulfill({ response, json: body });
  } catch {
    // the page moved on: nothing to answer
  }
}

const unreachablePage = (page: Page) => page.getByTestId('session-unreachable');
const changeForm = (page: Page) => page.getByTestId('change-password-form');
const changeSubmit = (page: Page) => changeForm(page).getByRole('button', { name: uiText('auth:changePassword.title') });
const changeSignOut = (page: Page) => changeForm(page).getByRole('button', { name: TEXT.signOut });

async function noSessionDialogs({ page, timeout }: UiContext) {
  await expect(logoutDialog(page)).toHaveCount(0, { timeout });
  await expect(page.getByTestId('session-expired')).toHaveCount(0, { timeout });
  await expect(page.getByTestId('trial-notice')).toHaveCount(0, { timeout });
}

const signedInAs = (badge: RegExp | null) => async (ui: UiContext) => {
  const { page, timeout } = ui;
  await expect(accountButton(page)).toBeVisible({ timeout });
  if (badge) await expect(page.getByTestId('role-badge')).toHaveText(badge, { timeout });
  else await expect(page.getByTestId('role-badge')).toHaveCount(0, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'session',
  // the header's deposit button: only the wide layout shows it
  wideLayout: true,

  async start({ page }) {
    path = freshState();
    for (const token of presetTokens) path.heldTokens.add(token);
    presetTokens = new Set();
    const state = path;
    // the admission's member info (the first with a held session's token) waits for the path's arrangement
    await page.route('**/wps/member/info', async (route) => {
      const token = route.request().headers()['authorization'] ?? '';
      if (!state.heldTokens.delete(token)) return route.fallback();
      return state.heldInfo.request(route);
    });
    await page.goto('/');
  },

  states: {
    'session.restoring': async ({ page, timeout }) => {
      await expect(page.getByTestId('session-restoring')).toBeVisible({ timeout });
    },
    // the retry page instead of the app: nobody signed in, and nobody signed out either
    'session.unreachable': async ({ page, timeout }) => {
      await expect(unreachablePage(page)).toBeVisible({ timeout });
      await expect(accountButton(page)).toHaveCount(0, { timeout });
    },
    'session.visitor.idle': async (ui) => {
      const { page, timeout } = ui;
      await expect(accountButton(page)).toHaveCount(0, { timeout });
      // An agent's logout lands on /agent, which has no header but its own login form.
      await expect(loginLink(page).or(page.getByTestId('login-form'))).toBeVisible({ timeout });
      await noSessionDialogs(ui);
    },
    'session.visitor.expired': async ({ page, timeout }) => {
      await expect(page.getByTestId('session-expired')).toBeVisible({ timeout });
      await expect(accountButton(page)).toHaveCount(0, { timeout });
    },
    'session.member': async (ui) => {
      await signedInAs(null)(ui);
      await noSessionDialogs(ui);
    },
    'session.trial.idle': async (ui) => {
      await signedInAs(uiText('auth:session.trialBadge'))(ui);
      await noSessionDialogs(ui);
    },
    'session.trial.upgradeNotice': async ({ page, timeout }) => {
      await expect(page.getByTestId('trial-notice')).toBeVisible({ timeout });
    },
    'session.agent': async (ui) => {
      await signedInAs(uiText('auth:session.agentBadge'))(ui);
      await noSessionDialogs(ui);
    },
    'session.confirmLogout': async ({ page, timeout }) => {
      await expect(logoutDialog(page)).toBeVisible({ timeout });
      await expect(page.getByTestId('logout-confirm')).not.toHaveAttribute('aria-busy', 'true', { timeout });
    },
    'session.passwordChange.editing': async ({ page, timeout }) => {
      await expect(changeForm(page)).toBeVisible({ timeout });
      await expect(changeSubmit(page)).not.toHaveAttribute('aria-busy', 'true', { timeout });
      await expect(accountButton(page)).toHaveCount(0, { timeout });
    },
    'session.passwordChange.changing': async ({ page, timeout }) => {
      await expect(changeSubmit(page)).toHaveAttribute('aria-busy', 'true', { timeout });
    },
    'session.givingUpChange': async ({ page, timeout }) => {
      await expect(changeSignOut(page)).toBeDisabled({ timeout });
    },
    // changed: the held token's member info decides (the dialog stays, busy)
    'session.admitting': async ({ page, timeout }) => {
      await expect(changeSubmit(page)).toHaveAttribute('aria-busy', 'true', { timeout });
      await expect(accountButton(page)).toHaveCount(0, { timeout });
    },
    // refused once changed: its logout runs (the dialog stays, busy)
    'session.refusingHeld': async ({ page, timeout }) => {
      await expect(changeSignOut(page)).toBeDisabled({ timeout });
      await expect(accountButton(page)).toHaveCount(0, { timeout });
    },
    'session.visitor.refused': async ({ page, timeout }) => {
      await expect(page.getByTestId('session-refused')).toBeVisible({ timeout });
      await expect(changeForm(page)).toHaveCount(0, { timeout });
      await expect(accountButton(page)).toHaveCount(0, { timeout });
    },
    'session.loggingOut': async ({ page, timeout }) => {
      await expect(page.getByTestId('logout-confirm')).toHaveAttribute('aria-busy', 'true', { timeout });
    },
  },

  events: {
    async SIGNED_IN({ page, timeout }, event: EventObject) {
      const { info } = event as EventObject & { info: SessionInfo };
      await page.goto('/login');
      await expect(page.getByTestId('login-form')).toBeVisible({ timeout });
      await settle(page);
      await submitLogin(page, accountOf(info));
    },
    async PASSWORD_CHANGE_DUE({ page, timeout }, event: EventObject) {
      const { site } = event as EventObject & { site: 'main' | 'agent' };
      // on the agent site the answer names no type, so the session is held (not refused first)
      if (site === 'agent') await page.route('**/wps/session/login', answerWithoutType, { times: 1 });
      await page.goto(site === 'agent' ? '/agent' : '/login');
      await expect(page.getByTestId('login-form')).toBeVisible({ timeout });
      await settle(page);
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/session/login');
      await submitLogin(page, heldAccount());
      const body = (await (await answer).json()) as { value?: { token?: string } };
      if (body.value?.token) path.heldTokens.add(body.value.token);
    },
    async CHANGE_PASSWORD({ page, timeout }) {
      const form = changeForm(page);
      const current = form.getByLabel(uiText('auth:changePassword.oldPassword', {}, { prefix: true }));
      if ((await current.count()) > 0) await current.fill(heldAccount().password);
      await form.getByLabel(uiText('auth:changePassword.newPassword', {}, { prefix: true })).fill('Fresh2025x');
      await form.getByLabel(uiText('auth:changePassword.confirmPassword', {}, { prefix: true })).fill('Fresh2025x');
      await changeSubmit(page).click({ timeout });
      // changed for real: a later login in this path hands over the next account
      if (path.changeSucceeds) path.unchanged.shift();
      path.changeSucceeds = false;
    },
    async SIGN_OUT({ page, timeout }, _event, from) {
      if (from.stateIds.includes('session.unreachable')) await unreachablePage(page).getByRole('button', { name: uiText('status:continueAsVisitor') }).click({ timeout });
      else await changeSignOut(page).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await unreachablePage(page).getByRole('button', { name: uiText('status:retry') }).click({ timeout });
    },
    // the browser's word that the connection is back (what it fires when the device reconnects)
    async ONLINE({ page }) {
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
    },
    async SESSION_EXPIRED({ page, control, timeout }, _event, from) {
      if (from.stateIds.includes('session.admitting')) {
        // the admission's member info, waiting at its gate, is the call that meets the 401
        await path.heldInfo.decide({ kind: 'sessionEnded' });
        return;
      }
      if (from.stateIds.some((id) => id.startsWith('session.passwordChange'))) {
        // a held session calls nothing but the change: its answer is the 401
        await control.failNext('changePassword', 1, { httpStatus: 401, errorCode: 'login.not.session' });
        const form = changeForm(page);
        const current = form.getByLabel(uiText('auth:changePassword.oldPassword', {}, { prefix: true }));
        if ((await current.count()) > 0) await current.fill(heldAccount().password);
        await form.getByLabel(uiText('auth:changePassword.newPassword', {}, { prefix: true })).fill('Fresh2025x');
        await form.getByLabel(uiText('auth:changePassword.confirmPassword', {}, { prefix: true })).fill('Fresh2025x');
        await changeSubmit(page).click({ timeout });
        return;
      }
      const refresh = page.getByRole('button', { name: TEXT.refreshBalance });
      // the balance's first load must be over before a refresh can be asked for
      await expect(refresh).toBeEnabled({ timeout });
      await endSessionOnNextCall(page, control, undefined, timeout);
    },
    async LOGOUT({ page, timeout }) {
      await accountButton(page).click({ timeout });
      await page.getByRole('menuitem', { name: TEXT.signOut }).click({ timeout });
    },
    async CONFIRM({ page, timeout }) {
      await page.getByTestId('logout-confirm').click({ timeout });
    },
    async CANCEL({ page, timeout }) {
      await logoutDialog(page).getByRole('button', { name: TEXT.cancel }).click({ timeout });
    },
    async DISMISS({ page, timeout }, _event, from) {
      const notice = from.stateIds.includes('session.trial.upgradeNotice') ? 'trial-notice' : from.stateIds.includes('session.visitor.refused') ? 'session-refused' : 'session-expired';
      const dialog = page.getByRole('dialog').filter({ has: page.getByTestId(notice) });
      await dialog.getByRole('button', { name: TEXT.ok }).click({ timeout });
    },
    async RESTRICTED({ page, timeout }) {
      await page.getByRole('banner').getByRole('button', { name: TEXT.deposit }).click({ timeout });
    },
  },

  outcomes: {
    // arranged before the path starts, in its fresh scenario: weak01's password is the weak default still
    async 'xstate.done.actor.restoreSession'({ page, control }, event: EventObject) {
      const { output } = event as EventObject & { output: RestoredSession };
      // after the retry page: member info answers again, with what the tab now keeps
      if (appOpen(page)) await control.clearFailures();
      if (output && 'passwordChange' in output) await presetHeld(page, await platformToken(page, ACCOUNTS.weak), output.passwordChange.site);
      else if (output) await presetToken(page, await platformToken(page, accountOf(output)));
      else if (appOpen(page)) await placeInTab(page, { token: null, passwordChange: null });
    },
    async 'xstate.done.actor.changePassword'() {
      // the real change of the held account's password
      path.changeSucceeds = true;
    },
    async 'xstate.error.actor.changePassword'({ control }) {
      path.changeSucceeds = false;
      await control.failNext('changePassword', 1);
    },
    async 'xstate.error.actor.restoreSession'({ page, control }, event: EventObject) {
      const { error } = event as EventObject & { error: { kind: string; httpStatus: number | null } };
      await control.clearFailures();
      await presetToken(page, await platformToken(page, ACCOUNTS.member));
      // not answered: a 5xx for the call and the adapter's retry; refused: the envelope's failure
      if (error.kind === 'http') await control.failNext('memberInfo', UNANSWERED_CALLS, { httpStatus: error.httpStatus ?? 503 });
      else await control.failNext('memberInfo', 1);
    },
    async 'xstate.done.actor.logout'() {
      // the platform ends the session as asked
    },
    async 'xstate.error.actor.logout'({ control }) {
      await control.failNext('logout', 1);
    },
    // weak01's member info, as it is (a member) or made the account type the path names
    async 'xstate.done.actor.readHeldInfo'(_ui, event: EventObject) {
      const { output } = event as EventObject & { output: SessionInfo };
      await path.heldInfo.decide(output.type === 0 ? { kind: 'pass' } : { kind: 'memberType', type: output.type });
    },
    async 'xstate.error.actor.readHeldInfo'(_ui, event: EventObject) {
      const { error } = event as EventObject & { error?: { kind?: string } };
      await path.heldInfo.decide({ kind: error?.kind === 'session' ? 'sessionEnded' : 'fail' });
    },
    async 'xstate.done.actor.endHeld'() {
      // the platform ends the refused session as asked
    },
    async 'xstate.error.actor.endHeld'({ control }) {
      await control.failNext('logout', 1);
    },
  },

  holds: {
    async restoreSession({ page }) {
      await presetToken(page, await platformToken(page, ACCOUNTS.member));
      await page.route('**/wps/member/info', () => undefined);
    },
    async logout({ page }) {
      await page.route('**/wps/session/logout', () => undefined);
    },
    async changePassword({ page }) {
      await page.route('**/wps/member/password', () => undefined);
    },
    // gated: pending until an arrangement decides it
    async readHeldInfo() {},
    async endHeld({ page }) {
      await page.route('**/wps/session/logout', () => undefined);
    },
    // the browser's online event: nothing is asked until a path's ONLINE step fires it
    async connectionWatch() {},
  },
};
