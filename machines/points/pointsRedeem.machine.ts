/**
 * The points mall's spending (/pointMall): the member's points (they never
 * expire), the points ratio, the rewards with their points cost and stock, a reward redeemed and
 * points converted to balance.
 *
 * A redeem is a flow of its own: CHOOSE a reward (in stock, affordable) → `quantity` (a whole
 * number from 1 to the stock, to what the points allow and to 99) → `address` (only a PHYSICAL
 * reward: where it is sent) → `password` (the payment password, six digits) → `submitting` (no
 * SUBMIT, no CLOSE: a double click redeems once) → `done` (the answer's points left and the
 * stock taken shown at once); a refusal goes back to `password` with the platform's reason and everything
 * chosen kept (submitting again is the retry). The password travels in the SUBMIT event and lives
 * in `pending` only while the call runs.
 *
 * CONVERT {points, password} turns points into balance (at least the platform's minimum, at most
 * what the member holds, six-digit payment password) → `converting` (once) → `browsing` with a
 * notice and the answer's points and balance. The rewards are not chosen while the mall is read
 * again (`refreshing`, a moment). The wallet balance shown beside it comes with every load, and a balance change pushed by
 * the platform (a redeem approved credits its value; a conversion) reads everything again.
 *
 * A convert or a redeem whose answer is lost (a dropped connection, a timeout, a 5xx) is an
 * unknown outcome, not a failure (machines/outcome.ts): `convertUnknown` and
 * `redeemUnknown` read the points (and, for a redeem, the newest row of the redeem list) until
 * they show the command done (the success it would have shown), not done (the failure; the same
 * command again carries the same idempotency key) or the readings run out ("do not send again",
 * the form held). Each carries one idempotency key per intent, made when the member confirms; the
 * intent (never the password) is kept for the tab while its outcome is unknown, so a reload
 * resumes the check.
 */
import { assign, setup } from 'xstate';
import type { PointsRedeemRecord, PointsReward } from '../../src/api';
import { refreshOn, tellBalanceChanged } from '../accountSignals';
import { errorOf, failureKeyOf, failureMessage, notProvided, retryableFailure, TAGS } from '../kit';
import { appliedResult, newIntentKey, outcomeCheckMachine, outcomeGuards, outcomeUnknownState, type Intent, type OutcomeReading } from '../outcome';

export interface PointsMallLoad {
  readonly points: number;
  /** Points per currency unit. */
  readonly ratio: number;
  readonly units: string;
  readonly minConvertPoints: number;
  readonly rewards: readonly PointsReward[];
  /** The member's wallets' total (null when it could not be read). */
  readonly walletBalance: number | null;
  /** A conversion sent before a reload whose outcome was still unknown (kept for the tab): checked first. */
  readonly pendingConvert?: ConvertIntent | null;
  /** A redeem sent before a reload whose outcome was still unknown: checked first, its dialog open. */
  readonly pendingRedeem?: RedeemIntent | null;
}

export interface RedeemRequest {
  readonly itemId: string;
  readonly quantity: number;
  readonly receivingAddress?: string;
  readonly password: string;
}

export interface RedeemAnswer {
  readonly id: string;
  /** Points the redeem took. */
  readonly points: number;
  /** The member's points after it (null: the answer did not say; the mall is then read again). */
  readonly remainingPoints: number | null;
}

export interface ConvertRequest {
  readonly points: number;
  readonly password: string;
}

export interface ConvertAnswer {
  readonly points: number;
  readonly amount: number;
  readonly walletBalance: number | null;
}

/** A conversion as it is kept while its outcome is unknown: what was asked, never the password. */
export interface ConvertWanted {
  readonly points: number;
}

/** A redeem as it is kept while its outcome is unknown: what was asked, never the password. */
export interface RedeemWanted {
  readonly itemId: string;
  readonly quantity: number;
  readonly receivingAddress?: string;
}

/** The member's points when the conversion was sent, and the ratio that prices it. */
export interface ConvertBefore {
  readonly points: number;
  readonly ratio: number;
}

/** The member's points when the redeem was sent, and what it costs. */
export interface RedeemBefore {
  readonly points: number;
  readonly cost: number;
}

export type ConvertIntent = Intent<ConvertWanted, ConvertBefore>;
export type RedeemIntent = Intent<RedeemWanted, RedeemBefore>;

/** What the convert and redeem calls receive: the request, its password and its idempotency key. */
export interface ConvertCall extends ConvertRequest {
  readonly idempotencyKey: string;
}
export interface RedeemCall extends RedeemRequest {
  readonly idempotencyKey: string;
}

/** Money with two decimals, rounded as the platform rounds a conversion (half up). */
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * What the points say about a conversion sent at `before.points`: down by exactly the points
 * converted (done), unchanged (not done), anything else (something else moved them: not known).
 * API.md gives no conversion record to read, so the balance is the only witness.
 */
export function readConvert(intent: ConvertIntent, points: number, walletBalance: number | null): OutcomeReading<ConvertAnswer> {
  if (points === intent.before.points - intent.request.points) {
    return { kind: 'applied', result: { points, amount: cents(intent.request.points / (intent.before.ratio > 0 ? intent.before.ratio : 100)), walletBalance } };
  }
  if (points === intent.before.points) return { kind: 'notApplied' };
  return { kind: 'unknown' };
}

/**
 * What the points and the redeem list (newest first) say about a redeem sent at `before.points`:
 * the points down by exactly its cost and the newest row that reward in that quantity (done), the
 * points unchanged (not done), anything else not known.
 */
export function readRedeem(intent: RedeemIntent, points: number, rows: readonly PointsRedeemRecord[]): OutcomeReading<RedeemAnswer> {
  const newest = rows[0];
  if (points === intent.before.points - intent.before.cost) {
    if (newest && newest.itemId === intent.request.itemId && newest.quantity === intent.request.quantity) {
      return { kind: 'applied', result: { id: newest.id, points: intent.before.cost, remainingPoints: points } };
    }
    return { kind: 'unknown' };
  }
  if (points === intent.before.points) return { kind: 'notApplied' };
  return { kind: 'unknown' };
}

export type PointsNotice =
  | { readonly kind: 'redeemed'; readonly id: string; readonly itemName: string; readonly quantity: number; readonly points: number }
  | { readonly kind: 'converted'; readonly points: number; readonly amount: number };

export type PointsField = 'quantity' | 'address' | 'password' | 'convertPoints' | 'convertPassword';

export interface PointsRedeemContext {
  readonly data: PointsMallLoad | null;
  readonly failureKey: string | null;
  /** The reward being redeemed. */
  readonly itemId: string | null;
  readonly quantity: string;
  readonly address: string;
  /** Problems at the fields (i18n keys). */
  readonly fieldErrors: Partial<Record<PointsField, string>>;
  /** A refused call or a failed read: key and the server's text. */
  readonly errorKey: string | null;
  readonly errorText: string | null;
  readonly pending: RedeemRequest | null;
  readonly pendingConvert: ConvertRequest | null;
  readonly notice: PointsNotice | null;
  /** The conversion being sent or checked (its key is reused by a retry of the same conversion). */
  readonly convertIntent: ConvertIntent | null;
  /** A conversion the check found not done: the same conversion sent again carries its key. */
  readonly convertRetryable: ConvertIntent | null;
  readonly redeemIntent: RedeemIntent | null;
  readonly redeemRetryable: RedeemIntent | null;
  /** The lost answer's message, shown if the check finds the command not done. */
  readonly lostAnswer: { readonly errorKey: string; readonly errorText: string | null } | null;
}

export type PointsRedeemEvent =
  | { type: 'CHOOSE'; itemId: string }
  | { type: 'SET_QUANTITY'; quantity: string }
  | { type: 'SET_ADDRESS'; address: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT'; password: string }
  | { type: 'CLOSE' }
  | { type: 'CONVERT'; points: string; password: string }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  /** Read the points again after the checks of a lost answer ran out. */
  | { type: 'CHECK_AGAIN' };

/** Live events that read the mall again: a redeem approved credits its value, a conversion moves money. */
export const pointsRedeemHearsAccount = refreshOn(['balanceChanged'], { type: 'REFRESH' } satisfies PointsRedeemEvent);

export const PAYMENT_PASSWORD = /^\d{6}$/;
/** The most of one reward a redeem takes (the platform's limit). */
export const MAX_REDEEM_QUANTITY = 99;
export const ADDRESS_MAX_LENGTH = 200;

export const POINTS_TAGS = { refreshing: 'refreshing', dialog: 'dialog', physical: 'physical', converting: 'converting' } as const;

export const rewardOf = (data: PointsMallLoad | null, itemId: string | null): PointsReward | undefined => data?.rewards.find((reward) => reward.id === itemId);
export const isPhysical = (reward: PointsReward | undefined): boolean => reward?.category === 'PHYSICAL';
export const stockOf = (reward: PointsReward): number => reward.availableQuantity ?? 0;

/** How many of a reward the member may take now: stock, points and the platform's limit. */
export function maxQuantity(data: PointsMallLoad | null, reward: PointsReward | undefined): number {
  if (!data || !reward || reward.points <= 0) return 0;
  return Math.max(0, Math.min(stockOf(reward), Math.floor(data.points / reward.points), MAX_REDEEM_QUANTITY));
}

/** Why a reward cannot be chosen (i18n key), or null. */
export function chooseProblem(data: PointsMallLoad | null, reward: PointsReward | undefined): string | null {
  if (!reward) return 'points:errors.unknownReward';
  if (stockOf(reward) <= 0) return 'points:errors.outOfStock';
  if (maxQuantity(data, reward) <= 0) return 'points:errors.notEnoughPoints';
  return null;
}

export function quantityProblem(data: PointsMallLoad | null, reward: PointsReward | undefined, typed: string): string | null {
  const text = typed.trim();
  if (!text) return 'points:errors.quantityRequired';
  if (!/^\d+$/.test(text) || Number(text) < 1) return 'points:errors.quantityWhole';
  const quantity = Number(text);
  if (reward && quantity > stockOf(reward)) return 'points:errors.quantityStock';
  if (quantity > maxQuantity(data, reward)) return 'points:errors.quantityPoints';
  return null;
}

export function addressProblem(typed: string): string | null {
  const text = typed.trim();
  if (text.length < 5) return 'points:errors.addressRequired';
  if (text.length > ADDRESS_MAX_LENGTH) return 'points:errors.addressLong';
  return null;
}

export const passwordProblem = (password: string): string | null => (!password ? 'points:errors.passwordRequired' : PAYMENT_PASSWORD.test(password) ? null : 'points:errors.passwordFormat');

export function convertProblems(data: PointsMallLoad | null, typed: string, password: string): Partial<Record<PointsField, string>> {
  const errors: Partial<Record<PointsField, string>> = {};
  const text = typed.trim();
  const minimum = data?.minConvertPoints ?? 1;
  if (!text) errors.convertPoints = 'points:errors.convertRequired';
  else if (!/^\d+$/.test(text)) errors.convertPoints = 'points:errors.convertWhole';
  else if (Number(text) < minimum) errors.convertPoints = 'points:errors.convertMin';
  else if (Number(text) > (data?.points ?? 0)) errors.convertPoints = 'points:errors.convertTooMany';
  const passwordKey = passwordProblem(password);
  if (passwordKey) errors.convertPassword = passwordKey;
  return errors;
}

const NO_ERRORS = {} as const;

export const pointsRedeemMachine = setup({
  types: { context: {} as PointsRedeemContext, events: {} as PointsRedeemEvent },
  actors: {
    loadMall: notProvided<PointsMallLoad>('loadMall'),
    redeem: notProvided<RedeemAnswer, RedeemCall>('redeem'),
    convert: notProvided<ConvertAnswer, ConvertCall>('convert'),
    checkOutcome: outcomeCheckMachine,
  },
  guards: {
    canChoose: ({ context, event }) => event.type === 'CHOOSE' && chooseProblem(context.data, rewardOf(context.data, event.itemId)) === null,
    quantityValid: ({ context }) => quantityProblem(context.data, rewardOf(context.data, context.itemId), context.quantity) === null,
    physical: ({ context }) => isPhysical(rewardOf(context.data, context.itemId)),
    addressValid: ({ context }) => addressProblem(context.address) === null,
    passwordValid: ({ event }) => event.type === 'SUBMIT' && passwordProblem(event.password) === null,
    convertValid: ({ context, event }) => event.type === 'CONVERT' && Object.keys(convertProblems(context.data, event.points, event.password)).length === 0,
    resumedConvert: (_, output: PointsMallLoad) => Boolean(output.pendingConvert),
    resumedRedeem: (_, output: PointsMallLoad) => Boolean(output.pendingRedeem),
    ...outcomeGuards,
  },
  actions: {
    storeLoad: assign((_, output: PointsMallLoad) => {
      const { pendingConvert: _convert, pendingRedeem: _redeem, ...data } = output;
      return { data, failureKey: null };
    }),
    resumeConvert: assign((_, output: PointsMallLoad) => ({ convertIntent: output.pendingConvert ?? null })),
    // the dialog opens again on the reward being checked
    resumeRedeem: assign((_, output: PointsMallLoad) => {
      const intent = output.pendingRedeem ?? null;
      return intent ? { redeemIntent: intent, itemId: intent.request.itemId, quantity: String(intent.request.quantity), address: intent.request.receivingAddress ?? '' } : {};
    }),
    /** Kept for the tab while the outcome may be unknown (the wiring writes sessionStorage). */
    keepConvertIntent: () => undefined,
    forgetConvertIntent: () => undefined,
    keepRedeemIntent: () => undefined,
    tellBalanceChanged,
    forgetRedeemIntent: () => undefined,
    rememberLostAnswer: assign((_, error: unknown) => ({ lostAnswer: failureMessage(error) })),
    convertNotDone: assign(({ context }) => ({
      ...(context.lostAnswer ?? { errorKey: 'errors:networkAbnormal', errorText: null }),
      convertRetryable: context.convertIntent,
      convertIntent: null,
      pendingConvert: null,
      lostAnswer: null,
    })),
    redeemNotDone: assign(({ context }) => ({
      ...(context.lostAnswer ?? { errorKey: 'errors:networkAbnormal', errorText: null }),
      redeemRetryable: context.redeemIntent,
      redeemIntent: null,
      pending: null,
      lostAnswer: null,
    })),
    storeLoadFailure: assign((_, error: unknown) => ({ failureKey: failureKeyOf(error) })),
    storeFailure: assign((_, error: unknown) => ({ ...failureMessage(error) })),
    refuseChoice: assign(({ context, event }) => (event.type === 'CHOOSE' ? { errorKey: chooseProblem(context.data, rewardOf(context.data, event.itemId)), errorText: null, notice: null } : {})),
    choose: assign(({ event }) => (event.type === 'CHOOSE' ? { itemId: event.itemId, quantity: '1', address: '', fieldErrors: NO_ERRORS, errorKey: null, errorText: null, notice: null } : {})),
    setQuantity: assign(({ event }) => (event.type === 'SET_QUANTITY' ? { quantity: event.quantity } : {})),
    setAddress: assign(({ event }) => (event.type === 'SET_ADDRESS' ? { address: event.address } : {})),
    clearErrors: assign({ fieldErrors: NO_ERRORS, errorKey: null, errorText: null }),
    refuseQuantity: assign(({ context }) => ({ fieldErrors: { quantity: quantityProblem(context.data, rewardOf(context.data, context.itemId), context.quantity) ?? undefined } })),
    refuseAddress: assign(({ context }) => ({ fieldErrors: { address: addressProblem(context.address) ?? undefined } })),
    refusePassword: assign(({ event }) => (event.type === 'SUBMIT' ? { fieldErrors: { password: passwordProblem(event.password) ?? undefined }, errorKey: null, errorText: null } : {})),
    beginRedeem: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT' || !context.itemId) return {};
      const reward = rewardOf(context.data, context.itemId);
      const wanted: RedeemWanted = { itemId: context.itemId, quantity: Number(context.quantity.trim()), ...(isPhysical(reward) ? { receivingAddress: context.address.trim() } : {}) };
      // the same redeem again after a check found it not done: the same intent, the same key
      const again = context.redeemRetryable;
      const sameIntent = again !== null && again.request.itemId === wanted.itemId && again.request.quantity === wanted.quantity && again.request.receivingAddress === wanted.receivingAddress;
      const redeemIntent: RedeemIntent = {
        key: sameIntent ? again.key : newIntentKey(),
        request: wanted,
        sentAt: Date.now(),
        before: { points: context.data?.points ?? 0, cost: (reward?.points ?? 0) * wanted.quantity },
      };
      return { pending: { ...wanted, password: event.password }, redeemIntent, redeemRetryable: null, lostAnswer: null, fieldErrors: NO_ERRORS, errorKey: null, errorText: null };
    }),
    // the answer carries the points left; the stock goes down by what was taken
    redeemed: assign(({ context }, answer: RedeemAnswer) => {
      const quantity = context.pending?.quantity ?? context.redeemIntent?.request.quantity ?? 0;
      const data = context.data && answer.remainingPoints !== null
        ? {
            ...context.data,
            points: answer.remainingPoints,
            rewards: context.data.rewards.map((reward) => (reward.id === context.itemId ? { ...reward, availableQuantity: Math.max(0, (reward.availableQuantity ?? 0) - quantity) } : reward)),
          }
        : context.data;
      return {
        data,
        pending: null,
        redeemIntent: null,
        redeemRetryable: null,
        notice: { kind: 'redeemed' as const, id: answer.id, itemName: rewardOf(context.data, context.itemId)?.name ?? '', quantity, points: answer.points },
      };
    }),
    redeemRefused: assign((_, error: unknown) => {
      const failure = failureMessage(error);
      const wrongPassword = failure.errorKey === 'errors:paymentPasswordInvalid';
      return { pending: null, redeemIntent: null, ...(wrongPassword ? { fieldErrors: { password: failure.errorKey }, errorKey: null, errorText: null } : failure) };
    }),
    endRedeem: assign({ itemId: null, quantity: '1', address: '', fieldErrors: NO_ERRORS }),
    refuseConvert: assign(({ context, event }) => (event.type === 'CONVERT' ? { fieldErrors: convertProblems(context.data, event.points, event.password), errorKey: null, errorText: null, notice: null } : {})),
    beginConvert: assign(({ context, event }) => {
      if (event.type !== 'CONVERT') return {};
      const points = Number(event.points.trim());
      // the same conversion again after a check found it not done: the same intent, the same key
      const again = context.convertRetryable;
      const convertIntent: ConvertIntent = {
        key: again !== null && again.request.points === points ? again.key : newIntentKey(),
        request: { points },
        sentAt: Date.now(),
        before: { points: context.data?.points ?? 0, ratio: context.data?.ratio ?? 100 },
      };
      return { pendingConvert: { points, password: event.password }, convertIntent, convertRetryable: null, lostAnswer: null, fieldErrors: NO_ERRORS, errorKey: null, errorText: null, notice: null };
    }),
    converted: assign(({ context }, answer: ConvertAnswer) => ({
      pendingConvert: null,
      convertIntent: null,
      convertRetryable: null,
      data: context.data ? { ...context.data, points: answer.points, walletBalance: answer.walletBalance ?? context.data.walletBalance } : null,
      notice: { kind: 'converted' as const, points: context.pendingConvert?.points ?? context.convertIntent?.request.points ?? 0, amount: answer.amount },
    })),
    convertRefused: assign((_, error: unknown) => {
      const failure = failureMessage(error);
      const wrongPassword = failure.errorKey === 'errors:paymentPasswordInvalid';
      return { pendingConvert: null, convertIntent: null, ...(wrongPassword ? { fieldErrors: { convertPassword: failure.errorKey }, errorKey: null, errorText: null } : failure) };
    }),
  },
}).createMachine({
  id: 'pointsRedeem',
  context: {
    data: null,
    failureKey: null,
    itemId: null,
    quantity: '1',
    address: '',
    fieldErrors: NO_ERRORS,
    errorKey: null,
    errorText: null,
    pending: null,
    pendingConvert: null,
    notice: null,
    convertIntent: null,
    convertRetryable: null,
    redeemIntent: null,
    redeemRetryable: null,
    lostAnswer: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadMall',
        src: 'loadMall',
        onDone: [
          {
            guard: { type: 'resumedConvert', params: ({ event }) => event.output },
            target: '#pointsRedeem.ready.convertUnknown',
            actions: [
              { type: 'storeLoad', params: ({ event }) => event.output },
              { type: 'resumeConvert', params: ({ event }) => event.output },
            ],
          },
          {
            guard: { type: 'resumedRedeem', params: ({ event }) => event.output },
            target: '#pointsRedeem.ready.redeemUnknown',
            actions: [
              { type: 'storeLoad', params: ({ event }) => event.output },
              { type: 'resumeRedeem', params: ({ event }) => event.output },
            ],
          },
          { target: 'ready', actions: { type: 'storeLoad', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeLoadFailure', params: errorOf } },
      },
    },
    loadFailed: retryableFailure(),
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          tags: [TAGS.ready, TAGS.editing],
          on: {
            CHOOSE: [{ guard: 'canChoose', target: 'quantity', actions: 'choose' }, { actions: 'refuseChoice' }],
            CONVERT: [{ guard: 'convertValid', target: 'converting', actions: 'beginConvert' }, { actions: 'refuseConvert' }],
            REFRESH: 'refreshing',
          },
        },
        // the mall stays on screen while it is read again; a failed read keeps it and says so
        refreshing: {
          tags: [TAGS.ready, TAGS.editing, POINTS_TAGS.refreshing],
          invoke: {
            id: 'refreshMall',
            src: 'loadMall',
            onDone: { target: 'browsing', actions: { type: 'storeLoad', params: ({ event }) => event.output } },
            onError: { target: 'browsing', actions: { type: 'storeFailure', params: errorOf } },
          },
        },
        quantity: {
          tags: [TAGS.ready, POINTS_TAGS.dialog],
          on: {
            SET_QUANTITY: { actions: 'setQuantity' },
            NEXT: [
              { guard: 'quantityValid', target: 'address', actions: 'clearErrors' },
              { actions: 'refuseQuantity' },
            ],
            CLOSE: { target: 'browsing', actions: 'endRedeem' },
          },
        },
        // a virtual reward has no address: straight through to the password
        address: {
          tags: [TAGS.ready, POINTS_TAGS.dialog, POINTS_TAGS.physical],
          always: { guard: ({ context }) => !isPhysical(rewardOf(context.data, context.itemId)), target: 'password' },
          on: {
            SET_ADDRESS: { actions: 'setAddress' },
            NEXT: [{ guard: 'addressValid', target: 'password', actions: 'clearErrors' }, { actions: 'refuseAddress' }],
            BACK: { target: 'quantity', actions: 'clearErrors' },
            CLOSE: { target: 'browsing', actions: 'endRedeem' },
          },
        },
        password: {
          tags: [TAGS.ready, POINTS_TAGS.dialog, TAGS.editing],
          on: {
            SUBMIT: [{ guard: 'passwordValid', target: 'submitting', actions: 'beginRedeem' }, { actions: 'refusePassword' }],
            BACK: [{ guard: 'physical', target: 'address', actions: 'clearErrors' }, { target: 'quantity', actions: 'clearErrors' }],
            CLOSE: { target: 'browsing', actions: 'endRedeem' },
          },
        },
        // No SUBMIT, no CLOSE: a second click while the redeem runs does nothing.
        submitting: {
          tags: [TAGS.ready, POINTS_TAGS.dialog, TAGS.busy],
          entry: 'keepRedeemIntent',
          invoke: {
            id: 'redeem',
            src: 'redeem',
            input: ({ context }) => ({ ...(context.pending ?? { itemId: '', quantity: 0, password: '' }), idempotencyKey: context.redeemIntent?.key ?? '' }),
            onDone: { target: 'done', actions: [{ type: 'redeemed', params: ({ event }) => event.output }, 'forgetRedeemIntent', 'tellBalanceChanged'] },
            onError: [
              { guard: { type: 'outcomeUnknown', params: errorOf }, target: 'redeemUnknown', actions: { type: 'rememberLostAnswer', params: errorOf } },
              { target: 'password', actions: [{ type: 'redeemRefused', params: errorOf }, 'forgetRedeemIntent'] },
            ],
          },
        },
        /**
         * The redeem's answer was lost: the points and the redeem list are read until they show
         * whether it happened. No SUBMIT, no CLOSE: the dialog holds.
         */
        redeemUnknown: outcomeUnknownState({
          tags: [TAGS.ready, POINTS_TAGS.dialog, TAGS.busy],
          intentOf: (context: PointsRedeemContext) => context.redeemIntent,
          applied: { target: '#pointsRedeem.ready.done', actions: [{ type: 'redeemed', params: appliedResult<RedeemAnswer> }, 'forgetRedeemIntent', 'tellBalanceChanged'] },
          notApplied: { target: '#pointsRedeem.ready.password', actions: ['redeemNotDone', 'forgetRedeemIntent'] },
        }),
        done: {
          tags: [TAGS.ready, POINTS_TAGS.dialog, TAGS.done],
          on: { CLOSE: { target: 'browsing', actions: 'endRedeem' } },
        },
        converting: {
          tags: [TAGS.ready, TAGS.busy, POINTS_TAGS.converting],
          entry: 'keepConvertIntent',
          invoke: {
            id: 'convert',
            src: 'convert',
            input: ({ context }) => ({ ...(context.pendingConvert ?? { points: 0, password: '' }), idempotencyKey: context.convertIntent?.key ?? '' }),
            onDone: { target: 'browsing', actions: [{ type: 'converted', params: ({ event }) => event.output }, 'forgetConvertIntent', 'tellBalanceChanged'] },
            onError: [
              { guard: { type: 'outcomeUnknown', params: errorOf }, target: 'convertUnknown', actions: { type: 'rememberLostAnswer', params: errorOf } },
              { target: 'browsing', actions: [{ type: 'convertRefused', params: errorOf }, 'forgetConvertIntent'] },
            ],
          },
        },
        /**
         * The conversion's answer was lost: the points are read until they show whether it
         * happened. No CONVERT, no CHOOSE, no REFRESH: the form holds.
         */
        convertUnknown: outcomeUnknownState({
          tags: [TAGS.ready, TAGS.busy, POINTS_TAGS.converting],
          intentOf: (context: PointsRedeemContext) => context.convertIntent,
          applied: { target: '#pointsRedeem.ready.browsing', actions: [{ type: 'converted', params: appliedResult<ConvertAnswer> }, 'forgetConvertIntent', 'tellBalanceChanged'] },
          notApplied: { target: '#pointsRedeem.ready.browsing', actions: ['convertNotDone', 'forgetConvertIntent'] },
        }),
      },
    },
  },
});

export type PointsRedeemMachine = typeof pointsRedeemMachine;
