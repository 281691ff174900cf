/**
 * The change-password and reset-by-phone forms check a new password against the platform's own
 * password rule (the register settings' `password`), which the platform checks it against too:
 * a brand with a digits-only rule must be able to change a forced password at all.
 */
import { describe, expect, it } from 'vitest';
import { changePasswordSchema, forgotByPhoneSchema, newPasswordRule } from '../../../src/views/auth/rules';
import { ruleOf } from '../../../src/validation/patterns';

const change = (rule: ReturnType<typeof newPasswordRule>, password: string) =>
  changePasswordSchema(false, rule).safeParse({ oldPassword: '', newPassword: password, confirmPassword: password });

describe('new password rule', () => {
  it('without a platform rule: letters and numbers, 6 to 20, with its own hint', () => {
    const rule = newPasswordRule(null);
    expect(change(rule, 'Fresh2025x').success).toBe(true);
    expect(change(rule, '13572468').success).toBe(false);
    expect(rule.hint).toEqual({ key: 'auth:changePassword.rule' });
  });

  it("with a digits-only platform rule: digits within its bounds pass, letters do not, and the hint is the rule's text", () => {
    const rule = newPasswordRule(ruleOf(7, 6, 10));
    expect(change(rule, '13572468').success).toBe(true);
    const refused = change(rule, 'Fresh2025x');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['newPassword', 'validation.passwordFormat']]);
    expect(change(rule, '12345678901').success, 'over the maximum').toBe(false);
    expect(rule.hint).toEqual({ key: 'register:reg_pattern_7', values: { min: 6, max: 10 } });
  });

  it('the reset by phone uses the same rule', () => {
    const rule = newPasswordRule(ruleOf(7, 6, 10));
    const reset = (password: string) =>
      forgotByPhoneSchema(rule).safeParse({ countryDialingCode: '+52', mobileNum: '5512345678', verificationCode: '123456', newPassword: password, confirmPassword: password });
    expect(reset('13572468').success).toBe(true);
    expect(reset('Fresh2025x').success).toBe(false);
  });

  it('a rule sent as optional is still required for a new password', () => {
    const rule = newPasswordRule({ ...ruleOf(7, 6, 10), required: false, show: false });
    expect(change(rule, '').success).toBe(false);
  });
});
