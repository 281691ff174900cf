/**
 * Wiring of the session, login, password and balance charts (sibling of services.ts): the adapter's calls,
 * the token in sessionStorage (never anything else of the login, never the password), the
 * remember-me cookie and the router.
 */
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { readCaptchaFlag, readLoginVerificationMethods, toPlatformError, type ChangePasswordPayload, type LoginPayload, type LoginResult, type SetPasswordByPhonePayload, type SmsRequest } from '@api/index';
import { balanceMachine, type BalanceValue } from '@machines/balance.machine';
import { changePasswordMachine } from '@machines/changePassword.machine';
import { forgotPasswordMachine, type EmailRecovery } from '@machines/forgotPassword.machine';
import { loginMachine, type IpVerification, type LoginCredentials, type LoginFailure, type LoginOutcome } from '@machines/login.machine';
import type { SessionInfo } from '@machines/session.machine';
import { smsCountdownMachine, type SmsSent } from '@machines/smsCountdown.machine';
import { api } from './wiring/platform';
import { clearSessionData, storeToken } from '../config/storage';
import { toInfo } from './wiring/session';
import { reportSignedIn } from './wiring/report';


export const WEAK_DEFAULT_PASSWORD = '123456';
const REMEMBER_COOKIE = 'rememberUsername';
const REMEMBER_SECONDS = 24 * 60 * 60;
/** The remembered username (1-day cookie), or ''. */
export function rememberedUsername(): string {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${REMEMBER_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(REMEMBER_COOKIE.length + 1)) : '';
}

function rememberUsername(username: string, remember: boolean): void {
  document.cookie = remember && username
    ? `${REMEMBER_COOKIE}=${encodeURIComponent(username)}; max-age=${REMEMBER_SECONDS}; path=/; samesite=lax`
    : `${REMEMBER_COOKIE}=; max-age=0; path=/; samesite=lax`;
}

/** A rejected call as the charts read it: the PlatformError plus the captcha flag. */
function asFailure(error: unknown): LoginFailure & Error {
  const platformError = toPlatformError(error);
  return Object.assign(platformError, { captcha: readCaptchaFlag(platformError), verifyMethods: readLoginVerificationMethods(platformError) });
}

function loginPayloadOf(credentials: LoginCredentials): LoginPayload {
  if (credentials.method === 'sms') {
    const { mobileNum, countryDialingCode, verificationCode } = credentials;
    return { type: 'sms', mobileNum, countryDialingCode, verificationCode };
  }
  const { username, password, captcha } = credentials;
  return { type: 'username', username, password, ...(captcha ? { captcha } : {}) };
}

const passwordOf = (credentials: LoginCredentials) => (credentials.method === 'username' ? credentials.password : null);

function outcomeOf(result: LoginResult, password: string | null): LoginOutcome {
  storeToken(result.token);
  return { firstTimeLogin: result.firstTimeLogin, passwordExpired: result.passwordExpired, weakPassword: password === WEAK_DEFAULT_PASSWORD };
}

/** What an SMS field hands its countdown to send: checked here, where it becomes a call. */
function smsRequestOf(request: unknown): SmsRequest {
  const fields = typeof request === 'object' && request !== null ? (request as Record<string, unknown>) : {};
  const { mobileNum, countryDialingCode } = fields;
  if (typeof mobileNum !== 'string' || typeof countryDialingCode !== 'string') throw new TypeError('an SMS send needs mobileNum and countryDialingCode');
  return { mobileNum, countryDialingCode };
}

/**
 * The SMS countdown of the visitor's forms (SMS login, new-IP check, recovery by phone):
 * /wps/verification/sms/noLogin. The login and forgot-password charts invoke it as their `sms` child.
 */
const smsNoLoginCountdownLogic = smsCountdownMachine.provide({
  actors: {
    sendCode: fromPromise<SmsSent, unknown>(async ({ input, signal }) => {
      try {
        return await api.session.sendSmsCode(smsRequestOf(input), { signal });
      } catch (error) {
        throw toPlatformError(error);
      }
    }),
  },
});

export const loginLogic = loginMachine.provide({
  actors: {
    login: fromPromise<LoginOutcome, LoginCredentials>(async ({ input, signal }) => {
      try {
        return outcomeOf(await api.session.login(loginPayloadOf(input), { signal }), passwordOf(input));
      } catch (error) {
        throw asFailure(error);
      }
    }),
    verifyLogin: fromPromise<LoginOutcome, IpVerification>(async ({ input, signal }) => {
      try {
        const payload = { ...loginPayloadOf(input.credentials), verifyMethod: input.method, verifyCode: input.code };
        return outcomeOf(await api.session.verifyLogin(payload, { signal }), passwordOf(input.credentials));
      } catch (error) {
        throw asFailure(error);
      }
    }),
    freePlayLogin: fromPromise<LoginOutcome>(async ({ signal }) => {
      try {
        return outcomeOf(await api.session.freePlayLogin({}, { signal }), null);
      } catch (error) {
        throw asFailure(error);
      }
    }),
    firstLoginAction: fromPromise<void>(async ({ signal }) => {
      await api.member.firstLoginAction({ signal });
    }),
    changePassword: fromPromise<void, ChangePasswordPayload>(async ({ input, signal }) => {
      try {
        await api.member.changePassword(input, { signal });
      } catch (error) {
        throw asFailure(error);
      }
    }),
    loadMemberInfo: fromPromise<SessionInfo>(async ({ signal }) => {
      try {
        return toInfo(await api.member.getInfo({ signal }));
      } catch (error) {
        throw asFailure(error);
      }
    }),
    loadCaptcha: fromPromise<string>(async ({ signal }) => api.session.getCaptcha({ signal })),
    smsCountdown: smsNoLoginCountdownLogic,
  },
  actions: {
    discardToken: () => clearSessionData(),
    rememberUser: (_, { username, remember, method }) => {
      if (method === 'username') rememberUsername(username, remember);
    },
    signedIn: reportSignedIn(({ info, site }: { info: SessionInfo; site: 'main' | 'agent' }) => ({ info, path: site === 'agent' ? '/agentHome' : '/' })),
  },
});

export const balanceLogic = balanceMachine.provide({
  actors: {
    loadBalance: fromPromise<BalanceValue>(async ({ signal }) => {
      const balance = await api.wallet.getBalance({ signal });
      return { amount: balance.sumBalance, currencySymbol: balance.currencySymbol || '$' };
    }),
  },
});

const loadSessionInfo = fromPromise<SessionInfo>(async ({ signal }) => {
  try {
    return toInfo(await api.member.getInfo({ signal }));
  } catch (error) {
    throw toPlatformError(error);
  }
});

export const changePasswordLogic = changePasswordMachine.provide({
  actors: {
    changePassword: fromPromise<void, ChangePasswordPayload>(async ({ input, signal }) => {
      try {
        await api.member.changePassword(input, { signal });
      } catch (error) {
        throw toPlatformError(error);
      }
    }),
    loadMemberInfo: loadSessionInfo,
  },
  actions: {
    // The session already holds this member; the fresh info only confirms the session lives on.
    finish: () => navigate('/'),
  },
});

export const forgotPasswordLogic = forgotPasswordMachine.provide({
  actors: {
    recoverByEmail: fromPromise<string, EmailRecovery>(async ({ input, signal }) => {
      try {
        return await api.member.forgotPasswordByEmail(input, { signal });
      } catch (error) {
        throw toPlatformError(error);
      }
    }),
    recoverByPhone: fromPromise<void, SetPasswordByPhonePayload>(async ({ input, signal }) => {
      try {
        const result = await api.member.setPasswordByPhone(input, { signal });
        if (result?.token) storeToken(result.token);
      } catch (error) {
        throw toPlatformError(error);
      }
    }),
    loadMemberInfo: loadSessionInfo,
    smsCountdown: smsNoLoginCountdownLogic,
  },
  actions: {
    signedIn: reportSignedIn((info: SessionInfo) => ({ info, path: '/' })),
  },
});
