/**
 * Wiring of the register chart: the register settings (cached for the session, SPEC.md §9) and
 * dialling codes, the affiliate check, the tab's register call (the token it answers is stored
 * like a login's; nothing else of the form is kept anywhere), member info, register's SMS routes
 * behind the shared countdown, and the way home signed in.
 */
import { toPlatformError } from '@api/errors';
import type { Country } from '@api/index';
import { registerMachine, type RegisterFailure, type RegisterFormData, type RegisterRequest } from '@machines/register.machine';
import type { SessionInfo } from '@machines/session.machine';
import { storeToken } from '../../config/storage';
import { fieldFailureOf, payloadOf } from '../../validation/register-form';
import { cachedRegisterSettings } from './session-cache';
import { api, platformCall } from './platform';
import { reportSignedIn } from './report';
import { loadSessionInfo } from './session';
import { smsRegisterCountdownLogic } from './smsCountdown';

const currentSearch = () => (typeof location === 'undefined' ? '' : location.search);

/** A rejected register call as the chart reads it: the PlatformError plus the field it names. */
function asRegisterFailure(error: unknown): RegisterFailure & Error {
  const platformError = toPlatformError(error);
  const fieldFailure = fieldFailureOf(platformError.errorCode, platformError.value);
  return Object.assign(platformError, { field: fieldFailure?.field ?? null, fieldMessage: fieldFailure?.message ?? null });
}

async function loadCountries(): Promise<readonly Country[]> {
  try {
    return await api.system.getCountries();
  } catch {
    // The dialling code is then typed by hand; the form still opens.
    return [];
  }
}

export const registerLogic = registerMachine.provide({
  actors: {
    loadForm: platformCall<RegisterFormData>(async () => {
      const [settings, countries] = await Promise.all([cachedRegisterSettings(), loadCountries()]);
      return { settings, countries };
    }),
    checkAffiliate: platformCall<RegisterRequest, RegisterRequest>(async (request, { signal }) => {
      await api.member.checkAffiliate({ code: String(payloadOf(request, currentSearch()).affiliateCode ?? '') }, { signal });
      return request;
    }),
    register: platformCall<void, RegisterRequest>(async (request, { signal }) => {
      const payload = payloadOf(request, currentSearch());
      const result =
        request.tab === 'mobile'
          ? await api.member.registerByMobile({ ...payload, mobileNum: String(payload.mobileNum ?? ''), countryDialingCode: String(payload.countryDialingCode ?? '') }, { signal })
          : await api.member.register(payload, { signal });
      if (result.token) storeToken(result.token);
    }, asRegisterFailure),
    loadMemberInfo: loadSessionInfo,
    loadCaptcha: platformCall<string>((_, { signal }) => api.session.getCaptcha({ signal })),
    smsCountdown: smsRegisterCountdownLogic,
  },
  actions: {
    signedIn: reportSignedIn(({ info }: { info: SessionInfo }) => ({ info, path: '/' })),
  },
});
