/**
 * Wiring of the session, login and balance charts (sibling of services.ts): the adapter's calls,
 * the token in sessionStorage (never anything else of the login, never the password), the
 * remember-me cookie and the router.
 */
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { readCaptchaFlag, toPlatformError, type ChangePasswordPayload, type LoginResult } from '@api/index';
import { balanceMachine, type BalanceValue } from '@machines/balance.machine';
import { loginMachine, type LoginCredentials, type LoginFailure, type LoginOutcome } from '@machines/login.machine';
import type { SessionInfo } from '@machines/session.machine';
import { api } from './services';
import { clearSessionData, sessionActor, TOKEN_KEY, toInfo } from './session-services';

// the session's wiring lives in session-services.ts (first route); the login views import it from here
export { clearSessionData, sessionActor, sessionLogic, startSession, TOKEN_KEY, type SessionActorRef } from './session-services';

export const WEAK_DEFAULT_PASSWORD = '123456';
const REMEMBER_COOKIE = 'rememberUsername';
const REMEMBER_SECONDS = 24 * 60 * 60;
function storeToken(token: string): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // without storage the session lasts as long as the page
  }
}

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
  return Object.assign(platformError, { captcha: readCaptchaFlag(platformError) });
}

function outcomeOf(result: LoginResult, password: string | null): LoginOutcome {
  storeToken(result.token);
  return { firstTimeLogin: result.firstTimeLogin, passwordExpired: result.passwordExpired, weakPassword: password === WEAK_DEFAULT_PASSWORD };
}

export const loginLogic = loginMachine.provide({
  actors: {
    login: fromPromise<LoginOutcome, LoginCredentials>(async ({ input, signal }) => {
      try {
        const result = await api.session.login(
          { type: 'username', username: input.username, password: input.password, ...(input.captcha ? { captcha: input.captcha } : {}) },
          { signal },
        );
        return outcomeOf(result, input.password);
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
  },
  actions: {
    discardToken: () => clearSessionData(),
    rememberUser: (_, { username, remember }) => rememberUsername(username, remember),
    signedIn: (_, { info, site }) => {
      sessionActor.send({ type: 'SIGNED_IN', info });
      navigate(site === 'agent' ? '/agentHome' : '/');
    },
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
