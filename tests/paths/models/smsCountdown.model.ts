/**
 * The path model of the SMS code button: a send answering with expiredMinutes or without it (the
 * flow's default), refused as too many requests or for another reason; the warning dismissed.
 * The seconds left are not part of the state (every tick is the same state); whether the warning
 * dialog is open is.
 */
import type { PathModel } from '../registry';
import type { SmsCountdownMachine } from '../../../machines/auth/smsCountdown.machine';

const DONE = 'xstate.done.actor.sendCode';
const ERROR = 'xstate.error.actor.sendCode';

const events = {
  SEND: [{ type: 'SEND', request: { mobileNum: '5512345601', countryDialingCode: '52' } }],
  DISMISS: [{ type: 'DISMISS' }],
  [DONE]: [
    { type: DONE, output: { expiredMinutes: 2 } },
    { type: DONE, output: { expiredMinutes: null } },
  ],
  [ERROR]: [
    { type: ERROR, error: { kind: 'envelope', errorCode: 'TOO_MANY_REQUESTS', messageKey: 'errors:tooManyRequests' } },
    { type: ERROR, error: { kind: 'envelope', errorCode: 'phone.invalid', messageKey: 'errors:invalidPhoneFormat', serverMessage: 'Número de teléfono no válido' } },
  ],
};

export const smsCountdownModel: PathModel<SmsCountdownMachine> = {
  events,
  input: { defaultSeconds: 60 },
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, warning: snapshot.context.warningKey !== null, lock: snapshot.context.lockSeconds }),
  describeEvent(event) {
    const e = event as typeof event & { output?: { expiredMinutes: number | null }; error?: { errorCode?: string } };
    if (event.type === DONE) return `code sent (expiredMinutes ${e.output?.expiredMinutes ?? 'none'})`;
    if (event.type === ERROR) return `send refused (${e.error?.errorCode ?? '?'})`;
    return event.type;
  },
};
