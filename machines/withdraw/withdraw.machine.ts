/**
 * Withdraw (/member/withdraw; SPEC.md §2). The session tells the chart the
 * account's type (SESSION); only member types 0, 1 and 2 may withdraw: a trial account gets the
 * real-account notice, others the not-allowed notice, and nothing is loaded for them.
 *
 * loading (settings, bound accounts, turnover, records) → ready, which runs two regions:
 *
 * - flow: without a payment password the member sets one first (`passwordSetup` → `savingPassword`):
 *   when the settings say none is set, or (API.md's way: settings that do not say) when the submit
 *   is refused with `not.exists.payment.password`, after which the form comes back with the draft;
 *   without a bound account they bind one (`binding` → `savingAccount`); then `form` (the load's
 *   answer picks the first step). SUBMIT is
 *   checked here (turnover met, account chosen and active, amount within the limits, decimals, the
 *   main balance, the daily count and amount) → `previewing` (the fee call) → `askingPaymentPassword` (amount, fee,
 *   received; the payment password) → CONFIRM → `submitting` → `submitted`. The idempotency key is made on the
 *   first CONFIRM of a submission and kept until it succeeds or the member goes back to change it,
 *   so a retry after a timeout sends the same key and the platform answers the first order. A
 *   second click while submitting is not handled (nothing happens). The password travels in the
 *   CONFIRM event to the call only: it is never in the context.
 * - records: the withdrawal records; cancelling a pending one asks first (`confirmingCancel`).
 *
 * What may be withdrawn is not read here: the page tells the chart the main wallet's available
 * balance as the header's balance flow reads it (BALANCE, again whenever it changes, live events
 * included), once the page is open (`loading`, `loadFailed`, `ready`); an order sent takes its
 * amount off until the balance flow reads the platform's new balance.
 *
 * The accounts and the records are routes of ours: when they cannot be read the load still ends in
 * `ready`, with `accountsUnavailable` / `recordsUnavailable` set (no binding step for accounts that
 * could not be read). A limit the settings leave out (null) is no limit.
 *
 * The settings' precaution note comes in the reader's language. LANGUAGE tells the chart the
 * page's language (also its input): settings read in another one are read again in the
 * background (`ready.language`), and only their text (the note) is taken from the new answer. The
 * flow region is not touched: the amount and the account the member typed and chose (the form's
 * own), an open payment-password step, an order being sent or checked all stay where they are,
 * and nothing is sent again. Waiting for the form instead would leave the old language on screen
 * through the whole confirm step; going back through `loading` would throw the form away. The
 * limits and counts are not taken from the new answer: an order just sent is already taken off
 * them here, and an answer read while it was being made may or may not count it. Until the new
 * note arrives the view shows none (connectWithdraw), never the old language's.
 */
import { and, assign, not, setup, stateIn } from 'xstate';
import type { BindAccountPayload, TurnoverInfo, WithdrawAccount, WithdrawFee, WithdrawGroup, WithdrawGroupType, WithdrawPayload, WithdrawSettings, WithdrawalOrder } from '../../src/api';
import { refreshOn, tellBalanceChanged } from '../accountSignals';
import { errorOf, failureKeyOf, failureMessage, failureOf, notProvided, retryableFailure, TAGS } from '../kit';
import { appliedResult, outcomeCheckMachine, outcomeGuards, outcomeUnknownState, type Intent, type OutcomeReading } from '../outcome';

/** Tags of this chart beside the kit's (read by connectWithdraw). */
export const WITHDRAW_TAGS = {
  notEligible: 'notEligible',
  passwordSetup: 'passwordSetup',
  binding: 'binding',
  form: 'form',
  /** The payment-password step, its submit and a lost answer's check included. */
  askingPaymentPassword: 'askingPaymentPassword',
  submitted: 'submitted',
  confirmingCancel: 'confirmingCancel',
  recordsBusy: 'recordsBusy',
  /** The settings' note is being read again in the page's language, or could not be: the old one is not shown. */
  noteStale: 'noteStale',
} as const;

export const WITHDRAW_MEMBER_TYPES: readonly number[] = [0, 1, 2];
const PAYMENT_PASSWORD = /^\d{6}$/;


export interface WithdrawData {
  readonly settings: WithdrawSettings;
  readonly groups: readonly WithdrawGroup[];
  /** Accounts of a group API.md does not name (offered under a neutral label). */
  readonly otherAccounts?: readonly WithdrawAccount[];
  /**
   * The accounts or the records could not be read (their routes are ours: a platform may answer
   * 404): the page keeps what it could read and says which part is missing.
   */
  readonly accountsUnavailable?: boolean;
  readonly recordsUnavailable?: boolean;
  readonly turnover: TurnoverInfo;
  /**
   * What may be withdrawn: the main wallet's available balance (game wallets are transferred back
   * first), as the balance flow last told it (BALANCE), not read by the load. Null when the balance
   * is not read yet or names no main wallet: the platform judges then.
   */
  readonly mainBalance?: number | null;
  readonly records: readonly WithdrawalOrder[];
  /** A withdrawal sent before a reload whose outcome was still unknown (kept for the tab): checked first. */
  readonly pendingWithdrawal?: WithdrawIntent | null;
}

/**
 * A withdrawal as it is sent and, while its outcome is unknown, kept for the tab: the draft, and the
 * order numbers already listed at the send (a new order beyond them for the amount is this one).
 */
export type WithdrawIntent = Intent<WithdrawDraft, readonly string[]>;

/** What the records say about a withdrawal sent with `intent`: a new order of its amount (done), or none yet. */
export function readWithdrawal(intent: WithdrawIntent, records: readonly WithdrawalOrder[]): OutcomeReading<WithdrawalOrder> {
  const known = new Set(intent.before);
  const order = records.find((record) => !known.has(record.orderNo) && Math.abs(record.amount - intent.request.amount) < 0.005);
  return order ? { kind: 'applied', result: order } : { kind: 'notApplied' };
}

/** A message for a field or above the form: an i18n key and its values. */
export interface FieldMessage {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
  /** The server's own text, when it sent one. */
  readonly text?: string | null;
}

export type WithdrawField = 'amount' | 'account' | 'password' | 'paymentPassword' | 'confirmPaymentPassword' | 'bankCode' | 'cardNumber' | 'cardHolder' | 'form';
export type WithdrawErrors = Partial<Record<WithdrawField, FieldMessage>>;

export interface WithdrawDraft {
  readonly amount: number;
  readonly bankCardId: string;
}

/** What the view gives when the flow opens. */
export interface WithdrawInput {
  /** The page's language (the settings are first asked in it). */
  readonly language: string;
}

export interface WithdrawContext {
  readonly memberType: number | null;
  readonly data: WithdrawData | null;
  readonly loadFailureKey: string | null;
  readonly errors: WithdrawErrors;
  readonly draft: WithdrawDraft | null;
  readonly fee: WithdrawFee | null;
  /** The key of the submission under way (kept for its retries). */
  readonly idempotencyKey: string | null;
  /** The withdrawal being sent or checked after a lost answer. */
  readonly intent: WithdrawIntent | null;
  readonly lastOrder: WithdrawalOrder | null;
  readonly cancelOrderNo: string | null;
  readonly recordsError: FieldMessage | null;
  /** The lost answer's message (a dropped connection, an unreadable answer), shown if the check finds no order. */
  readonly lostAnswerKey: string | null;
  /** What may be withdrawn as the balance flow last told it (BALANCE); null until it is read. */
  readonly withdrawable: number | null;
  /** The page's language (LANGUAGE). */
  readonly language: string;
  /** The language the settings shown were asked in (null: none asked yet). */
  readonly settingsLanguage: string | null;
}

export interface SetPasswordRequest {
  readonly paymentPassword: string;
  readonly confirmPaymentPassword: string;
}

export type WithdrawEvent =
  /** The signed-in account's type, once the session knows it (a flag reaches the chart as an event). */
  | { type: 'SESSION'; memberType: number | null }
  /**
   * The main wallet's available balance as the balance flow reads it (the header's, which follows
   * the account's live events): told whenever it changes, it bounds the amount at the form.
   */
  | { type: 'BALANCE'; withdrawable: number | null }
  | { type: 'RETRY' }
  | { type: 'SET_PASSWORD'; request: SetPasswordRequest }
  | { type: 'ADD_ACCOUNT' }
  | { type: 'BIND'; request: BindAccountPayload }
  | { type: 'CANCEL_BIND' }
  | { type: 'SUBMIT'; draft: WithdrawDraft }
  | { type: 'CONFIRM'; password: string }
  | { type: 'BACK' }
  | { type: 'NEW' }
  | { type: 'CANCEL_ORDER'; orderNo: string }
  | { type: 'CONFIRM_CANCEL' }
  | { type: 'KEEP_ORDER' }
  | { type: 'REFRESH_RECORDS' }
  /** Read the records again after the checks ran out. */
  | { type: 'CHECK_AGAIN' }
  /** The page's language: the settings' note read in another one is read again. */
  | { type: 'LANGUAGE'; language: string };

/** Live events that send REFRESH_RECORDS (accountSignals.ts): a withdrawal of this page changed status. */
export const withdrawHearsAccount = refreshOn(
  ['withdrawalApproved', 'withdrawalRejected', 'withdrawalFailed', 'withdrawalPaid', 'confirmationWaiting'],
  { type: 'REFRESH_RECORDS' } satisfies WithdrawEvent,
);

// ---------------------------------------------------------------------------------------------
// Rules (pure, also read by connect)

export function accountsOf(data: WithdrawData | null): WithdrawAccount[] {
  return data ? [...data.groups.flatMap((group) => group.accounts), ...(data.otherAccounts ?? [])] : [];
}

/** The submit's `groupId?` (API.md): the account's group id when the platform named one, else its group letter; none for an unknown group. */
export function groupIdOf(data: WithdrawData | null, account: WithdrawAccount | undefined): string | undefined {
  if (!data || !account || account.groupType === 'OTHER') return undefined;
  return data.groups.find((group) => group.type === account.groupType)?.groupId ?? account.groupType;
}

/** A limit API.md names with no form: null (missing on the wire) is no limit. */
const within = (value: number, limit: number | null) => limit === null || value <= limit;

export function turnoverMet(turnover: TurnoverInfo | null | undefined): boolean {
  if (!turnover) return true;
  if (turnover.status === 'A' || turnover.status === 'D') return true;
  return turnover.list.every((row) => row.actualTurnover >= row.requiredTurnover);
}

const decimalsOf = (amount: number) => (String(amount).split('.')[1] ?? '').length;

/** What is wrong with a submission, field by field; empty when it may go on to the fee preview. */
export function submitErrors(data: WithdrawData | null, draft: WithdrawDraft): WithdrawErrors {
  if (!data) return { form: { key: 'errors:unknown' } };
  const { settings } = data;
  const errors: { -readonly [K in WithdrawField]?: FieldMessage } = {};
  if (!turnoverMet(data.turnover)) errors.form = { key: 'errors:turnoverNotEnough' };
  else if (settings.remainingTransactionTimes !== null && settings.remainingTransactionTimes <= 0) errors.form = { key: 'withdraw:errors.noTimesLeft' };
  const account = accountsOf(data).find((candidate) => candidate.bankCardId === draft.bankCardId);
  if (!account) errors.account = { key: 'withdraw:errors.accountRequired' };
  else if (!account.isWithdrawActive) errors.account = { key: 'errors:bankCardFrozen' };
  const { amount } = draft;
  if (!Number.isFinite(amount) || amount <= 0) errors.amount = { key: 'withdraw:errors.amountRequired' };
  else if (!settings.allowDecimal && !Number.isInteger(amount)) errors.amount = { key: 'withdraw:errors.amountWhole' };
  else if (decimalsOf(amount) > 2) errors.amount = { key: 'withdraw:errors.amountCents' };
  else if (amount < settings.minWithdrawal) errors.amount = { key: 'withdraw:errors.amountMin', values: { min: settings.minWithdrawal } };
  // above the balance the platform can only refuse it: said here, before the fee and the password
  else if (!within(amount, data.mainBalance ?? null)) errors.amount = { key: 'withdraw:errors.amountBalance', values: { balance: data.mainBalance ?? 0 } };
  else if (!within(amount, settings.maxWithdrawal)) errors.amount = { key: 'withdraw:errors.amountMax', values: { max: settings.maxWithdrawal ?? 0 } };
  else if (!within(amount, settings.remainingWithdrawAmount)) errors.amount = { key: 'withdraw:errors.amountDaily', values: { amount: settings.remainingWithdrawAmount ?? 0 } };
  return errors;
}

export function passwordErrors(request: SetPasswordRequest): WithdrawErrors {
  if (!request.paymentPassword) return { paymentPassword: { key: 'withdraw:errors.passwordRequired' } };
  if (!PAYMENT_PASSWORD.test(request.paymentPassword)) return { paymentPassword: { key: 'withdraw:errors.passwordFormat' } };
  if (request.confirmPaymentPassword !== request.paymentPassword) return { confirmPaymentPassword: { key: 'withdraw:errors.passwordMismatch' } };
  return {};
}

export function bindErrors(request: BindAccountPayload): WithdrawErrors {
  const errors: { -readonly [K in WithdrawField]?: FieldMessage } = {};
  if (!request.bankCode) errors.bankCode = { key: 'withdraw:errors.bankRequired' };
  const number = request.cardNumber.replace(/\s+/g, '');
  if (!number) errors.cardNumber = { key: 'withdraw:errors.numberRequired' };
  else if (request.groupType === 'B' ? !/^\d{12,19}$/.test(number) : number.length < 6 || number.length > 64) errors.cardNumber = { key: `withdraw:errors.number${request.groupType}` };
  const holder = request.cardHolder.trim();
  if (!holder) errors.cardHolder = { key: 'withdraw:errors.holderRequired' };
  else if (holder.length < 2 || holder.length > 60) errors.cardHolder = { key: 'withdraw:errors.holderLength' };
  return errors;
}

/** A limit after a withdrawal: lower by the amount, never below 0; no limit stays no limit. */
const lessBy = (limit: number | null, used: number): number | null => (limit === null ? null : Math.max(0, limit - used));

/**
 * What the submit sends: API.md's `{ amount, bankCardId, password, groupId?, virtualAmount? }` and
 * our idempotency key. `groupId` for an account of a named group; `virtualAmount` for crypto (V):
 * the fee preview's when it gave one, else the amount.
 */
export function submitPayload(context: Pick<WithdrawContext, 'data' | 'draft' | 'fee' | 'idempotencyKey'>, password: string): WithdrawPayload {
  const amount = context.draft?.amount ?? 0;
  const bankCardId = context.draft?.bankCardId ?? '';
  const account = accountsOf(context.data).find((candidate) => candidate.bankCardId === bankCardId);
  const groupId = groupIdOf(context.data, account);
  return {
    amount,
    bankCardId,
    password,
    idempotencyKey: context.idempotencyKey ?? '',
    ...(groupId ? { groupId } : {}),
    ...(account?.groupType === 'V' ? { virtualAmount: context.fee?.virtualAmount ?? amount } : {}),
  };
}

const hasErrors = (errors: WithdrawErrors) => Object.keys(errors).length > 0;

/** Where a refusal of the platform belongs on screen. */
function refusalField(error: unknown): WithdrawField {
  switch (failureOf(error).messageKey) {
    case 'errors:paymentPasswordInvalid':
      return 'password';
    case 'errors:bankCardFrozen':
    case 'errors:bankCardInvalid':
      return 'account';
    case 'errors:withdrawAmountInvalid':
    case 'errors:withdrawLimitReached':
    case 'errors:balanceInsufficient':
      return 'amount';
    default:
      return 'form';
  }
}

const messageOf = (error: unknown): FieldMessage => {
  const { errorKey, errorText } = failureMessage(error);
  return { key: errorKey, text: errorText };
};

const errorsFromRefusal = (error: unknown): WithdrawErrors => ({ [refusalField(error)]: messageOf(error) });

const newKey = (): string => globalThis.crypto.randomUUID();

const NO_ERRORS: WithdrawErrors = {};

/**
 * The cancel dialog is modal: while it asks or its cancel runs, the member cannot reach the
 * withdraw flow behind it, so the flow's own events wait (its calls still answer).
 */
const cancelDialogClosed = and([not(stateIn('#withdraw.ready.records.confirmingCancel')), not(stateIn('#withdraw.ready.records.cancelling'))]);

export const withdrawMachine = setup({
  types: { context: {} as WithdrawContext, events: {} as WithdrawEvent, input: {} as WithdrawInput },
  actors: {
    loadWithdraw: notProvided<WithdrawData>('loadWithdraw'),
    /** The settings alone, read again in another language (the request's). */
    loadSettings: notProvided<WithdrawSettings>('loadSettings'),
    loadRecords: notProvided<readonly WithdrawalOrder[]>('loadRecords'),
    setPaymentPassword: notProvided<void, SetPasswordRequest>('setPaymentPassword'),
    /** The account bound; null when the answer does not carry it (the page is read again). */
    bindAccount: notProvided<WithdrawAccount | null, BindAccountPayload>('bindAccount'),
    /** null: the platform has no fee preview (a route of ours answered 404): the withdrawal goes on without one. */
    previewFee: notProvided<WithdrawFee | null, number>('previewFee'),
    /** The order made; null when the answer names none (the check reads the records for it). */
    submitWithdrawal: notProvided<WithdrawalOrder | null, WithdrawPayload>('submitWithdrawal'),
    cancelWithdrawal: notProvided<WithdrawalOrder, string>('cancelWithdrawal'),
    checkOutcome: outcomeCheckMachine,
  },
  guards: {
    resumed: ({ event }) => Boolean((event as { output?: WithdrawData }).output?.pendingWithdrawal),
    ...outcomeGuards,
    eligible: ({ event }) => event.type === 'SESSION' && event.memberType !== null && WITHDRAW_MEMBER_TYPES.includes(event.memberType),
    loadedWithoutPassword: ({ event }) => (event as { output?: WithdrawData }).output?.settings.paymentPasswordSet === false,
    // accounts that could not be read are not "no account": the form says they are missing instead
    loadedWithoutAccount: ({ event }) => {
      const output = (event as { output?: WithdrawData }).output ?? null;
      return !output?.accountsUnavailable && accountsOf(output).length === 0;
    },
    needsAccount: ({ context }) => !context.data?.accountsUnavailable && accountsOf(context.data).length === 0,
    hasAccount: ({ context }) => accountsOf(context.data).length > 0,
    passwordInvalid: ({ event }) => event.type === 'SET_PASSWORD' && hasErrors(passwordErrors(event.request)),
    bindInvalid: ({ event }) => event.type === 'BIND' && hasErrors(bindErrors(event.request)),
    submitInvalid: ({ context, event }) => event.type === 'SUBMIT' && hasErrors(submitErrors(context.data, event.draft)),
    paymentPasswordMalformed: ({ event }) => event.type === 'CONFIRM' && !PAYMENT_PASSWORD.test(event.password),
    refusedForMissingPassword: ({ event }) => failureOf((event as { error?: unknown }).error).messageKey === 'errors:paymentPasswordMissing',
    settingsInOtherLanguage: ({ context }) => context.settingsLanguage !== context.language,
    refusedAtForm: ({ event }) => ['account', 'amount'].includes(refusalField((event as { error?: unknown }).error)) || failureOf((event as { error?: unknown }).error).messageKey === 'errors:turnoverNotEnough',
  },
  actions: {
    storeLanguage: assign(({ context, event }) => ({ language: event.type === 'LANGUAGE' ? event.language : context.language })),
    askedInLanguage: assign(({ context }) => ({ settingsLanguage: context.language })),
    // only the text: the limits and counts stay as this chart keeps them (an order sent is taken off them)
    storeSettingsText: assign(({ context }, settings: WithdrawSettings) => ({
      data: context.data ? { ...context.data, settings: { ...context.data.settings, precautionNote: settings.precautionNote } } : null,
    })),
    storeMemberType: assign(({ event }) => ({ memberType: event.type === 'SESSION' ? event.memberType : null })),
    /**
     * The balance flow's reading. Told once the page is open for an eligible member: the view tells
     * SESSION before BALANCE, so it never comes while the session is waited for.
     */
    storeBalance: assign(({ context, event }) => {
      if (event.type !== 'BALANCE') return {};
      return { withdrawable: event.withdrawable, data: context.data ? { ...context.data, mainBalance: event.withdrawable } : null };
    }),
    storeData: assign(({ context }, data: WithdrawData) => ({ data: { ...data, mainBalance: context.withdrawable }, loadFailureKey: null })),
    storeLoadFailure: assign((_, error: unknown) => ({ loadFailureKey: failureMessage(error).errorKey })),
    setErrors: assign((_, errors: WithdrawErrors) => ({ errors })),
    clearErrors: assign({ errors: NO_ERRORS }),
    passwordSet: assign(({ context }) => ({ data: context.data ? { ...context.data, settings: { ...context.data.settings, paymentPasswordSet: true } } : null, errors: NO_ERRORS })),
    addAccount: assign(({ context }, account: WithdrawAccount) => ({
      data: context.data
        ? account.groupType === 'OTHER' || !context.data.groups.some((group) => group.type === account.groupType)
          ? { ...context.data, otherAccounts: [...(context.data.otherAccounts ?? []), account] }
          : { ...context.data, groups: context.data.groups.map((group) => (group.type === account.groupType ? { ...group, accounts: [...group.accounts, account] } : group)) }
        : null,
      errors: NO_ERRORS,
    })),
    storeDraft: assign((_, draft: WithdrawDraft) => ({
      draft,
      errors: NO_ERRORS,
    })),
    storeFee: assign((_, fee: WithdrawFee | null) => ({ fee })),
    ensureKey: assign(({ context }) => {
      const key = context.idempotencyKey ?? newKey();
      const intent: WithdrawIntent | null = context.draft
        ? { key, request: context.draft, sentAt: Date.now(), before: (context.data?.records ?? []).map((record) => record.orderNo) }
        : null;
      return { idempotencyKey: key, intent, errors: NO_ERRORS };
    }),
    /** Kept for the tab while the outcome may be unknown (the wiring writes sessionStorage). */
    keepIntent: () => undefined,
    tellBalanceChanged,
    forgetIntent: () => undefined,
    resume: assign(({ event }) => {
      const pending = (event as { output?: WithdrawData }).output?.pendingWithdrawal ?? null;
      return { intent: pending, idempotencyKey: pending?.key ?? null, draft: pending?.request ?? null };
    }),
    rememberLostAnswer: assign((_, error: unknown) => ({ lostAnswerKey: failureKeyOf(error) })),
    // an answer naming no order: if the records show none either, all there is to say is "unknown error"
    rememberAnswerWithoutOrder: assign({ lostAnswerKey: 'errors:unknown' }),
    lostAnswerNotApplied: assign(({ context }) => ({ errors: { form: { key: context.lostAnswerKey ?? 'errors:networkAbnormal' } }, intent: null, lostAnswerKey: null })),
    forgetSubmission: assign({ idempotencyKey: null, fee: null, intent: null }),
    // until the balance flow reads the platform's new balance (its live event), the order is taken off here
    storeOrder: assign(({ context }, order: WithdrawalOrder) => ({
      withdrawable: context.withdrawable == null ? null : Math.max(0, Math.round((context.withdrawable - order.amount) * 100) / 100),
      lastOrder: order,
      idempotencyKey: null,
      intent: null,
      data: context.data
        ? {
            ...context.data,
            records: [order, ...context.data.records.filter((record) => record.orderNo !== order.orderNo)],
            mainBalance: context.data.mainBalance == null ? null : Math.max(0, Math.round((context.data.mainBalance - order.amount) * 100) / 100),
            settings: {
              ...context.data.settings,
              remainingTransactionTimes: lessBy(context.data.settings.remainingTransactionTimes, 1),
              remainingWithdrawAmount: lessBy(context.data.settings.remainingWithdrawAmount, order.amount),
            },
          }
        : null,
    })),
    startNew: assign({ draft: null, fee: null, lastOrder: null, idempotencyKey: null, errors: NO_ERRORS }),
    storeCancelOrder: assign((_, orderNo: string) => ({ cancelOrderNo: orderNo, recordsError: null })),
    clearCancelOrder: assign({ cancelOrderNo: null }),
    // the order just sent follows the records (a live event reads them again): "waiting for
    // approval" never stays on screen once the order was approved, paid or refused
    storeRecords: assign(({ context }, records: readonly WithdrawalOrder[]) => ({
      data: context.data ? { ...context.data, records, recordsUnavailable: false } : null,
      recordsError: null,
      lastOrder: context.lastOrder ? (records.find((record) => record.orderNo === context.lastOrder?.orderNo) ?? context.lastOrder) : null,
    })),
    storeRecordsError: assign((_, error: unknown) => ({ recordsError: messageOf(error), cancelOrderNo: null })),
  },
}).createMachine({
  id: 'withdraw',
  // Words for the chart gallery (tests/tools/charts/labels.ts); no behaviour reads them.
  meta: {
    description: 'The withdraw page: payment password and payout account first, then the form, its fee, the order and the records.',
    events: {
      SESSION: 'the member’s session is known',
      BALANCE: 'the balance changes',
      'xstate.done.actor.loadWithdraw': 'the withdraw settings arrive',
      'xstate.error.actor.loadWithdraw': 'loading fails',
      RETRY: 'the member tries again',
      SET_PASSWORD: 'the member sets a payment password',
      'xstate.done.actor.setPaymentPassword': 'the password is saved',
      'xstate.error.actor.setPaymentPassword': 'saving the password fails',
      BIND: 'the member adds a payout account',
      CANCEL_BIND: 'the member leaves adding an account',
      'xstate.done.actor.bindAccount': 'the account is added',
      'xstate.error.actor.bindAccount': 'adding the account fails',
      SUBMIT: 'the member asks to withdraw',
      ADD_ACCOUNT: 'the member opens adding an account',
      'xstate.done.actor.previewFee': 'the fee is known',
      'xstate.error.actor.previewFee': 'the fee cannot be read',
      CONFIRM: 'the member confirms with the payment password',
      BACK: 'the member goes back to the form',
      'xstate.done.actor.submitWithdrawal': 'the withdrawal is placed',
      'xstate.error.actor.submitWithdrawal': 'the withdrawal is refused or lost',
      'xstate.done.actor.checkOutcome': 'the records say whether it went through',
      CHECK_AGAIN: 'the member asks to check again',
      NEW: 'the member starts another withdrawal',
      CANCEL_ORDER: 'the member asks to cancel an order',
      REFRESH_RECORDS: 'an order changes status',
      CONFIRM_CANCEL: 'the member confirms the cancel',
      KEEP_ORDER: 'the member keeps the order',
      'xstate.done.actor.cancelWithdrawal': 'the order is cancelled',
      'xstate.error.actor.cancelWithdrawal': 'cancelling fails',
      'xstate.done.actor.loadRecords': 'the records arrive',
      'xstate.error.actor.loadRecords': 'the records fail to load',
      LANGUAGE: 'the reader switches language',
      'xstate.done.actor.loadSettings': 'the settings arrive in the new language',
      'xstate.error.actor.loadSettings': 'the settings cannot be read again',
    },
    guards: {
      resumed: 'an order was already under way',
      eligible: 'this member may withdraw',
      loadedWithoutPassword: 'no payment password yet',
      loadedWithoutAccount: 'no payout account yet',
      needsAccount: 'no payout account yet',
      hasAccount: 'an account exists',
      passwordInvalid: 'the password form has errors',
      bindInvalid: 'the account form has errors',
      submitInvalid: 'the form has errors',
      paymentPasswordMalformed: 'the payment password is malformed',
      refusedForMissingPassword: 'refused: no payment password',
      refusedAtForm: 'refused for a field of the form',
      outcomeUnknown: 'the answer was lost',
      applied: 'it went through',
      notApplied: 'it did not go through',
      settingsInOtherLanguage: 'the settings were read in another language',
    },
  },
  context: ({ input }) => ({
    memberType: null,
    data: null,
    loadFailureKey: null,
    errors: NO_ERRORS,
    draft: null,
    fee: null,
    idempotencyKey: null,
    intent: null,
    lastOrder: null,
    cancelOrderNo: null,
    recordsError: null,
    lostAnswerKey: null,
    withdrawable: null,
    language: input.language,
    settingsLanguage: null,
  }),
  initial: 'waitingForSession',
  // told in any state; the settings follow it once the page is ready (ready.language). The switch
  // is the side menu's, out of reach behind the cancel dialog (a modal): not heard while it is open
  on: { LANGUAGE: { guard: cancelDialogClosed, actions: 'storeLanguage' } },
  states: {
    waitingForSession: {
      tags: [TAGS.busy],
      on: {
        SESSION: [
          { guard: 'eligible', target: 'loading', actions: 'storeMemberType' },
          { target: 'notEligible', actions: 'storeMemberType' },
        ],
      },
    },
    notEligible: { tags: [WITHDRAW_TAGS.notEligible] },
    loading: {
      tags: [TAGS.busy],
      entry: 'askedInLanguage',
      on: { BALANCE: { actions: 'storeBalance' } },
      invoke: {
        id: 'loadWithdraw',
        src: 'loadWithdraw',
        onDone: [
          {
            guard: 'resumed',
            target: '#withdraw.ready.flow.outcomeUnknown',
            actions: [{ type: 'storeData', params: ({ event }) => event.output }, 'resume'],
          },
          { guard: 'loadedWithoutPassword', target: '#withdraw.ready.flow.passwordSetup', actions: { type: 'storeData', params: ({ event }) => event.output } },
          { guard: 'loadedWithoutAccount', target: '#withdraw.ready.flow.binding', actions: { type: 'storeData', params: ({ event }) => event.output } },
          { target: 'ready', actions: { type: 'storeData', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeLoadFailure', params: errorOf } },
      },
    },
    loadFailed: retryableFailure('loading', { BALANCE: { actions: 'storeBalance' } }),
    ready: {
      type: 'parallel',
      tags: [TAGS.ready],
      on: { BALANCE: { actions: 'storeBalance' } },
      states: {
        flow: {
          initial: 'form',
          states: {
            passwordSetup: {
              tags: [TAGS.editing, WITHDRAW_TAGS.passwordSetup],
              on: {
                SET_PASSWORD: [
                  { guard: and([cancelDialogClosed, 'passwordInvalid']), actions: { type: 'setErrors', params: ({ event }) => passwordErrors(event.request) } },
                  { guard: cancelDialogClosed, target: 'savingPassword', actions: 'clearErrors' },
                ],
              },
            },
            savingPassword: {
              tags: [TAGS.busy, WITHDRAW_TAGS.passwordSetup],
              invoke: {
                id: 'setPaymentPassword',
                src: 'setPaymentPassword',
                input: ({ event }) => (event.type === 'SET_PASSWORD' ? event.request : { paymentPassword: '', confirmPaymentPassword: '' }),
                onDone: [
                  { guard: 'needsAccount', target: 'binding', actions: 'passwordSet' },
                  { target: 'form', actions: 'passwordSet' },
                ],
                onError: { target: 'passwordSetup', actions: { type: 'setErrors', params: ({ event }) => ({ paymentPassword: messageOf(event.error) }) } },
              },
            },
            binding: {
              tags: [TAGS.editing, WITHDRAW_TAGS.binding],
              on: {
                BIND: [
                  { guard: and([cancelDialogClosed, 'bindInvalid']), actions: { type: 'setErrors', params: ({ event }) => bindErrors(event.request) } },
                  { guard: cancelDialogClosed, target: 'savingAccount', actions: 'clearErrors' },
                ],
                CANCEL_BIND: { guard: and([cancelDialogClosed, 'hasAccount']), target: 'form', actions: 'clearErrors' },
              },
            },
            savingAccount: {
              tags: [TAGS.busy, WITHDRAW_TAGS.binding],
              invoke: {
                id: 'bindAccount',
                src: 'bindAccount',
                input: ({ event }) => (event.type === 'BIND' ? event.request : { groupType: 'B' as WithdrawGroupType, bankCode: '', cardNumber: '', cardHolder: '' }),
                onDone: [
                  // bound, but the answer does not carry the account (API.md does not describe it): read the accounts again
                  { guard: ({ event }) => event.output === null, target: '#withdraw.loading', actions: 'clearErrors', description: 'the answer carries no account' },
                  // the branch above took an answer without the account
                  { target: 'form', actions: { type: 'addAccount', params: ({ event }) => event.output as WithdrawAccount } },
                ],
                onError: { target: 'binding', actions: { type: 'setErrors', params: ({ event }) => ({ [failureOf(event.error).messageKey === 'errors:bankCardExists' ? 'cardNumber' : 'form']: messageOf(event.error) }) } },
              },
            },
            form: {
              tags: [TAGS.editing, WITHDRAW_TAGS.form],
              on: {
                SUBMIT: [
                  { guard: and([cancelDialogClosed, 'submitInvalid']), actions: { type: 'setErrors', params: ({ context, event }) => submitErrors(context.data, event.draft) } },
                  { guard: cancelDialogClosed, target: 'previewing', actions: { type: 'storeDraft', params: ({ event }) => event.draft } },
                ],
                ADD_ACCOUNT: { guard: cancelDialogClosed, target: 'binding', actions: 'clearErrors' },
              },
            },
            previewing: {
              tags: [TAGS.busy, WITHDRAW_TAGS.form],
              invoke: {
                id: 'previewFee',
                src: 'previewFee',
                input: ({ context }) => context.draft?.amount ?? 0,
                onDone: { target: 'askingPaymentPassword', actions: { type: 'storeFee', params: ({ event }) => event.output } },
                onError: { target: 'form', actions: { type: 'setErrors', params: ({ event }) => errorsFromRefusal(event.error) } },
              },
            },
            /** The confirm step: amount, fee and what arrives shown, the payment password asked for. */
            askingPaymentPassword: {
              tags: [TAGS.editing, WITHDRAW_TAGS.askingPaymentPassword],
              on: {
                CONFIRM: [
                  {
                    guard: and([cancelDialogClosed, 'paymentPasswordMalformed']),
                    actions: { type: 'setErrors', params: ({ event }) => ({ password: { key: event.password ? 'withdraw:errors.passwordFormat' : 'withdraw:errors.passwordRequired' } }) },
                  },
                  { guard: cancelDialogClosed, target: 'submitting', actions: 'ensureKey' },
                ],
                BACK: { guard: cancelDialogClosed, target: 'form', actions: ['forgetSubmission', 'clearErrors'] },
              },
            },
            submitting: {
              tags: [TAGS.busy, WITHDRAW_TAGS.askingPaymentPassword],
              entry: 'keepIntent',
              invoke: {
                id: 'submitWithdrawal',
                src: 'submitWithdrawal',
                input: ({ context, event }) => submitPayload(context, event.type === 'CONFIRM' ? event.password : ''),
                onDone: [
                  // an answer naming no order (API.md does not describe it): the records say which
                  { guard: ({ event }) => event.output === null, target: 'outcomeUnknown', actions: 'rememberAnswerWithoutOrder', description: 'the answer names no order' },
                  // the branch above took an answer without the order
                  { target: 'submitted', actions: [{ type: 'storeOrder', params: ({ event }) => event.output as WithdrawalOrder }, 'forgetIntent', 'tellBalanceChanged'] },
                ],
                onError: [
                  // the answer was lost: whether the platform made the order is read from the records
                  { guard: { type: 'outcomeUnknown', params: errorOf }, target: 'outcomeUnknown', actions: { type: 'rememberLostAnswer', params: errorOf } },
                  { guard: 'refusedForMissingPassword', target: 'passwordSetup', actions: [{ type: 'setErrors', params: ({ event }) => ({ paymentPassword: messageOf(event.error) }) }, 'forgetSubmission', 'forgetIntent'] },
                  { guard: 'refusedAtForm', target: 'form', actions: [{ type: 'setErrors', params: ({ event }) => errorsFromRefusal(event.error) }, 'forgetSubmission', 'forgetIntent'] },
                  // the password refused: the same submission may be sent again (same key)
                  { target: 'askingPaymentPassword', actions: [{ type: 'setErrors', params: ({ event }) => errorsFromRefusal(event.error) }, 'forgetIntent'] },
                ],
              },
            },
            /**
             * The answer to the withdrawal was lost (machines/outcome.ts): the records are read until
             * they show the order (submitted), show none twice (back to the password, the same key)
             * or the readings run out ("do not repeat it", check again).
             */
            outcomeUnknown: outcomeUnknownState({
              // shown as the confirmation, held: the form stays as it was sent
              tags: [TAGS.busy, WITHDRAW_TAGS.askingPaymentPassword],
              applied: { target: '#withdraw.ready.flow.submitted', actions: [{ type: 'storeOrder', params: appliedResult<WithdrawalOrder> }, 'forgetIntent', 'tellBalanceChanged'] },
              notApplied: { target: '#withdraw.ready.flow.askingPaymentPassword', actions: ['lostAnswerNotApplied', 'forgetIntent'] },
            }),
            submitted: { tags: [WITHDRAW_TAGS.submitted, TAGS.done], on: { NEW: { guard: cancelDialogClosed, target: 'form', actions: 'startNew' } } },
          },
        },
        records: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                CANCEL_ORDER: { target: 'confirmingCancel', actions: { type: 'storeCancelOrder', params: ({ event }) => event.orderNo } },
                REFRESH_RECORDS: 'reloading',
              },
            },
            confirmingCancel: {
              tags: [WITHDRAW_TAGS.confirmingCancel],
              on: { CONFIRM_CANCEL: 'cancelling', KEEP_ORDER: { target: 'idle', actions: 'clearCancelOrder' } },
            },
            cancelling: {
              tags: [WITHDRAW_TAGS.confirmingCancel, WITHDRAW_TAGS.recordsBusy],
              invoke: {
                id: 'cancelWithdrawal',
                src: 'cancelWithdrawal',
                input: ({ context }) => context.cancelOrderNo ?? '',
                onDone: { target: 'reloading', actions: ['clearCancelOrder', 'tellBalanceChanged'] },
                onError: { target: 'idle', actions: { type: 'storeRecordsError', params: errorOf } },
              },
            },
            reloading: {
              tags: [WITHDRAW_TAGS.recordsBusy],
              invoke: {
                id: 'loadRecords',
                src: 'loadRecords',
                onDone: { target: 'idle', actions: { type: 'storeRecords', params: ({ event }) => event.output } },
                onError: { target: 'idle', actions: { type: 'storeRecordsError', params: errorOf } },
              },
            },
          },
        },
        /**
         * The settings follow the page's language in the background (the chart's comment says why
         * not in the flow): told another language than they were asked in, they are read again.
         */
        language: {
          initial: 'current',
          states: {
            current: { always: { guard: 'settingsInOtherLanguage', target: 'reading' } },
            reading: {
              tags: [WITHDRAW_TAGS.noteStale],
              entry: 'askedInLanguage',
              invoke: {
                id: 'loadSettings',
                src: 'loadSettings',
                // a switch while reading: current reads again in the newest one
                onDone: { target: 'current', actions: { type: 'storeSettingsText', params: ({ event }) => event.output } },
                // not read: no note is shown (never the old one) until the next switch or load
                onError: 'failed',
              },
            },
            failed: { tags: [WITHDRAW_TAGS.noteStale], on: { LANGUAGE: { guard: cancelDialogClosed, target: 'reading', actions: 'storeLanguage' } } },
          },
        },
      },
    },
  },
});

export type WithdrawMachine = typeof withdrawMachine;
