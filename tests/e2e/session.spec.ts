/**
 * Session and sign-in in Chromium, in Spanish and in English: every branch of the
 * session, login and balance charts walked as a user would, against the embedded platform.
 */
import { accountButton, ACCOUNTS, endSessionOnNextCall, loginForm, openLogin, startSignedIn, submitLogin, TEXT } from './auth-helpers';
import { expect, presetLanguage, test } from './fixtures';

const LANGS = [
  {
    lang: 'es',
    agentsOnly: 'Solo los agentes pueden iniciar sesión.',
    nonMember: 'Las cuentas que no son de miembro no pueden iniciar sesión.',
    notLoggedIn: 'No has iniciado sesión. Por favor, inicia sesión.',
    credentials: 'Usuario o contraseña incorrectos.',
    trial: 'Necesitas una cuenta real para esta acción. Regístrate para continuar.',
    required: 'El campo no puede estar vacío',
    captchaRequired: 'Por favor, introduce el código de verificación',
    passwordFormat: 'Formato de contraseña incorrecto',
    mismatch: 'La contraseña de confirmación no es correcta',
    logoutTitle: 'Cerrar sesión',
    changeTitle: 'Cambiar contraseña',
    copied: 'Copiado',
  },
  {
    lang: 'en',
    agentsOnly: 'Non-agents cannot log in.',
    nonMember: 'Accounts that are not members cannot log in.',
    notLoggedIn: 'You are not logged in. Please log in.',
    credentials: 'Incorrect username or password.',
    trial: 'You need a real account for this. Sign up to continue.',
    required: 'Input cannot be empty',
    captchaRequired: 'Please enter the captcha',
    passwordFormat: 'Password format is incorrect',
    mismatch: 'Confirmation password is not correct',
    logoutTitle: 'Sign out',
    changeTitle: 'Change password',
    copied: 'Copied',
  },
] as const;

for (const L of LANGS) {
  test.describe(`session and sign-in (${L.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, L.lang);
    });

    if (L.lang === 'es') test('member login: token in sessionStorage only, header balance, restore on reload, logout after confirmation', async ({ page, consoleErrors }) => {
      test.setTimeout(60_000);
      await openLogin(page);
      await submitLogin(page, ACCOUNTS.member);
      await expect(page).toHaveURL(/\/$/);
      await expect(loginForm(page)).toHaveCount(0);
      await expect(accountButton(page)).toBeVisible();
      await expect(page.getByTestId('balance-amount')).toHaveText(/^\$[\d,.]+\.\d{2}$/);
      // signed in on the home, the member's recent games show there without a reload
      await expect(page.getByTestId('section-recent')).toBeVisible();
      const stored = await page.evaluate(() => ({ token: sessionStorage.getItem('token'), local: JSON.stringify(localStorage), cookies: document.cookie }));
      expect(stored.token).toBeTruthy();
      expect(stored.local).not.toContain('Member2024');
      expect(stored.cookies).not.toContain('Member2024');

      // show/hide and refresh
      await page.getByRole('button', { name: TEXT.toggleBalance }).click();
      await expect(page.getByTestId('balance-amount')).toHaveText('••••••');
      await page.getByRole('button', { name: TEXT.toggleBalance }).click();
      await page.getByRole('button', { name: TEXT.refreshBalance }).click();
      await expect(page.getByTestId('balance')).toHaveAttribute('data-state', 'ready');

      await page.reload();
      await expect(accountButton(page)).toBeVisible();

      await accountButton(page).click();
      await page.getByRole('menuitem', { name: TEXT.signOut }).click();
      const dialog = page.getByRole('dialog', { name: L.logoutTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: TEXT.cancel }).click();
      await expect(dialog).toHaveCount(0);
      await expect(accountButton(page)).toBeVisible();

      await page.goto('/promotions');
      await accountButton(page).click();
      await page.getByRole('menuitem', { name: TEXT.signOut }).click();
      await page.getByTestId('logout-confirm').click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner').getByRole('link', { name: /Iniciar sesión|Entrar|Log in/ }).first()).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
      // and signed out, the home no longer shows them
      await expect(page.getByTestId('section-hot')).toBeVisible();
      await expect(page.getByTestId('section-recent')).toHaveCount(0);
      expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
    });

    if (L.lang === 'es') test('validation messages, failed login keeps what was typed, captcha after the failure, refresh throttled, the password shown and hidden from the keyboard', { tag: '@once' }, async ({ page, control }) => {
      await openLogin(page);
      await loginForm(page).getByRole('button', { name: TEXT.submit }).click();
      await expect(loginForm(page).getByText(L.required)).toHaveCount(2);

      await submitLogin(page, { username: '  member01 ', password: 'wrong-one' });
      await expect(page.getByTestId('login-error')).toHaveText(L.credentials);
      await expect(loginForm(page).getByLabel(TEXT.username)).toHaveValue('  member01 ');
      const image = page.getByTestId('captcha-image');
      await expect(image).toHaveAttribute('data-state', 'ready');
      const first = await image.locator('img').getAttribute('src');
      const captchaCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/wps/captcha') captchaCalls.push(request.url());
      });
      // two clicks in a row: at most one refresh per second, so the second is ignored
      await image.dispatchEvent('click');
      await image.dispatchEvent('click');
      await expect(image).toHaveAttribute('data-state', 'ready');
      expect(await image.locator('img').getAttribute('src')).not.toBe(first);
      expect(captchaCalls).toHaveLength(1);

      await loginForm(page).getByLabel(TEXT.password).fill('Member2024');
      // the typed password can be checked: the toggle after it (Tab) shows it and hides it again
      // from the keyboard, without submitting the form
      const password = loginForm(page).getByLabel(TEXT.password);
      const reveal = loginForm(page).getByRole('button', { name: 'Mostrar contraseña', exact: true });
      await expect(password).toHaveAttribute('type', 'password');
      await password.press('Tab');
      await expect(reveal).toBeFocused();
      await expect(reveal).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.press('Enter');
      await expect(password).toHaveAttribute('type', 'text');
      await expect(password).toHaveValue('Member2024');
      await expect(reveal).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Space');
      await expect(password).toHaveAttribute('type', 'password');
      await expect(reveal).toHaveAttribute('aria-pressed', 'false');
      await expect(loginForm(page).getByText(L.captchaRequired)).toHaveCount(0);
      await loginForm(page).getByRole('button', { name: TEXT.submit }).click();
      await expect(loginForm(page).getByText(L.captchaRequired)).toBeVisible();
      await submitLogin(page, ACCOUNTS.member, () => control.captchaAnswer());
      await expect(accountButton(page)).toBeVisible();
    });

    if (L.lang === 'es') test('remember-me keeps the username for a day, never the password', { tag: '@once' }, async ({ page, context }) => {
      await openLogin(page);
      await loginForm(page).getByText(/Recordar usuario|Remember username/).click();
      await submitLogin(page, ACCOUNTS.member);
      await expect(accountButton(page)).toBeVisible();
      const cookie = (await context.cookies()).find((c) => c.name === 'rememberUsername');
      expect(cookie?.value).toBe('member01');
      // max-age is counted by the browser's cookie store, on the real clock (Playwright's clock,
      // which puts the page on the run's day, moves the page's scripts only)
      // eslint-disable-next-line no-restricted-syntax -- see above
      const realSeconds = Date.now() / 1000;
      expect(cookie!.expires - realSeconds).toBeGreaterThan(23 * 3600);
      expect(cookie!.expires - realSeconds).toBeLessThanOrEqual(24 * 3600 + 5);
      expect(JSON.stringify(await context.cookies())).not.toContain('Member2024');
      await page.evaluate(() => sessionStorage.clear());
      await page.goto('/login');
      await expect(loginForm(page).getByLabel(TEXT.username)).toHaveValue('member01');
      await expect(loginForm(page).getByLabel(TEXT.password)).toHaveValue('');
    });

    if (L.lang === 'es') test('a non-member (back-office) account cannot log in; nothing is stored', { tag: '@once' }, async ({ page }) => {
      await openLogin(page);
      await submitLogin(page, { username: 'admin01', password: 'Admin2024' });
      await expect(page.getByTestId('login-error')).toHaveText(L.nonMember);
      await expect(loginForm(page).getByLabel(TEXT.username)).toHaveValue('admin01');
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    });

    if (L.lang === 'es') test('first-time login runs the first-login action', { tag: '@once' }, async ({ page, control }) => {
      await openLogin(page);
      await submitLogin(page, ACCOUNTS.firstLogin);
      await expect(accountButton(page)).toBeVisible();
      expect((await control.account('firstlogin01'))?.firstTimeLogin).toBe(false);
    });

    // The weak one under the brand's default rule (letters and numbers); the expired one under a
    // digits-only rule, which the platform checks the new password against: the form asks for
    // the platform's rule, never a fixed one a digits-only brand could not meet.
    for (const which of ['weak', 'expired'] as const) {
      if (L.lang === 'es') test(`${which} password: forced change with the platform's password rule (the password just typed is not asked again), then signed in`, { tag: '@once' }, async ({ page, control }) => {
        const digitsOnly = which === 'expired';
        if (digitsOnly) await control.setRegisterField('password', { acceptedPattern: '^\\d+$', patternId: 7, minLength: 6, maxLength: 10 });
        const [breaksRule, meetsRule] = digitsOnly ? ['Fresh2025x', '13572468'] : ['abc', 'Fresh2025x'];
        await openLogin(page);
        await submitLogin(page, ACCOUNTS[which]);
        const form = page.getByTestId('change-password-form');
        await expect(form.getByRole('heading', { name: L.changeTitle })).toBeVisible();
        await expect(form.getByLabel(/^(Contraseña actual|Current password)/)).toHaveCount(0);
        await expect(form.getByText(digitsOnly ? 'Solo dígitos, entre 6 y 10 caracteres' : 'Combina letras y números, entre 6 y 20 caracteres')).toBeVisible();
        await form.getByLabel(/^(Nueva contraseña|New password)/).fill(breaksRule);
        await form.getByLabel(/^(Confirmar nueva contraseña|Confirm new password)/).fill('abd');
        await form.getByRole('button', { name: /^(Cambiar contraseña|Change password)$/ }).click();
        await expect(form.getByText(L.passwordFormat)).toBeVisible();
        await expect(form.getByText(L.mismatch)).toBeVisible();
        await form.getByLabel(/^(Nueva contraseña|New password)/).fill(meetsRule);
        await form.getByLabel(/^(Confirmar nueva contraseña|Confirm new password)/).fill(meetsRule);
        await form.getByRole('button', { name: /^(Cambiar contraseña|Change password)$/ }).click();
        await expect(accountButton(page)).toBeVisible();
        await expect(page).toHaveURL(/\/$/);
        // the held password was the old one: the new one now signs in
        expect(await control.account(ACCOUNTS[which].username)).toMatchObject({ password: meetsRule, passwordExpired: false });
      });
    }

    if (L.lang === 'es') test('agent site: non-agents refused, agents go to /agentHome, visitors sent back to /agent, agent logout returns to /agent', { tag: '@once' }, async ({ page }) => {
      await page.goto('/agentHome');
      await expect(page).toHaveURL(/\/agent$/);
      await submitLogin(page, ACCOUNTS.member);
      await expect(page.getByTestId('login-error')).toHaveText(L.agentsOnly);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
      await submitLogin(page, ACCOUNTS.agent);
      await expect(page).toHaveURL(/\/agentHome$/);
      await page.getByRole('button', { name: TEXT.signOut }).click();
      await page.getByTestId('logout-confirm').click();
      await expect(page).toHaveURL(/\/agent$/);
      await expect(loginForm(page)).toBeVisible();
    });

    if (L.lang === 'en') test('agent on the main site: badge and agent entry in the avatar menu', async ({ page }) => {
      await startSignedIn(page, ACCOUNTS.agent);
      await accountButton(page).click();
      await page.getByRole('menuitem', { name: /Centro de agentes|Agent centre/ }).click();
      await expect(page).toHaveURL(/\/agentHome$/);
    });

    if (L.lang === 'es') test('free play: trial session, restricted actions show the real-account notice, no consolidated balance or unread count', async ({ page }) => {
      const calls: string[] = [];
      page.on('request', (request) => calls.push(new URL(request.url()).pathname));
      await openLogin(page);
      await loginForm(page).getByRole('button', { name: TEXT.freePlay }).click();
      await expect(accountButton(page)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/member');
      await expect(page.getByTestId('trial-notice')).toHaveText(L.trial);
      await page.getByRole('button', { name: TEXT.ok }).click();
      await expect(page.getByTestId('trial-notice')).toHaveCount(0);
      expect(calls.filter((path) => path.includes('funds/consolidated') || path.includes('unread'))).toEqual([]);
    });

    if (L.lang === 'es') test('a 401 from any call: visitor with the not-logged-in message, on the same page', { tag: '@once' }, async ({ page, control }) => {
      // the favourites' load has no star on this page to show it: its answer is awaited instead
      const favouritesAnswered = page.waitForResponse((response) => response.url().includes('/MCSFE_getFavoriteGames'));
      await startSignedIn(page, ACCOUNTS.member, '/promotions');
      await expect(accountButton(page)).toBeVisible();
      // the signed-in page's own loads (balance, favourites) are answered first, so the 401 comes
      // from the refresh below and not from one of them racing the click
      await expect(page.getByTestId('balance')).toHaveAttribute('data-state', 'ready');
      await favouritesAnswered;
      await endSessionOnNextCall(page, control, 'member01');
      await expect(page.getByTestId('session-expired')).toHaveText(L.notLoggedIn);
      await page.getByRole('button', { name: TEXT.ok }).click();
      await expect(page).toHaveURL(/\/promotions$/);
      await expect(accountButton(page)).toHaveCount(0);
    });

    if (L.lang === 'es') test('lottery routes without a token go to the login popup', { tag: '@once' }, async ({ page }) => {
      await page.goto('/lottery?gameCode=VN01');
      await expect(page).toHaveURL(/\/login$/);
      await expect(loginForm(page)).toBeVisible();
    });

    if (L.lang === 'es') test('copy user ID shows the copy-success dialog', { tag: '@once' }, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await startSignedIn(page, ACCOUNTS.member);
      await accountButton(page).click();
      await page.getByRole('menuitem', { name: /Copiar ID de usuario|Copy user ID/ }).click();
      await expect(page.getByRole('dialog', { name: L.copied })).toBeVisible();
    });
  });
}

// A trial account's header carries the most (the trial badge, balance, deposit, withdraw, account)
// and Spanish has the longest words: each control must keep its own space at both widths, in both
// languages, or a click meant for Deposit lands on the balance's refresh button.
test('signed-in header: every control has its own space and takes its own click', async ({ page }) => {
  await startSignedIn(page, ACCOUNTS.trial);
  for (const lang of ['es', 'en']) {
    await page.evaluate((value) => localStorage.setItem('lang', value), lang);
    await page.reload();
    await expect(page.getByTestId('balance')).toHaveAttribute('data-state', 'ready');
    const banner = page.getByRole('banner');
    // deposit and withdraw live in the side menu on a phone, in the header from the tablet width up
    const moneyInHeader = (page.viewportSize()?.width ?? 0) >= 768;
    const controls = [
      page.getByTestId('balance'),
      ...(moneyInHeader ? [banner.getByRole('button', { name: TEXT.deposit }), banner.getByRole('button', { name: /^(Retirar|Withdraw)$/ })] : []),
      accountButton(page),
    ];
    const boxes: { x: number; width: number }[] = [];
    for (const control of controls) {
      await expect(control).toBeVisible();
      const box = await control.boundingBox();
      if (!box) throw new Error('a header control has no box');
      boxes.push(box);
      // the control itself (or something inside it) is what a click at its centre reaches
      const reached = await control.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return hit !== null && (element === hit || element.contains(hit));
      });
      expect(reached, `${lang}: ${await control.evaluate((e) => e.getAttribute('aria-label') ?? e.getAttribute('data-testid'))} is covered`).toBe(true);
    }
    boxes.slice(1).forEach((box, index) => {
      const before = boxes[index]!;
      expect(box.x, `${lang}: header control ${index + 1} starts inside the one before it`).toBeGreaterThanOrEqual(before.x + before.width - 0.5);
    });
  }
});
