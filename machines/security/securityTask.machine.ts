/**
 * One security-centre task in its dialog: set, change or reset (by SMS code) the
 * payment password, verify the mobile or the e-mail by a code sent to it, bind or unbind the
 * authenticator app. The task is the flow's input; every task runs the same steps:
 *
 * - `preparing` (the named `prepareTask`: a new authenticator secret for binding, nothing for the
 *   others) → `editing` | `prepareFailed` (RETRY). A binding whose secret did not come back (the
 *   platform answered the issue without it: null) is `prepareFailed` with its own
 *   message (SECRET_NOT_SENT_KEY: a key was made but cannot be shown; RETRY issues a new one, which
 *   replaces the one not bound), never a form without a key to scan.
 * - `editing` → SUBMIT {values} → `saving` (the named `saveTask`; no second SUBMIT, so a double
 *   click sends once) → `done`, or back to `editing` with the refusal at its field (`errorField`:
 *   the platform's `value.field`, else the field the code names) or above the form.
 *
 * The code button is the shared smsCountdown chart, invoked as `sms` for the dialog's life (the
 * wiring's `sendCode` sends to the member's own mobile or e-mail), so closing a refusal or typing
 * cannot skip its wait. Passwords and codes travel in the SUBMIT event and the call only.
 */
import { assign, setup } from 'xstate';
import type { AuthenticatorSecret } from '../../src/api';
import { errorOf, failureMessage, failureOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';
import type { SecurityTask } from './securityCentre.machine';
import { SMS_DEFAULT_SECONDS, smsCountdownMachine } from '../auth/smsCountdown.machine';

export interface SecurityTaskInput {
  readonly task: SecurityTask;
}

/** What a task's form sends (each task reads the fields it has). */
export interface SecurityTaskValues {
  readonly oldPassword?: string;
  readonly newPassword?: string;
  readonly confirmPassword?: string;
  readonly code?: string;
}

export type SecurityTaskField = keyof SecurityTaskValues;

/** The tasks whose form asks for a code sent by SMS or e-mail (the `sms` child's button). */
export const CODE_TASKS: readonly SecurityTask[] = ['resetPaymentPassword', 'verifyMobile', 'verifyEmail'];
/** The tasks whose form asks for the authenticator app's code. */
export const APP_CODE_TASKS: readonly SecurityTask[] = ['bindAuthenticator', 'unbindAuthenticator'];

/** The message of a binding whose issued secret the platform's answer did not carry. */
export const SECRET_NOT_SENT_KEY = 'security:tasks.bindAuthenticator.secretNotSent';

const FIELD_OF_CODE: Readonly<Record<string, SecurityTaskField>> = {
  'invalid.payment.pw': 'oldPassword',
  'verification.code.invalid': 'code',
  'verification.code.expired': 'code',
  'verification.code.required': 'code',
  'authenticator.code.invalid': 'code',
};
const FIELDS: readonly SecurityTaskField[] = ['oldPassword', 'newPassword', 'confirmPassword', 'code'];

/** The form field a refusal is about: the platform's value.field, else the one its code names. */
export function failureField(error: unknown): SecurityTaskField | null {
  const value = (error as { value?: unknown } | null)?.value;
  const named = typeof value === 'object' && value !== null ? (value as { field?: unknown }).field : undefined;
  if (named === 'paymentPassword') return 'newPassword';
  if (named === 'confirmPaymentPassword') return 'confirmPassword';
  if (typeof named === 'string' && (FIELDS as readonly string[]).includes(named)) return named as SecurityTaskField;
  const code = failureOf(error).errorCode;
  return code ? (FIELD_OF_CODE[code] ?? null) : null;
}

export interface SecurityTaskContext {
  readonly task: SecurityTask;
  /** The authenticator secret to bind (binding only). */
  readonly secret: AuthenticatorSecret | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  readonly errorKey: string | null;
  readonly errorText: string | null;
  readonly errorField: SecurityTaskField | null;
}

export type SecurityTaskEvent = { type: 'RETRY' } | { type: 'SUBMIT'; values: SecurityTaskValues };

export const securityTaskMachine = setup({
  types: {
    context: {} as SecurityTaskContext,
    events: {} as SecurityTaskEvent,
    input: {} as SecurityTaskInput,
    children: {} as { sms: 'smsCountdown' },
  },
  actors: {
    prepareTask: notProvided<AuthenticatorSecret | null, SecurityTaskInput>('prepareTask'),
    saveTask: notProvided<void, { task: SecurityTask; values: SecurityTaskValues }>('saveTask'),
    /** The code button; the wiring provides its `sendCode` (the member's own mobile or e-mail). */
    smsCountdown: smsCountdownMachine,
  },
  actions: {
    storeSecret: assign((_, secret: AuthenticatorSecret | null) => ({ secret, failureKey: null, failureText: null })),
    storeFailure: storeFailure({ withText: true }),
    storeError: assign((_, error: unknown) => ({ ...failureMessage(error), errorField: failureField(error) })),
    clearError: assign({ errorKey: null, errorText: null, errorField: null }),
    storeSecretNotSent: assign({ secret: null, failureKey: SECRET_NOT_SENT_KEY, failureText: null }),
  },
  guards: {
    /** Binding needs the secret; the answer did not carry it. */
    secretNotSent: ({ context }, output: AuthenticatorSecret | null) => context.task === 'bindAuthenticator' && output === null,
  },
}).createMachine({
  id: 'securityTask',
  context: ({ input }) => ({ task: input.task, secret: null, failureKey: null, failureText: null, errorKey: null, errorText: null, errorField: null }),
  invoke: { id: 'sms', src: 'smsCountdown', input: { defaultSeconds: SMS_DEFAULT_SECONDS } },
  initial: 'preparing',
  states: {
    preparing: {
      tags: [TAGS.busy],
      invoke: {
        id: 'prepareTask',
        src: 'prepareTask',
        input: ({ context }) => ({ task: context.task }),
        onDone: [
          { guard: { type: 'secretNotSent', params: ({ event }) => event.output }, target: 'prepareFailed', actions: 'storeSecretNotSent' },
          { target: 'editing', actions: { type: 'storeSecret', params: ({ event }) => event.output } },
        ],
        onError: { target: 'prepareFailed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    prepareFailed: retryableFailure('preparing'),
    editing: {
      tags: [TAGS.editing],
      on: { SUBMIT: { target: 'saving', actions: 'clearError' } },
    },
    saving: {
      tags: [TAGS.busy, TAGS.editing],
      invoke: {
        id: 'saveTask',
        src: 'saveTask',
        input: ({ context, event }) => ({ task: context.task, values: event.type === 'SUBMIT' ? event.values : {} }),
        onDone: 'done',
        onError: { target: 'editing', actions: { type: 'storeError', params: errorOf } },
      },
    },
    done: { tags: [TAGS.done] },
  },
});

export type SecurityTaskMachine = typeof securityTaskMachine;
