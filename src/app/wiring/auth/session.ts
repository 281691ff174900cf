/**
 * Wiring of the session chart: member info for the stored token (or the session held until its
 * password changes, read from the tab's storage without a call), the forced change and logout
 * with the held token, the 401 signal of any call, the session data in storage and the router.
 */
import { fromCallback } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import type { ChangePasswordPayload, MemberInfo } from '@api/index';
import { sessionMachine, type RestoredSession, type SessionInfo } from '@machines/auth/session.machine';
import { admitHeldSession, clearSessionData, hasSessionToken, readHeldSession, readToken } from '../../../config/storage';
import { api, onSessionExpired, platformCall } from '../platform';
import { connectionWatch } from '../connectionWatch';

export function toInfo(info: MemberInfo): SessionInfo {
  return { id: info.id, account: info.account, type: info.type, nickname: info.nickname, currencySymbol: info.currencySymbol, hasVip: info.hasVip, language: info.language };
}

/** Member info for the session, as the login, register and password charts read it after their call. */
export const loadSessionInfo = platformCall<SessionInfo>(async (_, { signal }) => toInfo(await api.member.getInfo({ signal })));

export const sessionLogic = sessionMachine.provide({
  actors: {
    restoreSession: platformCall<RestoredSession>(async (_, { signal }) => {
      // a held session is not a member session: no member-info call for it
      const held = readHeldSession();
      if (held) return { passwordChange: { reason: held.reason, site: held.site } };
      return hasSessionToken() ? toInfo(await api.member.getInfo({ signal })) : null;
    }),
    changePassword: platformCall<void, ChangePasswordPayload>(async (payload, { signal }) => {
      await api.member.changePassword(payload, { signal, token: readHeldSession()?.token });
    }),
    // the held token is the member's only once the site took it (admitSession)
    readHeldInfo: platformCall<SessionInfo>(async (_, { signal }) => toInfo(await api.member.getInfo({ signal, token: readHeldSession()?.token }))),
    // the member's token, or the held session's when it is given up before its password changed
    logout: platformCall<void>(() => api.session.logout({ token: readToken() ?? readHeldSession()?.token })),
    // the restore the platform did not answer goes again as soon as the connection is back
    connectionWatch,
    // A 401 from any call ends the session where the user is (SPEC.md §8); the platform's word
    // that a newer login replaced it is said as such.
    sessionExpiry: fromCallback(({ sendBack }) => onSessionExpired((reason) => sendBack({ type: 'SESSION_EXPIRED', reason }))),
  },
  actions: {
    admitSession: () => admitHeldSession(),
    clearSession: () => clearSessionData(),
    leave: (_, { wasAgent }) => navigate(wasAgent ? '/agent' : '/'),
  },
});
