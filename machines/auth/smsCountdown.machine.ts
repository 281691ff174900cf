/**
 * The SMS code button every SMS send shares (SPEC.md §4 SMS code, §8 reactions, §9): a send is
 * taken at most once per second; once the code is sent the button stays disabled for
 * expiredMinutes × 60 s (the flow's default when the answer names none — 60 s for login and
 * register); TOO_MANY_REQUESTS locks it for 5 minutes; any other failure opens a warning dialog
 * with the server's message and, once dismissed, the button is back after the throttle second.
 *
 * The seconds left are counted by a one-second `after` loop inside the locked states, so the
 * view only renders `secondsLeft`; the lock itself ends on its own delay, not on the count.
 */
import { assign, setup, type DoneActorEvent } from 'xstate';
import { errorOf, failureMessage, failureOf, notProvided, TAGS } from '../kit';

/** The countdown's own tags (beside the kit's ready, busy and failed), read by connectSmsCountdown. */
export const SMS_COUNTDOWN_TAGS = {
  /** A code was sent: no second send until it may have expired (the seconds count down). */
  codeSent: 'codeSent',
  /** The platform refused a repeat: locked for 5 minutes (the seconds count down). */
  rateLimited: 'rateLimited',
  /** The once-per-second wait after a refused send was dismissed. */
  cooling: 'cooling',
} as const;

/** What a send answers (SPEC.md §7: `value.expiredMinutes`). */
export interface SmsSent {
  readonly expiredMinutes?: number | null | undefined;
}

export interface SmsCountdownInput {
  /** The lock after a send whose answer names no expiredMinutes (SPEC.md §9). */
  readonly defaultSeconds?: number;
}

export interface SmsCountdownContext {
  readonly defaultSeconds: number;
  /** How long the current lock lasts, in seconds; the lock's delay reads it. */
  readonly lockSeconds: number;
  /** Seconds left of the current lock, for the button's label. */
  readonly secondsLeft: number;
  /** The warning dialog's text: i18n key and the server's own message, when it sent one. */
  readonly warningKey: string | null;
  readonly warningText: string | null;
}

/**
 * SEND carries the flow's request (mobile, dialling code, captcha…) to the `sendCode` call the
 * wiring provides; the chart never looks inside it.
 */
export type SmsCountdownEvent = { type: 'SEND'; request: unknown } | { type: 'DISMISS' };

export const SMS_DEFAULT_SECONDS = 60;
export const SMS_TOO_MANY_REQUESTS_SECONDS = 5 * 60;
export const SMS_SEND_THROTTLE_MS = 1_000;
const TICK_MS = 1_000;

export const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS';

/** expiredMinutes × 60 s, or the flow's default when the answer names no window. */
export function lockSecondsOf(sent: SmsSent, defaultSeconds: number): number {
  const minutes = sent.expiredMinutes;
  return typeof minutes === 'number' && minutes > 0 ? Math.round(minutes * 60) : defaultSeconds;
}


/** One second off the label; the lock's own delay decides when it ends. */
const ticking = {
  initial: 'ticking',
  states: {
    ticking: { after: { [TICK_MS]: { target: 'ticking', reenter: true, actions: 'tick' } } },
  },
} as const;

export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
  },
  actors: {
    /** The flow's send call (login, register, forgot password…); resolves with the answer. */
    sendCode: notProvided<SmsSent, unknown>('sendCode'),
  },
  guards: {
    isTooManyRequests: (_, error: unknown) => failureOf(error).errorCode === TOO_MANY_REQUESTS,
  },
  actions: {
    lockFor: assign((_, seconds: number) => ({ lockSeconds: seconds, secondsLeft: seconds })),
    tick: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    storeWarning: assign((_, error: unknown) => {
      const { errorKey, errorText } = failureMessage(error);
      return { warningKey: errorKey, warningText: errorText };
    }),
    clearWarning: assign({ warningKey: null, warningText: null }),
    clearLock: assign({ lockSeconds: 0, secondsLeft: 0 }),
  },
  delays: {
    sendThrottle: SMS_SEND_THROTTLE_MS,
    lock: ({ context }) => context.lockSeconds * 1_000,
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({
    defaultSeconds: input.defaultSeconds ?? SMS_DEFAULT_SECONDS,
    lockSeconds: 0,
    secondsLeft: 0,
    warningKey: null,
    warningText: null,
  }),
  initial: 'ready',
  states: {
    ready: { tags: [TAGS.ready], on: { SEND: 'sending' } },
    sending: {
      tags: [TAGS.busy],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ event }: { event: SmsCountdownEvent }) => (event.type === 'SEND' ? event.request : null),
        onDone: {
          target: 'codeSent',
          actions: {
            type: 'lockFor',
            params: ({ context, event }: { context: SmsCountdownContext; event: DoneActorEvent<SmsSent> }) => lockSecondsOf(event.output, context.defaultSeconds),
          },
        },
        onError: [
          {
            guard: { type: 'isTooManyRequests', params: errorOf },
            target: 'rateLimited',
            actions: [{ type: 'lockFor', params: SMS_TOO_MANY_REQUESTS_SECONDS }, { type: 'storeWarning', params: errorOf }],
          },
          { target: 'warning', actions: { type: 'storeWarning', params: errorOf } },
        ],
      },
    },
    // The code is on its way: no second send until it may have expired.
    codeSent: { ...ticking, tags: [SMS_COUNTDOWN_TAGS.codeSent], after: { lock: { target: 'ready', actions: 'clearLock' } } },
    // The platform refused a repeat: wait 5 minutes; the dialog tells why (and goes with the wait).
    rateLimited: { ...ticking, tags: [SMS_COUNTDOWN_TAGS.rateLimited], after: { lock: { target: 'ready', actions: ['clearLock', 'clearWarning'] } }, on: { DISMISS: { actions: 'clearWarning' } } },
    warning: { tags: [TAGS.failed], on: { DISMISS: { target: 'cooling', actions: 'clearWarning' } } },
    // Once per second, also after a refused send.
    cooling: { tags: [SMS_COUNTDOWN_TAGS.cooling], after: { sendThrottle: 'ready' } },
  },
});

export type SmsCountdownMachine = typeof smsCountdownMachine;
