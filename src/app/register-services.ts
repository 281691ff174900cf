/**
 * Wiring of the register chart (sibling of auth-services.ts): the register settings (cached for
 * the session, SPEC.md §9) and dialling codes, the affiliate check, the tab's register call (the
 * token it answers is stored like a login's; nothing else of the form is kept anywhere), member
 * info, the register SMS routes behind the shared countdown, and the way home signed in.
 */
import { fromPromise } from 'xstate';
import { toPlatformError, type Country } from '@api/index';
import { registerMachine, type RegisterFailure, type RegisterFormData, type RegisterRequest, type RegisterTab } from '@machines/register.machine';
import type { SessionInfo } from '@machines/session.machine';
import { smsCountdownMachine, type SmsSent } from '@machines/smsCountdown.machine';
import { fieldFailureOf, payloadOf as payloadFrom } from '../validation/register-form';
import { storeToken } from '../config/storage';
import { toInfo } from './wiring/session';
import { reportSignedIn } from './wiring/report';
import { cachedRegisterSettings } from './games-services';
import { api } from './wiring/platform';

/** What the SMS button sends through the countdown chart. */
export { codesFromUrl } from '../validation/register-form';

export interface RegisterSmsRequest {
  readonly tab: RegisterTab;
  readonly mobileNo: string;
  readonly countryDialingCode: string;
}

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
    loadForm: fromPromise<RegisterFormData>(async () => {
      const [settings, countries] = await Promise.all([cachedRegisterSettings(), loadCountries()]);
      return { settings, countries };
    }),
    checkAffiliate: fromPromise<RegisterRequest, RegisterRequest>(async ({ input, signal }) => {
      const code = String(payloadFrom(input, currentSearch()).affiliateCode ?? '');
      try {
        await api.member.checkAffiliate({ code }, { signal });
      } catch (error) {
        throw toPlatformError(error);
      }
      return input;
    }),
    register: fromPromise<void, RegisterRequest>(async ({ input, signal }) => {
      const payload = payloadFrom(input, currentSearch());
      try {
        const result =
          input.tab === 'mobile'
            ? await api.member.registerByMobile({ ...payload, mobileNum: String(payload.mobileNum ?? ''), countryDialingCode: String(payload.countryDialingCode ?? '') }, { signal })
            : await api.member.register(payload, { signal });
        if (result.token) storeToken(result.token);
      } catch (error) {
        throw asRegisterFailure(error);
      }
    }),
    loadMemberInfo: fromPromise<SessionInfo>(async ({ signal }) => {
      try {
        return toInfo(await api.member.getInfo({ signal }));
      } catch (error) {
        throw toPlatformError(error);
      }
    }),
    loadCaptcha: fromPromise<string>(async ({ signal }) => api.session.getCaptcha({ signal })),
    smsCountdown: smsCountdownMachine.provide({
      actors: {
        sendCode: fromPromise<SmsSent, unknown>(async ({ input, signal }) => {
          const request = input as RegisterSmsRequest;
          const body = { mobileNo: request.mobileNo, countryDialingCode: request.countryDialingCode };
          try {
            return request.tab === 'mobile'
              ? await api.session.sendRegisterMobileSmsCode(body, { signal })
              : await api.session.sendRegisterSmsCode(body, { signal });
          } catch (error) {
            throw toPlatformError(error);
          }
        }),
      },
    }),
  },
  actions: {
    signedIn: reportSignedIn(({ info }: { info: SessionInfo }) => ({ info, path: '/' })),
  },
});
