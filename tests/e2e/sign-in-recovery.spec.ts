/**
 * Sign-in by SMS code, the new-IP check and password change and recovery in Chromium,
 * in Spanish and in English, against the embedded platform: the SMS countdown, its throttle and
 * rate limit, the second factors, and every refusal keeping what was typed.
 */
import { accountButton, ACCOUNTS, loginForm, openLogin, startSignedIn, submitLogin, TEXT } from './auth-helpers';
import { expect, presetLanguage, test } from './fixtures';

const LANGS = [
  {
    lang: 'es',
    smsTab: 'Código SMS',
    usernameTab: 'Usuario',
    mobile: /^Número de móvil/,
    smsCode: /^Código SMS/,
    send: 'Enviar código',
    resendIn: /^Reenviar en [1-6]\d s$/,
    waitFive: /^Espera (5:00|4:[0-5]\d)$/,
    mobileFormat: 'Por favor, introduce un número de móvil válido',
    codeRequired: 'Introduce el código de verificación',
    badCode: 'El código de verificación no es válido.',
    tooMany: 'Demasiadas solicitudes. Inténtalo de nuevo dentro de 5 minutos.',
    smsWarning: 'No se pudo enviar el código',
    ipTitle: 'Verifica que eres tú',
    authenticator: 'Código de la app de autenticación',
    emailMethod: 'Código por correo electrónico',
    sixDigits: /^Código de 6 dígitos/,
    emailCode: /^Código de verificación/,
    verify: 'Verificar',
    forgot: '¿Olvidaste tu contraseña?',
    byPhone: 'Por móvil',
    username: /^Usuario/,
    email: /^Correo electrónico/,
    sendEmail: 'Enviar instrucciones',
    notFound: 'El usuario o el correo electrónico no existe.',
    emailFormat: 'Formato de correo electrónico incorrecto',
    mailSent: 'Enviamos las instrucciones para restablecer tu contraseña a me***@rp01.example.',
    reset: 'Restablecer y entrar',
    changeEntry: 'Cambiar contraseña',
    oldWrong: 'La contraseña actual no es correcta.',
    mismatch: 'La contraseña de confirmación no es correcta',
  },
  {
    lang: 'en',
    smsTab: 'SMS code',
    usernameTab: 'Username',
    mobile: /^Mobile number/,
    smsCode: /^SMS code/,
    send: 'Send code',
    resendIn: /^Resend in [1-6]\d s$/,
    waitFive: /^Wait (5:00|4:[0-5]\d)$/,
    mobileFormat: 'Please enter a valid mobile number',
    codeRequired: 'Enter the verification code',
    badCode: 'Invalid verification code.',
    tooMany: 'Too many requests. Please try again after 5 minutes.',
    smsWarning: 'The code could not be sent',
    ipTitle: "Confirm it's you",
    authenticator: 'Authenticator app code',
    emailMethod: 'Code by e-mail',
    sixDigits: /^6-digit code/,
    emailCode: /^Verification code/,
    verify: 'Verify',
    forgot: 'Forgot your password?',
    byPhone: 'By mobile',
    username: /^Username/,
    email: /^E-mail/,
    sendEmail: 'Send instructions',
    notFound: 'Username or email does not exist.',
    emailFormat: 'E-mail format is incorrect',
    mailSent: 'We sent the instructions to reset your password to me***@rp01.example.',
    reset: 'Reset and sign in',
    changeEntry: 'Change password',
    oldWrong: 'Your current password is not correct.',
    mismatch: 'Confirmation password is not correct',
  },
] as const;

for (const L of LANGS) {
  test.describe(`SMS login, new-IP check and password recovery (${L.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, L.lang);
    });

    if (L.lang === 'es') test('SMS tab only with MOBILEVERCODELOGIN3; countdown after a send; wrong code kept; right code signs in', { tag: '@once' }, async ({ page, control }) => {
      test.setTimeout(60_000);
      await control.setFlag('MOBILEVERCODELOGIN3', false);
      await openLogin(page);
      await expect(page.getByRole('tab', { name: L.smsTab })).toHaveCount(0);

      await control.setFlag('MOBILEVERCODELOGIN3', true);
      await openLogin(page);
      await page.getByRole('tab', { name: L.smsTab }).click();
      const form = page.getByTestId('sms-login-form');
      // nothing is sent to a malformed number
      await form.getByLabel(L.mobile).fill('12ab');
      await form.getByRole('button', { name: L.send }).click();
      await expect(form.getByText(L.mobileFormat)).toBeVisible();
      expect(await control.smsCode('12ab')).toBeNull();

      await form.getByLabel(L.mobile).fill(ACCOUNTS.member.mobile);
      await form.getByRole('button', { name: TEXT.submit }).click();
      await expect(form.getByText(L.codeRequired)).toBeVisible();
      await form.getByTestId('sms-send').click();
      await expect(form.getByTestId('sms-send')).toHaveText(L.resendIn);
      await expect(form.getByTestId('sms-send')).toBeDisabled();
      const code = await control.smsCode(ACCOUNTS.member.mobile);
      expect(code).toMatch(/^\d{6}$/);

      await form.getByLabel(L.smsCode).fill(code === '111111' ? '222222' : '111111');
      await form.getByRole('button', { name: TEXT.submit }).click();
      await expect(form.getByTestId('login-error')).toHaveText(L.badCode);
      await expect(form.getByLabel(L.mobile)).toHaveValue(ACCOUNTS.member.mobile);

      await form.getByLabel(L.smsCode).fill(code ?? '');
      await form.getByRole('button', { name: TEXT.submit }).click();
      await expect(accountButton(page)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });

    if (L.lang === 'es') test('SMS send refused: warning dialog with the message; too many requests locks the button for 5 minutes', { tag: '@once' }, async ({ page, control }) => {
      await control.setFlag('MOBILEVERCODELOGIN3', true);
      await control.failNext('smsNoLogin', 1, { errorCode: 'mobile.format.invalid' });
      await openLogin(page);
      await page.getByRole('tab', { name: L.smsTab }).click();
      const form = page.getByTestId('sms-login-form');
      await form.getByLabel(L.mobile).fill(ACCOUNTS.member.mobile);
      await form.getByTestId('sms-send').click();
      const warning = page.getByRole('dialog', { name: L.smsWarning });
      await expect(warning).toBeVisible();
      await warning.getByRole('button', { name: TEXT.ok }).click();
      await expect(warning).toHaveCount(0);
      await expect(form.getByLabel(L.mobile)).toHaveValue(ACCOUNTS.member.mobile);

      await control.failNext('smsNoLogin', 1, { errorCode: 'TOO_MANY_REQUESTS' });
      await expect(form.getByTestId('sms-send')).toBeEnabled();
      await form.getByTestId('sms-send').click();
      await expect(page.getByTestId('sms-warning')).toHaveText(L.tooMany);
      await page.getByRole('dialog', { name: L.smsWarning }).getByRole('button', { name: TEXT.ok }).click();
      await expect(form.getByTestId('sms-send')).toHaveText(L.waitFive);
      await expect(form.getByTestId('sms-send')).toBeDisabled();
    });

    if (L.lang === 'es') test('new IP: the offered methods, a wrong code is said and can be corrected, the right one signs in', { tag: '@once' }, async ({ page, control }) => {
      await control.markIpUnregistered(ACCOUNTS.member.username);
      // the authenticator app is offered only once one is bound (the security centre's binding)
      await control.bindAuthenticator(ACCOUNTS.member.username);
      await openLogin(page);
      await submitLogin(page, ACCOUNTS.member);
      const verify = page.getByTestId('ip-verification-form');
      await expect(verify.getByRole('heading', { name: L.ipTitle })).toBeVisible();
      await expect(verify.getByRole('radio')).toHaveCount(4);
      await verify.getByRole('radio', { name: L.authenticator }).check();
      await verify.getByLabel(L.sixDigits).fill('000000');
      await verify.getByRole('button', { name: L.verify }).click();
      await expect(verify.getByTestId('login-error')).toHaveText(L.badCode);
      await expect(verify.getByRole('radio', { name: L.authenticator })).toBeChecked();

      const codes = await control.loginVerification(ACCOUNTS.member.username);
      await verify.getByRole('radio', { name: L.emailMethod }).check();
      await verify.getByLabel(L.emailCode).fill(codes?.emailCode ?? '');
      await verify.getByRole('button', { name: L.verify }).click();
      await expect(accountButton(page)).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    });

    if (L.lang === 'es') test('forgot by e-mail: link from the login popup, rules, refusal keeps the form, mail sent to the masked address', async ({ page, control }) => {
      await control.setFlag('CHNGPASSVERIF3', false);
      await openLogin(page);
      await loginForm(page).getByRole('link', { name: L.forgot }).click();
      await expect(page).toHaveURL(/\/forgotPassword$/);
      await expect(page.getByRole('tab', { name: L.byPhone })).toHaveCount(0);
      const form = page.getByTestId('forgot-email-form');
      await form.getByLabel(L.username).fill(ACCOUNTS.member.username);
      await form.getByLabel(L.email).fill('not-an-email');
      await form.getByRole('button', { name: L.sendEmail }).click();
      await expect(form.getByText(L.emailFormat)).toBeVisible();
      await form.getByLabel(L.email).fill('someone.else@rp01.example');
      await form.getByRole('button', { name: L.sendEmail }).click();
      await expect(form.getByTestId('password-error')).toHaveText(L.notFound);
      await expect(form.getByLabel(L.username)).toHaveValue(ACCOUNTS.member.username);
      await form.getByLabel(L.email).fill(ACCOUNTS.member.email);
      await form.getByRole('button', { name: L.sendEmail }).click();
      await expect(page.getByTestId('mail-sent')).toHaveText(L.mailSent);
    });

    if (L.lang === 'es') test('forgot by phone (CHNGPASSVERIF3): SMS code and new password sign the member in; the new password works', { tag: '@once' }, async ({ page, control }) => {
      test.setTimeout(60_000);
      await control.setFlag('CHNGPASSVERIF3', true);
      await page.goto('/forgotPassword');
      await page.getByRole('tab', { name: L.byPhone }).click();
      const form = page.getByTestId('forgot-phone-form');
      await form.getByLabel(L.mobile).fill(ACCOUNTS.member.mobile);
      await form.getByTestId('sms-send').click();
      await expect(form.getByTestId('sms-send')).toHaveText(L.resendIn);
      await form.getByLabel(L.smsCode).fill((await control.smsCode(ACCOUNTS.member.mobile)) ?? '');
      await form.getByLabel(/^(Nueva contraseña|New password)/).fill('Phone2025x');
      await form.getByLabel(/^(Confirmar nueva contraseña|Confirm new password)/).fill('Phone2025y');
      await form.getByRole('button', { name: L.reset }).click();
      await expect(form.getByText(L.mismatch)).toBeVisible();
      await form.getByLabel(/^(Confirmar nueva contraseña|Confirm new password)/).fill('Phone2025x');
      await form.getByRole('button', { name: L.reset }).click();
      await expect(accountButton(page)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      expect((await control.account(ACCOUNTS.member.username))?.password).toBe('Phone2025x');
    });

    if (L.lang === 'es') test('forgot by phone: a code typed while the send is unanswered is kept when the answer arrives', { tag: '@once' }, async ({ page, control }) => {
      test.setTimeout(60_000);
      await control.setFlag('CHNGPASSVERIF3', true);
      // the send's answer waits for the test: the platform has answered (the code exists), the page has not been told
      let reachedPlatform!: () => void;
      const atPlatform = new Promise<void>((resolve) => (reachedPlatform = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/wps/verification/sms/noLogin', async (route) => {
        const response = await route.fetch();
        reachedPlatform();
        await released;
        await route.fulfill({ response });
      });
      await page.goto('/forgotPassword');
      await page.getByRole('tab', { name: L.byPhone }).click();
      const form = page.getByTestId('forgot-phone-form');
      await form.getByLabel(L.mobile).fill(ACCOUNTS.member.mobile);
      await form.getByTestId('sms-send').click();
      await atPlatform;
      const code = await control.smsCode(ACCOUNTS.member.mobile);
      expect(code).toMatch(/^\d{6}$/);
      await expect(form.getByTestId('sms-send')).toHaveAttribute('data-state', 'sending');
      await form.getByLabel(L.smsCode).pressSequentially(code ?? '');
      await expect(form.getByLabel(L.smsCode)).toHaveValue(code ?? '');
      release();
      // the answer is taken (the countdown runs); what was typed meanwhile stays
      await expect(form.getByTestId('sms-send')).toHaveText(L.resendIn);
      await expect(form.getByLabel(L.smsCode)).toHaveValue(code ?? '');
      await expect(form.getByLabel(L.mobile)).toHaveValue(ACCOUNTS.member.mobile);
      await form.getByLabel(/^(Nueva contraseña|New password)/).fill('Phone2025x');
      await form.getByLabel(/^(Confirmar nueva contraseña|Confirm new password)/).fill('Phone2025x');
      await form.getByRole('button', { name: L.reset }).click();
      await expect(accountButton(page)).toBeVisible();
      expect((await control.account(ACCOUNTS.member.username))?.password).toBe('Phone2025x');
    });

    if (L.lang === 'en') test('change password from the account menu: wrong current password kept and said; success goes home and the new one signs in', async ({ page, control }) => {
      test.setTimeout(60_000);
      await startSignedIn(page, ACCOUNTS.member);
      await accountButton(page).click();
      await page.getByRole('menuitem', { name: L.changeEntry }).click();
      await expect(page).toHaveURL(/\/changePassword$/);
      const form = page.getByTestId('change-password-form');
      await form.getByLabel(/^(Contraseña actual|Current password)/).fill('Wrong2024');
      await form.getByLabel(/^(Nueva contraseña|New password)/).fill('Fresh2025x');
      await form.getByLabel(/^(Confirmar nueva contraseña|Confirm new password)/).fill('Fresh2025x');
      await form.getByRole('button', { name: /^(Cambiar contraseña|Change password)$/ }).click();
      await expect(form.getByTestId('change-password-error')).toHaveText(L.oldWrong);
      await expect(form.getByLabel(/^(Nueva contraseña|New password)/)).toHaveValue('Fresh2025x');
      await form.getByLabel(/^(Contraseña actual|Current password)/).fill(ACCOUNTS.member.password);
      await form.getByRole('button', { name: /^(Cambiar contraseña|Change password)$/ }).click();
      await expect(form).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
      await expect(accountButton(page)).toBeVisible();
      expect((await control.account(ACCOUNTS.member.username))?.password).toBe('Fresh2025x');
    });

    if (L.lang === 'es') test('change password without a session goes to /login', { tag: '@once' }, async ({ page }) => {
      await page.goto('/changePassword');
      await expect(page).toHaveURL(/\/login$/);
    });
  });
}
