/**
 * Registration in the built app against the embedded platform: both tabs register real
 * accounts in Spanish and in English; the form follows the register settings and flags changed
 * through the control endpoint; client rules show the pattern text with its bounds; platform
 * refusals show at their field with every value kept; the terms tick; the SMS code with its
 * countdown; the affiliate code from the URL and the invalid-code warning.
 */
import type { Page } from '@playwright/test';
import { expect, presetLanguage, test } from './fixtures';
import { registerForm as form, settle, submitRegister } from './auth-helpers';
import { randomInt } from 'node:crypto';

type Lang = 'es' | 'en';

const L = {
  es: {
    username: /^Usuario/,
    password: /^Contraseña\*?$/,
    confirm: /^Confirmar contraseña/,
    mobile: /^Número de móvil/,
    code: /^Código SMS/,
    email: /^Correo electrónico/,
    qq: /^QQ/,
    affiliate: /^Código de invitación/,
    terms: /términos y condiciones/,
    submit: 'Registrarme',
    tabMobile: 'Con móvil',
    sendCode: 'Enviar código',
    resendIn: /^Reenviar en \d+ s$/,
    termsRequired: 'Debes aceptar los términos y condiciones',
    usernameTaken: 'Este usuario ya existe',
    usernamePattern: 'Empieza con una letra y usa solo letras o números, entre 6 y 12 caracteres',
    required: 'La entrada no puede estar vacía',
    codeInvalid: 'Introduce un código de verificación válido',
    // the errors catalogue's invitation-code-error text (SPEC.md §8)
    invitationError: 'El código de invitación no es válido.',
    age18: /al menos 18 años/,
    age18Required: 'Se requiere aceptar que tienes 18 años',
    noTabs: 'El registro no está disponible en este momento.',
    ok: 'Aceptar',
  },
  en: {
    username: /^Username/,
    password: /^Password\*?$/,
    confirm: /^Confirm password/,
    mobile: /^Mobile number/,
    code: /^SMS code/,
    email: /^Email/,
    qq: /^QQ/,
    affiliate: /^Invitation code/,
    terms: /terms and conditions/,
    submit: 'Sign up',
    tabMobile: 'By mobile',
    sendCode: 'Send code',
    resendIn: /^Resend in \d+ s$/,
    termsRequired: 'You must agree to the terms and conditions',
    usernameTaken: 'This username already exists',
    usernamePattern: 'Start with a letter, then letters or numbers, 6 to 12 characters',
    required: 'Input cannot be empty',
    codeInvalid: 'Please enter a valid verification code',
    invitationError: 'Invalid invitation code.',
    age18: /at least 18 years old/,
    age18Required: '18-year-old agreement required',
    noTabs: 'Registration is not available right now.',
    ok: 'OK',
  },
} as const;

async function openRegister(page: Page, lang: Lang, path = '/register') {
  await presetLanguage(page, lang);
  await page.goto(path);
  await expect(form(page)).toBeVisible();
  await settle(page);
}

/** The error text tied to a control by aria-describedby. */
async function describedError(page: Page, label: RegExp) {
  const control = form(page).getByLabel(label);
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  return page.locator(ids.split(' ').map((id) => `[id="${id}"]`).join(', '));
}

async function expectSignedIn(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
}

let counter = 0;
/** A username unique to this test (the scenario is fresh anyway; this keeps traces readable). */
const newUsername = () => `nuevo${randomInt(36 ** 3, 36 ** 4).toString(36)}${(counter += 1)}`;

for (const lang of ['es', 'en'] as const) {
  const text = L[lang];

  if (lang === 'es') test(`registers by username and arrives home signed in; /register then sends the member home (${lang})`, async ({ page, control, consoleErrors }) => {
    await openRegister(page, lang);
    const username = newUsername();
    await expect(form(page).getByLabel(text.username)).toBeFocused();
    await submitRegister(page, { username, password: 'Abc12345', email: `${username}@example.com` });
    await expectSignedIn(page);
    const account = await control.account(username);
    expect(account?.username).toBe(username);
    // Nothing of the form is kept in the browser but the session token.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(stored).not.toContain('Abc12345');
    expect(consoleErrors).toEqual([]);

    // Signed in now, /register sends the member home: the session restores from the token first
    // (one member-info call), then the popup steps aside.
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    await expect(form(page)).toHaveCount(0);
  });

  if (lang === 'en') test(`registers by mobile with the SMS code and its countdown (${lang})`, async ({ page, control }) => {
    await openRegister(page, lang);
    await page.getByRole('tab', { name: text.tabMobile }).click();
    await expect(form(page)).toHaveAttribute('data-tab', 'mobile');
    await expect(form(page).getByLabel(text.username)).toHaveCount(0);
    const mobile = `55887${randomInt(10_000, 100_000)}`;
    await form(page).getByLabel(text.mobile).fill(mobile);
    const send = form(page).getByTestId('sms-send');
    await send.click();
    await expect(send).toHaveText(text.resendIn);
    await expect(send).toBeDisabled();
    const code = await control.smsCode(mobile);
    expect(code).toMatch(/^\d+$/);
    await form(page).getByLabel(text.code).fill(code ?? '');
    await submitRegister(page, { password: 'Abc12345' });
    await expectSignedIn(page);
    expect((await control.account(`m${mobile}`))?.username).toBe(`m${mobile}`);
  });
}

test('the terms must be ticked: submit is refused with the message and nothing is registered', { tag: '@once' }, async ({ page, control }) => {
  await openRegister(page, 'es');
  const username = newUsername();
  await submitRegister(page, { username, password: 'Abc12345' }, { terms: false });
  const terms = form(page).getByLabel(L.es.terms);
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`[id="${await terms.getAttribute('aria-describedby')}"]`)).toHaveText(L.es.termsRequired);
  expect(await control.account(username)).toBeNull();
  await terms.check();
  await expect(form(page).getByText(L.es.termsRequired)).toHaveCount(0);
});

test('client rules show the pattern text with its bounds and the confirmation rule', { tag: '@once' }, async ({ page }) => {
  await openRegister(page, 'en');
  await submitRegister(page, { username: '1abc', password: 'Abc12345', confirm: 'Abc12346' });
  await expect(await describedError(page, L.en.username)).toHaveText(L.en.usernamePattern);
  await expect(await describedError(page, L.en.confirm)).toHaveText('Confirmation password is not correct');
  await expect(form(page).getByLabel(L.en.username)).toHaveValue('1abc');
});

test('register settings changed through the control endpoint change the form', { tag: '@once' }, async ({ page, control }) => {
  await control.setRegisterField('qqNum', { show: true, required: true, minLength: 5, maxLength: 12 });
  await control.setRegisterField('email', { show: false });
  await control.setRegisterField('age18', { show: true });
  await openRegister(page, 'en');
  await expect(form(page).getByLabel(L.en.email)).toHaveCount(0);
  const qq = form(page).getByLabel(L.en.qq);
  await expect(qq).toHaveAttribute('aria-required', 'true');
  await qq.fill('12a');
  await submitRegister(page, { username: newUsername(), password: 'Abc12345' });
  await expect(await describedError(page, L.en.qq)).toHaveText('Digits only, 5 to 12 characters');
  await expect(await describedError(page, L.en.age18)).toHaveText(L.en.age18Required);
  await qq.fill('123456');
  await form(page).getByLabel(L.en.age18).check();
  await form(page).getByRole('button', { name: L.en.submit }).click();
  await expectSignedIn(page);
});

test('tabs follow the flags: none on, no form; mobile only, no tabs and the mobile form', { tag: '@once' }, async ({ page, control }) => {
  await control.setFlag('USERNAMEREG3', false);
  await control.setFlag('MOBILENUMREG3', false);
  await presetLanguage(page, 'es');
  await page.goto('/register');
  await expect(page.getByRole('dialog').getByText(L.es.noTabs)).toBeVisible();
  await control.setFlag('MOBILENUMREG3', true);
  await control.setFlag('MOBILENUMPASSREG3', false);
  await page.reload();
  await expect(form(page)).toHaveAttribute('data-tab', 'mobile');
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(form(page).getByLabel(L.es.mobile)).toBeVisible();
  await expect(form(page).getByLabel(L.es.password)).toHaveCount(0);
});

test('platform refusals show at their field and every typed value stays', { tag: '@once' }, async ({ page }) => {
  await openRegister(page, 'es');
  await submitRegister(page, { username: 'member01', password: 'Abc12345', email: 'someone@example.com' });
  await expect(await describedError(page, L.es.username)).toHaveText(L.es.usernameTaken);
  await expect(form(page).getByLabel(L.es.username)).toHaveValue('member01');
  await expect(form(page).getByLabel(L.es.password)).toHaveValue('Abc12345');
  await expect(form(page).getByLabel(L.es.email)).toHaveValue('someone@example.com');
  // Editing the refused field takes its refusal away; the other fields are untouched.
  await form(page).getByLabel(L.es.username).fill(newUsername());
  await expect(form(page).getByText(L.es.usernameTaken)).toHaveCount(0);
  await expect(form(page).getByLabel(L.es.username)).not.toHaveAttribute('aria-invalid', 'true');
});

test('a bad SMS code is refused at the code field; a failed call keeps the form', { tag: '@once' }, async ({ page, control }) => {
  await openRegister(page, 'en');
  await page.getByRole('tab', { name: L.en.tabMobile }).click();
  const mobile = `55886${randomInt(10_000, 100_000)}`;
  await form(page).getByLabel(L.en.mobile).fill(mobile);
  await form(page).getByTestId('sms-send').click();
  await expect(form(page).getByTestId('sms-send')).toHaveText(L.en.resendIn);
  await form(page).getByLabel(L.en.code).fill('000000');
  await submitRegister(page, { password: 'Abc12345' });
  await expect(await describedError(page, L.en.code)).toHaveText(L.en.codeInvalid);
  await expect(form(page).getByLabel(L.en.mobile)).toHaveValue(mobile);

  await control.failNext('registerMobile', 1, { errorCode: 'system.busy' });
  await form(page).getByLabel(L.en.code).fill((await control.smsCode(mobile)) ?? '');
  await form(page).getByRole('button', { name: L.en.submit }).click();
  await expect(form(page).getByTestId('register-error')).toBeVisible();
  await expect(form(page).getByLabel(L.en.password)).toHaveValue('Abc12345');
  await form(page).getByRole('button', { name: L.en.submit }).click();
  await expectSignedIn(page);
});

test('an invalid affiliate code opens the warning; a valid one from the URL makes the agent the upline', { tag: '@once' }, async ({ page, control }) => {
  await openRegister(page, 'es', '/register?affiliateCode=ZZZZ99');
  const affiliate = form(page).getByLabel(L.es.affiliate);
  await expect(affiliate).toHaveValue('ZZZZ99');
  const username = newUsername();
  await submitRegister(page, { username, password: 'Abc12345' });
  const warning = page.getByRole('dialog', { name: 'Código de invitación' });
  await expect(warning.getByTestId('affiliate-warning')).toHaveText(L.es.invitationError);
  await warning.getByRole('button', { name: L.es.ok }).click();
  await expect(warning).toHaveCount(0);
  expect(await control.account(username)).toBeNull();
  await affiliate.fill('ag0002');
  await form(page).getByRole('button', { name: L.es.submit }).click();
  await expectSignedIn(page);
  expect((await control.account(username))?.upline).toBe('agent02');
});

test('a captcha shown by the settings: a wrong answer is refused at the field with a fresh image, the right one registers', { tag: '@once' }, async ({ page, control }) => {
  await control.setRegisterField('captcha', { show: true, required: true });
  await openRegister(page, 'en');
  const image = page.getByTestId('register-captcha-image');
  await expect(image).toHaveAttribute('data-state', 'ready');
  const username = newUsername();
  await submitRegister(page, { username, password: 'Abc12345' });
  await expect(await describedError(page, /^Verification code\*?$/)).toHaveText('Please enter the captcha');
  const first = await control.captchaAnswer();
  await form(page).getByLabel(/^Verification code\*?$/).fill(first === '0000' ? '1111' : '0000');
  await form(page).getByRole('button', { name: L.en.submit }).click();
  await expect(await describedError(page, /^Verification code\*?$/)).toHaveText('The verification code is not correct');
  await expect(image).toHaveAttribute('data-state', 'ready');
  await expect(form(page).getByLabel(L.en.username)).toHaveValue(username);
  await form(page).getByLabel(/^Verification code\*?$/).fill((await control.captchaAnswer()) ?? '');
  await form(page).getByRole('button', { name: L.en.submit }).click();
  await expectSignedIn(page);
});
