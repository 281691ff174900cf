/**
 * Recovering a password (SPEC.md §4 forgot by phone success, §5, §6 CHNGPASSVERIF3):
 *
 * - by e-mail: username and e-mail are sent and the platform mails the reset; a confirmation says
 *   where it went (masked);
 * - by phone (only with CHNGPASSVERIF3): mobile, SMS code (the shared SMS countdown) and a new
 *   password; the platform logs the member in → member info → home.
 *
 * That automatic login starts its session the way a login does (machines/auth/sessionStart.ts):
 * its token is held in memory only (`answer`) while member info is read with it and checked;
 * a new password that must change first (the weak default) is handed to the session chart with no
 * member info; an account type the site refuses (a back-office account has a phone too), or member
 * info failing, ends that platform session (`endingSession`) before saying why, and nothing is
 * stored. The token is stored only when the site takes the session (`signedIn`).
 *
 * A refusal keeps the form as typed and says why. The SMS code button is the shared smsCountdown
 * chart, invoked for the popup's whole life as `sms` (60 s default), so switching tabs cannot skip
 * the wait; the wiring's `sendCode` is the visitor's SMS route.
 */
import { assign, setup, type DoneActorEvent } from 'xstate';
import type { SetPasswordByPhonePayload } from '../../src/api';
import { errorOf, failureMessage, notProvided, TAGS } from '../kit';
import { refusalOf, type SessionInfo } from './session.machine';
import { mustChangePassword, passwordChangeDueOf, refusalBeforeChange, type AutoLogin, type PasswordChangeDue, type SessionStartAnswer, type SessionStartRules } from './sessionStart';
import { SMS_DEFAULT_SECONDS, smsCountdownMachine } from './smsCountdown.machine';

export interface ForgotPasswordInput {
  /** CHNGPASSVERIF3: recovery by phone is offered. */
  readonly phoneRecovery: boolean;
  /** PWDEXPFORCECHANGE3: an expired password must be changed. */
  readonly forceChange?: boolean;
}

/** The chart's own tags (beside the kit's editing, busy and done), read by connectForgotPassword. */
export const FORGOT_PASSWORD_TAGS = {
  /** The recovery by phone tab (its form, its reset and the sign-in after it). */
  byPhone: 'byPhone',
  /** The reset mail is sent: the confirmation replaces the forms. */
  mailSent: 'mailSent',
  /** The site refused the reset's automatic login: its platform session is being ended. */
  endingSession: 'endingSession',
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
  /** PWDEXPFORCECHANGE3 (the flow's input). */
  readonly forceChange: boolean;
  /** The reset's automatic login, its token held in memory until the site takes or ends the session. */
  readonly answer: SessionStartAnswer | null;
}

export type ForgotPasswordEvent =
  | { type: 'RECOVER_BY_EMAIL'; request: EmailRecovery }
  | { type: 'RECOVER_BY_PHONE'; request: SetPasswordByPhonePayload }
  | { type: 'USE_EMAIL' }
  | { type: 'USE_PHONE' };

/** SPEC.md §9: the recovery SMS countdown when the answer names no expiredMinutes. */
export const FORGOT_PASSWORD_SMS_SECONDS = SMS_DEFAULT_SECONDS;

/** A reset is the main site's, and its new password is typed (not an SMS-code sign-in: the code proves the phone for the reset only). */
const rulesOf = (context: ForgotPasswordContext): SessionStartRules => ({ site: 'main', forceChange: context.forceChange, byCode: false });

type AutoLoginDone = { event: DoneActorEvent<AutoLogin> };
const autoLoginOf = ({ event }: AutoLoginDone) => event.output;

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
    /** Sets the new password; answers the automatic login the platform made (nothing stored). */
    recoverByPhone: notProvided<AutoLogin, SetPasswordByPhonePayload>('recoverByPhone'),
    /** Member info for the automatic login's token (not stored yet). */
    loadMemberInfo: notProvided<SessionInfo, { token: string }>('loadMemberInfo'),
    /** Ends the platform session of an automatic login the site refused (the logout call, with its token). */
    endSession: notProvided<void, { token: string }>('endSession'),
    /** The SMS code button of the recovery by phone; the wiring provides its `sendCode`. */
    smsCountdown: smsCountdownMachine,
  },
  guards: {
    phoneRecoveryOn: ({ context }) => context.phoneRecovery,
    mustChangePassword: ({ context }, answer: SessionStartAnswer) => mustChangePassword(answer, rulesOf(context)),
    refusedBeforeChange: ({ context }, answer: SessionStartAnswer) => refusalBeforeChange(answer, rulesOf(context)) !== null,
    refusedBySite: (_, info: SessionInfo) => refusalOf('main', info) !== null,
  },
  actions: {
    storeFailure: assign((_, error: unknown) => failureMessage(error)),
    clearError: assign({ errorKey: null, errorText: null }),
    storeSentTo: assign((_, sentTo: string) => ({ sentTo })),
    takeAnswer: assign((_, answer: SessionStartAnswer) => ({ answer })),
    /** The automatic login's token is no longer held once its session is handed on or ended. */
    dropAnswer: assign({ answer: null }),
    storeEarlyRefusal: assign(({ context }, answer: SessionStartAnswer) => ({ errorKey: refusalBeforeChange(answer, rulesOf(context)), errorText: null })),
    storeRefusal: assign((_, info: SessionInfo) => ({ errorKey: refusalOf('main', info), errorText: null })),
    /** Stores the token, hands the member info to the session (the reset signed them in) and goes home. */
    signedIn: (_, _params: { info: SessionInfo; token: string }) => {},
    /** A new password that must change first: the session chart holds the session (its token stored apart), the popup closes. */
    passwordChangeDue: (_, _params: PasswordChangeDue) => {},
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ phoneRecovery: input.phoneRecovery, sentTo: null, errorKey: null, errorText: null, forceChange: input.forceChange ?? true, answer: null }),
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
                // SPEC.md §4: a reset by phone logs the member in; that session starts as a login's does.
                onDone: [
                  // a refusal the answer already shows comes before any forced change
                  {
                    guard: { type: 'refusedBeforeChange', params: autoLoginOf },
                    target: 'endingSession',
                    actions: [{ type: 'takeAnswer', params: autoLoginOf }, { type: 'storeEarlyRefusal', params: autoLoginOf }],
                  },
                  {
                    guard: { type: 'mustChangePassword', params: autoLoginOf },
                    target: '#forgotPassword.done',
                    actions: { type: 'passwordChangeDue', params: ({ event }: AutoLoginDone) => passwordChangeDueOf(event.output, 'main', event.output.heldPassword) },
                  },
                  { target: 'signingIn', actions: { type: 'takeAnswer', params: autoLoginOf } },
                ],
                onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
              },
            },
            signingIn: {
              tags: [TAGS.busy],
              invoke: {
                id: 'loadMemberInfo',
                src: 'loadMemberInfo',
                input: ({ context }) => ({ token: context.answer?.token ?? '' }),
                onDone: [
                  // The platform accepted it, the site does not: its session ends before the refusal is said.
                  { guard: { type: 'refusedBySite', params: ({ event }) => event.output }, target: 'endingSession', actions: { type: 'storeRefusal', params: ({ event }) => event.output } },
                  { target: '#forgotPassword.done', actions: [{ type: 'signedIn', params: ({ context, event }) => ({ info: event.output, token: context.answer?.token ?? '' }) }, 'dropAnswer'] },
                ],
                // The password is reset but the session could not start: it is ended, and that is
                // said; signing in with the new password works now.
                onError: { target: 'endingSession', actions: { type: 'storeFailure', params: errorOf } },
              },
            },
            // The logout call with the refused automatic login's token; the refusal shows once it
            // is answered (or failed: nothing was stored, so the site holds no session either way).
            endingSession: {
              tags: [TAGS.busy, FORGOT_PASSWORD_TAGS.endingSession],
              invoke: {
                id: 'endSession',
                src: 'endSession',
                input: ({ context }) => ({ token: context.answer?.token ?? '' }),
                onDone: { target: 'editing', actions: 'dropAnswer' },
                onError: { target: 'editing', actions: 'dropAnswer' },
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
