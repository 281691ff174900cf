/**
 * Session hygiene (OWASP ASVS V3/V8) in Chromium, checked on what the browser holds rather than on
 * how the code stores it: the session token is in no request URL and no page or frame URL after a
 * sign-in and a game launch (new window, /seamless frame, lottery frame); logout and a 401 leave
 * no session key in either storage (language and theme stay); no password of a sign-in flow
 * (password login, register, change password, forgot by phone) is ever in localStorage,
 * sessionStorage, cookies or the console. Behaviour only: phone project (@once).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { accountButton, ACCOUNTS, endSessionOnNextCall, openLogin, registerForm, settle, startSignedIn, submitLogin, submitRegister, TEXT } from './auth-helpers';
import { expect, presetLanguage, test } from './fixtures';
import { randomInt } from 'node:crypto';

/** Everything the browser was asked to load or showed in its address bar, and everything printed. */
function recordTraffic(context: BrowserContext) {
  const urls: string[] = [];
  const console: string[] = [];
  const watch = (page: Page) => {
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    page.on('console', (message) => console.push(message.text()));
    page.on('pageerror', (error) => console.push(error.message));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  context.on('request', (request) => {
    urls.push(request.url());
    const referer = request.headers()['referer'];
    if (referer) urls.push(referer);
  });
  return { urls, console };
}

interface BrowserState {
  local: Record<string, string>;
  session: Record<string, string>;
  cookies: string;
}

async function browserState(page: Page): Promise<BrowserState> {
  return page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage }, cookies: document.cookie }));
}

/** Every place a secret could have been written to, as one text per place. */
async function everywhere(page: Page, consoleLines: readonly string[]): Promise<Record<string, string>> {
  const state = await browserState(page);
  const cookies = await page.context().cookies();
  return {
    localStorage: JSON.stringify(state.local),
    sessionStorage: JSON.stringify(state.session),
    'document.cookie': state.cookies,
    'all cookies (incl. HttpOnly)': JSON.stringify(cookies),
    console: consoleLines.join('\n'),
  };
}

async function expectNowhere(page: Page, consoleLines: readonly string[], secrets: readonly string[]) {
  const places = await everywhere(page, consoleLines);
  for (const secret of secrets) {
    const found = Object.entries(places)
      .filter(([, text]) => text.includes(secret) || text.includes(encodeURIComponent(secret)))
      .map(([place]) => place);
    expect(found, `the password "${secret}" was written to: ${found.join(', ')}`).toEqual([]);
  }
}

/** What may stay in the storages once the session is over (none of it belongs to the session). */
// the analytics consent is the browser's visitor's answer, not the session's; the splash's banner is
// dropped with the session (last-banner.test) and kept again from the visitor's home drawn after it
const LOCAL_KEYS_KEPT = new Set(['lang', 'hisLang', 'theme', 'deviceId', 'LOTTFAV', 'analyticsConsent', 'lastBanner']);
// catalogue caches; the public popups' closed flags (per browser session, not per login); test presets
const isSessionKeyKept = (key: string) => key.startsWith('cache:') || key === 'USER_POPUP' || key === 'ANONYMOUS_POPUP' || key.startsWith('__');

async function expectSessionCleared(page: Page, token: string) {
  const state = await browserState(page);
  expect(Object.keys(state.local).filter((key) => !LOCAL_KEYS_KEPT.has(key)), 'localStorage keys left').toEqual([]);
  expect(Object.keys(state.session).filter((key) => !isSessionKeyKept(key)), 'sessionStorage keys left').toEqual([]);
  expect(JSON.stringify(state), 'the token is still stored').not.toContain(token);
  expect(state.local.lang).toBe('en');
  expect(state.local.hisLang).toBe('en');
  expect(state.local.theme).toBe('light');
}

test.describe('session hygiene', { tag: '@once' }, () => {
  test('the token is in no URL after signing in and launching games (new window, game page, lottery)', async ({ page, context }) => {
    test.setTimeout(60_000);
    const traffic = recordTraffic(context);
    await openLogin(page);
    await submitLogin(page, ACCOUNTS.member);
    await expect(accountButton(page)).toBeVisible();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();

    await page.goto('/live');
    const popup = context.waitForEvent('page');
    await page.getByTestId('play-now').first().click();
    const game = await popup;
    await game.waitForLoadState();
    expect(game.url()).toContain('/__platform/play/');

    await page.goto('/seamless?gameCode=jdb_fishing_war&vassalage=JDB&gameType=FISH');
    await expect(page.getByTestId('seamless-frame')).toHaveAttribute('src', /\/__platform\/play\//);
    await page.goto('/vnLottery?gameCode=tcg_lotto_vn_loteria_centro_vn');
    await expect(page.getByTestId('lottery-frame')).toHaveAttribute('src', /.+/);
    await settle(page);

    const frames = page.frames().map((frame) => frame.url());
    const all = [...traffic.urls, ...frames, page.url(), game.url()];
    expect(all.length).toBeGreaterThan(10);
    const leaks = all.filter((url) => url.includes(token ?? '') || decodeURIComponent(url).includes(token ?? ''));
    expect(leaks, 'URLs carrying the session token').toEqual([]);
    // it does travel, as the Authorization header only (request.ts)
    expect(traffic.console.join('\n')).not.toContain(token ?? '');
    await expectNowhere(page, traffic.console, [ACCOUNTS.member.password]);
  });

  test('logout clears every session key from both storages; language and theme stay', async ({ page }) => {
    await presetLanguage(page, 'en');
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('__theme_preset')) {
        window.localStorage.setItem('theme', 'light');
        window.sessionStorage.setItem('__theme_preset', '1');
      }
    });
    await openLogin(page);
    await submitLogin(page, ACCOUNTS.member);
    await expect(accountButton(page)).toBeVisible();
    const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
    expect(token).not.toBe('');
    await page.goto('/live'); // fills the catalogue caches as a member
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: TEXT.signOut }).click();
    await page.getByTestId('logout-confirm').click();
    await expect(accountButton(page)).toHaveCount(0);
    await expectSessionCleared(page, token);
  });

  test('a 401 clears every session key from both storages; language and theme stay', async ({ page, control }) => {
    await presetLanguage(page, 'en');
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    await startSignedIn(page, ACCOUNTS.member, '/promotions');
    await expect(accountButton(page)).toBeVisible();
    const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
    await endSessionOnNextCall(page, control, ACCOUNTS.member.username);
    await expect(page.getByTestId('session-expired')).toBeVisible();
    await expect(accountButton(page)).toHaveCount(0);
    await expectSessionCleared(page, token);
  });

  test('register: the password and payment password are written nowhere', async ({ page, context, control }) => {
    const traffic = recordTraffic(context);
    await control.setRegisterField('paymentPassword', { show: true, required: true });
    await page.goto('/register');
    await expect(registerForm(page)).toBeVisible();
    await settle(page);
    const username = `limpio${randomInt(36 ** 4, 36 ** 5).toString(36)}`;
    const payment = registerForm(page).getByLabel(/^(Contraseña de pago|Payment password)/);
    await expect(payment).toBeVisible();
    await payment.fill('482913'); // the seeded rule: 6 digits
    await submitRegister(page, { username, password: 'Regis7ro2025', email: `${username}@example.com` });
    await expect(accountButton(page)).toBeVisible();
    expect((await control.account(username))?.username).toBe(username);
    await expectNowhere(page, traffic.console, ['Regis7ro2025', '482913']);
  });

  test('change password: neither the old nor the new password is written anywhere', async ({ page, context, control }) => {
    const traffic = recordTraffic(context);
    await openLogin(page);
    await submitLogin(page, ACCOUNTS.member);
    await expect(accountButton(page)).toBeVisible();
    await page.goto('/changePassword');
    const form = page.getByTestId('change-password-form');
    await form.getByLabel(/^(Contraseña actual|Current password)/).fill(ACCOUNTS.member.password);
    await form.getByLabel(/^(Nueva contraseña|New password)/).fill('Camb1o2025x');
    await form.getByLabel(/^(Confirmar nueva contraseña|Confirm new password)/).fill('Camb1o2025x');
    await form.getByRole('button', { name: /^(Cambiar contraseña|Change password)$/ }).click();
    await expect(form).toHaveCount(0);
    await expect(accountButton(page)).toBeVisible();
    expect((await control.account(ACCOUNTS.member.username))?.password).toBe('Camb1o2025x');
    await expectNowhere(page, traffic.console, [ACCOUNTS.member.password, 'Camb1o2025x']);
  });

  test('forgot by phone: the new password is written nowhere', async ({ page, context, control }) => {
    const traffic = recordTraffic(context);
    await control.setFlag('CHNGPASSVERIF3', true);
    await page.goto('/forgotPassword');
    await page.getByRole('tab', { name: /^(Por móvil|By mobile)$/ }).click();
    const form = page.getByTestId('forgot-phone-form');
    await form.getByLabel(/^(Número de móvil|Mobile number)/).fill(ACCOUNTS.member.mobile);
    await form.getByTestId('sms-send').click();
    await expect.poll(() => control.smsCode(ACCOUNTS.member.mobile)).not.toBeNull();
    await form.getByLabel(/^(Código SMS|SMS code)/).fill((await control.smsCode(ACCOUNTS.member.mobile)) ?? '');
    await form.getByLabel(/^(Nueva contraseña|New password)/).fill('Tel3fono2025');
    await form.getByLabel(/^(Confirmar nueva contraseña|Confirm new password)/).fill('Tel3fono2025');
    await form.getByRole('button', { name: /^(Restablecer y entrar|Reset and sign in)$/ }).click();
    await expect(accountButton(page)).toBeVisible();
    expect((await control.account(ACCOUNTS.member.username))?.password).toBe('Tel3fono2025');
    await expectNowhere(page, traffic.console, ['Tel3fono2025']);
  });
});
