/**
 * Helpers for the session, login and register tests (e2e specs and the auth UI maps): log in or
 * register through the popup as a user would, or get a real token from the embedded platform to
 * start signed in.
 */
import { expect, type Page } from '@playwright/test';
import type { ControlClient } from '../../schema/control/client';
import { DEFAULT_MERCHANT_CODE } from '../../src/api/routes';
import { createPlatformApi, type PlatformApi } from '../unit/api/platform-api';
import { EXPECT_TIMEOUT_MS } from '../expect-timeout';

/** Seeded accounts (schema/seed/accounts.ts) with their registered mobiles (dialling code 52). */
export const ACCOUNTS = {
  member: { username: 'member01', password: 'Member2024', mobile: '5512345601', email: 'member01@rp01.example' },
  trial: { username: 'trial01', password: 'Trial2024', mobile: '5512345602' },
  agent: { username: 'agent01', password: 'Agent2024', mobile: '5512345603' },
  expired: { username: 'expired01', password: 'Expired2024', mobile: '5512345607' },
  firstLogin: { username: 'firstlogin01', password: 'Welcome2024', mobile: '5512345608' },
  weak: { username: 'weak01', password: '123456', mobile: '5512345609' },
} as const;

export const TEXT = {
  username: /^(Usuario|Username)/,
  password: /^(Contraseña|Password)/,
  captcha: /^(Código de verificación|Verification code)$/,
  submit: /^(Iniciar sesión|Log in)$/,
  accountMenu: /^(Menú de la cuenta|Account menu)/,
  signOut: /^(Cerrar sesión|Sign out)$/,
  cancel: /^(Cancelar|Cancel)$/,
  ok: /^(Aceptar|OK)$/,
  freePlay: /^(Jugar gratis|Play for free)$/,
  refreshBalance: /^(Actualizar saldo|Refresh balance)$/,
  toggleBalance: /^(Mostrar saldo|Ocultar saldo|Show balance|Hide balance)$/,
  deposit: /^(Depositar|Deposit)$/,
};

/**
 * Lets the app finish booting (lazy texts and views), so nothing remounts while a test types. Best
 * effort: a page that keeps the network busy goes on after the expectation timeout.
 */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: EXPECT_TIMEOUT_MS }).catch(() => undefined);
}

/**
 * The refresh-balance call meets the platform's 401 (session gone), and the platform then ends the
 * account's sessions too, so the old token is dead there as well. The 401 is queued for the
 * balance route alone: ending the sessions first let any other late call (favourites, a badge
 * count, the open page's list) meet the 401 before the click on a busy machine, and the session
 * ended under the pointer with the refresh button gone. The balance is asked for only by that
 * button or a pushed balance change, and the page's own loads are answered first (settle).
 */
export async function endSessionOnNextCall(page: Page, control: Pick<ControlClient, 'expireSessions' | 'failNext'>, username?: string, timeout?: number) {
  await settle(page);
  await control.failNext('balance', 1, { httpStatus: 401, errorCode: 'login.not.session' });
  await page.getByRole('button', { name: TEXT.refreshBalance }).click({ timeout });
  await control.expireSessions(username);
}

/** The login form on screen (popup or agent page). */
export const loginForm = (page: Page) => page.getByTestId('login-form');

/** The signed-in header's account menu button (present only with a session). */
export const accountButton = (page: Page) => page.getByTestId('account-menu-button');

/** Opens the login popup and lets the app settle before a test types. */
export async function openLogin(page: Page) {
  await page.goto('/login');
  await expect(loginForm(page)).toBeVisible();
  await settle(page);
}

/** Fills and sends the username form; fills the captcha with the platform's answer when it shows. */
export async function submitLogin(page: Page, credentials: { username: string; password: string }, captchaAnswer?: () => Promise<string | null>) {
  const form = loginForm(page);
  await form.getByLabel(TEXT.username).fill(credentials.username);
  await form.getByLabel(TEXT.password).fill(credentials.password);
  const captcha = form.getByRole('textbox', { name: TEXT.captcha });
  if (captchaAnswer && (await captcha.count()) > 0) {
    await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible();
    await captcha.fill((await captchaAnswer()) ?? '');
  }
  await form.getByRole('button', { name: TEXT.submit }).click();
}

/** The register form's labels and button in either language (locales/{es,en}/register.json). */
export const REGISTER_TEXT = {
  username: /^(Usuario|Username)/,
  password: /^(Contraseña|Password)\*?$/,
  confirm: /^(Confirmar contraseña|Confirm password)/,
  email: /^(Correo electrónico|Email)/,
  terms: /(términos y condiciones|terms and conditions)/,
  submit: /^(Registrarme|Sign up)$/,
};

/** The register form on screen (the /register popup). */
export const registerForm = (page: Page) => page.getByTestId('register-form');

/**
 * Fills the register form's fields that are given (the password twice, unless another confirmation
 * is given), ticks the terms (or unticks them with `terms: false`) and sends it. Fields the helper does not know
 * (mobile, SMS code, QQ…) are filled by the test before calling it.
 */
export async function submitRegister(
  page: Page,
  fields: { username?: string; password: string; confirm?: string; email?: string },
  { terms = true }: { terms?: boolean } = {},
) {
  const form = registerForm(page);
  if (fields.username !== undefined) await form.getByLabel(REGISTER_TEXT.username).fill(fields.username);
  await form.getByLabel(REGISTER_TEXT.password).fill(fields.password);
  await form.getByLabel(REGISTER_TEXT.confirm).fill(fields.confirm ?? fields.password);
  if (fields.email !== undefined) await form.getByLabel(REGISTER_TEXT.email).fill(fields.email);
  await form.getByLabel(REGISTER_TEXT.terms).setChecked(terms);
  await form.getByRole('button', { name: REGISTER_TEXT.submit }).click();
}

/** A real session token of the page's scenario, through the adapter in Node (page.request carries the scenario header). */
/**
 * The whole adapter over the test's own HTTP client (Playwright's request context, which carries
 * the test's scenario header), acting as the holder of `token` (null: a visitor): what a test does
 * through the platform rather than the UI when that is not what it checks.
 */
export function platformApiFor(page: Page, token: string | null): PlatformApi {
  return createPlatformApi({
    baseUrl: '',
    merchantCode: DEFAULT_MERCHANT_CODE,
    getToken: () => token,
    getLanguage: () => 'es',
    getDeviceId: () => 'e2e-device',
    onSessionExpired: () => {},
    fetch: async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
      const response = await page.request.fetch(url, {
        method: init?.method ?? 'GET',
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        ...(init?.body !== undefined && init.body !== null ? { data: init.body as string } : {}),
      });
      return new Response(new Uint8Array(await response.body()), { status: response.status(), headers: response.headers() });
    },
  });
}

export async function platformToken(page: Page, credentials: { username: string; password: string }): Promise<string> {
  const result = await platformApiFor(page, null).session.login({ type: 'username', ...credentials });
  return result.token;
}

/** Opens the app already signed in (the token a previous login left in sessionStorage). */
export async function startSignedIn(page: Page, credentials: { username: string; password: string }, path = '/') {
  const token = await platformToken(page, credentials);
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('__token_preset')) {
      window.sessionStorage.setItem('token', value);
      window.sessionStorage.setItem('__token_preset', '1');
    }
  }, token);
  await page.goto(path);
}
