/**
 * Sessions: public key, login (password or SMS code) with captcha after a failure and the
 * unregistered-IP check, free play, logout, captcha images and SMS codes.
 */
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { renderCaptchaPng } from '../media/captcha-png.js';
import { foldForSearch } from '../state/catalogue.js';
import { ENCRYPTION_ALG } from '../infra/crypto.js';
import { NON_MEMBER_TYPE, TRIAL_TYPE } from '../seed/accounts.js';
import type { Member, Scenario, SmsPurpose } from '../state/scenario.js';
import { acceptsBoundAuthenticatorCode, securityOf } from '../domain/security.js';
import { digitsOf } from '../infra/units.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, requireFlag, type RouteContext } from './http.js';
import { smsError } from './messages.js';

export const LOGIN_VERIFY_METHODS = ['MOBILE', 'EMAIL', 'BANK_NAME', 'AUTHENTICATOR'] as const;
export type LoginVerifyMethod = (typeof LOGIN_VERIFY_METHODS)[number];

const TRIAL_CREDIT = 2000;

const loginFields = z.object({
  /** 'username' (default) or 'sms'; 'firebase' counts as sms. */
  type: z.string().trim().toLowerCase().optional(),
  username: field.optionalText(),
  password: z.string().optional(),
  captcha: field.optionalText(),
  mobileNum: field.optionalText(),
  countryDialingCode: field.optionalText(),
  verificationCode: field.optionalText(),
  loginDeviceId: field.optionalText(),
});

type LoginFields = z.infer<typeof loginFields>;

export function loginResult(member: Member, token: string) {
  return { token, firstTimeLogin: member.firstTimeLogin, passwordExpired: member.passwordExpired, account: member.username, type: member.type };
}

/** Answers `captcha.invalid` (or `captcha.required` without an answer) when the check fails. */
export function checkCaptcha(scenario: Scenario, answer: string | undefined): void {
  if (!answer) throw new PlatformError(ERROR.captchaRequired, { value: { captcha: true } });
  if (!scenario.consumeCaptcha(answer)) throw new PlatformError(ERROR.captchaInvalid, { value: { captcha: true } });
}

/** Throws the SMS-code refusal matching `useSmsCode`'s verdict. */
export function checkSmsCode(scenario: Scenario, mobileNum: string, purpose: SmsPurpose, code: string | undefined): void {
  const verdict = scenario.useSmsCode(mobileNum, purpose, code);
  if (verdict === 'missing') throw new PlatformError(ERROR.verificationMissing);
  if (verdict === 'expired') throw new PlatformError(ERROR.verificationExpired);
  if (verdict === 'invalid') throw new PlatformError(ERROR.verificationInvalid);
}

function isSmsLogin(fields: LoginFields): boolean {
  return fields.type === 'sms' || fields.type === 'firebase';
}

/** Proves who is logging in, by SMS code or by password (captcha-gated after a failure). */
function authenticate(context: RouteContext, fields: LoginFields): Member {
  const { scenario } = context;
  if (isSmsLogin(fields)) {
    requireFlag(context, 'MOBILEVERCODELOGIN3');
    if (!fields.mobileNum) throw new PlatformError(ERROR.phoneRequired);
    const member = scenario.memberByMobile(fields.mobileNum);
    if (!member) throw new PlatformError(ERROR.mobileNotFound);
    checkSmsCode(scenario, member.mobileNum, 'NO_LOGIN', fields.verificationCode);
    return member;
  }
  if (!fields.username || !fields.password) {
    throw new PlatformError(ERROR.paramInvalid, { value: { issues: [{ field: fields.username ? 'password' : 'username', message: 'required' }] } });
  }
  const key = fields.username.toLowerCase();
  if (scenario.captchaRequired.has(key)) checkCaptcha(scenario, fields.captcha);
  const member = scenario.member(fields.username);
  if (!member || member.password !== fields.password) {
    scenario.captchaRequired.add(key);
    throw new PlatformError(ERROR.credentialsInvalid, { value: { captcha: true } });
  }
  // The password is proven: a follow-up verification call needs no further captcha.
  scenario.captchaRequired.delete(key);
  return member;
}

/** SPEC.md §6: only member accounts (members, agents, trial) sign in to the site. */
function requireMemberAccount(member: Member): Member {
  if (member.type === NON_MEMBER_TYPE) throw new PlatformError(ERROR.notMember);
  return member;
}

/** The unregistered-IP methods an account can use (MOBILE and EMAIL need the contact on file). */
/** The factors a member can answer: a mobile, an e-mail, the payee name, and the authenticator only once one is bound. */
export function verificationMethods(scenario: Scenario, member: Member): LoginVerifyMethod[] {
  return LOGIN_VERIFY_METHODS.filter((method) =>
    method === 'MOBILE' ? member.mobileNum !== '' : method === 'EMAIL' ? member.email !== '' : method === 'AUTHENTICATOR' ? securityOf(scenario, member).boundSecret !== null : true,
  );
}

function needsIpVerification(context: RouteContext, member: Member): boolean {
  return member.verifyNextLogin || (context.scenario.settings.newIpVerification && !member.knownIps.has(context.clientIp));
}

function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function sendSms(context: RouteContext, mobileNum: string | undefined, purpose: SmsPurpose) {
  const { scenario } = context;
  if (!mobileNum) throw smsError(context, ERROR.phoneRequired);
  const digits = digitsOf(mobileNum);
  if (digits.length < 7 || digits.length > 15 || /[^\d\s+-]/.test(mobileNum)) throw smsError(context, ERROR.phoneInvalid);
  const registered = scenario.memberByMobile(digits);
  if (purpose === 'NO_LOGIN' && !registered) throw smsError(context, ERROR.mobileNotFound);
  if (purpose === 'REGISTER' && registered) throw smsError(context, ERROR.mobileExists);
  if (scenario.smsRecentlySent(digits)) throw smsError(context, ERROR.tooManyRequests);
  scenario.issueSmsCode(digits, purpose);
  const minutes = scenario.settings.smsExpiredMinutes;
  // 0 (set through the control endpoint) answers without a window, like a platform that names none.
  return ok(minutes > 0 ? { expiredMinutes: minutes } : {});
}

const smsNoLoginInput = z.object({ mobileNum: field.optionalText(), countryDialingCode: field.optionalText(), captcha: field.optionalText() });
const smsRegisterInput = z.object({ mobileNo: field.optionalText(), mobileNum: field.optionalText(), countryDialingCode: field.optionalText() });

export const sessionHandlers = defineHandlers({
  rsaKey: (context) => ok({ alg: ENCRYPTION_ALG, publicKey: context.keys.publicKeySpkiBase64 }),

  login: (context) => {
    const fields = input(context, loginFields);
    const member = requireMemberAccount(authenticate(context, fields));
    // An SMS code already proves the phone, so only password logins face the IP check.
    if (!isSmsLogin(fields) && needsIpVerification(context, member)) {
      context.scenario.loginChallenges.set(member.username.toLowerCase(), { emailCode: sixDigits(), issuedAt: context.now });
      throw new PlatformError(ERROR.verifyRequired, { value: { methods: verificationMethods(context.scenario, member) } });
    }
    return ok(loginResult(member, context.scenario.openSession(member, context.clientIp).token));
  },

  loginVerification: (context) => {
    const { scenario } = context;
    const fields = input(context, loginFields.extend({ verifyMethod: z.enum(LOGIN_VERIFY_METHODS), verifyCode: field.text() }));
    const member = requireMemberAccount(authenticate(context, fields));
    const challenge = scenario.loginChallenges.get(member.username.toLowerCase());
    if (!challenge) throw new PlatformError(ERROR.verificationInvalid);
    switch (fields.verifyMethod) {
      case 'MOBILE':
        checkSmsCode(scenario, member.mobileNum, 'NO_LOGIN', fields.verifyCode);
        break;
      case 'EMAIL':
        if (fields.verifyCode !== challenge.emailCode) throw new PlatformError(ERROR.verificationInvalid);
        break;
      case 'BANK_NAME':
        if (foldForSearch(fields.verifyCode).replace(/\s+/g, ' ') !== foldForSearch(member.payeeName)) throw new PlatformError(ERROR.verificationInvalid);
        break;
      case 'AUTHENTICATOR':
        // RFC 6238 against the secret bound in the security centre; refused when none is bound
        if (!acceptsBoundAuthenticatorCode(scenario, member, fields.verifyCode)) throw new PlatformError(ERROR.verificationInvalid);
        break;
    }
    return ok(loginResult(member, scenario.openSession(member, context.clientIp).token));
  },

  freePlayLogin: (context) => {
    requireFlag(context, 'FREEPLAY3');
    input(context, z.object({ os: field.optionalText(), platform: field.optionalText() }));
    const { scenario } = context;
    const member = scenario.createMember({
      username: `TRIAL${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
      password: sixDigits(),
      type: TRIAL_TYPE,
      nickname: 'Invitado',
      mainBalance: TRIAL_CREDIT,
    });
    return ok(loginResult(member, scenario.openSession(member, context.clientIp).token));
  },

  logout: (context) => {
    context.scenario.sessions.delete(context.session.token);
    return ok(null);
  },

  captcha: (context) => {
    const answer = context.scenario.issueCaptcha();
    return ok(renderCaptchaPng(answer).toString('base64'));
  },

  smsNoLogin: (context) => {
    const fields = input(context, smsNoLoginInput);
    if (fields.captcha && !context.scenario.consumeCaptcha(fields.captcha)) throw smsError(context, ERROR.captchaInvalid);
    return sendSms(context, fields.mobileNum, 'NO_LOGIN');
  },

  smsRegister: (context) => {
    const fields = input(context, smsRegisterInput);
    return sendSms(context, fields.mobileNo ?? fields.mobileNum, 'REGISTER');
  },

  smsRegisterMobile: (context) => {
    requireFlag(context, 'MOBILENUMREG3');
    const fields = input(context, smsRegisterInput);
    return sendSms(context, fields.mobileNo ?? fields.mobileNum, 'REGISTER');
  },
});
