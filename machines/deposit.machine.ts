/**
 * Deposit (issue 13 "Deposit (depositv2)"): two regions side by side.
 *
 * form: `loading` the settings → `editing` (channel, amount with presets and the channel's limits
 * and decimals, optional promotion) | `unavailable` (deposits off) | `loadFailed` (retry) →
 * SUBMIT, refused with a message at the field while the amount or the promotion does not fit →
 * `submitting` (the order; further SUBMITs are ignored while it runs, and the idempotency key is
 * kept until the form changes or the order is made, so a retry after a failure answers the first
 * order rather than making another) → `showing` what to do next (bank details, a QR, a crypto
 * address) or, for an e-wallet, `opening` the provider's page in the window reserved in the
 * click's own gesture → `showing` | `blocked` (the browser refused the window: a link opens it).
 * A failed order goes back to `editing` with the SPEC.md §8 message and everything typed kept.
 *
 * records: the member's deposit orders, `loading` → `ready` | `empty` | `failed`; a pending order
 * is cancelled after a confirmation (`confirming` → `cancelling`, a second confirm ignored), then
 * the records load again. A new order reloads them too (a load already under way answers as it is).
 */
import { assign, enqueueActions, raise, setup } from 'xstate';
import type { DepositChannel, DepositOrder, DepositPayload, DepositPromotion, DepositSettings } from '../src/api';
import { refreshOn } from './accountSignals';
import { errorOf, failureKeyOf, notProvided, TAGS } from './kit';

/** The chart's own tags, beside the kit's (the form region uses the kit's). */
export const DEPOSIT_TAGS = {
  /** The order call runs. */
  submitting: 'submitting',
  /** The provider's page is being opened in the reserved window. */
  opening: 'opening',
  /** The browser refused the window: the page opens from a link. */
  blocked: 'blocked',
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

export interface DepositInput {
  /** Prefix of this flow's idempotency keys (the wiring makes a random one). */
  readonly keyPrefix: string;
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
  | { type: 'DISMISS' };

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
  if (value > channel.maxAmount) return { key: 'deposit:errors.aboveMax', values: { max: channel.maxAmount } };
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

function requestOf(context: DepositContext): DepositRequest {
  const channel = channelOf(context);
  return {
    kind: channel?.kind ?? 'BANK',
    channelId: channel?.channelId ?? '',
    amount: amountValue(context.amount),
    bankCode: channel?.bankCode ?? '',
    bankType: channel?.bankType ?? '',
    vendorId: channel?.vendorId ?? '',
    promotionId: context.promotionId ?? undefined,
    idempotencyKey: context.pendingKey ?? `${context.keyPrefix}-${context.attempt}`,
  };
}

const formChanged = { amountError: null, promotionError: null, failureKey: null, pendingKey: null } as const;

export const depositMachine = setup({
  types: { context: {} as DepositContext, events: {} as DepositEvent, input: {} as DepositInput },
  actors: {
    loadSettings: notProvided<DepositSettings>('loadSettings'),
    createDeposit: notProvided<DepositOrder, DepositRequest>('createDeposit'),
    /** Sends the window reserved in the submit's gesture to the provider's page; rejects when there is none (blocked). */
    openProvider: notProvided<void, string>('openProvider'),
    loadRecords: notProvided<readonly DepositOrder[]>('loadRecords'),
    cancelDeposit: notProvided<DepositOrder, string>('cancelDeposit'),
  },
  actions: {
    /** Opens an empty window now, in the click's gesture, for the provider's page (wiring). */
    reserveProviderWindow: () => undefined,
    /** Closes the reserved window when it will not be used (wiring). */
    releaseProviderWindow: () => undefined,
  },
  guards: {
    depositsOpen: ({ event }) => {
      const settings = (event as unknown as { output: DepositSettings }).output;
      return settings.allowDeposit && settings.channels.length > 0;
    },
    amountInvalid: ({ context }) => amountProblem(channelOf(context), context.amount) !== null,
    promotionInvalid: ({ context }) => promotionProblem(promotionOf(context), context.amount) !== null,
    /** An e-wallet: its provider's page opens in the window the submit reserved. */
    providerChannel: ({ context }) => channelOf(context)?.kind === 'EWALLET',
    hasRecords: ({ event }) => (event as unknown as { output: readonly DepositOrder[] }).output.length > 0,
  },
}).createMachine({
  id: 'deposit',
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
  }),
  states: {
    form: {
      initial: 'loading',
      states: {
        loading: {
          tags: [TAGS.busy],
          invoke: {
            id: 'loadSettings',
            src: 'loadSettings',
            onDone: [
              {
                guard: 'depositsOpen',
                target: 'editing',
                actions: assign(({ event }) => ({ settings: event.output, channelId: event.output.channels[0]?.channelId ?? null, loadFailureKey: null })),
              },
              { target: 'unavailable', actions: assign(({ event }) => ({ settings: event.output, loadFailureKey: null })) },
            ],
            onError: { target: 'loadFailed', actions: assign({ loadFailureKey: ({ event }) => failureKeyOf(event.error) }) },
          },
        },
        loadFailed: { tags: [TAGS.failed], on: { RETRY: 'loading' } },
        unavailable: { tags: [TAGS.empty] },
        editing: {
          tags: [TAGS.editing],
          on: {
            CHOOSE_CHANNEL: { actions: assign(({ event }) => ({ channelId: event.channelId, ...formChanged })) },
            SET_AMOUNT: { actions: assign(({ event }) => ({ amount: event.amount, ...formChanged })) },
            PICK_PRESET: { actions: assign(({ event }) => ({ amount: String(event.amount), ...formChanged })) },
            SET_PROMOTION: { actions: assign(({ event }) => ({ promotionId: event.promotionId, ...formChanged })) },
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
                  // the provider's window must open in the click's own gesture, before the order exists
                  enqueueActions(({ context, enqueue }) => {
                    if (channelOf(context)?.kind === 'EWALLET') enqueue('reserveProviderWindow');
                  }),
                ],
              },
            ],
          },
        },
        submitting: {
          tags: [TAGS.busy, DEPOSIT_TAGS.submitting],
          invoke: {
            id: 'createDeposit',
            src: 'createDeposit',
            input: ({ context }) => requestOf(context),
            onDone: [
              { guard: 'providerChannel', target: 'opening', actions: [assign(({ event }) => ({ order: event.output, pendingKey: null })), raise({ type: 'REFRESH' })] },
              { target: 'showing', actions: [assign(({ event }) => ({ order: event.output, pendingKey: null })), 'releaseProviderWindow', raise({ type: 'REFRESH' })] },
            ],
            onError: { target: 'editing', actions: [assign({ failureKey: ({ event }) => failureKeyOf(errorOf({ event })) }), 'releaseProviderWindow'] },
          },
        },
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
      },
    },
    records: {
      initial: 'loading',
      states: {
        loading: {
          tags: [DEPOSIT_TAGS.recordsLoading],
          invoke: {
            id: 'loadRecords',
            src: 'loadRecords',
            onDone: [
              { guard: 'hasRecords', target: 'ready', actions: assign(({ event }) => ({ records: event.output, recordsFailureKey: null })) },
              { target: 'empty', actions: assign({ records: [], recordsFailureKey: null }) },
            ],
            onError: { target: 'failed', actions: assign({ recordsFailureKey: ({ event }) => failureKeyOf(event.error) }) },
          },
        },
        ready: {
          tags: [DEPOSIT_TAGS.recordsReady],
          on: {
            REFRESH: 'loading',
            CANCEL: { target: 'confirming', actions: assign(({ event }) => ({ cancelOrderNo: event.orderNo, cancelFailureKey: null })) },
          },
        },
        empty: { tags: [DEPOSIT_TAGS.recordsEmpty], on: { REFRESH: 'loading' } },
        failed: { tags: [DEPOSIT_TAGS.recordsFailed], on: { REFRESH: 'loading' } },
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
