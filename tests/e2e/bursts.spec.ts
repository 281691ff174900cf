/**
 * Bursts: twenty clicks within a second on every control that calls the
 * platform — the SMS send buttons, the captcha images, a favourite star and every submit button,
 * the money ones included (deposit, withdraw, wallet and upline transfers) —
 * reach the platform at most as often as SPEC.md allows, counted in the platform's call log
 * (control `calls` / `callCount`, cleared right before each burst); a submit double-clicked and
 * then clicked on through the second sends exactly one call.
 *
 * The clicks are DOM clicks fired inside the page on a timer (not Playwright clicks, which wait for
 * the control to be actionable and would turn a burst into a queue): a click on a disabled button
 * does nothing, as for a person. After the burst each test waits on the page's state (the call
 * settled and its result shows), never on a fixed time, then reads the call log.
 */
import type { ElementHandle, Locator, Page } from '@playwright/test';
import type { ControlClient } from '../../schema/control/client';
import type { RouteId } from '../../src/api/routes';
import { ACCOUNTS, loginForm, openLogin, registerForm, settle, startSignedIn, submitLogin, TEXT } from './auth-helpers';
import { expect, test } from './fixtures';
import { randomInt } from 'node:crypto';

const BURST_CLICKS = 20;
/** The twenty clicks are spread over this much of the second (one every 45 ms). */
const BURST_SPREAD_MS = 900;

const T = {
  smsTab: /^(Código SMS|SMS code)$/,
  mobile: /^(Número de móvil|Mobile number)/,
  smsCode: /^(Código SMS|SMS code)/,
  byPhone: /^(Por móvil|By mobile)$/,
  newPassword: /^(Nueva contraseña|New password)/,
  confirmNew: /^(Confirmar nueva contraseña|Confirm new password)/,
  currentPassword: /^(Contraseña actual|Current password)/,
  changeSubmit: /^(Cambiar contraseña|Change password)$/,
  forgotUsername: /^(Usuario|Username)/,
  forgotEmail: /^(Correo electrónico|E-mail)/,
  sendEmail: /^(Enviar instrucciones|Send instructions)$/,
  reset: /^(Restablecer y entrar|Reset and sign in)$/,
  emailMethod: /^(Código por correo electrónico|Code by e-mail)$/,
  emailCode: /^(Código de verificación|Verification code)/,
  verify: /^(Verificar|Verify)$/,
  registerUsername: /^(Usuario|Username)/,
  registerPassword: /^(Contraseña|Password)\*?$/,
  registerConfirm: /^(Confirmar contraseña|Confirm password)/,
  terms: /(términos y condiciones|terms and conditions)/,
  registerSubmit: /^(Registrarme|Sign up)$/,
  registerMobileTab: /^(Con móvil|By mobile)$/,
  depositAmount: /^(Monto|Amount)/,
  withdrawAmount: /^(Monto a retirar|Amount to withdraw)/,
  withdrawContinue: /^(Continuar|Continue)$/,
  paymentPassword: /^(Contraseña de pago|Payment password)/,
  withdrawConfirm: /^(Confirmar retiro|Confirm withdrawal)$/,
};

interface BurstResult {
  /** Clicks fired on the control while it was on the page. */
  readonly fired: number;
  /** From the first click to the last one fired, in ms (page clock). */
  readonly spanMs: number;
}

/**
 * Fires `clicks` (BURST_CLICKS) DOM clicks at the control (a locator, or an element held before it
 * may go), one every BURST_SPREAD_MS / BURST_CLICKS ms, and answers once the last is due. A click is skipped when the control has left the page (a form that
 * closed on success) or, with `withinMs`, when it would come later than that after the first click.
 */
async function burst(control: Locator | ElementHandle, { withinMs, clicks = BURST_CLICKS }: { withinMs?: number; clicks?: number } = {}): Promise<BurstResult> {
  const element = 'elementHandle' in control ? await control.elementHandle() : control;
  if (!element) throw new Error('the burst\'s control is not on the page');
  return element.evaluate(
    (element, { clicks, spacing, deadline }) =>
      new Promise<BurstResult>((resolve) => {
        const start = performance.now();
        let fired = 0;
        let last = start;
        let due = clicks;
        for (let i = 0; i < clicks; i += 1) {
          setTimeout(() => {
            const now = performance.now();
            if (element.isConnected && (deadline === null || now - start < deadline)) {
              (element as HTMLElement).click();
              fired += 1;
              last = now;
            }
            due -= 1;
            if (due === 0) resolve({ fired, spanMs: Math.round(last - start) });
          }, i * spacing);
        }
      }),
    { clicks, spacing: BURST_SPREAD_MS / BURST_CLICKS, deadline: withinMs ?? null },
  );
}

/** The calls of these routes the platform answered since the last clearCalls. */
async function callsOf(control: ControlClient, ...routes: RouteId[]) {
  return (await control.calls()).filter((call) => call.route !== null && (routes as string[]).includes(call.route));
}

test.describe('bursts: twenty clicks in a second reach the platform as often as SPEC.md allows', { tag: '@once' }, () => {
  test.describe('captcha refresh: at most once per second (SPEC.md §5, §9)', () => {
    /** Each refresh starts only after the previous one's second of cooling: calls are ≥ 1000 ms apart on the platform's clock. */
    async function expectCaptchaThrottled(control: ControlClient, result: BurstResult) {
      const calls = await callsOf(control, 'captcha');
      // ≤ 2 for a burst within 1 s: the refresh of the first click and at most one per further started second
      const allowed = 1 + Math.ceil(result.spanMs / 1000);
      test.info().annotations.push({ type: 'burst', description: `captcha: ${calls.length} calls for ${result.fired} clicks over ${result.spanMs} ms (allowed ${allowed})` });
      expect(calls.length, `captcha calls for ${result.fired} clicks over ${result.spanMs} ms`).toBeGreaterThanOrEqual(1);
      expect(calls.length, `captcha calls for ${result.fired} clicks over ${result.spanMs} ms`).toBeLessThanOrEqual(allowed);
      for (let i = 1; i < calls.length; i += 1) {
        // the platform and the browser share the machine's clock; 10 ms for timer rounding
        expect(calls[i]!.at - calls[i - 1]!.at, 'time between two captcha refreshes').toBeGreaterThanOrEqual(990);
      }
    }

    test('the login form after a failed login', async ({ page, control }) => {
      await openLogin(page);
      await submitLogin(page, { username: ACCOUNTS.member.username, password: 'Wrong2024' });
      const image = loginForm(page).getByTestId('captcha-image');
      // the first image loaded and its second of cooling is over: a click now refreshes
      await expect(image).toHaveAttribute('data-state', 'ready');
      await control.clearCalls();

      const result = await burst(image);
      expect(result.fired).toBe(BURST_CLICKS);
      await expect(image).toHaveAttribute('data-state', 'ready');
      await expectCaptchaThrottled(control, result);
    });

    test('the register form with the captcha shown', async ({ page, control }) => {
      await control.setRegisterField('captcha', { show: true, required: true });
      await page.goto('/register');
      const image = registerForm(page).getByTestId('register-captcha-image');
      await expect(image).toHaveAttribute('data-state', 'ready');
      await expect(image).not.toHaveAttribute('aria-disabled', 'true');
      await control.clearCalls();

      const result = await burst(image);
      expect(result.fired).toBe(BURST_CLICKS);
      await expect(image).toHaveAttribute('data-state', 'ready');
      await expect(image).not.toHaveAttribute('aria-disabled', 'true');
      await expectCaptchaThrottled(control, result);
    });
  });

  test.describe('SMS send: one send, then the countdown locks the button (SPEC.md §4, §9)', () => {
    const SMS_ROUTES: RouteId[] = ['smsNoLogin', 'smsRegister', 'smsRegisterMobile'];

    async function expectOneSend(control: ControlClient, send: Locator, result: BurstResult) {
      await expect(send).toHaveAttribute('data-state', 'codeSent');
      const calls = await callsOf(control, ...SMS_ROUTES);
      test.info().annotations.push({ type: 'burst', description: `SMS send: ${calls.length} calls for ${result.fired} clicks over ${result.spanMs} ms (allowed 1)` });
      expect(calls.map((call) => `${call.route} ${call.status}`)).toEqual([`${calls[0]?.route ?? 'smsNoLogin'} 200`]);
    }

    test('login by SMS code (MOBILEVERCODELOGIN3)', async ({ page, control }) => {
      await control.setFlag('MOBILEVERCODELOGIN3', true);
      await openLogin(page);
      await page.getByRole('tab', { name: T.smsTab }).click();
      const form = page.getByTestId('sms-login-form');
      await form.getByLabel(T.mobile).fill(ACCOUNTS.member.mobile);
      const send = form.getByTestId('sms-send');
      await expect(send).toHaveAttribute('data-state', 'ready');
      await control.clearCalls();

      const result = await burst(send);
      await expectOneSend(control, send, result);
    });

    test('registration by mobile', async ({ page, control }) => {
      await page.goto('/register');
      await page.getByRole('tab', { name: T.registerMobileTab }).click();
      await expect(registerForm(page)).toHaveAttribute('data-tab', 'mobile');
      await registerForm(page).getByLabel(T.mobile).fill(`55887${randomInt(10_000, 100_000)}`);
      const send = registerForm(page).getByTestId('sms-send');
      await expect(send).toHaveAttribute('data-state', 'ready');
      await control.clearCalls();

      const result = await burst(send);
      await expectOneSend(control, send, result);
    });

    test('forgot password by phone (CHNGPASSVERIF3)', async ({ page, control }) => {
      await control.setFlag('CHNGPASSVERIF3', true);
      await page.goto('/forgotPassword');
      await page.getByRole('tab', { name: T.byPhone }).click();
      const form = page.getByTestId('forgot-phone-form');
      await form.getByLabel(T.mobile).fill(ACCOUNTS.member.mobile);
      const send = form.getByTestId('sms-send');
      await expect(send).toHaveAttribute('data-state', 'ready');
      await control.clearCalls();

      const result = await burst(send);
      await expectOneSend(control, send, result);
    });
  });

  test('a favourite star: one add; the other toggles fall inside the tile\'s 1000 ms (SPEC.md §4, §9)', async ({ page, control }) => {
    await startSignedIn(page, ACCOUNTS.member, '/pvp');
    await expect(page.locator('[data-testid="game-lobby"][data-state="ready"]')).toBeVisible();
    // the member's favourites are there (every star says so): a star not pressed is not a favourite
    await expect(page.locator('[data-testid="game-lobby"] [data-testid="favourite-toggle"]').first()).toHaveAttribute('data-state', 'ready');
    const tile = page.locator('[data-testid="game-lobby"] [data-testid="game-tile"]').filter({ has: page.locator('[data-testid="favourite-toggle"][aria-pressed="false"]') }).first();
    const nodeId = await tile.getAttribute('data-node-id');
    const star = page.locator(`[data-testid="game-lobby"] [data-testid="game-tile"][data-node-id="${nodeId}"]`).getByTestId('favourite-toggle');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await control.clearCalls();

    // Only clicks inside the first click's second: a later one is a new toggle SPEC allows.
    const result = await burst(star, { withinMs: 950 });
    expect(result.fired).toBeGreaterThanOrEqual(2);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(star).not.toHaveAttribute('data-saving');
    await expect(star).not.toHaveAttribute('data-cooling-down');
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    const calls = await callsOf(control, 'addFavourite', 'removeFavourite');
    test.info().annotations.push({ type: 'burst', description: `favourite star: ${calls.length} calls for ${result.fired} clicks over ${result.spanMs} ms (allowed 1 add)` });
    expect(calls.map((call) => `${call.route} ${call.status}`)).toEqual(['addFavourite 200']);
    expect((await control.account(ACCOUNTS.member.username))?.favourites).toContain(nodeId);
  });

  /**
   * Every submit button there is today. `prepare` brings the form on screen filled with values the
   * platform accepts (a refused submit puts the form back and a new click is a new, legitimate
   * try); latency keeps the call in flight for part of the burst, so clicks land both while it is
   * sent and while its success is being handled.
   */
  interface SubmitCase {
    readonly name: string;
    readonly route: RouteId;
    prepare(page: Page, control: ControlClient): Promise<Locator>;
    settled(page: Page): Promise<void>;
  }

  /**
   * A sign-in flow settled: its form closed, the app went home and holds the session token. (Not
   * the header's account menu: that needs the session chart to take the flow's report, which
   * session.spec.ts covers; here only the calls are counted.)
   */
  const signedIn = async (page: Page) => {
    await expect(page.getByTestId('login-form')).toHaveCount(0);
    await expect(page.getByTestId('ip-verification-form')).toHaveCount(0);
    await expect(page.getByTestId('sms-login-form')).toHaveCount(0);
    await expect(page.getByTestId('forgot-phone-form')).toHaveCount(0);
    await expect(page.getByTestId('register-form')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  };

  const SUBMITS: readonly SubmitCase[] = [
    {
      name: 'login by username',
      route: 'login',
      prepare: async (page) => {
        await openLogin(page);
        const form = loginForm(page);
        await form.getByLabel(TEXT.username).fill(ACCOUNTS.member.username);
        await form.getByLabel(TEXT.password).fill(ACCOUNTS.member.password);
        return form.getByRole('button', { name: TEXT.submit });
      },
      settled: signedIn,
    },
    {
      name: 'login by SMS code',
      route: 'login',
      prepare: async (page, control) => {
        await control.setFlag('MOBILEVERCODELOGIN3', true);
        await openLogin(page);
        await page.getByRole('tab', { name: T.smsTab }).click();
        const form = page.getByTestId('sms-login-form');
        await form.getByLabel(T.mobile).fill(ACCOUNTS.member.mobile);
        await form.getByTestId('sms-send').click();
        await expect(form.getByTestId('sms-send')).toHaveAttribute('data-state', 'codeSent');
        await form.getByLabel(T.smsCode).fill((await control.smsCode(ACCOUNTS.member.mobile)) ?? '');
        return form.getByRole('button', { name: TEXT.submit });
      },
      settled: signedIn,
    },
    {
      name: 'register',
      route: 'register',
      prepare: async (page) => {
        await page.goto('/register');
        const form = registerForm(page);
        await expect(form).toBeVisible();
        await settle(page);
        await form.getByLabel(T.registerUsername).fill(`burst${randomInt(36 ** 4, 36 ** 5).toString(36)}`);
        await form.getByLabel(T.registerPassword).fill('Abc12345');
        await form.getByLabel(T.registerConfirm).fill('Abc12345');
        await form.getByLabel(T.terms).setChecked(true);
        return form.getByRole('button', { name: T.registerSubmit });
      },
      settled: signedIn,
    },
    {
      name: 'change password',
      route: 'changePassword',
      prepare: async (page) => {
        await startSignedIn(page, ACCOUNTS.member, '/changePassword');
        const form = page.getByTestId('change-password-form');
        await form.getByLabel(T.currentPassword).fill(ACCOUNTS.member.password);
        await form.getByLabel(T.newPassword).fill('Fresh2025x');
        await form.getByLabel(T.confirmNew).fill('Fresh2025x');
        return form.getByRole('button', { name: T.changeSubmit });
      },
      settled: async (page) => {
        await expect(page.getByTestId('change-password-form')).toHaveCount(0);
        await expect(page).toHaveURL(/\/$/);
      },
    },
    {
      name: 'forgot password by e-mail',
      route: 'forgotPasswordEmail',
      prepare: async (page, control) => {
        await control.setFlag('CHNGPASSVERIF3', false);
        await page.goto('/forgotPassword');
        const form = page.getByTestId('forgot-email-form');
        await form.getByLabel(T.forgotUsername).fill(ACCOUNTS.member.username);
        await form.getByLabel(T.forgotEmail).fill(ACCOUNTS.member.email);
        return form.getByRole('button', { name: T.sendEmail });
      },
      settled: async (page) => {
        await expect(page.getByTestId('mail-sent')).toBeVisible();
      },
    },
    {
      name: 'forgot password by phone',
      route: 'setPasswordByPhone',
      prepare: async (page, control) => {
        await control.setFlag('CHNGPASSVERIF3', true);
        await page.goto('/forgotPassword');
        await page.getByRole('tab', { name: T.byPhone }).click();
        const form = page.getByTestId('forgot-phone-form');
        await form.getByLabel(T.mobile).fill(ACCOUNTS.member.mobile);
        await form.getByTestId('sms-send').click();
        await expect(form.getByTestId('sms-send')).toHaveAttribute('data-state', 'codeSent');
        await form.getByLabel(T.smsCode).fill((await control.smsCode(ACCOUNTS.member.mobile)) ?? '');
        await form.getByLabel(T.newPassword).fill('Phone2025x');
        await form.getByLabel(T.confirmNew).fill('Phone2025x');
        return form.getByRole('button', { name: T.reset });
      },
      settled: signedIn,
    },
    {
      name: 'new-IP verification',
      route: 'loginVerification',
      prepare: async (page, control) => {
        await control.markIpUnregistered(ACCOUNTS.member.username);
        await openLogin(page);
        await submitLogin(page, ACCOUNTS.member);
        const verify = page.getByTestId('ip-verification-form');
        await verify.getByRole('radio', { name: T.emailMethod }).check();
        const codes = await control.loginVerification(ACCOUNTS.member.username);
        await verify.getByLabel(T.emailCode).fill(codes?.emailCode ?? '');
        return verify.getByRole('button', { name: T.verify });
      },
      settled: signedIn,
    },
    // money: one order, one withdrawal, one transfer per burst
    {
      name: 'deposit by bank transfer',
      route: 'depositByBankTransfer',
      prepare: async (page) => {
        await startSignedIn(page, ACCOUNTS.member, '/member/depositv2');
        const form = page.getByTestId('deposit-form');
        await expect(form).toBeVisible();
        await form.getByRole('textbox', { name: T.depositAmount }).fill('500');
        return page.getByTestId('deposit-submit');
      },
      settled: async (page) => {
        await expect(page.getByTestId('deposit-next')).toBeVisible();
      },
    },
    {
      name: 'withdraw',
      route: 'withdraw',
      prepare: async (page) => {
        await startSignedIn(page, ACCOUNTS.member, '/member/withdraw');
        const form = page.getByTestId('withdraw-form');
        await expect(form).toBeVisible();
        await settle(page);
        await form.getByLabel(T.withdrawAmount).fill('500');
        await form.getByRole('button', { name: T.withdrawContinue }).click();
        await expect(page.getByTestId('withdraw-preview')).toBeVisible();
        await form.getByLabel(T.paymentPassword).fill('246810');
        return form.getByRole('button', { name: T.withdrawConfirm });
      },
      settled: async (page) => {
        await expect(page.getByTestId('withdraw-submitted')).toBeVisible();
      },
    },
    {
      name: 'wallet transfer',
      route: 'walletTransfer',
      prepare: async (page) => {
        await startSignedIn(page, ACCOUNTS.member, '/member/transferFund');
        await expect(page.getByTestId('transfer-form')).toBeVisible();
        await page.getByTestId('transfer-to').selectOption('11');
        await page.getByTestId('transfer-amount').fill('100');
        return page.getByTestId('transfer-submit');
      },
      // done: the amount is emptied (the clicks after it are refused at the field)
      settled: async (page) => {
        await expect(page.getByTestId('transfer-amount')).toHaveValue('');
        await expect(page.getByTestId('transfer-fund')).not.toHaveAttribute('aria-busy', 'true');
      },
    },
    {
      name: 'transfer to the upline',
      route: 'transferToUpline',
      prepare: async (page) => {
        await startSignedIn(page, ACCOUNTS.member, '/member/transferUpline');
        await expect(page.getByTestId('upline-form')).toBeVisible();
        await page.getByTestId('upline-amount').fill('25');
        await page.getByTestId('upline-password').fill('246810');
        return page.getByTestId('upline-submit');
      },
      settled: async (page) => {
        await expect(page.getByTestId('upline-sent')).toBeVisible();
      },
    },
  ];

  /** Long enough that part of the burst lands while the call is in flight, short enough for the page's own timeouts. */
  const SUBMIT_LATENCY_MS = 300;

  for (const submit of SUBMITS) {
    // A double click first (two clicks in one gesture, as a person's), then the rest of the twenty
    // within the second: one test per submit fails for either (a page load each costs the suite's
    // time, and the prepared form is the same).
    test(`submit: ${submit.name}: a double click and twenty clicks in a second send one call`, async ({ page, control }) => {
      const button = await submit.prepare(page, control);
      await expect(button).toBeEnabled();
      // held before the clicks: a form that closes on success takes the button with it
      const element = await button.elementHandle();
      if (!element) throw new Error(`${submit.name}: the submit button is not on the page`);
      await control.setLatency(SUBMIT_LATENCY_MS);
      await control.clearCalls();

      await button.dblclick();
      const result = await burst(element, { clicks: BURST_CLICKS - 2 });
      await submit.settled(page);
      const calls = await callsOf(control, submit.route);
      test.info().annotations.push({ type: 'burst', description: `${submit.name}: ${calls.length} ${submit.route} calls for a double click and ${result.fired} clicks over ${result.spanMs} ms (allowed 1)` });
      expect(calls.map((call) => `${call.route} ${call.status} ${call.errorCode ?? 'ok'}`)).toEqual([`${submit.route} 200 ok`]);
    });
  }
});
