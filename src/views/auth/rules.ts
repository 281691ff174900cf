/** The field rules of SPEC.md §5 for signing in and changing passwords; messages are auth:validation keys. */
import { z } from 'zod';

const required = (message = 'validation.required') => z.string().trim().min(1, message);

/** Letters and numbers, 6–20 characters (the platform's password rule). */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d!@#$%^&*._-]{6,20}$/;

export function loginSchema(captchaShown: boolean) {
  return z.object({
    username: required(),
    password: required(),
    captcha: captchaShown ? required('validation.captchaRequired') : z.string().trim(),
    remember: z.boolean(),
  });
}

export type LoginFormValues = z.infer<ReturnType<typeof loginSchema>>;

export function changePasswordSchema(askOld: boolean) {
  return z
    .object({
      oldPassword: askOld ? required() : z.string(),
      newPassword: required().regex(PASSWORD_PATTERN, 'validation.passwordFormat'),
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
const smsCode = () => required('validation.codeRequired').regex(/^\d{4,8}$/, 'validation.codeFormat');

/** SMS login: mobileNum with the phone rule, verification code required (SPEC.md §5). */
export const smsLoginSchema = z.object({ countryDialingCode: dialingCode(), mobileNum: mobile(), verificationCode: smsCode() });
export type SmsLoginValues = z.infer<typeof smsLoginSchema>;

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
export const forgotByPhoneSchema = z
  .object({
    countryDialingCode: dialingCode(),
    mobileNum: mobile(),
    verificationCode: smsCode(),
    newPassword: required().regex(PASSWORD_PATTERN, 'validation.passwordFormat'),
    confirmPassword: required(),
  })
  .refine((values) => values.confirmPassword === values.newPassword, { path: ['confirmPassword'], message: 'validation.confirmMismatch' });
export type ForgotByPhoneValues = z.infer<typeof forgotByPhoneSchema>;
