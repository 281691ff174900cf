/** The field rules of SPEC.md §5 for signing in and changing passwords; messages are auth:validation keys. */
import { z } from 'zod';
import { fieldProblem, patternMessageKey, type FieldRule } from '../../validation/patterns';
import { smsCodeProblem } from '../../validation/sms-code';

const required = (message = 'validation.required') => z.string().trim().min(1, message);

/** Letters and numbers, 6–20 characters: the password rule when the platform sends none. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d!@#$%^&*._-]{6,20}$/;

/**
 * A new password's rule: the platform's own `password` rule of the register settings when the
 * status call sends one (SPEC.md §5 "new password required with password rule"; the platform
 * checks a change and a reset against it, so a digits-only rule must be typable here too), else
 * letters and numbers, 6–20.
 */
export interface NewPasswordRule {
  /** The message key (auth namespace) for a password that breaks the rule, or undefined. */
  problem(value: string): string | undefined;
  /** The hint under the field: key and values (register's pattern texts carry their bounds). */
  readonly hint: { readonly key: string; readonly values?: Readonly<Record<string, number>> };
}

export function newPasswordRule(platformRule: FieldRule | null | undefined): NewPasswordRule {
  if (!platformRule) {
    return {
      problem: (value) => (PASSWORD_PATTERN.test(value.trim()) ? undefined : 'validation.passwordFormat'),
      hint: { key: 'auth:changePassword.rule' },
    };
  }
  const rule = { ...platformRule, show: true, required: true };
  return {
    problem: (value) => (fieldProblem(rule, value) === undefined ? undefined : 'validation.passwordFormat'),
    hint: { key: `register:${patternMessageKey(rule.patternId)}`, values: { min: rule.minLength ?? 0, max: rule.maxLength ?? 0 } },
  };
}

const newPassword = (rule: NewPasswordRule) =>
  required().superRefine((value, context) => {
    const problem = rule.problem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export function loginSchema(captchaShown: boolean) {
  return z.object({
    username: required(),
    password: required(),
    captcha: captchaShown ? required('validation.captchaRequired') : z.string().trim(),
    remember: z.boolean(),
  });
}

export type LoginFormValues = z.infer<ReturnType<typeof loginSchema>>;

export function changePasswordSchema(askOld: boolean, rule: NewPasswordRule = newPasswordRule(null)) {
  return z
    .object({
      oldPassword: askOld ? required() : z.string(),
      newPassword: newPassword(rule),
      confirmPassword: required(),
    })
    .refine((values) => values.confirmPassword === values.newPassword, { path: ['confirmPassword'], message: 'validation.confirmMismatch' });
}

export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;

/** A mobile number: digits (spaces and dashes allowed), 6–15 of them (SPEC.md §5 phone rule). */
export const MOBILE_PATTERN = /^(?=(?:\D*\d){6,15}\D*$)[\d\s-]+$/;
export const DIALING_CODE_PATTERN = /^\+?\d{1,4}$/;

const mobile = () => required('validation.mobileRequired').regex(MOBILE_PATTERN, 'validation.mobileFormat');
const dialingCode = () => required().regex(DIALING_CODE_PATTERN, 'validation.dialingCodeFormat');
/** An SMS code under the rule registration uses (src/validation/sms-code.ts): the platform's, else six digits. */
const smsCode = (codeRule: FieldRule | null) =>
  required('validation.codeRequired').superRefine((value, context) => {
    const problem = smsCodeProblem(value, codeRule);
    // an empty code is said once, as missing
    if (problem && problem !== 'required') context.addIssue({ code: 'custom', message: 'validation.codeFormat' });
  });

/** SMS login: mobileNum with the phone rule, the SMS code with its rule (SPEC.md §5). */
export function smsLoginSchema(codeRule: FieldRule | null = null) {
  return z.object({ countryDialingCode: dialingCode(), mobileNum: mobile(), verificationCode: smsCode(codeRule) });
}
export type SmsLoginValues = z.infer<ReturnType<typeof smsLoginSchema>>;

/** The mobile alone, checked before a code is sent to it. */
export const mobileOnlySchema = z.object({ countryDialingCode: dialingCode(), mobileNum: mobile() });

/** New-IP verification: the offered factor and what proves it. */
export const ipVerificationSchema = z.object({
  method: z.enum(['MOBILE', 'EMAIL', 'BANK_NAME', 'AUTHENTICATOR']),
  countryDialingCode: z.string(),
  mobileNum: z.string(),
  code: required('validation.codeRequired'),
});
export type IpVerificationValues = z.infer<typeof ipVerificationSchema>;

/** A username as the platform accepts it: a letter, then letters or digits, 4–16 (SPEC.md §5). */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Forgot by email: username and email, each with its rule (SPEC.md §5). */
export const forgotByEmailSchema = z.object({
  username: required().regex(USERNAME_PATTERN, 'validation.usernameFormat'),
  email: required().regex(EMAIL_PATTERN, 'validation.emailFormat'),
});
export type ForgotByEmailValues = z.infer<typeof forgotByEmailSchema>;

/** Forgot by phone: mobile rule, SMS code, new password with the password rule, confirmation equal. */
export function forgotByPhoneSchema(rule: NewPasswordRule = newPasswordRule(null), codeRule: FieldRule | null = null) {
  return z
    .object({
      countryDialingCode: dialingCode(),
      mobileNum: mobile(),
      verificationCode: smsCode(codeRule),
      newPassword: newPassword(rule),
      confirmPassword: required(),
    })
    .refine((values) => values.confirmPassword === values.newPassword, { path: ['confirmPassword'], message: 'validation.confirmMismatch' });
}
export type ForgotByPhoneValues = z.infer<ReturnType<typeof forgotByPhoneSchema>>;
