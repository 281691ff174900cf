/**
 * Wiring of the login chart: the adapter's login calls, the failure read for the captcha flag and
 * the new-IP factors, the remember-me cookie, and the way in (home; /agentHome on the agent site).
 * The token a login answers is stored only when the chart admits the session (`signedIn`), or apart
 * as a held session when its password must change first (`passwordChangeDue`); never anything else
 * of the login, never the password. Until then every call of the login carries it explicitly.
 */
import { toPlatformError } from '@api/errors';
import { readCaptchaFlag, readLoginVerificationMethods } from '@api/failures';
import type { LoginPayload, LoginResult } from '@api/index';
import { loginMachine, type IpVerification, type LoginCredentials, type LoginFailure, type LoginOutcome, type LoginSite } from '@machines/auth/login.machine';
import type { SessionInfo } from '@machines/auth/session.machine';
import { markFirstLogin, rememberUsername } from '../../../config/storage';
import { returnToOf } from '../../navigation';
import { api, platformCall } from '../platform';
import { answerOf, endPlatformSession, handOverPasswordChange, readMemberInfoWith, takeSession } from './sessionStart';
import { smsNoLoginCountdownLogic } from './smsCountdown';

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

const outcomeOf = (result: LoginResult, password: string | null): LoginOutcome => answerOf(result, password);

/** Where a login leads: the popup's ?returnTo= (a member-centre page a visitor asked for, never a token), /agentHome on the agent site. */
const pathAfterLogin = (site: LoginSite) => (site === 'agent' ? '/agentHome' : (returnToOf(globalThis.location?.search ?? '') ?? '/'));

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
    firstLoginAction: platformCall<void, { token: string }>(async ({ token }, { signal }) => {
      // the public popups of a first login (execution F) are due for this login, whatever the platform answers
      markFirstLogin();
      await api.member.firstLoginAction({ signal, token });
    }),
    loadMemberInfo: readMemberInfoWith,
    endSession: endPlatformSession,
    loadCaptcha: platformCall<string>((_, { signal }) => api.session.getCaptcha({ signal })),
    smsCountdown: smsNoLoginCountdownLogic,
  },
  actions: {
    // the session chart holds it from here (its forced-change dialog); the held password travels in memory only
    passwordChangeDue: ({ self }, due) => handOverPasswordChange({ self }, due, pathAfterLogin(due.site)),
    rememberUser: (_, { username, remember, method }) => {
      if (method === 'username') rememberUsername(username, remember);
    },
    // the site took the session: its token is stored now, and not before
    signedIn: takeSession(({ info, site, token }: { info: SessionInfo; site: LoginSite; token: string }) => ({ info, token, path: pathAfterLogin(site) })),
  },
});
