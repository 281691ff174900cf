/**
 * Wiring of the forgot-password chart: recovery by e-mail, the reset by phone (the platform logs
 * the member in: its answer is the automatic login, stored nowhere), the visitor's SMS route, and
 * the session start every sign-in shares (./sessionStart: member info and the logout with the
 * answer's token, the forced change's hand-over, the token stored only when the site takes the
 * session), then home.
 */
import type { SetPasswordByPhonePayload } from '@api/index';
import { forgotPasswordMachine, type EmailRecovery } from '@machines/auth/forgotPassword.machine';
import type { SessionInfo } from '@machines/auth/session.machine';
import type { AutoLogin } from '@machines/auth/sessionStart';
import { api, platformCall } from '../platform';
import { answerOf, endPlatformSession, handOverPasswordChange, readMemberInfoWith, takeSession } from './sessionStart';
import { smsNoLoginCountdownLogic } from './smsCountdown';

export const forgotPasswordLogic = forgotPasswordMachine.provide({
  actors: {
    recoverByEmail: platformCall<string, EmailRecovery>((request, { signal }) => api.member.forgotPasswordByEmail(request, { signal })),
    recoverByPhone: platformCall<AutoLogin, SetPasswordByPhonePayload>(async (request, { signal }) => {
      const result = await api.member.setPasswordByPhone(request, { signal });
      return { ...answerOf(result ?? { firstTimeLogin: false, passwordExpired: false }, request.newPassword), heldPassword: request.newPassword };
    }),
    loadMemberInfo: readMemberInfoWith,
    endSession: endPlatformSession,
    smsCountdown: smsNoLoginCountdownLogic,
  },
  actions: {
    signedIn: takeSession(({ info, token }: { info: SessionInfo; token: string }) => ({ info, token, path: '/' })),
    passwordChangeDue: ({ self }, due) => handOverPasswordChange({ self }, due, '/'),
  },
});
