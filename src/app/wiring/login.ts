/**
 * Wiring of the login chart: the adapter's login calls (the token they answer is stored, never
 * anything else of the login, never the password), the failure read for the captcha flag and the
 * new-IP factors, the remember-me cookie, and the way in (home; /agentHome on the agent site).
 */
import { toPlatformError } from '@api/errors';
import { readCaptchaFlag, readLoginVerificationMethods } from '@api/failures';
import type { ChangePasswordPayload, LoginPayload, LoginResult } from '@api/index';
import { loginMachine, type IpVerification, type LoginCredentials, type LoginFailure, type LoginOutcome, type LoginSite } from '@machines/login.machine';
import type { SessionInfo } from '@machines/session.machine';
import { clearSessionData, markFirstLogin, rememberUsername, storeToken } from '../../config/storage';
import { returnToOf } from '../navigation';
import { api, platformCall } from './platform';
import { reportSignedIn } from './report';
import { loadSessionInfo } from './session';
import { smsNoLoginCountdownLogic } from './smsCountdown';

/** SPEC.md §9: the platform's weak default password, which must change at the first login. */
export const WEAK_DEFAULT_PASSWORD = '123456';

/** A rejected login as the chart reads it: the PlatformError plus the captcha flag and the new-IP factors. */
function asLoginFailure(error: unknown): LoginFailure & Error {
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

export const loginLogic = loginMachine.provide({
  actors: {
    login: platformCall<LoginOutcome, LoginCredentials>(
      async (credentials, { signal }) => outcomeOf(await api.session.login(loginPayloadOf(credentials), { signal }), passwordOf(credentials)),
      asLoginFailure,
    ),
    verifyLogin: platformCall<LoginOutcome, IpVerification>(async ({ credentials, method, code }, { signal }) => {
      const payload = { ...loginPayloadOf(credentials), verifyMethod: method, verifyCode: code };
      return outcomeOf(await api.session.verifyLogin(payload, { signal }), passwordOf(credentials));
    }, asLoginFailure),
    freePlayLogin: platformCall<LoginOutcome>(async (_, { signal }) => outcomeOf(await api.session.freePlayLogin({}, { signal }), null), asLoginFailure),
    firstLoginAction: platformCall<void>(async (_, { signal }) => {
      // the public popups of a first login (execution F) are due for this login, whatever the platform answers
      markFirstLogin();
      await api.member.firstLoginAction({ signal });
    }),
    changePassword: platformCall<void, ChangePasswordPayload>(async (payload, { signal }) => {
      await api.member.changePassword(payload, { signal });
    }),
    loadMemberInfo: loadSessionInfo,
    loadCaptcha: platformCall<string>((_, { signal }) => api.session.getCaptcha({ signal })),
    smsCountdown: smsNoLoginCountdownLogic,
  },
  actions: {
    discardToken: () => clearSessionData(),
    rememberUser: (_, { username, remember, method }) => {
      if (method === 'username') rememberUsername(username, remember);
    },
    // the popup's ?returnTo= (a member-centre page a visitor asked for, never a token) is where the login leads
    signedIn: reportSignedIn(({ info, site }: { info: SessionInfo; site: LoginSite }) => ({
      info,
      path: site === 'agent' ? '/agentHome' : (returnToOf(globalThis.location?.search ?? '') ?? '/'),
    })),
  },
});
