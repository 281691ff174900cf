/**
 * Wiring of the SMS code button (the smsCountdown chart), in the variants the charts invoke as
 * their `sms` child: the visitor's no-login route (SMS login, new-IP check, recovery by phone) and
 * register's route per tab. The chart hands its `sendCode` the flow's request unread; it is
 * checked here, where it becomes a call.
 */
import type { SmsRequest } from '@api/index';
import type { RegisterTab } from '@machines/auth/register.machine';
import { smsCountdownMachine, type SmsSent } from '@machines/auth/smsCountdown.machine';
import { api, platformCall } from '../platform';

/** What an SMS field of a visitor's form hands its countdown to send. */
function smsRequestOf(request: unknown): SmsRequest {
  const fields = typeof request === 'object' && request !== null ? (request as Record<string, unknown>) : {};
  const { mobileNum, countryDialingCode } = fields;
  if (typeof mobileNum !== 'string' || typeof countryDialingCode !== 'string') throw new TypeError('an SMS send needs mobileNum and countryDialingCode');
  return { mobileNum, countryDialingCode };
}

/** /wps/verification/sms/noLogin: the login and forgot-password charts' `sms` child. */
export const smsNoLoginCountdownLogic = smsCountdownMachine.provide({
  actors: {
    sendCode: platformCall<SmsSent, unknown>((input, { signal }) => api.session.sendSmsCode(smsRequestOf(input), { signal })),
  },
});

/** What the register form's SMS button sends: the tab picks the route. */
export interface RegisterSmsRequest {
  readonly tab: RegisterTab;
  readonly mobileNo: string;
  readonly countryDialingCode: string;
}

/** The register chart's `sms` child: the username tab's or the mobile tab's register SMS route. */
export const smsRegisterCountdownLogic = smsCountdownMachine.provide({
  actors: {
    sendCode: platformCall<SmsSent, unknown>((input, { signal }) => {
      const request = input as RegisterSmsRequest;
      const body = { mobileNo: request.mobileNo, countryDialingCode: request.countryDialingCode };
      return request.tab === 'mobile' ? api.session.sendRegisterMobileSmsCode(body, { signal }) : api.session.sendRegisterSmsCode(body, { signal });
    }),
  },
});
