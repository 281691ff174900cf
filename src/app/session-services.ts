/**
 * Wiring of the session chart (split from auth-services.ts so the first route carries the session
 * and not the login and balance charts): the token in sessionStorage, member info, logout, the
 * router, and the one session actor of the page.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { sessionMachine, type SessionInfo } from '@machines/session.machine';
import { api, onSessionExpired } from './services';

export const TOKEN_KEY = 'token';
/** sessionStorage keys that belong to one login (SPEC.md §4 logout: flags reset). */
const SESSION_KEYS = [TOKEN_KEY, 'isAgent', 'afterLogin', 'userInfo'];

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // without storage the session lasts as long as the page
  }
}

export function clearSessionData(): void {
  try {
    for (const key of SESSION_KEYS) sessionStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}

export function toInfo(info: Awaited<ReturnType<typeof api.member.getInfo>>): SessionInfo {
  return { id: info.id, account: info.account, type: info.type, nickname: info.nickname, currencySymbol: info.currencySymbol };
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

/** The one session actor of the page; started by the app (useStartSession, src/app/session.tsx). */
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
