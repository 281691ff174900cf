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
