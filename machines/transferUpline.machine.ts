/**
 * Money sent to another account (/member/transferUpline; issue 13 "Transfers"): a member sends to
 * their upline, an agent to one of their downlines, with the payment password. Without a payment
 * password the page says to set one first; a wrong password is shown at its field and everything
 * typed stays (the form is never left while the call runs). The amount is checked here; a second
 * submit while one runs is ignored. The password travels in the event and the call only.
 */
import { assign, setup } from 'xstate';
import type { AccountTransfer, TransferTargets } from '../src/api';
import { errorOf, failureKeyOf, failureOf, failureMessage, notProvided, TAGS } from './kit';
import { checkAmount } from './money';

/** The recipient value that names the upline (downlines are named by username). */
export const UPLINE = '@upline';

export interface AccountTransferRequest {
  /** UPLINE, or a downline's username. */
  readonly recipient: string;
  readonly amount: string;
  readonly password: string;
  readonly remark: string;
}

/** What the wiring sends: the recipient resolved, the amount read. */
export interface AccountTransferCall {
  readonly recipient: string;
  readonly amount: number;
  readonly password: string;
  readonly remark: string;
}

export interface FieldErrors {
  readonly recipient?: string;
  readonly amount?: string;
  readonly password?: string;
}

/** The flow's input: the downline management opens it for one downline of the agent's tree. */
export interface TransferUplineInput {
  /**
   * The only recipient: a direct downline the downline list named (the platform takes any direct
   * downline of the agent tree, also one its transfer targets do not list).
   */
  readonly downline?: string;
}

export interface TransferUplineContext {
  /** The only recipient, when the flow was opened for one downline. */
  readonly downline: string | null;
  readonly targets: TransferTargets | null;
  readonly failureKey: string | null;
  readonly fieldErrors: FieldErrors;
  readonly errorKey: string | null;
  readonly errorText: string | null;
  readonly sent: AccountTransfer | null;
}

export type TransferUplineEvent = { type: 'SUBMIT'; request: AccountTransferRequest } | { type: 'RETRY' } | { type: 'AGAIN' };

/** The field a platform refusal belongs to (the rest show above the form). */
const FIELD_OF_CODE: Readonly<Record<string, keyof FieldErrors>> = {
  'invalid.payment.pw': 'password',
  'balance.insufficient': 'amount',
  'transfer.downline.invalid': 'recipient',
};

/** The problems of a request against the loaded targets (i18n keys per field); empty when it can go. */
export function requestProblems(targets: TransferTargets | null, request: AccountTransferRequest): FieldErrors {
  const recipients = new Set([...(targets?.upline ? [UPLINE] : []), ...(targets?.downlines ?? []).map((party) => party.username)]);
  const amount = checkAmount(request.amount, targets?.mainBalance ?? 0);
  return {
    ...(recipients.has(request.recipient) ? {} : { recipient: 'ledger:upline.pickRecipient' }),
    ...(amount.ok ? {} : { amount: amount.errorKey }),
    ...(request.password.trim() === '' ? { password: 'ledger:upline.passwordRequired' } : {}),
  };
}

const hasNoProblems = (problems: FieldErrors) => Object.keys(problems).length === 0;

/** The targets as the flow offers them: only the named downline when there is one. */
function offeredTargets(targets: TransferTargets, downline: string | null): TransferTargets {
  if (!downline) return targets;
  const party = targets.downlines.find((other) => other.username.toLowerCase() === downline.toLowerCase()) ?? { username: downline, nickname: '' };
  const { upline: _upline, ...rest } = targets;
  return { ...rest, downlines: [party] };
}

export const transferUplineMachine = setup({
  types: { context: {} as TransferUplineContext, events: {} as TransferUplineEvent, input: {} as TransferUplineInput | undefined },
  actors: {
    loadTargets: notProvided<TransferTargets>('loadTargets'),
    send: notProvided<AccountTransfer, AccountTransferCall>('send'),
  },
  guards: {
    noPaymentPassword: (_, targets: TransferTargets) => !targets.hasPaymentPassword,
    noRecipient: ({ context }, targets: TransferTargets) => !context.downline && !targets.upline && targets.downlines.length === 0,
    requestValid: ({ context, event }) => event.type === 'SUBMIT' && hasNoProblems(requestProblems(context.targets, event.request)),
  },
  actions: {
    storeTargets: assign(({ context }, targets: TransferTargets) => ({ targets: offeredTargets(targets, context.downline), failureKey: null })),
    storeLoadFailure: assign((_, error: unknown) => ({ failureKey: failureKeyOf(error) })),
    refuse: assign(({ context, event }) => (event.type === 'SUBMIT' ? { fieldErrors: requestProblems(context.targets, event.request), errorKey: null, errorText: null } : {})),
    clearErrors: assign({ fieldErrors: {}, errorKey: null, errorText: null }),
    storeSent: assign((_, sent: AccountTransfer) => ({ sent })),
    storeFailure: assign((_, error: unknown) => {
      const field = FIELD_OF_CODE[failureOf(error).errorCode ?? ''];
      const message = failureMessage(error);
      return field ? { fieldErrors: { [field]: message.errorKey }, errorKey: null, errorText: null } : { fieldErrors: {}, ...message };
    }),
    forgetSent: assign({ sent: null }),
  },
}).createMachine({
  id: 'transferUpline',
  context: ({ input }) => ({ downline: input?.downline ?? null, targets: null, failureKey: null, fieldErrors: {}, errorKey: null, errorText: null, sent: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadTargets',
        src: 'loadTargets',
        onDone: [
          { guard: { type: 'noPaymentPassword', params: ({ event }) => event.output }, target: 'needsPaymentPassword', actions: { type: 'storeTargets', params: ({ event }) => event.output } },
          { guard: { type: 'noRecipient', params: ({ event }) => event.output }, target: 'noRecipient', actions: { type: 'storeTargets', params: ({ event }) => event.output } },
          { target: 'editing', actions: { type: 'storeTargets', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeLoadFailure', params: errorOf } },
      },
    },
    loadFailed: { tags: [TAGS.failed], on: { RETRY: 'loading' } },
    /** No payment password yet: set one in the security centre first. */
    needsPaymentPassword: { tags: [TAGS.empty, 'needsPaymentPassword'] },
    /** Neither an upline nor a downline to send to. */
    noRecipient: { tags: [TAGS.empty] },
    editing: {
      tags: [TAGS.editing],
      on: {
        SUBMIT: [{ guard: 'requestValid', target: 'sending', actions: 'clearErrors' }, { actions: 'refuse' }],
      },
    },
    // No SUBMIT here: a double click sends once.
    sending: {
      tags: [TAGS.editing, TAGS.busy],
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ event }) =>
          event.type === 'SUBMIT'
            ? { recipient: event.request.recipient, amount: Math.round(Number(event.request.amount.trim().replace(',', '.')) * 100) / 100, password: event.request.password, remark: event.request.remark.trim() }
            : { recipient: '', amount: 0, password: '', remark: '' },
        onDone: { target: 'sent', actions: { type: 'storeSent', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    sent: { tags: [TAGS.done], on: { AGAIN: { target: 'loading', actions: 'forgetSent' } } },
  },
});

export type TransferUplineMachine = typeof transferUplineMachine;
