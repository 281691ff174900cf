/**
 * Readers for the data some failures carry in the envelope's `value` (API.md "Captcha" and
 * "Unregistered IP"), so machines never poke at `error.value` themselves.
 */
import { PlatformError } from './errors';
import { captchaFlagSchema, loginVerificationMethodsSchema, type LoginVerificationMethod } from './schemas';

/** True when a failed login asks for the captcha field (value.captcha, or the captcha.required code). */
export function readCaptchaFlag(error: unknown): boolean {
  if (!(error instanceof PlatformError)) return false;
  if (error.errorCode === 'captcha.required') return true;
  const parsed = captchaFlagSchema.safeParse(error.value);
  return parsed.success && parsed.data.captcha;
}

/**
 * The second factors a `login_verify_required` failure offers, or null when the error is not
 * one (an empty list means the platform offered none this client knows).
 */
export function readLoginVerificationMethods(error: unknown): LoginVerificationMethod[] | null {
  if (!(error instanceof PlatformError) || error.errorCode !== 'login_verify_required') return null;
  const parsed = loginVerificationMethodsSchema.safeParse(error.value);
  return parsed.success ? parsed.data.methods : [];
}
