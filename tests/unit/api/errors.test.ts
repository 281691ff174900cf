import { describe, expect, it } from 'vitest';
import enErrors from '../../../locales/en/errors.json';
import esErrors from '../../../locales/es/errors.json';
import {
  ERROR_MESSAGE_IDS,
  isKnownErrorCode,
  messageKeyForCode,
  PlatformError,
  toPlatformError,
} from '../../../src/api/errors';

describe('error code → message key', () => {
  it.each([
    ['login.not.session', 'errors:notLoggedIn'],
    ['user.or.token.invalid', 'errors:notLoggedIn'],
    ['CUSTOMER_NOT_LOGIN', 'errors:notLoggedIn'],
    ['request_body_required', 'errors:requestBodyRequired'],
    ['#543', 'errors:functionNotAvailable'],
    ['function.not.available', 'errors:functionNotAvailable'],
    ['#727', 'errors:systemBusy'],
    ['#734', 'errors:previousGameNotFinished'],
    ['login_verify_required', 'errors:loginVerifyRequired'],
    ['TOO_MANY_REQUESTS', 'errors:tooManyRequests'],
    ['captcha.required', 'errors:captchaRequired'],
    ['captcha.invalid', 'errors:captchaFailed'],
    ['phone.format.invalid', 'errors:invalidPhoneFormat'],
    ['phone.required', 'errors:phoneRequired'],
    ['verification.code.invalid', 'errors:invalidVerificationCode'],
    ['verification.code.required', 'errors:verificationCodeRequired'],
    ['verification.code.expired', 'errors:verificationCodeExpired'],
    ['quota.insufficient', 'errors:quotaInsufficient'],
    ['user.not.exist', 'errors:userNotFound'],
    ['login.not.member', 'errors:nonMemberCannotLogin'],
    ['login.agent.only', 'errors:agentsOnly'],
    ['password.expired', 'errors:passwordChangeRequired'],
    ['domain.invalid', 'errors:invalidUrl'],
    ['access.ip.blocked', 'errors:accessRestricted'],
    ['system.maintenance', 'errors:maintenance'],
  ])('%s → %s', (code, key) => {
    expect(messageKeyForCode(code)).toBe(key);
    expect(isKnownErrorCode(code)).toBe(true);
  });

  it('matches numeric codes however the platform spells them', () => {
    expect(messageKeyForCode(543)).toBe('errors:functionNotAvailable');
    expect(messageKeyForCode('543')).toBe('errors:functionNotAvailable');
    expect(messageKeyForCode(' #727 ')).toBe('errors:systemBusy');
  });

  it('maps anything else, and no code at all, to errors:unknown', () => {
    expect(messageKeyForCode('never.seen.before')).toBe('errors:unknown');
    expect(messageKeyForCode('')).toBe('errors:unknown');
    expect(messageKeyForCode(null)).toBe('errors:unknown');
    expect(messageKeyForCode(undefined)).toBe('errors:unknown');
    expect(isKnownErrorCode('never.seen.before')).toBe(false);
  });

  it('wraps a foreign error so broad catch blocks always get a PlatformError', () => {
    const cause = new TypeError('boom');
    const wrapped = toPlatformError(cause);
    expect(wrapped).toBeInstanceOf(PlatformError);
    expect(wrapped.messageKey).toBe('errors:unknown');
    expect(wrapped.cause).toBe(cause);
    const original = new PlatformError({ kind: 'timeout', messageKey: 'errors:timeout' });
    expect(toPlatformError(original)).toBe(original);
  });

  it('ignores a blank server message so the catalogue text is shown', () => {
    const error = new PlatformError({ kind: 'envelope', messageKey: 'errors:systemBusy', serverMessage: '  ' });
    expect(error.displayText((key) => key)).toBe('errors:systemBusy');
  });
});

describe('errors.json locales', () => {
  it('es and en have the same keys', () => {
    expect(Object.keys(esErrors).sort()).toEqual(Object.keys(enErrors).sort());
  });

  it('hold exactly the catalogue the adapter can produce, each with a non-empty text', () => {
    expect(Object.keys(esErrors).sort()).toEqual([...ERROR_MESSAGE_IDS].sort());
    for (const texts of [esErrors, enErrors] as Record<string, string>[]) {
      for (const id of ERROR_MESSAGE_IDS) expect(texts[id]?.trim()).toBeTruthy();
    }
  });

  it('say "Unknown error" as SPEC.md words it', () => {
    expect(esErrors.unknown).toBe('Error desconocido');
    expect(enErrors.unknown).toBe('Unknown error');
  });
});
