/**
 * Wiring of the forgot-password chart: recovery by e-mail, the reset by phone (whose answer's
 * token is stored: the platform logs the member in), member info, the visitor's SMS route, and home.
 */
import type { SetPasswordByPhonePayload } from '@api/index';
import { forgotPasswordMachine, type EmailRecovery } from '@machines/forgotPassword.machine';
import type { SessionInfo } from '@machines/session.machine';
import { storeToken } from '../../config/storage';
import { api, platformCall } from './platform';
import { reportSignedIn } from './report';
import { loadSessionInfo } from './session';
import { smsNoLoginCountdownLogic } from './smsCountdown';

export const forgotPasswordLogic = forgotPasswordMachine.provide({
  actors: {
    recoverByEmail: platformCall<string, EmailRecovery>((request, { signal }) => api.member.forgotPasswordByEmail(request, { signal })),
    recoverByPhone: platformCall<void, SetPasswordByPhonePayload>(async (request, { signal }) => {
      const result = await api.member.setPasswordByPhone(request, { signal });
      if (result?.token) storeToken(result.token);
    }),
    loadMemberInfo: loadSessionInfo,
    smsCountdown: smsNoLoginCountdownLogic,
  },
  actions: {
    signedIn: reportSignedIn((info: SessionInfo) => ({ info, path: '/' })),
  },
});
