/**
 * Wiring of the session chart: member info for the stored token, logout, the 401 signal of any
 * call, the session data in storage and the router.
 */
import { fromCallback } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import type { MemberInfo } from '@api/index';
import { sessionMachine, type SessionInfo } from '@machines/session.machine';
import { clearSessionData, hasSessionToken } from '../../config/storage';
import { api, onSessionExpired, platformCall } from './platform';

export function toInfo(info: MemberInfo): SessionInfo {
  return { id: info.id, account: info.account, type: info.type, nickname: info.nickname, currencySymbol: info.currencySymbol, hasVip: info.hasVip, language: info.language };
}

/** Member info for the session, as the login, register and password charts read it after their call. */
export const loadSessionInfo = platformCall<SessionInfo>(async (_, { signal }) => toInfo(await api.member.getInfo({ signal })));

export const sessionLogic = sessionMachine.provide({
  actors: {
    restoreSession: platformCall<SessionInfo | null>(async (_, { signal }) => (hasSessionToken() ? toInfo(await api.member.getInfo({ signal })) : null)),
    logout: platformCall<void>(() => api.session.logout()),
    // A 401 from any call ends the session where the user is (SPEC.md §8).
    sessionExpiry: fromCallback(({ sendBack }) => onSessionExpired(() => sendBack({ type: 'SESSION_EXPIRED' }))),
  },
  actions: {
    clearSession: () => clearSessionData(),
    leave: (_, { wasAgent }) => navigate(wasAgent ? '/agent' : '/'),
  },
});
