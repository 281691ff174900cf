/**
 * Wiring of the register chart: the register settings (cached for the session, SPEC.md §9) and
 * dialling codes, the affiliate check, the tab's register call (its automatic login's answer,
 * stored nowhere: nothing of the form is kept anywhere), register's SMS routes behind the shared
 * countdown, and the session start every sign-in shares (./sessionStart: member info and the
 * logout with the answer's token, the forced change's hand-over, the token stored only when the
 * site takes the session), then home (or the page the login it was reached from leads back to).
 */
import { toPlatformError } from '@api/errors';
import type { Country } from '@api/index';
import { registerMachine, type RegisterFailure, type RegisterFormData, type RegisterRequest } from '@machines/auth/register.machine';
import type { SessionInfo } from '@machines/auth/session.machine';
import type { AutoLogin } from '@machines/auth/sessionStart';
import { fieldFailureOf, payloadOf } from '../../../validation/register-form';
import { returnToOf } from '../../navigation';
import { cachedRegisterSettings } from '../session-cache';
import { api, platformCall } from '../platform';
import { answerOf, endPlatformSession, handOverPasswordChange, readMemberInfoWith, takeSession } from './sessionStart';
import { smsRegisterCountdownLogic } from './smsCountdown';

const currentSearch = () => (typeof location === 'undefined' ? '' : location.search);

/** Where the new account's sign-in leads: the page the login it was reached from was opened from (`?returnTo=`), else home. */
const pathAfterSignIn = () => returnToOf(currentSearch()) ?? '/';

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
    register: platformCall<AutoLogin, RegisterRequest>(async (request, { signal }) => {
      const payload = payloadOf(request, currentSearch());
      const result =
        request.tab === 'mobile'
          ? await api.member.registerByMobile({ ...payload, mobileNum: String(payload.mobileNum ?? ''), countryDialingCode: String(payload.countryDialingCode ?? '') }, { signal })
          : await api.member.register(payload, { signal });
      // the password typed (none on a mobile form without MOBILENUMPASSREG3: the platform makes one)
      const password = typeof payload.password === 'string' && payload.password !== '' ? payload.password : null;
      return { ...answerOf(result, password), heldPassword: password };
    }, asRegisterFailure),
    loadMemberInfo: readMemberInfoWith,
    endSession: endPlatformSession,
    loadCaptcha: platformCall<string>((_, { signal }) => api.session.getCaptcha({ signal })),
    smsCountdown: smsRegisterCountdownLogic,
  },
  actions: {
    signedIn: takeSession(({ info, token }: { info: SessionInfo; token: string }) => ({ info, token, path: pathAfterSignIn() })),
    passwordChangeDue: ({ self }, due) => handOverPasswordChange({ self }, due, pathAfterSignIn()),
  },
});
