/**
 * The register centre's "new downline" form (SPEC.md §2 registerCenter): an agent opens
 * an account directly below itself, a member or an agent, under the same register rules as the
 * player's registration form (the register settings' username and password rules; SPEC.md §5).
 *
 * - `loading` the register settings (session-cached by the wiring: the form's rules) →
 *   `editing` | `loadFailed` (RETRY).
 * - `editing` → SUBMIT (the form already checked every field) → `submitting`: the encrypted
 *   POST /wps/agent/downline. Nothing is sent twice: `submitting` takes no SUBMIT. The password
 *   travels in the event and the call's input only, never in the context.
 * - A refusal that names a field (`username.exists`, `register.field.invalid`, `password.invalid`,
 *   `password.confirm.mismatch`; the wiring reads it with the player form's `fieldFailureOf`) is
 *   kept at that field; any other failure above the form. Both go back to `editing`: the form
 *   (react-hook-form, alive while the page is) keeps what was typed.
 * - `created` shows the new account; ANOTHER clears the form (`formKey`) for the next one.
 */
import { assign, setup } from 'xstate';
import type { CreatedDownline, NewDownline, RegisterSettings } from '../../src/api';
import { type CallFailure, errorOf, failureOf, notProvided, retryableFailure, TAGS } from '../kit';
import type { FieldMessage } from '../auth/register.machine';

/** What a refused create carries beyond the PlatformError: the field it names (the wiring adds it). */
export interface DownlineFailure extends CallFailure {
  readonly field?: string | null | undefined;
  readonly fieldMessage?: FieldMessage | null | undefined;
}

export interface RegisterDownlineContext {
  /** The register rules the form checks with (null until loaded). */
  readonly settings: RegisterSettings | null;
  /** The platform's refusals by field (register namespace keys). */
  readonly fieldErrors: Readonly<Record<string, FieldMessage>>;
  /** The last failure that names no field (i18n key, server text), or the load's failure. */
  readonly errorKey: string | null;
  readonly errorText: string | null;
  /** The account the last submit opened. */
  readonly created: CreatedDownline | null;
  /** Changes when the form must start empty again (after ANOTHER). */
  readonly formKey: number;
}

export type RegisterDownlineEvent = { type: 'RETRY' } | { type: 'SUBMIT'; downline: NewDownline } | { type: 'ANOTHER' };

const NO_ERRORS = { fieldErrors: {}, errorKey: null, errorText: null } as const;

export const registerDownlineMachine = setup({
  types: { context: {} as RegisterDownlineContext, events: {} as RegisterDownlineEvent },
  actors: {
    loadSettings: notProvided<RegisterSettings>('loadSettings'),
    createDownline: notProvided<CreatedDownline, NewDownline>('createDownline'),
  },
  actions: {
    storeSettings: assign((_, settings: RegisterSettings) => ({ settings, ...NO_ERRORS })),
    storeLoadFailure: assign((_, error: unknown) => ({ errorKey: failureOf(error).messageKey ?? 'errors:unknown', errorText: failureOf(error).serverMessage ?? null })),
    storeCreated: assign((_, created: CreatedDownline) => ({ created, ...NO_ERRORS })),
    storeRefusal: assign((_, error: unknown) => {
      const failure = failureOf(error) as DownlineFailure;
      if (failure.field && failure.fieldMessage) return { fieldErrors: { [failure.field]: failure.fieldMessage }, errorKey: null, errorText: null };
      return { fieldErrors: {}, errorKey: failure.messageKey ?? 'errors:unknown', errorText: failure.serverMessage ?? null };
    }),
    clearErrors: assign(NO_ERRORS),
    startAnother: assign(({ context }) => ({ created: null, formKey: context.formKey + 1, ...NO_ERRORS })),
  },
}).createMachine({
  id: 'registerDownline',
  context: { settings: null, ...NO_ERRORS, created: null, formKey: 0 },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'editing', actions: { type: 'storeSettings', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'storeLoadFailure', params: errorOf } },
      },
    },
    loadFailed: retryableFailure(),
    editing: {
      tags: [TAGS.editing],
      on: { SUBMIT: { target: 'submitting', actions: 'clearErrors' } },
    },
    submitting: {
      tags: [TAGS.busy, TAGS.editing],
      invoke: {
        id: 'createDownline',
        src: 'createDownline',
        // the request (with its password) comes from the SUBMIT event, never from the context
        input: ({ event }) => (event as Extract<RegisterDownlineEvent, { type: 'SUBMIT' }>).downline,
        onDone: { target: 'created', actions: { type: 'storeCreated', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'storeRefusal', params: errorOf } },
      },
    },
    created: { tags: [TAGS.done], on: { ANOTHER: { target: 'editing', actions: 'startAnother' } } },
  },
});

export type RegisterDownlineMachine = typeof registerDownlineMachine;
