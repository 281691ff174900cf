/** Logging in and out, captcha and SMS codes for visitors. */
import type { CallOptions, PlatformRequester } from './request';
import {
  captchaImageSchema,
  ignoredValueSchema,
  loginResultSchema,
  rsaKeySchema,
  smsSentSchema,
  type LoginVerificationMethod,
} from './schemas';

export interface UsernameLoginPayload {
  readonly type: 'username';
  readonly username: string;
  readonly password: string;
  /** Only once a failed login asked for it (error.value.captcha). */
  readonly captcha?: string;
}

export interface SmsLoginPayload {
  readonly type: 'sms';
  readonly mobileNum: string;
  readonly verificationCode: string;
  readonly countryDialingCode?: string;
  readonly captcha?: string;
}

export type LoginPayload = UsernameLoginPayload | SmsLoginPayload;

/** The second factor of an unregistered-IP login (API.md "Unregistered IP", ours). */
export interface LoginVerification {
  readonly verifyMethod: LoginVerificationMethod;
  /** The code, bank account name or authenticator code the user typed. */
  readonly verifyCode: string;
}

export interface SmsRequest {
  readonly mobileNum: string;
  readonly countryDialingCode: string;
  readonly captcha?: string;
}

export interface RegisterSmsRequest {
  readonly mobileNo: string;
  readonly countryDialingCode: string;
}

export function createSessionApi({ request, getDeviceId }: PlatformRequester) {
  return {
    /** GET /wps/session/key/rsa; request() fetches it itself for encrypted calls. */
    getEncryptionKey(options: CallOptions = {}) {
      return request('rsaKey', { schema: rsaKeySchema, ...options });
    },

    /**
     * POST /wps/session/login (encrypted). Failures to look for: `captcha.required`
     * (readCaptchaFlag) and `login_verify_required` (readLoginVerificationMethods).
     */
    login(payload: LoginPayload, options: CallOptions = {}) {
      return request('login', { schema: loginResultSchema, body: { ...payload, loginDeviceId: getDeviceId() }, ...options });
    },

    /** POST /wps/session/login/verification (encrypted): the login again, with the chosen second factor. */
    verifyLogin(payload: LoginPayload & LoginVerification, options: CallOptions = {}) {
      return request('loginVerification', {
        schema: loginResultSchema,
        body: { ...payload, loginDeviceId: getDeviceId() },
        ...options,
      });
    },

    /** POST /wps/session/login/freeplay: a trial account (type 4). */
    freePlayLogin(params: { os?: string } = {}, options: CallOptions = {}) {
      return request('freePlayLogin', {
        schema: loginResultSchema,
        body: { os: params.os ?? 'web', platform: 'W', loginDeviceId: getDeviceId() },
        ...options,
      });
    },

    /** DELETE /wps/session/logout. */
    async logout(options: CallOptions = {}): Promise<void> {
      await request('logout', { schema: ignoredValueSchema, ...options });
    },

    /** GET /wps/captcha?t=<now>: an <img> src (data URL). */
    getCaptcha(options: CallOptions = {}) {
      return request('captcha', { schema: captchaImageSchema, query: { t: Date.now() }, ...options });
    },

    /** POST /wps/verification/sms/noLogin: countdown = expiredMinutes × 60 s; TOO_MANY_REQUESTS → wait 5 minutes. */
    sendSmsCode(payload: SmsRequest, options: CallOptions = {}) {
      return request('smsNoLogin', { schema: smsSentSchema, body: payload, ...options });
    },

    /** POST /wps/verification/sms/register: the code for registering by username. */
    sendRegisterSmsCode(payload: RegisterSmsRequest, options: CallOptions = {}) {
      return request('smsRegister', { schema: smsSentSchema, body: payload, ...options });
    },

    /** POST /wps/verification/sms/register/mobile: the code for registering by mobile. */
    sendRegisterMobileSmsCode(payload: RegisterSmsRequest, options: CallOptions = {}) {
      return request('smsRegisterMobile', { schema: smsSentSchema, body: payload, ...options });
    },
  };
}
