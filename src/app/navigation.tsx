/**
 * Domain rules about where a user is sent, written once (SPEC.md §4, §6): a visitor who needs a
 * session goes to the login popup, and comes back after a successful login to the page asked for
 * (`/login?returnTo=/member/withdraw`: a path of the app only, never a token). Closing the login
 * (or the register popup reached from it) goes back there too, when a visitor may be there.
 *
 * What the visitor was doing (a tile's star, "Jugar", a filter) waits in the session's pending
 * action chart (machines/auth/pendingAction.machine.ts), in memory: never in the address.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { connectPendingAction, dueOn, type PendingActionView } from '@machines/auth/pendingAction.connect';
import type { PendingAction } from '@machines/auth/pendingAction.machine';
import { useRootChildRef } from './actors';

export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';

/** The query parameter of the login and register popups naming the page to come back to. */
export const RETURN_TO_PARAM = 'returnTo';

/** The game lobbies (src/app/routes.tsx `gameLobby`): a visitor's star, "Jugar" or filter there needs a session. */
export const LOBBY_PATHS = ['/sports', '/esports', '/lott', '/elott', '/live', '/fish', '/rng', '/pvp'] as const;

/** A lobby's own query, in this order: the category and the vendor. */
const LOBBY_QUERY = ['gameType', 'vassalage'] as const;
/** A code of the platform (a category, a vendor): letters, digits and underscores, nothing that could carry more. */
const QUERY_VALUE = '[A-Za-z0-9_]{1,40}';
const isQueryValue = (value: string | null): value is string => value !== null && new RegExp(`^${QUERY_VALUE}$`).test(value);

const LOBBY_PAGE = `(?:${LOBBY_PATHS.map((path) => path.slice(1)).join('|')})(?:\\?(?:gameType=${QUERY_VALUE}(?:&vassalage=${QUERY_VALUE})?|vassalage=${QUERY_VALUE}))?`;

/**
 * Only a member-centre page of this app, a public page whose actions need a session (a
 * promotion's apply or claim, a points-mall redeem, live cam's models) or a game lobby (with its
 * category and vendor, nothing else) is a place to come back to: no other origin, no scheme, no
 * other query, nothing else.
 */
const RETURNABLE = new RegExp(`^\\/(?:member(?:\\/[A-Za-z0-9]+)?|promotions|pointMall|liveCam|${LOBBY_PAGE})$`);

/** The home lobby's paths (src/app/routes.tsx `home`): a login leads there when nothing else is kept. */
const HOME_PATH = /^\/(?:index(?:\.html)?|home)?$/i;

const isMemberCentrePath = (path: string) => /^\/member(?:\/|$)/i.test(path);

const withReturnTo = (path: string, returnTo?: string | null) =>
  returnTo && RETURNABLE.test(returnTo) ? `${path}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` : path;

/** The login popup's path, with the page to come back to when there is one worth keeping. */
export function loginPathFor(returnTo?: string | null): string {
  return withReturnTo(LOGIN_PATH, returnTo);
}

/** The register popup's path, keeping the page the login was opened from. */
export function registerPathFor(returnTo?: string | null): string {
  return withReturnTo(REGISTER_PATH, returnTo);
}

/** The page a login should come back to, read from the login popup's query; null: none (home). */
export function returnToOf(search: string): string | null {
  const returnTo = new URLSearchParams(search).get(RETURN_TO_PARAM);
  return returnTo && RETURNABLE.test(returnTo) ? returnTo : null;
}

/**
 * The page shown, as a place to come back to: `/` for the home lobby, a lobby with its category
 * and vendor only (any other query left out), a returnable page as it is; null for any other page.
 */
export function pageOf(path: string, search = ''): string | null {
  const bare = path.replace(/\/+$/, '') || '/';
  if (HOME_PATH.test(bare)) return '/';
  const lobby = LOBBY_PATHS.find((candidate) => candidate === bare.toLowerCase());
  if (lobby) {
    const query = new URLSearchParams(search);
    const kept = LOBBY_QUERY.flatMap((name) => {
      const value = query.get(name);
      return isQueryValue(value) ? [`${name}=${value}`] : [];
    });
    return kept.length > 0 ? `${lobby}?${kept.join('&')}` : lobby;
  }
  return RETURNABLE.test(bare) ? bare : null;
}

/** Where closing a sign-in popup leads: the page it was opened from when a visitor may be there, else home. */
export function pageAfterClose(returnTo: string | null): string {
  return returnTo && !isMemberCentrePath(returnTo) ? returnTo : '/';
}

/** Rendered where a visitor cannot stay: replaces the page with the login popup. */
export function SendToLogin({ returnTo }: { returnTo?: string } = {}) {
  return <Redirect to={loginPathFor(returnTo)} replace />;
}

/** What a visitor asked for, without the page (the page shown is the one kept). */
export type ActionAfterSignIn = PendingAction extends infer Action ? (Action extends PendingAction ? Omit<Action, 'page'> : never) : never;

/** The session's pending-action child: there once the session runs. */
function usePendingActionRef() {
  const session = useRootChildRef('session');
  return useSelector(session, (snapshot) => snapshot?.children.pendingAction);
}

function usePendingAction(): PendingActionView | null {
  const ref = usePendingActionRef();
  const snapshot = useSelector(ref, (current) => current);
  return useMemo(() => (ref && snapshot ? connectPendingAction(snapshot, (event) => ref.send(event)) : null), [ref, snapshot]);
}

/**
 * For an action a visitor cannot take (starring a game, launching one, a member-only filter, a
 * redeem): the login popup, leading back to the page shown (or to `returnTo`) when it is
 * returnable. The action, when given, goes on once signed in there.
 */
export function useSendToLogin(returnTo?: string): (action?: ActionAfterSignIn) => void {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const ref = usePendingActionRef();
  return useCallback(
    (action?: ActionAfterSignIn) => {
      const page = returnTo ?? pageOf(location, search);
      // kept only where the login leads back to: elsewhere it could not go on
      if (action && page !== null) ref?.send({ type: 'HOLD', action: { ...action, page } });
      navigate(loginPathFor(page));
    },
    [location, search, navigate, ref, returnTo],
  );
}

/** A sign-in popup is shown that leads to `page` once signed in: an action waiting for another page is dropped. */
export function useSignInShown(page: string): void {
  const ref = usePendingActionRef();
  useEffect(() => {
    ref?.send({ type: 'SIGN_IN_SHOWN', page });
  }, [ref, page]);
}

/** The header's login and register links: closing either leads back to the page shown when it is a place to come back to. */
export function useSignInLinks(): { readonly loginPath: string; readonly registerPath: string } {
  const [location] = useLocation();
  const page = pageOf(location, useSearch());
  return useMemo(() => ({ loginPath: loginPathFor(page), registerPath: registerPathFor(page) }), [page]);
}

export interface SignInPopup {
  /** The page a sign-in leads back to (the popup's `returnTo`), or null (home). */
  readonly returnTo: string | null;
  /** The login and register popups, keeping the page to come back to. */
  readonly loginPath: string;
  readonly registerPath: string;
  /** Closed without signing in: back to the page it was opened from (without the popup's query), the pending action dropped. */
  close(): void;
}

/** The login and register popups' way back to the page they were opened from. */
export function useSignInPopup(): SignInPopup {
  const [, navigate] = useLocation();
  const returnTo = returnToOf(useSearch());
  const ref = usePendingActionRef();
  useSignInShown(returnTo ?? '/');
  const close = useCallback(() => {
    ref?.send({ type: 'DROP' });
    // replaced: going back does not open the closed popup again
    navigate(pageAfterClose(returnTo), { replace: true });
  }, [navigate, ref, returnTo]);
  return { returnTo, loginPath: loginPathFor(returnTo), registerPath: registerPathFor(returnTo), close };
}

/** The action due on the page shown, if any, and taking it (once: it is then gone). */
export function useDueAction(): { readonly action: PendingAction | null; take(): void } {
  const [location] = useLocation();
  const page = pageOf(location, useSearch());
  const pending = usePendingAction();
  const action = pending ? dueOn(pending, page) : null;
  const take = pending?.take;
  return useMemo(() => ({ action, take: () => take?.() }), [action, take]);
}

// --- the page beneath the member-centre overlay ------------------------------------------------

let pageBeneath: string | null = null;

/** `?announcement` (the list) or `?announcement=<id>` (that item) on any page opens the announcement popup. */
export const ANNOUNCEMENT_PARAM = 'announcement';

/**
 * The query parameters that open a dialog over a page. A page is kept beneath the member centre
 * without them: the dialog was left by a link out of it (the announcement's "go to the
 * promotion"), and going back must not open it again.
 */
const DIALOG_PARAMS: readonly string[] = [ANNOUNCEMENT_PARAM];

/** A page's query without the parameters that open dialogs. */
export function withoutDialogParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of DIALOG_PARAMS) params.delete(name);
  return params.toString();
}

/**
 * Kept by App for every page it shows that is not the member centre (path and query), so the
 * desktop overlay opened from the header, the side menu or the avatar menu sits over that page
 * and closing it goes back there. Lost on a reload: the overlay then sits over the home lobby.
 */
export function notePageShown(path: string, search: string): void {
  if (isMemberCentrePath(path)) return;
  const query = withoutDialogParams(search);
  pageBeneath = query ? `${path}?${query}` : path;
}

/** The page the member centre was opened from in this page load, or null (a reload or a direct visit). */
export function memberCentreBeneath(): string | null {
  return pageBeneath;
}
