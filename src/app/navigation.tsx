/**
 * Domain rules about where a user is sent, written once (SPEC.md §4, §6): a visitor who needs a
 * session goes to the login popup.
 */
import { useCallback } from 'react';
import { Redirect, useLocation } from 'wouter';

export const LOGIN_PATH = '/login';

/** Rendered where a visitor cannot stay: replaces the page with the login popup. */
export function SendToLogin() {
  return <Redirect to={LOGIN_PATH} replace />;
}

/** For an action a visitor cannot take (starring a game, launching one, a member-only filter). */
export function useSendToLogin(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => navigate(LOGIN_PATH), [navigate]);
}
