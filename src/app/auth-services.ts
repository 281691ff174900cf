/**
 * Wiring of the session, login and balance charts (sibling of services.ts): the adapter's calls,
 * the token in sessionStorage (never anything else of the login, never the password), the
 * remember-me cookie and the router.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { readCaptchaFlag, toPlatformError, type ChangePasswordPayload, type LoginResult } from '@api/index';
import { balanceMachine, type BalanceValue } from '@machines/balance.machine';
import { loginMachine, type LoginCredentials, type LoginFailure, type LoginOutcome } from '@machines/login.machine';
import { sessionMachine, type SessionInfo } from '@machines/session.machine';
import { api, onSessionExpired } from './services';

export const TOKEN_KEY = 'token';
export const WEAK_DEFAULT_PASSWORD = '123456';
const REMEMBER_COOKIE = 'rememberUsername';
const REMEMBER_SECONDS = 24 * 60 * 60;
/** sessionStorage keys that belong to one login (SPEC.md §4 logout: flags reset). */
const SESSION_KEYS = [TOKEN_KEY, 'isAgent', 'afterLogin', 'userInfo'];

export function storeToken(token: string): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // without storage the session lasts as long as the page
  }
}

function readToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function clearSessionData(): void {
  try {
    for (const key of SESSION_KEYS) sessionStorage.removeItem(key);
  } catch {
    // nothing stored
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

export function toInfo(info: Awaited<ReturnType<typeof api.member.getInfo>>): SessionInfo {
  return { id: info.id, account: info.account, type: info.type, nickname: info.nickname, currencySymbol: info.currencySymbol };
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

export const sessionLogic = sessionMachine.provide({
  actors: {
    restoreSession: fromPromise<SessionInfo | null>(async ({ signal }) => {
      if (!readToken()) return null;
      return toInfo(await api.member.getInfo({ signal }));
    }),
    logout: fromPromise<void>(async () => {
      await api.session.logout();
    }),
  },
  actions: {
    clearSession: () => clearSessionData(),
    leave: (_, { wasAgent }) => navigate(wasAgent ? '/agent' : '/'),
  },
});

/** The one session actor of the page; started by SessionProvider. */
export const sessionActor = createActor(sessionLogic);
export type SessionActorRef = ActorRefFrom<typeof sessionLogic>;

let started = false;
export function startSession(): void {
  if (started) return;
  started = true;
  sessionActor.start();
  // A 401 from any call ends the session where the user is (SPEC.md §8).
  onSessionExpired(() => sessionActor.send({ type: 'SESSION_EXPIRED' }));
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
