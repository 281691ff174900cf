/**
 * Recovering a password (SPEC.md §4 forgot by phone success, §5, §6 CHNGPASSVERIF3):
 *
 * - by e-mail: username and e-mail are sent and the platform mails the reset; a confirmation says
 *   where it went (masked);
 * - by phone (only with CHNGPASSVERIF3): mobile, SMS code (the shared SMS countdown) and a new
 *   password; the platform logs the member in → member info → home.
 *
 * A refusal keeps the form as typed and says why. The SMS code button is the shared smsCountdown
 * chart, invoked for the popup's whole life as `sms` (60 s default), so switching tabs cannot skip
 * the wait; the wiring's `sendCode` is the visitor's SMS route.
 */
import { assign, setup } from 'xstate';
import type { SetPasswordByPhonePayload } from '../src/api';
import { errorOf, failureMessage, notProvided, TAGS } from './kit';
import type { SessionInfo } from './session.machine';
import { SMS_DEFAULT_SECONDS, smsCountdownMachine } from './smsCountdown.machine';

export interface ForgotPasswordInput {
  /** CHNGPASSVERIF3: recovery by phone is offered. */
  readonly phoneRecovery: boolean;
}

/** The chart's own tags (beside the kit's editing, busy and done), read by connectForgotPassword. */
export const FORGOT_PASSWORD_TAGS = {
  /** The recovery by phone tab (its form, its reset and the sign-in after it). */
  byPhone: 'byPhone',
  /** The reset mail is sent: the confirmation replaces the forms. */
  mailSent: 'mailSent',
} as const;

export interface EmailRecovery {
  readonly username: string;
  readonly email: string;
}

export interface ForgotPasswordContext {
  readonly phoneRecovery: boolean;
  /** Where the reset mail went (masked by the platform), once sent. */
  readonly sentTo: string | null;
  readonly errorKey: string | null;
  readonly errorText: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'RECOVER_BY_EMAIL'; request: EmailRecovery }
  | { type: 'RECOVER_BY_PHONE'; request: SetPasswordByPhonePayload }
  | { type: 'USE_EMAIL' }
  | { type: 'USE_PHONE' };

/** SPEC.md §9: the recovery SMS countdown when the answer names no expiredMinutes. */
export const FORGOT_PASSWORD_SMS_SECONDS = SMS_DEFAULT_SECONDS;

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
    children: {} as { sms: 'smsCountdown' },
  },
  actors: {
    /** Resolves with the masked address the mail went to. */
    recoverByEmail: notProvided<string, EmailRecovery>('recoverByEmail'),
    /** Sets the new password and stores the token of the login the platform answers with. */
    recoverByPhone: notProvided<void, SetPasswordByPhonePayload>('recoverByPhone'),
    loadMemberInfo: notProvided<SessionInfo>('loadMemberInfo'),
    /** The SMS code button of the recovery by phone; the wiring provides its `sendCode`. */
    smsCountdown: smsCountdownMachine,
  },
  guards: {
    phoneRecoveryOn: ({ context }) => context.phoneRecovery,
  },
  actions: {
    storeFailure: assign((_, error: unknown) => failureMessage(error)),
    clearError: assign({ errorKey: null, errorText: null }),
    storeSentTo: assign((_, sentTo: string) => ({ sentTo })),
    /** Hands the member info to the session (the reset signed them in) and goes home. */
    signedIn: (_, _info: SessionInfo) => {},
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ phoneRecovery: input.phoneRecovery, sentTo: null, errorKey: null, errorText: null }),
  // The SMS code button lives as long as the popup, so a countdown survives a tab switch or a refusal.
  invoke: { id: 'sms', src: 'smsCountdown', input: { defaultSeconds: FORGOT_PASSWORD_SMS_SECONDS } },
  initial: 'recovering',
  states: {
    // The two ways, as tabs.
    recovering: {
      initial: 'byEmail',
      on: {
        USE_EMAIL: { target: '.byEmail', actions: 'clearError' },
        USE_PHONE: { guard: 'phoneRecoveryOn', target: '.byPhone', actions: 'clearError' },
      },
      states: {
        byEmail: {
          initial: 'editing',
          states: {
            editing: { tags: [TAGS.editing], on: { RECOVER_BY_EMAIL: { target: 'sending', actions: 'clearError' } } },
            sending: {
              tags: [TAGS.busy],
              invoke: {
                id: 'recoverByEmail',
                src: 'recoverByEmail',
                input: ({ event }) => (event.type === 'RECOVER_BY_EMAIL' ? event.request : { username: '', email: '' }),
                onDone: { target: '#forgotPassword.mailSent', actions: { type: 'storeSentTo', params: ({ event }) => event.output } },
                onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
              },
            },
          },
        },
        byPhone: {
          tags: [FORGOT_PASSWORD_TAGS.byPhone],
          initial: 'editing',
          states: {
            editing: { tags: [TAGS.editing], on: { RECOVER_BY_PHONE: { target: 'resetting', actions: 'clearError' } } },
            resetting: {
              tags: [TAGS.busy],
              invoke: {
                id: 'recoverByPhone',
                src: 'recoverByPhone',
                input: ({ event }) => (event.type === 'RECOVER_BY_PHONE' ? event.request : { mobileNum: '', verificationCode: '', newPassword: '' }),
                // SPEC.md §4: a reset by phone logs the member in.
                onDone: 'signingIn',
                onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
              },
            },
            signingIn: {
              tags: [TAGS.busy],
              invoke: {
                id: 'loadMemberInfo',
                src: 'loadMemberInfo',
                onDone: { target: '#forgotPassword.done', actions: { type: 'signedIn', params: ({ event }) => event.output } },
                // The password is reset but the session could not start: say so; signing in works now.
                onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
              },
            },
          },
        },
      },
    },
    // The confirmation stays until the popup closes.
    mailSent: { tags: [FORGOT_PASSWORD_TAGS.mailSent] },
    done: { type: 'final', tags: [TAGS.done] },
  },
});

export type ForgotPasswordMachine = typeof forgotPasswordMachine;
