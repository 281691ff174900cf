/** Member area: registration under the scenario's rules, passwords, profile, affiliate, feedback. */
import { describe, expect, it } from 'vitest';
import { callRoute, controlFor, createTestPlatform, freshScenario, login, tokenFor, type LoginValue } from './support';

const { platform } = createTestPlatform();

const register = (scenario: string, body: Record<string, unknown>) =>
  callRoute<LoginValue>(platform, 'register', { scenario, body: { password: 'Abc12345', confirmPassword: 'Abc12345', login: true, ...body } });

describe('register by username', () => {
  it('creates a member that can log in and whose upline is the affiliate agent', async () => {
    const scenario = freshScenario();
    const created = await register(scenario, { username: 'lucia2025', affiliateCode: 'ag0002', email: 'lucia@example.com' });
    expect(created.body.value).toMatchObject({ account: 'lucia2025', type: 0, firstTimeLogin: true });
    const info = await callRoute<{ upline: string; email: string }>(platform, 'memberInfo', { scenario, token: created.body.value.token });
    expect(info.body.value).toMatchObject({ upline: 'agent02', email: 'lu***@example.com' });
    expect((await login(platform, 'lucia2025', 'Abc12345', { scenario })).body.success).toBe(true);
  });

  it('applies the username and password patterns', async () => {
    const scenario = freshScenario();
    expect((await register(scenario, { username: '1abcdef' })).body).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'username', problem: 'pattern', patternId: 2 } });
    expect((await register(scenario, { username: 'abcdefg', password: 'abcdefgh', confirmPassword: 'abcdefgh' })).body).toMatchObject({ value: { field: 'password', problem: 'pattern', patternId: 6 } });
    expect((await register(scenario, { username: 'abcdefg', confirmPassword: 'Other123' })).body.errorCode).toBe('password.confirm.mismatch');
  });

  it('refuses taken usernames, taken mobiles and unknown affiliate codes', async () => {
    const scenario = freshScenario();
    expect((await register(scenario, { username: 'Member01' })).body.errorCode).toBe('username.exists');
    expect((await register(scenario, { username: 'someone1', mobileNum: '5512345601' })).body.errorCode).toBe('mobile.exists');
    expect((await register(scenario, { username: 'someone1', affiliateCode: 'ZZZZ99' })).body.errorCode).toBe('affiliate.code.invalid');
  });

  it('asks for a captcha when the register rules require one', async () => {
    const scenario = freshScenario();
    const control = controlFor(platform, scenario);
    await control.setRegisterField('captcha', { show: true, required: true });
    expect((await register(scenario, { username: 'captcha01' })).body.errorCode).toBe('captcha.required');
    await callRoute(platform, 'captcha', { scenario });
    expect((await register(scenario, { username: 'captcha01', captcha: await control.captchaAnswer() })).body.success).toBe(true);
  });

  it('is off when USERNAMEREG3 is off', async () => {
    const scenario = freshScenario();
    await controlFor(platform, scenario).setFlag('USERNAMEREG3', false);
    expect((await register(scenario, { username: 'blocked01' })).body.errorCode).toBe('function.not.available');
  });

  it('registers without logging in when login is false', async () => {
    const result = await register(freshScenario(), { username: 'quiet001', login: false });
    expect(result.body.value).toEqual({ account: 'quiet001' });
  });
});

describe('register by mobile', () => {
  it('needs the SMS code while REGMOBVERF3 is on, and not when it is off', async () => {
    const scenario = freshScenario();
    const control = controlFor(platform, scenario);
    const byMobile = (mobileNum: string, verificationCode?: string | null) =>
      callRoute<LoginValue>(platform, 'registerMobile', { scenario, body: { mobileNum, countryDialingCode: '52', password: 'Abc12345', confirmPassword: 'Abc12345', verificationCode } });
    expect((await byMobile('5588800001')).body.errorCode).toBe('verification.code.required');
    await callRoute(platform, 'smsRegisterMobile', { scenario, body: { mobileNo: '5588800001', countryDialingCode: '52' } });
    expect((await byMobile('5588800001', await control.smsCode('5588800001'))).body.value.account).toBe('m5588800001');
    await control.setFlag('REGMOBVERF3', false);
    expect((await byMobile('5588800002')).body.success).toBe(true);
  });
});

describe('passwords', () => {
  it('changes the password, clears the expiry and keeps the session', async () => {
    const scenario = freshScenario();
    const token = await tokenFor(platform, 'expired01', 'Expired2024', { scenario });
    const change = (body: Record<string, string>) => callRoute(platform, 'changePassword', { scenario, token, body });
    expect((await change({ oldPassword: 'wrong', newPassword: 'Fresh2025', confirmNewPassword: 'Fresh2025' })).body.errorCode).toBe('password.old.invalid');
    expect((await change({ oldPassword: 'Expired2024', newPassword: 'Fresh2025', confirmNewPassword: 'Fresh2026' })).body.errorCode).toBe('password.confirm.mismatch');
    expect((await change({ oldPassword: 'Expired2024', newPassword: '123', confirmNewPassword: '123' })).body.errorCode).toBe('password.invalid');
    expect((await change({ oldPassword: 'Expired2024', newPassword: 'Fresh2025', confirmNewPassword: 'Fresh2025' })).body.success).toBe(true);
    expect((await callRoute(platform, 'memberInfo', { scenario, token })).status).toBe(200);
    expect((await login(platform, 'expired01', 'Fresh2025', { scenario })).body.value.passwordExpired).toBe(false);
  });

  it('sets a password by phone and logs the member in', async () => {
    const scenario = freshScenario();
    const control = controlFor(platform, scenario);
    await callRoute(platform, 'smsNoLogin', { scenario, body: { mobileNum: '5512345609' } });
    const reset = await callRoute<LoginValue>(platform, 'setPasswordByPhone', {
      scenario,
      body: { mobileNum: '5512345609', verificationCode: await control.smsCode('5512345609'), newPassword: 'Stronger1' },
    });
    expect(reset.body.value).toMatchObject({ account: 'weak01', token: expect.any(String) });
    expect((await login(platform, 'weak01', 'Stronger1', { scenario })).body.success).toBe(true);
  });

  it('answers the email reset only for a matching username and email', async () => {
    const scenario = freshScenario();
    const reset = (username: string, email: string) => callRoute(platform, 'forgotPasswordEmail', { scenario, form: { username, email } });
    expect((await reset('member01', 'MEMBER01@rp01.example')).body.success).toBe(true);
    expect((await reset('member01', 'other@rp01.example')).body.errorCode).toBe('user.email.notfound');
    const json = await callRoute(platform, 'forgotPasswordEmail', { scenario, body: { username: 'member01', email: 'member01@rp01.example' } });
    expect([json.status, json.body.errorCode]).toEqual([415, 'request.content.type']);
  });
});

describe('profile', () => {
  it('stores the language and masks contact data', async () => {
    const scenario = freshScenario();
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    await callRoute(platform, 'updateLanguage', { scenario, token, body: { language: 'en' } });
    const info = await callRoute<Record<string, unknown>>(platform, 'memberInfo', { scenario, token });
    expect(info.body.value).toMatchObject({ language: 'en', email: 'me***@rp01.example', mobileNum: '55******01', hasVip: true, vipLabelName: 'VIP 3', currencySymbol: '$' });
  });

  it('keeps feedback and rejects empty text (word bounds and images: responsible.test.ts)', async () => {
    const scenario = freshScenario();
    expect((await callRoute(platform, 'feedback', { scenario, body: { content: '   ' } })).body.errorCode).toBe('feedback.invalid');
    expect((await callRoute(platform, 'feedback', { scenario, body: { content: 'Más mesas de ruleta, por favor', images: ['a', 'b', 'c', 'd'] } })).body.errorCode).toBe('feedback.image.invalid');
    expect(platform.scenarios.get(scenario).feedback).toHaveLength(0);
    await callRoute(platform, 'feedback', { scenario, body: { content: 'Más mesas de ruleta, por favor' } });
    expect(platform.scenarios.get(scenario).feedback[0]?.content).toBe('Más mesas de ruleta, por favor');
  });

  it('accepts only agent affiliate codes', async () => {
    expect((await callRoute(platform, 'affiliate', { query: { code: 'AG0042' } })).body.value).toMatchObject({ agent: 'agent42' });
    expect((await callRoute(platform, 'affiliate', { query: { code: 'XX' } })).body.errorCode).toBe('affiliate.code.invalid');
  });
});
