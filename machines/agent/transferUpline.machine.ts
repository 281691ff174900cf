/**
 * Money sent to another account (/member/transferUpline): a member sends to
 * their upline, an agent to one of their downlines, with the payment password. Without a payment
 * password the page says to set one first; a wrong password is shown at its field and everything
 * typed stays (the form is never left while the call runs). The amount is checked here; a second
 * submit while one runs is ignored. The payment password must be 6 digits: any other shape
 * (letters, three digits, emoji, a pasted essay) is refused at its field before any call. The
 * password travels in the SUBMIT event, the chart's memory while that send runs (dropped when it
 * ends) and the call only; it is never part of the intent kept for the tab.
 *
 * A send whose answer is lost (a dropped connection, a timeout, a 5xx) is an unknown outcome, not a
 * failure (machines/outcome.ts): the main balance is read just before the send, and after
 * a lost answer it is read again until it shows the amount gone (done: the success, without an
 * order number), the balance untouched twice (not done: the failure, and the same transfer again
 * carries the same idempotency key) or the readings run out ("do not send again", the form held,
 * check again). The intent (key, recipient, amount, remark, the balance before) is kept for the tab
 * while its outcome is unknown, so a reload resumes the check instead of offering a new send.
 */
import { assign, setup } from 'xstate';
import type { AccountTransfer, Balance, TransferTargets } from '../../src/api';
import { errorOf, failureKeyOf, failureMessage, failureOf, notProvided, retryableFailure, TAGS } from '../kit';
import { checkAmount, mainBalanceOf } from '../money';
import { appliedResult, newIntentKey, outcomeCheckMachine, outcomeGuards, outcomeUnknownState, type Intent, type OutcomeReading } from '../outcome';
import { tellBalanceChanged } from '../accountSignals';

/** The recipient value that names the upline (downlines are named by username). */
export const UPLINE = '@upline';

export interface AccountTransferRequest {
  /** UPLINE, or a downline's username. */
  readonly recipient: string;
  readonly amount: string;
  readonly password: string;
  readonly remark: string;
}

/** What the wiring sends: the recipient resolved, the amount read, the intent's idempotency key. */
export interface AccountTransferCall {
  readonly recipient: string;
  readonly amount: number;
  readonly password: string;
  readonly remark: string;
  readonly idempotencyKey: string;
}

/** One send as it is kept while its outcome is unknown: no password. */
export interface AccountTransferSend {
  /** UPLINE, or a downline's username. */
  readonly recipient: string;
  readonly amount: number;
  readonly remark: string;
}

/**
 * A transfer to another account as it is sent and, while its outcome is unknown, kept for the tab
 * (`pending:transferUpline` or `pending:transferDownline`); `before` is the main wallet's balance
 * read just before the send (null when it could not be read: every reading is then unknown).
 */
export type AccountTransferIntent = Intent<AccountTransferSend, number | null>;

/** The command an intent belongs to (its key in the tab's storage). */
export const commandOf = (intent: Pick<AccountTransferIntent, 'request'>): 'transferUpline' | 'transferDownline' =>
  intent.request.recipient === UPLINE ? 'transferUpline' : 'transferDownline';

/** What the load answers: the targets, and the sends of this tab whose outcome was unknown. */
export type TransferUplineLoad = TransferTargets & { readonly pending?: readonly AccountTransferIntent[] };

export { mainBalanceOf };

/**
 * What the main balance says about a send from `before`: lower by the amount (done), unchanged (not
 * done), anything else (a bet, a deposit, no main wallet) is not known yet.
 */
export function readAccountTransfer(intent: AccountTransferIntent, now: Balance): OutcomeReading<Balance> {
  const main = mainBalanceOf(now);
  if (main === null || intent.before === null || !Number.isFinite(intent.before)) return { kind: 'unknown' };
  const moved = main - intent.before;
  const near = (value: number, expected: number) => Math.abs(value - expected) < 0.005;
  if (near(moved, -intent.request.amount)) return { kind: 'applied', result: now };
  if (near(moved, 0)) return { kind: 'notApplied' };
  return { kind: 'unknown' };
}

/** The payment password's shape: 6 digits (the register settings' paymentPassword, the security centre's rule). */
export const PAYMENT_PASSWORD = /^\d{6}$/;

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
  /** The send being made or checked (its key is reused by a retry of the same send). */
  readonly intent: AccountTransferIntent | null;
  /** A send the check found not done: the same send again carries its key. */
  readonly retryable: AccountTransferIntent | null;
  /** The lost answer's message, shown if the check finds the send not done. */
  readonly lostAnswer: { readonly errorKey: string; readonly errorText: string | null } | null;
  /** The payment password of the send running now, only while it runs (never kept in the intent). */
  readonly password: string | null;
}

export type TransferUplineEvent =
  | { type: 'SUBMIT'; request: AccountTransferRequest }
  | { type: 'RETRY' }
  | { type: 'AGAIN' }
  /** Read the balance again after the checks ran out. */
  | { type: 'CHECK_AGAIN' };

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
    ...passwordProblem(request.password),
  };
}

/** The payment password's problem: empty, or not 6 digits (SPEC §5 'Password format is incorrect'). */
function passwordProblem(password: string): Pick<FieldErrors, 'password'> {
  if (password.trim() === '') return { password: 'ledger:upline.passwordRequired' };
  return PAYMENT_PASSWORD.test(password) ? {} : { password: 'ledger:upline.passwordFormat' };
}

/** The amount as it is sent: the typed text read, 2 decimals. */
const amountOf = (typed: string) => Math.round(Number(typed.trim().replace(',', '.')) * 100) / 100;

const sameSend = (a: AccountTransferSend, b: AccountTransferSend) => a.recipient === b.recipient && a.amount === b.amount && a.remark === b.remark;

/** The pending send this flow resumes: the named downline's flow a downline's, the page the upline's first. */
function resumable(context: Pick<TransferUplineContext, 'downline'>, load: TransferUplineLoad): AccountTransferIntent | null {
  const pending = load.pending ?? [];
  if (context.downline) return pending.find((intent) => intent.request.recipient !== UPLINE) ?? null;
  return (
    (load.upline ? pending.find((intent) => intent.request.recipient === UPLINE) : undefined) ??
    (load.downlines.length > 0 ? pending.find((intent) => intent.request.recipient !== UPLINE) : undefined) ??
    null
  );
}

/** The recipient's username as the platform answers it (the upline by its name). */
function recipientName(targets: TransferTargets | null, recipient: string): string {
  return recipient === UPLINE ? (targets?.upline?.username ?? '') : recipient;
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
    loadTargets: notProvided<TransferUplineLoad>('loadTargets'),
    /** The main wallet's balance just before a send (null when the balance has none). */
    readBalance: notProvided<number | null>('readBalance'),
    send: notProvided<AccountTransfer, AccountTransferCall>('send'),
    checkOutcome: outcomeCheckMachine,
  },
  guards: {
    resumed: ({ context }, load: TransferUplineLoad) => resumable(context, load) !== null,
    ...outcomeGuards,
    // only a targets answer that says so: one that does not (API.md names no such field) lets the member send
    noPaymentPassword: (_, targets: TransferTargets) => targets.hasPaymentPassword === false,
    /** The send refused with API.md's `not.exists.payment.password`: none is set after all. */
    refusedForMissingPassword: (_, error: unknown) => failureOf(error).errorCode === 'not.exists.payment.password',
    noRecipient: ({ context }, targets: TransferTargets) => !context.downline && !targets.upline && targets.downlines.length === 0,
    requestValid: ({ context, event }) => event.type === 'SUBMIT' && hasNoProblems(requestProblems(context.targets, event.request)),
  },
  actions: {
    storeTargets: assign(({ context }, load: TransferUplineLoad) => {
      const { pending: _pending, ...targets } = load;
      return { targets: offeredTargets(targets, context.downline), failureKey: null };
    }),
    resume: assign(({ context }, load: TransferUplineLoad) => ({ intent: resumable(context, load) })),
    storeLoadFailure: assign((_, error: unknown) => ({ failureKey: failureKeyOf(error) })),
    refuse: assign(({ context, event }) => (event.type === 'SUBMIT' ? { fieldErrors: requestProblems(context.targets, event.request), errorKey: null, errorText: null } : {})),
    begin: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {};
      const request: AccountTransferSend = { recipient: event.request.recipient, amount: amountOf(event.request.amount), remark: event.request.remark.trim() };
      // the same send again after a check found it not done: the same intent, the same key
      const again = context.retryable;
      const key = again !== null && sameSend(again.request, request) ? again.key : newIntentKey();
      return { intent: { key, request, sentAt: Date.now(), before: null }, retryable: null, lostAnswer: null, password: event.request.password, fieldErrors: {}, errorKey: null, errorText: null };
    }),
    measured: assign(({ context }, before: number | null) => ({ intent: context.intent ? { ...context.intent, sentAt: Date.now(), before } : null })),
    forgetPassword: assign({ password: null }),
    /** Kept for the tab while the outcome may be unknown (the wiring writes sessionStorage). */
    keepIntent: () => undefined,
    /** Dropped once the outcome is known (runs before the intent leaves the context). */
    tellBalanceChanged,
    forgetIntent: () => undefined,
    rememberLostAnswer: assign((_, error: unknown) => ({ lostAnswer: failureMessage(error) })),
    checkedDone: assign(({ context }, balance: Balance) => {
      const request = context.intent?.request;
      const sent: AccountTransfer = {
        orderNo: '',
        amount: request?.amount ?? 0,
        recipient: recipientName(context.targets, request?.recipient ?? ''),
        sumBalance: balance.sumBalance,
        currencySymbol: balance.currencySymbol,
        balance: balance.balance,
      };
      return { sent, intent: null, retryable: null, lostAnswer: null };
    }),
    checkedNotDone: assign(({ context }) => ({
      fieldErrors: {},
      ...(context.lostAnswer ?? { errorKey: 'errors:networkAbnormal', errorText: null }),
      retryable: context.intent,
      intent: null,
      lostAnswer: null,
    })),
    storeSent: assign((_, sent: AccountTransfer) => ({ sent, intent: null, retryable: null })),
    storeFailure: assign((_, error: unknown) => {
      const field = FIELD_OF_CODE[failureOf(error).errorCode ?? ''];
      const message = failureMessage(error);
      return { intent: null, ...(field ? { fieldErrors: { [field]: message.errorKey }, errorKey: null, errorText: null } : { fieldErrors: {}, ...message }) };
    }),
    forgetSent: assign({ sent: null }),
  },
}).createMachine({
  id: 'transferUpline',
  context: ({ input }) => ({
    downline: input?.downline ?? null,
    targets: null,
    failureKey: null,
    fieldErrors: {},
    errorKey: null,
    errorText: null,
    sent: null,
    intent: null,
    retryable: null,
    lostAnswer: null,
    password: null,
  }),
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
          {
            // a send of this tab whose outcome was unknown when the page was left: checked first
            guard: { type: 'resumed', params: ({ event }) => event.output },
            target: 'outcomeUnknown',
            actions: [
              { type: 'storeTargets', params: ({ event }) => event.output },
              { type: 'resume', params: ({ event }) => event.output },
            ],
          },
          { target: 'editing', actions: { type: 'storeTargets', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeLoadFailure', params: errorOf } },
      },
    },
    loadFailed: retryableFailure(),
    /** No payment password yet (the targets said so, or the send was refused for it): set one in the security centre first. */
    needsPaymentPassword: { tags: [TAGS.empty, 'needsPaymentPassword'] },
    /** Neither an upline nor a downline to send to. */
    noRecipient: { tags: [TAGS.empty] },
    editing: {
      tags: [TAGS.editing],
      on: {
        SUBMIT: [{ guard: 'requestValid', target: 'sending', actions: 'begin' }, { actions: 'refuse' }],
      },
    },
    // No SUBMIT here: a double click sends once.
    sending: {
      tags: [TAGS.editing, TAGS.busy],
      exit: 'forgetPassword',
      initial: 'measuring',
      states: {
        /** The main balance just before the send: what a lost answer's check compares against. */
        measuring: {
          invoke: {
            id: 'readBalance',
            src: 'readBalance',
            onDone: { target: 'posting', actions: { type: 'measured', params: ({ event }) => event.output } },
            // nothing was sent: a plain failure, the form as it was
            onError: { target: '#transferUpline.editing', actions: { type: 'storeFailure', params: errorOf } },
          },
        },
        posting: {
          entry: 'keepIntent',
          invoke: {
            id: 'send',
            src: 'send',
            input: ({ context }) => ({
              recipient: context.intent?.request.recipient ?? '',
              amount: context.intent?.request.amount ?? 0,
              password: context.password ?? '',
              remark: context.intent?.request.remark ?? '',
              idempotencyKey: context.intent?.key ?? '',
            }),
            onDone: { target: '#transferUpline.sent', actions: ['forgetIntent', { type: 'storeSent', params: ({ event }) => event.output }, 'tellBalanceChanged'] },
            onError: [
              { guard: { type: 'outcomeUnknown', params: errorOf }, target: '#transferUpline.outcomeUnknown', actions: { type: 'rememberLostAnswer', params: errorOf } },
              { guard: { type: 'refusedForMissingPassword', params: errorOf }, target: '#transferUpline.needsPaymentPassword', actions: 'forgetIntent' },
              { target: '#transferUpline.editing', actions: ['forgetIntent', { type: 'storeFailure', params: errorOf }] },
            ],
          },
        },
      },
    },
    /**
     * The answer was lost: the balance is read until it shows whether the send happened. The form
     * stays on screen, held (no SUBMIT), with what was typed.
     */
    outcomeUnknown: outcomeUnknownState({
      tags: [TAGS.editing, TAGS.busy],
      applied: { target: '#transferUpline.sent', actions: ['forgetIntent', { type: 'checkedDone', params: appliedResult<Balance> }, 'tellBalanceChanged'] },
      notApplied: { target: '#transferUpline.editing', actions: ['forgetIntent', 'checkedNotDone'] },
    }),
    sent: { tags: [TAGS.done], on: { AGAIN: { target: 'loading', actions: 'forgetSent' } } },
  },
});

export type TransferUplineMachine = typeof transferUplineMachine;
