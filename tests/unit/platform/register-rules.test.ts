/** Register rules the embedded platform enforces beyond the pattern catalogue: ticks, SMS codes. */
import { describe, expect, it } from 'vitest';
import { callRoute, controlFor, createTestPlatform, freshScenario, type LoginValue } from './support';

const { platform } = createTestPlatform();

const register = (scenario: string, body: Record<string, unknown>) =>
  callRoute<LoginValue>(platform, 'register', { scenario, body: { password: 'Abc12345', confirmPassword: 'Abc12345', login: true, ...body } });

describe('register rules (platform)', () => {
  it('asks for the 18 and 21 age confirmations only when the settings show them', async () => {
    const scenario = freshScenario();
    const control = controlFor(platform, scenario);
    expect((await register(scenario, { username: 'ticks001' })).body.success).toBe(true);
    await control.setRegisterField('age18', { show: true });
    await control.setRegisterField('age21', { show: true });
    expect((await register(scenario, { username: 'ticks002' })).body).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'age18', problem: 'required' } });
    expect((await register(scenario, { username: 'ticks002', age18: true })).body).toMatchObject({ value: { field: 'age21', problem: 'required' } });
    expect((await register(scenario, { username: 'ticks002', age18: true, age21: 'true' })).body.success).toBe(true);
  });

  it('refuses a wrong SMS code at the code and takes the right one once', async () => {
    const scenario = freshScenario();
    const control = controlFor(platform, scenario);
    const byMobile = (verificationCode: string) =>
      callRoute<LoginValue>(platform, 'registerMobile', { scenario, body: { mobileNum: '5588800009', countryDialingCode: '52', password: 'Abc12345', confirmPassword: 'Abc12345', verificationCode } });
    await callRoute(platform, 'smsRegisterMobile', { scenario, body: { mobileNo: '5588800009', countryDialingCode: '52' } });
    expect((await byMobile('000000')).body.errorCode).toBe('verification.code.invalid');
    const code = (await control.smsCode('5588800009')) ?? '';
    expect((await byMobile(code)).body.success).toBe(true);
    expect((await byMobile(code)).body.errorCode).not.toBe(null);
  });

  it('answers a taken mobile when a second account asks for its register SMS', async () => {
    const scenario = freshScenario();
    const sent = await callRoute(platform, 'smsRegister', { scenario, body: { mobileNo: '5512345601', countryDialingCode: '52' } });
    expect(sent.body.errorCode).toBe('mobile.exists');
  });
});
