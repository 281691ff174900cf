/**
 * Domain rules about where a user is sent, written once (SPEC.md §4, §6): a visitor who needs a
 * session goes to the login popup, and comes back after a successful login to the page asked for
 * (`/login?returnTo=/member/withdraw`: a path of the app only, never a token).
 */
import { useCallback } from 'react';
import { Redirect, useLocation } from 'wouter';

export const LOGIN_PATH = '/login';

/** The query parameter of the login popup naming the page to come back to. */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * Only a member-centre page of this app, or a public page whose actions need a session (a
 * promotion's apply or claim, a points-mall redeem, live cam's models), is a place to come back to: no other origin,
 * no scheme, no query, nothing else.
 */
const RETURNABLE = /^\/(?:member(?:\/[A-Za-z0-9]+)?|promotions|pointMall|liveCam)$/;

/** The login popup's path, with the page to come back to when there is one worth keeping. */
export function loginPathFor(returnTo?: string | null): string {
  return returnTo && RETURNABLE.test(returnTo) ? `${LOGIN_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` : LOGIN_PATH;
}

/** The page a login should come back to, read from the login popup's query; null: none (home). */
export function returnToOf(search: string): string | null {
  const returnTo = new URLSearchParams(search).get(RETURN_TO_PARAM);
  return returnTo && RETURNABLE.test(returnTo) ? returnTo : null;
}

/** Rendered where a visitor cannot stay: replaces the page with the login popup. */
export function SendToLogin({ returnTo }: { returnTo?: string } = {}) {
  return <Redirect to={loginPathFor(returnTo)} replace />;
}

/** For an action a visitor cannot take (starring a game, launching one, a member-only filter, a redeem); back to `returnTo` after the login when it is returnable. */
export function useSendToLogin(returnTo?: string): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => navigate(loginPathFor(returnTo)), [navigate, returnTo]);
}

// --- the page beneath the member-centre overlay ------------------------------------------------

let pageBeneath: string | null = null;

const isMemberCentrePath = (path: string) => /^\/member(?:\/|$)/i.test(path);

/**
 * Kept by App for every page it shows that is not the member centre (path and query), so the
 * desktop overlay opened from the header, the side menu or the avatar menu sits over that page
 * and closing it goes back there. Lost on a reload: the overlay then sits over the home lobby.
 */
export function notePageShown(path: string, search: string): void {
  if (isMemberCentrePath(path)) return;
  pageBeneath = search ? `${path}?${search}` : path;
}

/** The page the member centre was opened from in this page load, or null (a reload or a direct visit). */
export function memberCentreBeneath(): string | null {
  return pageBeneath;
}
