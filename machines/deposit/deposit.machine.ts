/**
 * Deposit: two regions side by side.
 *
 * form: `loading` the settings → `editing` (channel, amount with presets and the channel's limits
 * and decimals, optional promotion) | `unavailable` (deposits off) | `loadFailed` (retry) →
 * SUBMIT, refused with a message at the field while the amount or the promotion does not fit →
 * `submitting` (the order; further SUBMITs are ignored while it runs, and the idempotency key is
 * kept until the form changes or the order is made, so a retry after a failure answers the first
 * order rather than making another) → `showing` what to do next (bank details, a QR, a crypto
 * address) or, for an e-wallet, `opening` the provider's page in the window reserved in the
 * click's own gesture → `showing` | `blocked` (the browser refused the window: a link opens it).
 * A channel whose kind the adapter could not tell (OTHER, src/api/deposit.ts) reserves the window
 * too, and its answer decides: a page opens, a QR alone is shown (the window released). What an
 * answer leaves out (API.md names only the redirect URL or the QR image) is taken from the deposit
 * sent: the kind, channel and amount of the channel chosen (orderAsMade).
 * A failed order goes back to `editing` with the SPEC.md §8 message and everything typed kept.
 *
 * An order whose answer is lost (a dropped connection, a timeout, a 5xx) is an unknown outcome, not
 * a failure (machines/outcome.ts): the reserved window is closed (no blank tab waits on
 * a check) and `outcomeUnknown` reads the records until they show the order (`found`: the order,
 * its details and, for an e-wallet, a link to its payment page), show none twice (`editing` with
 * the failure; the same order again carries the same key) or the readings run out ("do not
 * deposit again", check again, the records). The order is kept for the tab while it is checked
 * (the intent, with the key the order was sent with), so a reload resumes the check.
 *
 * records: the member's deposit orders, `loading` → `ready` | `empty` | `failed`; a pending order
 * is cancelled after a confirmation (`confirming` → `cancelling`, a second confirm ignored), then
 * the records load again. A new order reloads them too. A REFRESH while they load (a new order, a
 * status change the platform pushes, the player's refresh) is kept (`loading.outdated`, the kit's
 * refreshKeptWhileLoading): the load under way answers as it is, and they are read again once it
 * answers, as it may have been answered before the change.
 *
 * The channels' and promotions' names and the records' come in the reader's language. LANGUAGE
 * tells the chart the page's language: the settings and the records read in another one are read
 * again as soon as the form is being filled in (`editing`) and the records are shown, so nothing
 * of the old language stays; what was typed and chosen is kept (a channel or promotion the new
 * answer still offers stays chosen). An order being sent or checked, or shown as made, is left as
 * it is: the settings are read again when the form comes back. The records region hears it: the
 * language is switched in the side menu, which the cancel confirmation (a modal) keeps out of
 * reach while it is open (`confirming`, `cancelling`).
 */
import { assign, enqueueActions, raise, setup, stateIn } from 'xstate';
import type { DepositChannel, DepositOrder, DepositPayload, DepositPromotion, DepositSettings } from '../../src/api';
import { refreshOn } from '../accountSignals';
import { errorOf, failureKeyOf, notProvided, refreshKeptWhileLoading, retryableFailure, TAGS } from '../kit';
import { appliedResult, outcomeCheckMachine, outcomeGuards, outcomeUnknownState, type Intent, type OutcomeReading } from '../outcome';

/** The chart's own tags, beside the kit's (the form region uses the kit's). */
export const DEPOSIT_TAGS = {
  /** The order call runs. */
  submitting: 'submitting',
  /** The provider's page is being opened in the reserved window. */
  opening: 'opening',
  /** The browser refused the window: the page opens from a link. */
  blocked: 'blocked',
  /** The order's answer was lost and the check found the order in the records. */
  found: 'found',
  recordsLoading: 'recordsLoading',
  recordsReady: 'recordsReady',
  recordsEmpty: 'recordsEmpty',
  recordsFailed: 'recordsFailed',
  confirmingCancel: 'confirmingCancel',
  cancelling: 'cancelling',
} as const;

/** A message at a field: an i18n key of the deposit namespace and its values. */
export interface FieldMessage {
  readonly key: string;
  readonly values?: Readonly<Record<string, number | string>>;
}

/** What a deposit asks for, as it is kept while its outcome is unknown. */
export interface DepositDraft {
  readonly channelId: string;
  readonly amount: number;
  readonly promotionId: string | null;
  /** The channel's id was made by the adapter (the platform gave none): records are matched by the payload fields. */
  readonly derivedId?: boolean | undefined;
  /** The channel's payload fields (API.md), which a record may carry instead of our channel id. */
  readonly bankCode?: string | undefined;
  readonly vendorId?: string | undefined;
}

/**
 * A deposit as it is sent and, while its outcome is unknown, kept for the tab: the order asked
 * for, its idempotency key (the flow's own), and the order numbers the records listed at the send
 * (an order beyond them is a new one).
 */
export type DepositIntent = Intent<DepositDraft, readonly string[]>;

/** The settings load, and a deposit of this tab whose outcome was still unknown at a reload (checked first). */
export type DepositLoad = DepositSettings & { readonly pendingDeposit?: DepositIntent | null };

/**
 * How far the platform's clock may be behind the browser's: a record created up to this long
 * before the send may still be the order (the order numbers listed at the send rule out older ones).
 */
export const DEPOSIT_CLOCK_SKEW_MS = 10 * 60_000;

/**
 * Whether a record is of the channel a deposit was sent on. The records are a route of ours, so
 * what they carry is read as far as it goes: our channel id when both sides have the platform's,
 * else the payload's bankCode (and vendorId) when both have it; a record that names its channel in
 * no form the deposit has rules nothing out (its amount and time still decide).
 */
export function sameChannel(record: DepositOrder, sent: DepositDraft): boolean {
  if (record.channelId && !sent.derivedId) return record.channelId === sent.channelId;
  if (record.bankCode && sent.bankCode) return record.bankCode === sent.bankCode && (!record.vendorId || !sent.vendorId || record.vendorId === sent.vendorId);
  return true;
}

/**
 * What the records say about a deposit sent with `intent`: an order not listed at the send, on the
 * same channel, of the same amount, created since it was sent (done), or none (not done yet).
 * Reads only the record's order number, channel, amount and creation time.
 */
export function readDeposit(intent: DepositIntent, records: readonly DepositOrder[]): OutcomeReading<DepositOrder> {
  const listed = new Set(intent.before);
  const since = intent.sentAt - DEPOSIT_CLOCK_SKEW_MS;
  const order = records.find((record) => {
    if (listed.has(record.orderNo) || !sameChannel(record, intent.request)) return false;
    if (Math.abs(record.amount - intent.request.amount) >= 0.005) return false;
    const created = Date.parse(record.createdTime);
    // a time the client cannot read rules nothing out: the order numbers listed at the send still do
    return Number.isNaN(created) || created >= since;
  });
  return order ? { kind: 'applied', result: order } : { kind: 'notApplied' };
}

export interface DepositInput {
  /** Prefix of this flow's idempotency keys (the wiring makes a random one). */
  readonly keyPrefix: string;
  /** The page's language when the flow opens (the settings and records are first asked in it). */
  readonly language: string;
}

export interface DepositContext {
  readonly settings: DepositSettings | null;
  readonly channelId: string | null;
  /** The amount as typed. */
  readonly amount: string;
  readonly promotionId: string | null;
  readonly amountError: FieldMessage | null;
  readonly promotionError: FieldMessage | null;
  /** The last submit's failure (SPEC.md §8 key). */
  readonly failureKey: string | null;
  readonly loadFailureKey: string | null;
  readonly order: DepositOrder | null;
  readonly keyPrefix: string;
  readonly attempt: number;
  /** The key of the order being asked for; kept across a failed attempt, dropped when the form changes. */
  readonly pendingKey: string | null;
  readonly records: readonly DepositOrder[];
  readonly recordsFailureKey: string | null;
  readonly cancelOrderNo: string | null;
  readonly cancelFailureKey: string | null;
  /** The deposit being sent or checked after a lost answer (its key is `pendingKey`'s). */
  readonly intent: DepositIntent | null;
  /** The lost answer's message, shown if the check finds no order. */
  readonly lostAnswerKey: string | null;
  /** The page's language (LANGUAGE). */
  readonly language: string;
  /** The language the settings shown were asked in. */
  readonly settingsLanguage: string;
  /** The language the records shown were asked in. */
  readonly recordsLanguage: string;
}

export type DepositEvent =
  | { type: 'RETRY' }
  | { type: 'CHOOSE_CHANNEL'; channelId: string }
  | { type: 'SET_AMOUNT'; amount: string }
  | { type: 'PICK_PRESET'; amount: number }
  | { type: 'SET_PROMOTION'; promotionId: string | null }
  | { type: 'SUBMIT' }
  | { type: 'NEW_DEPOSIT' }
  | { type: 'REFRESH' }
  | { type: 'CANCEL'; orderNo: string }
  | { type: 'CONFIRM_CANCEL' }
  | { type: 'DISMISS' }
  /** Read the records again after the checks of a lost answer ran out. */
  | { type: 'CHECK_AGAIN' }
  /** The page's language: what the platform sent in another one is asked for again. */
  | { type: 'LANGUAGE'; language: string };

/** Live events that send REFRESH (accountSignals.ts): an order of this page changed status. */
export const depositHearsAccount = refreshOn(['depositCredited', 'depositRejected', 'depositFailed'], { type: 'REFRESH' } satisfies DepositEvent);

const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

export function channelOf(context: Pick<DepositContext, 'settings' | 'channelId'>): DepositChannel | null {
  return context.settings?.channels.find((channel) => channel.channelId === context.channelId) ?? null;
}

export function promotionOf(context: Pick<DepositContext, 'settings' | 'promotionId'>): DepositPromotion | null {
  return context.settings?.promotions.find((promotion) => promotion.promotionId === context.promotionId) ?? null;
}

/** Why an amount does not fit a channel (an i18n key of the deposit namespace), or null. */
export function amountProblem(channel: DepositChannel | null, typed: string): FieldMessage | null {
  const amount = typed.trim().replace(',', '.');
  if (amount === '') return { key: 'deposit:errors.amountRequired' };
  if (!AMOUNT_PATTERN.test(amount)) return { key: 'deposit:errors.amountFormat' };
  if (!channel) return { key: 'deposit:errors.channelRequired' };
  const value = Number(amount);
  if (!channel.allowDecimal && !Number.isInteger(value)) return { key: 'deposit:errors.noDecimals' };
  if (value < channel.minAmount) return { key: 'deposit:errors.belowMin', values: { min: channel.minAmount } };
  // no maximum given: no upper limit (the platform refuses what it will not take)
  if (channel.maxAmount !== null && value > channel.maxAmount) return { key: 'deposit:errors.aboveMax', values: { max: channel.maxAmount } };
  return null;
}

/** Why the chosen promotion cannot go with the amount, or null. */
export function promotionProblem(promotion: DepositPromotion | null, typed: string): FieldMessage | null {
  if (!promotion) return null;
  const value = Number(typed.trim().replace(',', '.'));
  return value < promotion.minDeposit ? { key: 'deposit:errors.promotionMin', values: { min: promotion.minDeposit } } : null;
}

/** The amount as a number (the typed text, a comma read as the decimal point). */
export function amountValue(typed: string): number {
  return Number(typed.trim().replace(',', '.'));
}

/** What the order call is asked with (the wiring picks the call by the channel's kind). */
export interface DepositRequest extends DepositPayload {
  readonly kind: DepositChannel['kind'];
}

/**
 * A channel whose order may answer with a provider's page: its window is reserved in the click
 * (an e-wallet, and a channel of a kind the client cannot tell, whose answer decides).
 */
export function reservesWindow(kind: DepositChannel['kind'] | undefined): boolean {
  return kind === 'EWALLET' || kind === 'OTHER';
}

/**
 * The order just made opens the provider's page: its channel reserved the window and the answer is
 * neither a QR alone nor a page the adapter's allow-list refused (that order is shown, the window
 * released, and the page says why nothing opened: `providerRefused`).
 */
export function opensProvider(kind: DepositChannel['kind'] | undefined, order: Pick<DepositOrder, 'redirectUrl' | 'qrImageUrl' | 'redirectRefused'>): boolean {
  if (!order.redirectUrl && (order.qrImageUrl || order.redirectRefused)) return false;
  return reservesWindow(kind);
}

/**
 * An order as the page shows it: what the answer left out taken from the deposit the member sent
 * (API.md names only the redirect URL or QR image): the kind, channel and amount of the channel
 * chosen. A kind the answer names is kept.
 */
export function orderAsMade(order: DepositOrder, channel: DepositChannel | null, amount: number): DepositOrder {
  return {
    ...order,
    kind: order.kind === 'OTHER' && channel ? channel.kind : order.kind,
    channelId: order.channelId || (channel?.channelId ?? ''),
    channelName: order.channelName || (channel?.name ?? ''),
    amount: order.amount > 0 ? order.amount : amount,
  };
}

function requestOf(context: DepositContext): DepositRequest {
  const channel = channelOf(context);
  return {
    kind: channel?.kind ?? 'BANK',
    // an id the adapter made is not sent: the platform would not know it
    channelId: channel && !channel.derivedId ? channel.channelId : undefined,
    amount: amountValue(context.amount),
    bankCode: channel?.bankCode ?? '',
    bankType: channel?.bankType ?? '',
    vendorId: channel?.vendorId ?? '',
    promotionId: context.promotionId ?? undefined,
    idempotencyKey: context.pendingKey ?? `${context.keyPrefix}-${context.attempt}`,
  };
}

const formChanged = { amountError: null, promotionError: null, failureKey: null, pendingKey: null } as const;

function draftOf(context: DepositContext): DepositDraft {
  const channel = channelOf(context);
  return {
    channelId: context.channelId ?? '',
    amount: amountValue(context.amount),
    promotionId: context.promotionId,
    ...(channel?.derivedId ? { derivedId: true } : {}),
    ...(channel?.bankCode ? { bankCode: channel.bankCode } : {}),
    ...(channel?.vendorId ? { vendorId: channel.vendorId } : {}),
  };
}

/** The form's fields (held while a lost answer is checked: the form shows the order being looked for). */
const typing = {
  CHOOSE_CHANNEL: { actions: 'chooseChannel' },
  SET_AMOUNT: { actions: 'setAmount' },
  PICK_PRESET: { actions: 'pickPreset' },
  SET_PROMOTION: { actions: 'setPromotion' },
} as const;

export const depositMachine = setup({
  types: { context: {} as DepositContext, events: {} as DepositEvent, input: {} as DepositInput },
  actors: {
    loadSettings: notProvided<DepositLoad>('loadSettings'),
    createDeposit: notProvided<DepositOrder, DepositRequest>('createDeposit'),
    /** Sends the window reserved in the submit's gesture to the provider's page; rejects when there is none (blocked). */
    openProvider: notProvided<void, string>('openProvider'),
    loadRecords: notProvided<readonly DepositOrder[]>('loadRecords'),
    cancelDeposit: notProvided<DepositOrder, string>('cancelDeposit'),
    checkOutcome: outcomeCheckMachine,
  },
  actions: {
    /** Opens an empty window now, in the click's gesture, for the provider's page (wiring). */
    reserveProviderWindow: () => undefined,
    /** Closes the reserved window when it will not be used (wiring). */
    releaseProviderWindow: () => undefined,
    /** Kept for the tab while the outcome may be unknown (the wiring writes sessionStorage). */
    keepIntent: () => undefined,
    forgetIntent: () => undefined,
    chooseChannel: assign(({ event }) => (event.type === 'CHOOSE_CHANNEL' ? { channelId: event.channelId, ...formChanged } : {})),
    setAmount: assign(({ event }) => (event.type === 'SET_AMOUNT' ? { amount: event.amount, ...formChanged } : {})),
    pickPreset: assign(({ event }) => (event.type === 'PICK_PRESET' ? { amount: String(event.amount), ...formChanged } : {})),
    setPromotion: assign(({ event }) => (event.type === 'SET_PROMOTION' ? { promotionId: event.promotionId, ...formChanged } : {})),
    /** The deposit as it is sent now: the key the form keeps, what it asks for, and the orders listed. */
    begin: assign(({ context }) => ({
      intent: {
        key: context.pendingKey ?? `${context.keyPrefix}-${context.attempt}`,
        request: draftOf(context),
        sentAt: Date.now(),
        before: context.records.map((record) => record.orderNo),
      },
      lostAnswerKey: null,
    })),
    /** A deposit kept from before a reload: the form shows what was sent, and its key is kept for a retry. */
    resume: assign((_, load: DepositLoad) => {
      const intent = load.pendingDeposit ?? null;
      if (!intent) return {};
      return { intent, pendingKey: intent.key, channelId: intent.request.channelId, amount: String(intent.request.amount), promotionId: intent.request.promotionId };
    }),
    rememberLostAnswer: assign((_, error: unknown) => ({ lostAnswerKey: failureKeyOf(error) })),
    /** The check found the order: it is shown as a made one (of the channel it was sent on). */
    storeFound: assign(({ context }, order: DepositOrder) => ({
      order: orderAsMade(order, context.settings?.channels.find((channel) => channel.channelId === context.intent?.request.channelId) ?? null, context.intent?.request.amount ?? 0),
      pendingKey: null,
      intent: null,
      lostAnswerKey: null,
    })),
    /** The order just made, what its answer left out taken from the channel chosen. */
    storeMade: assign(({ context }, order: DepositOrder) => ({ order: orderAsMade(order, channelOf(context), amountValue(context.amount)), pendingKey: null, intent: null })),
    /** The check found no order: the lost answer's message; the same deposit again (the form held as sent) carries the same key. */
    checkedNotDone: assign(({ context }) => ({
      failureKey: context.lostAnswerKey ?? 'errors:networkAbnormal',
      pendingKey: context.intent?.key ?? context.pendingKey,
      intent: null,
      lostAnswerKey: null,
    })),
    refreshRecords: raise({ type: 'REFRESH' }),
    storeLanguage: assign(({ context, event }) => ({ language: event.type === 'LANGUAGE' ? event.language : context.language })),
  },
  guards: {
    ...outcomeGuards,
    resumed: ({ event }) => Boolean((event as unknown as { output: DepositLoad }).output.pendingDeposit),
    depositsOpen: ({ event }) => {
      const settings = (event as unknown as { output: DepositSettings }).output;
      return settings.allowDeposit && settings.channels.length > 0;
    },
    amountInvalid: ({ context }) => amountProblem(channelOf(context), context.amount) !== null,
    promotionInvalid: ({ context }) => promotionProblem(promotionOf(context), context.amount) !== null,
    /** An e-wallet (or a channel of a kind not told) whose answer is a page: it opens in the window the submit reserved. */
    providerChannel: ({ context, event }) => opensProvider(channelOf(context)?.kind, (event as unknown as { output: DepositOrder }).output),
    hasRecords: ({ event }) => (event as unknown as { output: readonly DepositOrder[] }).output.length > 0,
    settingsInOtherLanguage: ({ context }) => context.settingsLanguage !== context.language,
    recordsInOtherLanguage: ({ context }) => context.recordsLanguage !== context.language,
    /** A REFRESH came while the records loaded (machines/kit refreshKeptWhileLoading). */
    recordsOutdated: stateIn('#deposit.records.loading.outdated'),
  },
}).createMachine({
  id: 'deposit',
  // Words for the chart gallery (tests/tools/charts/labels.ts); no behaviour reads them.
  meta: {
    description: 'The deposit page: channels and amount, the order (or the payment provider), and the records beside it.',
    events: {
      'xstate.done.actor.loadSettings': 'the deposit channels arrive',
      'xstate.error.actor.loadSettings': 'loading fails',
      RETRY: 'the player tries again',
      CHOOSE_CHANNEL: 'the player picks a channel',
      SET_AMOUNT: 'the player types an amount',
      PICK_PRESET: 'the player picks a preset amount',
      SET_PROMOTION: 'the player picks a promotion',
      SUBMIT: 'the player asks to deposit',
      'xstate.done.actor.createDeposit': 'the order is placed',
      'xstate.error.actor.createDeposit': 'the order is refused or lost',
      'xstate.done.actor.checkOutcome': 'the records say whether it went through',
      CHECK_AGAIN: 'the player asks to check again',
      'xstate.done.actor.openProvider': 'the payment provider opens',
      'xstate.error.actor.openProvider': 'the provider cannot be opened',
      NEW_DEPOSIT: 'the player starts another deposit',
      LANGUAGE: 'the player switches language',
      'xstate.done.actor.loadRecords': 'the records arrive',
      'xstate.error.actor.loadRecords': 'the records fail to load',
      REFRESH: 'the records are asked for again',
      CANCEL: 'the player asks to cancel an order',
      CONFIRM_CANCEL: 'the player confirms the cancel',
      DISMISS: 'the player keeps the order',
      'xstate.done.actor.cancelDeposit': 'the order is cancelled',
      'xstate.error.actor.cancelDeposit': 'cancelling fails',
    },
    guards: {
      resumed: 'an order was already under way',
      depositsOpen: 'deposits are open',
      amountInvalid: 'the amount is wrong',
      promotionInvalid: 'the promotion does not fit',
      providerChannel: 'the channel pays at a provider',
      settingsInOtherLanguage: 'the channels were read in another language',
      recordsInOtherLanguage: 'the records were read in another language',
      recordsOutdated: 'they were asked for again while they loaded',
      hasRecords: 'there are records',
      outcomeUnknown: 'the answer was lost',
      applied: 'it went through',
      notApplied: 'it did not go through',
    },
  },
  type: 'parallel',
  context: ({ input }) => ({
    settings: null,
    channelId: null,
    amount: '',
    promotionId: null,
    amountError: null,
    promotionError: null,
    failureKey: null,
    loadFailureKey: null,
    order: null,
    keyPrefix: input.keyPrefix,
    attempt: 0,
    pendingKey: null,
    records: [],
    recordsFailureKey: null,
    cancelOrderNo: null,
    cancelFailureKey: null,
    intent: null,
    lostAnswerKey: null,
    language: input.language,
    settingsLanguage: input.language,
    recordsLanguage: input.language,
  }),
  states: {
    form: {
      initial: 'loading',
      states: {
        loading: {
          tags: [TAGS.busy],
          entry: assign(({ context }) => ({ settingsLanguage: context.language })),
          invoke: {
            id: 'loadSettings',
            src: 'loadSettings',
            onDone: [
              {
                // a deposit of this tab whose answer was lost before a reload: checked before anything is offered
                guard: 'resumed',
                target: 'outcomeUnknown',
                actions: [assign(({ event }) => ({ settings: event.output, loadFailureKey: null })), { type: 'resume', params: ({ event }) => event.output }],
              },
              {
                guard: 'depositsOpen',
                target: 'editing',
                // read again in another language: the channel and promotion chosen stay while still offered
                actions: assign(({ context, event }) => ({
                  settings: event.output,
                  channelId: event.output.channels.some((channel) => channel.channelId === context.channelId) ? context.channelId : (event.output.channels[0]?.channelId ?? null),
                  promotionId: event.output.promotions.some((promotion) => promotion.promotionId === context.promotionId) ? context.promotionId : null,
                  loadFailureKey: null,
                })),
              },
              { target: 'unavailable', actions: assign(({ event }) => ({ settings: event.output, loadFailureKey: null })) },
            ],
            onError: { target: 'loadFailed', actions: assign({ loadFailureKey: ({ event }) => failureKeyOf(event.error) }) },
          },
        },
        loadFailed: retryableFailure(),
        unavailable: { tags: [TAGS.empty] },
        editing: {
          tags: [TAGS.editing],
          // the page's language changed since the settings were read: read them again, the form kept
          always: { guard: 'settingsInOtherLanguage', target: 'loading' },
          on: {
            ...typing,
            SUBMIT: [
              {
                guard: 'amountInvalid',
                actions: assign(({ context }) => ({ amountError: amountProblem(channelOf(context), context.amount), promotionError: null, failureKey: null })),
              },
              {
                guard: 'promotionInvalid',
                actions: assign(({ context }) => ({ amountError: null, promotionError: promotionProblem(promotionOf(context), context.amount), failureKey: null })),
              },
              {
                target: 'submitting',
                actions: [
                  assign(({ context }) =>
                    context.pendingKey
                      ? { failureKey: null }
                      : { failureKey: null, attempt: context.attempt + 1, pendingKey: `${context.keyPrefix}-${context.attempt + 1}` },
                  ),
                  'begin',
                  // the provider's window must open in the click's own gesture, before the order exists
                  enqueueActions(({ context, enqueue }) => {
                    if (reservesWindow(channelOf(context)?.kind)) enqueue('reserveProviderWindow');
                  }),
                ],
              },
            ],
          },
        },
        submitting: {
          tags: [TAGS.busy, DEPOSIT_TAGS.submitting],
          entry: 'keepIntent',
          invoke: {
            id: 'createDeposit',
            src: 'createDeposit',
            input: ({ context }) => requestOf(context),
            onDone: [
              {
                guard: 'providerChannel',
                target: 'opening',
                actions: [{ type: 'storeMade', params: ({ event }) => event.output }, 'forgetIntent', 'refreshRecords'],
              },
              { target: 'showing', actions: [{ type: 'storeMade', params: ({ event }) => event.output }, 'forgetIntent', 'releaseProviderWindow', 'refreshRecords'] },
            ],
            onError: [
              // the answer was lost: whether the platform made the order is read from the records; the
              // window reserved for the provider is closed now rather than left blank through the check
              { guard: { type: 'outcomeUnknown', params: errorOf }, target: 'outcomeUnknown', actions: [{ type: 'rememberLostAnswer', params: errorOf }, 'releaseProviderWindow'] },
              { target: 'editing', actions: [assign({ failureKey: ({ event }) => failureKeyOf(errorOf({ event })), intent: null }), 'releaseProviderWindow', 'forgetIntent'] },
            ],
          },
        },
        /**
         * The order's answer was lost: the records are read until they show it (`found`), show none
         * twice (back to the form with the failure, the same key) or the readings run out ("do not
         * deposit again", check again). The form holds as it was sent, fields and submit: the notice
         * speaks of it, and the same deposit sent again after "not made" carries the same key.
         */
        outcomeUnknown: outcomeUnknownState({
          tags: [TAGS.busy],
          applied: { target: '#deposit.form.found', actions: [{ type: 'storeFound', params: appliedResult<DepositOrder> }, 'forgetIntent', 'refreshRecords'] },
          notApplied: { target: '#deposit.form.editing', actions: ['checkedNotDone', 'forgetIntent'] },
        }),
        opening: {
          tags: [TAGS.busy, DEPOSIT_TAGS.opening],
          invoke: {
            id: 'openProvider',
            src: 'openProvider',
            input: ({ context }) => context.order?.redirectUrl ?? '',
            onDone: 'showing',
            onError: 'blocked',
          },
        },
        showing: { tags: [TAGS.done], on: { NEW_DEPOSIT: { target: 'editing', actions: assign({ amount: '', order: null, ...formChanged }) } } },
        blocked: { tags: [TAGS.done, DEPOSIT_TAGS.blocked], on: { NEW_DEPOSIT: { target: 'editing', actions: assign({ amount: '', order: null, ...formChanged }) } } },
        /** The order a lost answer made, found by the check: shown as made (no window opens by itself now). */
        found: { tags: [TAGS.done, DEPOSIT_TAGS.found], on: { NEW_DEPOSIT: { target: 'editing', actions: assign({ amount: '', order: null, ...formChanged }) } } },
      },
    },
    records: {
      initial: 'loading',
      states: {
        loading: {
          tags: [DEPOSIT_TAGS.recordsLoading],
          entry: assign(({ context }) => ({ recordsLanguage: context.language })),
          // a REFRESH while they load is kept: read again once this load answers
          ...refreshKeptWhileLoading('REFRESH'),
          on: { LANGUAGE: { actions: 'storeLanguage' } },
          invoke: {
            id: 'loadRecords',
            src: 'loadRecords',
            onDone: [
              { guard: 'recordsOutdated', target: 'loading', reenter: true },
              { guard: 'hasRecords', target: 'ready', actions: assign(({ event }) => ({ records: event.output, recordsFailureKey: null })) },
              { target: 'empty', actions: assign({ records: [], recordsFailureKey: null }) },
            ],
            onError: { target: 'failed', actions: assign({ recordsFailureKey: ({ event }) => failureKeyOf(event.error) }) },
          },
        },
        ready: {
          tags: [DEPOSIT_TAGS.recordsReady],
          always: { guard: 'recordsInOtherLanguage', target: 'loading' },
          on: {
            LANGUAGE: { actions: 'storeLanguage' },
            REFRESH: 'loading',
            CANCEL: { target: 'confirming', actions: assign(({ event }) => ({ cancelOrderNo: event.orderNo, cancelFailureKey: null })) },
          },
        },
        empty: {
          tags: [DEPOSIT_TAGS.recordsEmpty],
          always: { guard: 'recordsInOtherLanguage', target: 'loading' },
          on: { LANGUAGE: { actions: 'storeLanguage' }, REFRESH: 'loading' },
        },
        failed: { tags: [DEPOSIT_TAGS.recordsFailed], on: { LANGUAGE: { actions: 'storeLanguage' }, REFRESH: 'loading' } },
        confirming: {
          tags: [DEPOSIT_TAGS.recordsReady, DEPOSIT_TAGS.confirmingCancel],
          on: { CONFIRM_CANCEL: 'cancelling', DISMISS: { target: 'ready', actions: assign({ cancelOrderNo: null }) } },
        },
        cancelling: {
          tags: [DEPOSIT_TAGS.recordsReady, DEPOSIT_TAGS.confirmingCancel, DEPOSIT_TAGS.cancelling],
          invoke: {
            id: 'cancelDeposit',
            src: 'cancelDeposit',
            input: ({ context }) => context.cancelOrderNo ?? '',
            onDone: { target: 'loading', actions: assign({ cancelOrderNo: null, cancelFailureKey: null }) },
            onError: { target: 'ready', actions: assign({ cancelOrderNo: null, cancelFailureKey: ({ event }) => failureKeyOf(event.error) }) },
          },
        },
      },
    },
  },
});

export type DepositMachine = typeof depositMachine;
