/** Sessions: login outcomes per seeded account, captcha after failure, SMS codes, new-IP checks, free play. */
import { describe, expect, it } from 'vitest';
import { NON_MEMBER_TYPE, SEEDED_ACCOUNTS } from '../../../schema/seed/accounts';
import { WEAK_DEFAULT_PASSWORD } from '../../../src/validation/password';
import { totp } from '../../../schema/infra/totp';
import { callRoute, controlFor, createTestPlatform, freshScenario, login, type LoginValue } from './support';

/** The scenario's clock now (the test platform's fake clock plus the control endpoint's offset). */
const scenarioNow = async (control: ReturnType<typeof controlFor>) => env.clock.now() + (await control.advanceClock(0)).clockOffsetSeconds * 1000;
/** The codes an app with this secret shows around `now` (a step boundary may fall between two reads). */
const codesAround = (secret: string, now: number) => [totp(secret, now - 30_000), totp(secret, now), totp(secret, now + 30_000)];

const env = createTestPlatform();
const { platform } = env;

describe('login', () => {
  const members = SEEDED_ACCOUNTS.filter((account) => account.type !== NON_MEMBER_TYPE);
  it.each(members.map((account) => [account.username, account] as const))('logs in %s with its documented password', async (_name, account) => {
    const result = await login(platform, account.username, account.password, { scenario: freshScenario() });
    expect(result.body.value).toMatchObject({ account: account.username, type: account.type, firstTimeLogin: account.firstTimeLogin, passwordExpired: account.passwordExpired });
  });

  it('refuses a non-member account with the right password (login.not.member)', async () => {
    const admin = SEEDED_ACCOUNTS.find((account) => account.type === NON_MEMBER_TYPE);
    expect(admin?.username).toBe('admin01');
    const refused = await login(platform, 'admin01', 'Admin2024', { scenario: freshScenario() });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'login.not.member' });
  });

  it('seeds the weak default password on weak01', () => {
    expect(SEEDED_ACCOUNTS.find((account) => account.username === 'weak01')?.password).toBe(WEAK_DEFAULT_PASSWORD);
  });

  it('matches usernames case-insensitively and passwords exactly', async () => {
    const scenario = freshScenario();
    expect((await login(platform, 'MEMBER01', 'Member2024', { scenario })).body.success).toBe(true);
    expect((await login(platform, 'member01', 'member2024', { scenario: freshScenario() })).body.errorCode).toBe('login.credentials.invalid');
  });

  it('clears firstTimeLogin after the first-login action', async () => {
    const scenario = freshScenario();
    const first = await login(platform, 'firstlogin01', 'Welcome2024', { scenario });
    await callRoute(platform, 'firstLoginAction', { scenario, token: first.body.value.token });
    expect((await login(platform, 'firstlogin01', 'Welcome2024', { scenario })).body.value.firstTimeLogin).toBe(false);
  });
});

describe('captcha after a failed login', () => {
  it('flags the captcha on failure, then requires, checks and consumes it', async () => {
    const scenario = freshScenario();
    const control = controlFor(platform, scenario);
    const failed = await login(platform, 'member01', 'nope', { scenario });
    expect(failed.body).toEqual({ success: false, value: { captcha: true }, message: null, errorCode: 'login.credentials.invalid' });

    const noCaptcha = await login(platform, 'member01', 'Member2024', { scenario });
    expect(noCaptcha.body).toEqual({ success: false, value: { captcha: true }, message: null, errorCode: 'captcha.required' });

    await callRoute(platform, 'captcha', { scenario });
    const wrong = await login(platform, 'member01', 'Member2024', { scenario, body: { captcha: '99999' } });
    expect(wrong.body).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });
    // The wrong guess used the captcha up: the old answer no longer works.
    expect(await control.captchaAnswer()).toBeNull();

    await callRoute(platform, 'captcha', { scenario });
    const answer = await control.captchaAnswer('member01');
    const passed = await login(platform, 'member01', 'Member2024', { scenario, body: { captcha: answer } });
    expect(passed.body.success).toBe(true);
  });

  it('requires the captcha only for the username that failed', async () => {
    const scenario = freshScenario();
    await login(platform, 'member01', 'nope', { scenario });
    expect((await login(platform, 'agent01', 'Agent2024', { scenario })).body.success).toBe(true);
  });

  it('draws a fresh PNG for every request', async () => {
    const scenario = freshScenario();
    const first = await callRoute<string>(platform, 'captcha', { scenario, query: { t: 1 } });
    const firstAnswer = await controlFor(platform, scenario).captchaAnswer();
    const second = await callRoute<string>(platform, 'captcha', { scenario, query: { t: 2 } });
    const png = Buffer.from(second.body.value, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([120, 44]);
    expect(second.body.value).not.toBe(first.body.value);
    expect(firstAnswer).toMatch(/^\d{4}$/);
  });
});

describe('SMS codes', () => {
  const send = (scenario: string, mobileNum: string | undefined, language = 'es') =>
    callRoute<{ expiredMinutes: number }>(platform, 'smsNoLogin', { scenario, body: { mobileNum, countryDialingCode: '52' }, headers: { Language: language } });

  it('sends once per window, then answers TOO_MANY_REQUESTS with the server message', async () => {
    const scenario = freshScenario();
    expect((await send(scenario, '5512345601')).body.value).toEqual({ expiredMinutes: 1 });
    const again = await send(scenario, '5512345601');
    expect(again.body).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS', message: 'Demasiadas solicitudes, inténtelo de nuevo después de 5 minutos' });
    expect((await send(scenario, '5512345601', 'en')).body.message).toBe('Too many requests, try again after 5 minutes');
    await controlFor(platform, scenario).advanceClock(60);
    expect((await send(scenario, '5512345601')).body.success).toBe(true);
  });

  it('validates the number', async () => {
    const scenario = freshScenario();
    expect((await send(scenario, undefined)).body).toMatchObject({ errorCode: 'phone.required', message: 'Falta el número de teléfono' });
    expect((await send(scenario, '12ab')).body.errorCode).toBe('phone.invalid');
    expect((await send(scenario, '5500000000')).body.errorCode).toBe('mobile.not.found');
    const register = await callRoute(platform, 'smsRegister', { scenario, body: { mobileNo: '5512345601', countryDialingCode: '52' } });
    expect(register.body.errorCode).toBe('mobile.exists');
  });

  it('logs in with an SMS code once, and not after it expired', async () => {
    const scenario = freshScenario();
    const control = controlFor(platform, scenario);
    const smsLogin = (verificationCode: string | null) =>
      callRoute<LoginValue>(platform, 'login', { scenario, body: { type: 'sms', mobileNum: '5512345604', countryDialingCode: '52', verificationCode } });

    await send(scenario, '5512345604');
    const code = await control.smsCode('5512345604');
    expect((await smsLogin('000000')).body.errorCode).toBe('verification.code.invalid');
    const loggedIn = await smsLogin(code);
    expect(loggedIn.body.value).toMatchObject({ account: 'agent02', type: 2 });
    expect((await smsLogin(code)).body.errorCode).toBe('verification.code.invalid');

    await control.advanceClock(60);
    await send(scenario, '5512345604');
    const late = await control.smsCode('5512345604');
    await control.advanceClock(301);
    expect((await smsLogin(late)).body.errorCode).toBe('verification.code.expired');
  });

  it('refuses SMS login when verification-code login is off', async () => {
    const scenario = freshScenario();
    await controlFor(platform, scenario).setFlag('MOBILEVERCODELOGIN3', false);
    const result = await callRoute(platform, 'login', { scenario, body: { type: 'sms', mobileNum: '5512345601', verificationCode: '123456' } });
    expect(result.body.errorCode).toBe('function.not.available');
  });
});

describe('login from an unregistered IP', () => {
  it('challenges a new IP and accepts each verification method', async () => {
    const scenario = freshScenario();
    const control = controlFor(platform, scenario);
    await control.setNewIpVerification(true);
    // the authenticator is offered only once the member has bound one in the security centre
    await control.bindAuthenticator('member01');
    const verify = (verifyMethod: string, verifyCode: string | null | undefined, clientIp: string) =>
      callRoute<LoginValue>(platform, 'loginVerification', { scenario, clientIp, body: { username: 'member01', password: 'Member2024', verifyMethod, verifyCode } });

    const challenged = await login(platform, 'member01', 'Member2024', { scenario, clientIp: '198.51.100.1' });
    expect(challenged.body).toEqual({ success: false, message: null, errorCode: 'login_verify_required', value: { methods: ['MOBILE', 'EMAIL', 'BANK_NAME', 'AUTHENTICATOR'] } });
    expect((await verify('EMAIL', '000000', '198.51.100.1')).body.errorCode).toBe('verification.code.invalid');
    const codes = await control.loginVerification('member01');
    expect((await verify('EMAIL', codes?.emailCode, '198.51.100.1')).body.success).toBe(true);

    // The IP is now known: no challenge from it, a challenge from another.
    expect((await login(platform, 'member01', 'Member2024', { scenario, clientIp: '198.51.100.1' })).body.success).toBe(true);
    expect((await login(platform, 'member01', 'Member2024', { scenario, clientIp: '198.51.100.2' })).body.errorCode).toBe('login_verify_required');
    const authenticator = (await control.loginVerification('member01'))?.authenticatorCode;
    expect((await verify('AUTHENTICATOR', authenticator, '198.51.100.2')).body.success).toBe(true);

    await login(platform, 'member01', 'Member2024', { scenario, clientIp: '198.51.100.3' });
    await callRoute(platform, 'smsNoLogin', { scenario, body: { mobileNum: '5512345601' } });
    expect((await verify('MOBILE', await control.smsCode('5512345601'), '198.51.100.3')).body.success).toBe(true);
  });

  it('takes the bound authenticator\'s RFC 6238 code of the current or a neighbouring 30-s step, not older', async () => {
    const scenario = freshScenario();
    const control = controlFor(platform, scenario);
    const secret = await control.bindAuthenticator('member01');
    const verify = (verifyCode: string | null | undefined) =>
      callRoute<LoginValue>(platform, 'loginVerification', { scenario, body: { username: 'member01', password: 'Member2024', verifyMethod: 'AUTHENTICATOR', verifyCode } });
    await control.markIpUnregistered('member01');
    await login(platform, 'member01', 'Member2024', { scenario });
    const typed = (await control.loginVerification('member01'))?.authenticatorCode;
    // the code is the authenticator app's own: TOTP (HMAC-SHA1, 30 s, 6 digits) of the bound secret
    expect(codesAround(secret, await scenarioNow(control))).toContain(typed);
    await control.advanceClock(30);
    expect((await verify(typed)).body.success, 'rolled over while typed').toBe(true);

    await control.markIpUnregistered('member01');
    await login(platform, 'member01', 'Member2024', { scenario });
    const stale = (await control.loginVerification('member01'))?.authenticatorCode;
    await control.advanceClock(60);
    const fresh = (await control.loginVerification('member01'))?.authenticatorCode;
    if (stale !== fresh) expect((await verify(stale)).body.errorCode).toBe('verification.code.invalid');
    expect((await verify(fresh)).body.success).toBe(true);
  });

  it('refuses the authenticator of a member who has none bound, and never offers it (the old made-up code is gone)', async () => {
    const scenario = freshScenario();
    const control = controlFor(platform, scenario);
    await control.markIpUnregistered('member01');
    const challenged = await login(platform, 'member01', 'Member2024', { scenario });
    expect(challenged.body.value).toEqual({ methods: ['MOBILE', 'EMAIL', 'BANK_NAME'] });
    expect((await control.loginVerification('member01'))?.authenticatorCode).toBeNull();
    // an app set up but never confirmed in the security centre does not count either
    const pending = await control.memberAuthenticatorCode('member01');
    expect(pending).toBeNull();
    for (const code of ['123456', '000000']) {
      const refused = await callRoute(platform, 'loginVerification', { scenario, body: { username: 'member01', password: 'Member2024', verifyMethod: 'AUTHENTICATOR', verifyCode: code } });
      expect(refused.body.errorCode).toBe('verification.code.invalid');
    }
  });

  it('refuses a code of another secret and a code that is not six digits', async () => {
    const scenario = freshScenario();
    const control = controlFor(platform, scenario);
    const secret = await control.bindAuthenticator('member01');
    await control.markIpUnregistered('member01');
    await login(platform, 'member01', 'Member2024', { scenario });
    const now = await scenarioNow(control);
    const other = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const verify = (verifyCode: string) => callRoute(platform, 'loginVerification', { scenario, body: { username: 'member01', password: 'Member2024', verifyMethod: 'AUTHENTICATOR', verifyCode } });
    if (totp(other, now) !== totp(secret, now)) expect((await verify(totp(other, now))).body.errorCode).toBe('verification.code.invalid');
    expect((await verify(`${totp(secret, now)}0`)).body.errorCode).toBe('verification.code.invalid');
    expect((await verify(totp(secret, now))).body.success).toBe(true);
  });

  it('challenges the next login of an account marked unregistered, then remembers the IP', async () => {
    const scenario = freshScenario();
    const control = controlFor(platform, scenario);
    expect((await login(platform, 'agent01', 'Agent2024', { scenario })).body.success).toBe(true);
    expect((await control.markIpUnregistered('agent01')).knownIps).toEqual([]);
    expect((await login(platform, 'agent01', 'Agent2024', { scenario })).body.errorCode).toBe('login_verify_required');
    const verified = await callRoute(platform, 'loginVerification', { scenario, body: { username: 'agent01', password: 'Agent2024', verifyMethod: 'BANK_NAME', verifyCode: 'Maria Lopez' } });
    expect(verified.body.success).toBe(true);
    expect((await login(platform, 'agent01', 'Agent2024', { scenario })).body.success).toBe(true);
  });

  it('refuses verification without a pending challenge', async () => {
    const result = await callRoute(platform, 'loginVerification', {
      scenario: freshScenario(),
      body: { username: 'member01', password: 'Member2024', verifyMethod: 'BANK_NAME', verifyCode: 'Juan Perez' },
    });
    expect(result.body.errorCode).toBe('verification.code.invalid');
  });
});

describe('free play', () => {
  it('creates a fresh trial account with trial credit each time', async () => {
    const scenario = freshScenario();
    const first = await callRoute<LoginValue>(platform, 'freePlayLogin', { scenario, body: { os: 'web', platform: 'W' } });
    const second = await callRoute<LoginValue>(platform, 'freePlayLogin', { scenario, body: { os: 'web', platform: 'W' } });
    expect(first.body.value.type).toBe(4);
    expect(first.body.value.account).not.toBe(second.body.value.account);
    const balance = await callRoute<{ sumBalance: number }>(platform, 'balance', { scenario, token: first.body.value.token });
    expect(balance.body.value.sumBalance).toBe(2000);
    const info = await callRoute<{ type: number }>(platform, 'memberInfo', { scenario, token: first.body.value.token });
    expect(info.body.value.type).toBe(4);
  });

  it('keeps trial accounts out of member-only actions', async () => {
    const scenario = freshScenario();
    const trial = await login(platform, 'trial01', 'Trial2024', { scenario });
    const token = trial.body.value.token;
    expect((await callRoute(platform, 'walletTransfer', { scenario, token, body: { fromAccountTypeId: 1, toAccountTypeId: 2, amount: 1 } })).body.errorCode).toBe('trial.not.allowed');
    expect((await callRoute(platform, 'pointsBalance', { scenario, token })).body.errorCode).toBe('trial.not.allowed');
    expect((await callRoute(platform, 'unreadMessageCount', { scenario, token })).body.value).toEqual({ count: 0 });
  });
});
