/**
 * One rule for an SMS code wherever one is typed: registration's (the platform's verificationCode
 * rule, else six digits). Forgot-password by phone, the SMS login and the security centre refuse
 * the 5- and 7-digit codes registration refuses, and follow a platform that sends another rule.
 */
import { describe, expect, it } from 'vitest';
import { checkRegisterField } from '../../../src/validation/register-form';
import { ruleOf } from '../../../src/validation/patterns';
import { smsCodeProblem } from '../../../src/validation/sms-code';
import { forgotByPhoneSchema, newPasswordRule, smsLoginSchema } from '../../../src/views/auth/rules';
import { taskSchema } from '../../../src/views/member/security/rules';

const FOUR_DIGITS = ruleOf(7, 4, 4, false, false);
const forgot = (code: string, rule = null as typeof FOUR_DIGITS | null) =>
  forgotByPhoneSchema(newPasswordRule(null), rule).safeParse({ countryDialingCode: '+52', mobileNum: '5512345678', verificationCode: code, newPassword: 'Phone2025x', confirmPassword: 'Phone2025x' });
const smsLogin = (code: string, rule = null as typeof FOUR_DIGITS | null) => smsLoginSchema(rule).safeParse({ countryDialingCode: '+52', mobileNum: '5512345678', verificationCode: code });
const register = (code: string, rule: typeof FOUR_DIGITS | null) => checkRegisterField({ name: 'verificationCode', required: true, rule, secret: false }, code, '');
const security = (code: string, rule = null as typeof FOUR_DIGITS | null) =>
  taskSchema('resetPaymentPassword', 'sms', rule).safeParse({ oldPassword: '', newPassword: '135790', confirmPassword: '135790', code });
const messages = (result: { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message) ?? [];

describe('the SMS code rule', () => {
  it('is six digits when the platform sends none', () => {
    expect(smsCodeProblem('123456', null)).toBeUndefined();
    expect(smsCodeProblem(' 123456 ', null)).toBeUndefined();
    expect(smsCodeProblem('1234567', null)).toBe('length');
    expect(smsCodeProblem('12345', null)).toBe('length');
    expect(smsCodeProblem('12345a', null)).toBe('pattern');
    expect(smsCodeProblem('', null)).toBe('required');
  });

  it('refuses a 7-digit code in forgot-by-phone, SMS login, registration and the security centre alike', () => {
    expect(messages(forgot('1234567'), 'verificationCode')).toEqual(['validation.codeFormat']);
    expect(messages(smsLogin('1234567'), 'verificationCode')).toEqual(['validation.codeFormat']);
    expect(register('1234567', null)).toEqual({ key: 'reg_pattern_7', values: { min: 6, max: 6 } });
    expect(messages(security('1234567'), 'code')).toEqual(['form.codeRule']);
    expect(forgot('123456').success).toBe(true);
    expect(smsLogin('123456').success).toBe(true);
    expect(register('123456', null)).toBeUndefined();
    expect(security('123456').success).toBe(true);
  });

  it('follows the platform rule registration uses', () => {
    expect(forgot('1234', FOUR_DIGITS).success).toBe(true);
    expect(smsLogin('1234', FOUR_DIGITS).success).toBe(true);
    expect(register('1234', FOUR_DIGITS)).toBeUndefined();
    expect(security('1234', FOUR_DIGITS).success).toBe(true);
    expect(messages(forgot('123456', FOUR_DIGITS), 'verificationCode')).toEqual(['validation.codeFormat']);
    expect(register('123456', FOUR_DIGITS)).toEqual({ key: 'reg_pattern_7', values: { min: 4, max: 4 } });
  });

  it('says an empty code is missing, not malformed', () => {
    expect(messages(forgot(''), 'verificationCode')).toEqual(['validation.codeRequired']);
    expect(messages(smsLogin(''), 'verificationCode')).toEqual(['validation.codeRequired']);
  });
});
