/**
 * The one implementation of how a session starts once the platform answered a token
 * (machines/auth/sessionStart.ts), shared by the login, register and forgot-password wiring:
 * the answer as the charts read it, member info and the logout with that token (not stored yet),
 * the hand-over of a password that must change first to the session chart, and the moment the
 * site takes the session — the only place the token is stored as the member's.
 */
import type { SessionInfo } from '@machines/auth/session.machine';
import type { PasswordChangeDue, SessionStartAnswer } from '@machines/auth/sessionStart';
import type { AnyActorRef } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { storeHeldSession, storeToken } from '../../../config/storage';
import { WEAK_DEFAULT_PASSWORD } from '../../../validation/password';
import { api, platformCall } from '../platform';
import { reportSignedIn } from '../report';
import { toInfo } from './session';

/** A session-opening answer (login, register, reset by phone) as the charts read it; `password` is what was typed, if anything. */
export function answerOf(result: { token?: string | undefined; firstTimeLogin: boolean; passwordExpired: boolean; type?: number | undefined }, password: string | null): SessionStartAnswer {
  return {
    token: result.token ?? '',
    firstTimeLogin: result.firstTimeLogin,
    passwordExpired: result.passwordExpired,
    weakPassword: password === WEAK_DEFAULT_PASSWORD,
    type: result.type ?? null,
  };
}

/** Member info for a token the site has not taken yet. */
export const readMemberInfoWith = platformCall<SessionInfo, { token: string }>(async ({ token }, { signal }) => toInfo(await api.member.getInfo({ signal, token })));

/** Ends the platform session of a sign-in the site refused (the logout call, with its token). */
export const endPlatformSession = platformCall<void, { token: string }>(async ({ token }, { signal }) => {
  await api.session.logout({ signal, token });
});

/**
 * A password that must change first: the token kept apart for the tab (never as `token`), the
 * session chart told (through the flow's parent; the password just typed travels in memory only),
 * and the page the sign-in leads to, behind the forced change.
 */
export function handOverPasswordChange({ self }: { self: AnyActorRef }, { token, reason, site, heldPassword }: PasswordChangeDue, path: string): void {
  storeHeldSession({ token, reason, site });
  self._parent?.send({ type: 'PASSWORD_CHANGE_DUE', reason, site, heldPassword });
  navigate(path);
}

/** The site took the session: its token is stored now, and not before; then the session is told and the page left for `path`. */
export function takeSession<TParams>(read: (params: TParams) => { info: SessionInfo; token: string; path: string }) {
  return reportSignedIn((params: TParams) => {
    const { info, token, path } = read(params);
    storeToken(token);
    return { info, path };
  });
}
