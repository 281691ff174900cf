/** Wiring of the change-password chart: the adapter's change call, the info refresh, and home. */
import { navigate } from 'wouter/use-browser-location';
import type { ChangePasswordPayload } from '@api/index';
import { changePasswordMachine } from '@machines/auth/changePassword.machine';
import { api, platformCall } from '../platform';
import { loadSessionInfo } from './session';

export const changePasswordLogic = changePasswordMachine.provide({
  actors: {
    changePassword: platformCall<void, ChangePasswordPayload>(async (payload, { signal }) => {
      await api.member.changePassword(payload, { signal });
    }),
    loadMemberInfo: loadSessionInfo,
  },
  actions: {
    // The session already holds this member; the fresh info only confirms the session lives on.
    finish: () => navigate('/'),
  },
});
