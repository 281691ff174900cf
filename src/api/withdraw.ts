/**
 * Withdraw and the withdrawal confirmation (C2C): settings, bound accounts and binding one, the fee
 * preview, the turnover requirement, setting the payment password, the password-checked submit
 * (with our idempotency key, which a platform may ignore), the records, cancelling, and the member's
 * answer to each paid part. Only a lazily loaded part (the withdraw page, the pending-confirmation
 * dialog) builds this area, so its code and schemas stay out of the first route.
 *
 * Every form API.md allows is read here, in one place: no `paymentPasswordSet` (unknown,
 * not "none"), limits missing or null (no limit), hours as "09:00" or numbers, the accounts as
 * groups, a map keyed by B/E/V or a flat list (also inside the settings), the turnover rows and
 * the order lists bare or under `list`; an unknown group or status is OTHER, shown neutrally.
 */
import * as z from 'zod/mini';
import type { CallOptions, PlatformRequester } from './request';
import type { UntrustedHtml } from './schemas';
import { amount, commandAnswer, flag, isOn, listOf, map, objectOr, optionalFilledText, optionalNumber, preprocess, scalarText } from './wire-values';

export const WITHDRAW_GROUPS = ['B', 'E', 'V'] as const;
/** The groups API.md names: B bank card, E e-wallet, V crypto (the ones an account can be bound in). */
export type WithdrawGroupType = (typeof WITHDRAW_GROUPS)[number];
/** A group API.md does not name reads as OTHER: shown neutrally, never taken for a bank card. */
export type WithdrawGroupKind = WithdrawGroupType | 'OTHER';
const isGroupType = (value: string): value is WithdrawGroupType => (WITHDRAW_GROUPS as readonly string[]).includes(value);
const groupKind = z.pipe(
  scalarText,
  z.transform((value: string): WithdrawGroupKind => {
    const upper = value.trim().toUpperCase();
    return isGroupType(upper) ? upper : 'OTHER';
  }),
);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const firstList = (source: Record<string, unknown>, keys: readonly string[]): unknown[] | undefined => {
  for (const key of keys) {
    const value = source[key];
    if (Array.isArray(value)) return value;
  }
  return undefined;
};

/**
 * A limit API.md names without a form (`maxWithdrawal`, `remainingTransactionTimes`,
 * `remainingWithdrawAmount`): a number or a numeric string; missing or null means no limit (null),
 * never 0.
 */
const limit = map(optionalNumber, (value): number | null => value ?? null);

/**
 * `withdrawDateFrom` / `withdrawDateTo`: API.md gives no form. A time of day as text ("09:00") is
 * kept as it is; a number (or numeric text) is an hour of the day, 9 → "09:00", 9.5 → "09:30".
 * Missing, null or "" → null (no hours shown).
 */
export const timeOfDay = preprocess((value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  const hours = Number(text);
  if (!Number.isFinite(hours) || typeof value === 'boolean') return text;
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  return `${String(whole).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}, z.nullable(z.string()));

export const withdrawAccountSchema = /* @__PURE__ */ z.object({
  bankCardId: scalarText,
  /** The card's group (ours: `groupType`, else `type`); an unknown one is OTHER. Set from the map key or the group when listed in one. */
  groupType: groupKind,
  bankCode: scalarText,
  bankName: scalarText,
  /** Masked by the platform. */
  cardNumber: scalarText,
  cardHolder: scalarText,
  isWithdrawActive: flag,
});

/** A bind's answer (#12): the account, or any other form, read as no account (bindAccount answers null). */
const boundAccountSchema = /* @__PURE__ */ commandAnswer(withdrawAccountSchema);

const CARD_LIST_KEYS = ['accounts', 'cards', 'bankCards', 'list'] as const;
const GROUP_CONTAINER_KEYS = ['groups', 'methods', 'withdrawMethods'] as const;
/** A card says which group it is in by `groupType` (ours) or `type`. */
const cardGroupOf = (card: unknown): string => (isRecord(card) ? String(card['groupType'] ?? card['type'] ?? '') : '');
const looksLikeGroup = (item: unknown): boolean =>
  isRecord(item) && !('bankCardId' in item) && (firstList(item, CARD_LIST_KEYS) !== undefined || Array.isArray(item['banks']));

interface RawGroup {
  type: string;
  groupId: string | undefined;
  banks: unknown;
  accounts: unknown[];
}

/** An id as text (a number is an id too); anything else is none. */
const idText = (value: unknown): string | undefined => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/** One group read from `{ type, groupId?, banks[], accounts | cards | bankCards | list }`, or a bare list of cards under a key. */
function rawGroup(type: string, value: unknown): RawGroup {
  const source = isRecord(value) ? value : {};
  const groupType = String(source['type'] ?? source['groupType'] ?? type);
  const cards = Array.isArray(value) ? value : (firstList(source, CARD_LIST_KEYS) ?? []);
  return {
    type: groupType,
    groupId: idText(source['groupId'] ?? source['id']),
    banks: source['banks'],
    accounts: cards.map((card) => (isRecord(card) ? { ...card, groupType: card['groupType'] ?? card['type'] ?? groupType } : card)),
  };
}

/** A flat list of cards, grouped by each card's group (in the order first seen). */
function groupsOfCards(cards: readonly unknown[]): RawGroup[] {
  const groups = new Map<string, RawGroup>();
  for (const card of cards) {
    const type = cardGroupOf(card);
    const group = groups.get(type) ?? { type, groupId: undefined, banks: [], accounts: [] };
    group.accounts.push(card);
    groups.set(type, group);
  }
  return [...groups.values()];
}

/**
 * The withdraw accounts in every form API.md allows ("methods grouped B, E, V; cards { bankCardId,
 * bankName, cardNumber, cardHolder, isWithdrawActive }"), read in this one place:
 * - a list of groups `[{ type, banks[], accounts[] }]`, bare or under `groups` (ours), `methods` or `withdrawMethods`;
 * - a map keyed by group (`{ B: [cards] | { banks, accounts }, E: …, V: … }`), bare or under one of those keys;
 * - a flat list of cards, bare or under `accounts`, `cards`, `bankCards` or `list` (a card's group:
 *   its `groupType` or `type`).
 * Anything else (null, absent) is no accounts.
 */
export function rawWithdrawGroups(value: unknown): RawGroup[] {
  if (Array.isArray(value)) return value.some(looksLikeGroup) ? value.filter(isRecord).map((group) => rawGroup('', group)) : groupsOfCards(value);
  if (!isRecord(value)) return [];
  for (const key of GROUP_CONTAINER_KEYS) {
    if (key in value && value[key] !== null && value[key] !== undefined) return rawWithdrawGroups(value[key]);
  }
  const cards = firstList(value, CARD_LIST_KEYS);
  if (cards) return groupsOfCards(cards);
  // a map keyed by group: every key whose value is a list or a group object
  return Object.entries(value)
    .filter(([, entry]) => Array.isArray(entry) || isRecord(entry))
    .map(([key, entry]) => rawGroup(key, entry));
}

const withdrawGroupSchema = /* @__PURE__ */ z.object({
  type: groupKind,
  /** API.md's submit `groupId?`: the group's id when the platform names one (ours: `groupId` or `id`). */
  groupId: optionalFilledText,
  banks: listOf(z.object({ bankCode: scalarText, bankName: scalarText })),
  accounts: listOf(withdrawAccountSchema),
});

/**
 * The accounts as the pages use them: the groups API.md names (B, E, V) with their banks and cards,
 * and the cards of a group it does not name (`other`), offered under a neutral label.
 */
export const withdrawAccountsSchema = /* @__PURE__ */ preprocess(
  (value: unknown) => rawWithdrawGroups(value),
  map(z.array(withdrawGroupSchema), (groups) => {
    const known: WithdrawGroup[] = [];
    const other: WithdrawAccount[] = [];
    for (const group of groups) {
      const { type } = group;
      if (type === 'OTHER') {
        other.push(...group.accounts.map((account) => ({ ...account, groupType: 'OTHER' as const })));
        continue;
      }
      const accounts = group.accounts.map((account) => ({ ...account, groupType: type }));
      const existing = known.find((candidate) => candidate.type === type);
      if (existing) known.splice(known.indexOf(existing), 1, { ...existing, banks: [...existing.banks, ...group.banks], accounts: [...existing.accounts, ...accounts] });
      else known.push({ type, groupId: group.groupId, banks: group.banks, accounts });
    }
    return { groups: known, other };
  }),
);

/** Keys under which a settings answer may carry the withdraw accounts (API.md lists them with the settings). */
const SETTINGS_ACCOUNT_KEYS = ['groups', 'methods', 'withdrawMethods', 'bankCards', 'cards', 'accounts'] as const;
/** The accounts inside a settings answer, when it carries any (under one of those keys, or keyed B/E/V on the settings themselves). */
function accountsInSettings(settings: Record<string, unknown>): unknown {
  for (const key of SETTINGS_ACCOUNT_KEYS) if (settings[key] !== undefined && settings[key] !== null) return { [key]: settings[key] };
  const byGroup = Object.fromEntries(WITHDRAW_GROUPS.filter((group) => Array.isArray(settings[group]) || isRecord(settings[group])).map((group) => [group, settings[group]]));
  return Object.keys(byGroup).length > 0 ? byGroup : undefined;
}

export const withdrawSettingsSchema = /* @__PURE__ */ preprocess(
  (value: unknown) => {
    const settings = isRecord(value) ? value : {};
    const accounts = accountsInSettings(settings);
    return accounts === undefined ? settings : { ...settings, accounts };
  },
  z.object({
    allowWithdraw: flag,
    minWithdrawal: amount,
    /** null: no maximum (missing or null on the wire). */
    maxWithdrawal: limit,
    fixedWithdrawAmounts: listOf(amount),
    allowDecimal: flag,
    /** null: no limit on the number of withdrawals today. */
    remainingTransactionTimes: limit,
    /** null: no limit on the amount today. */
    remainingWithdrawAmount: limit,
    withdrawPenaltyCharge: amount,
    withdrawDateFrom: timeOfDay,
    withdrawDateTo: timeOfDay,
    c2cEnabled: flag,
    /** Ours: minutes to answer a C2C part (0 when not said). */
    confirmationMinutes: amount,
    /**
     * Ours, not named by API.md: true or false when the platform says; undefined when it does not
     * (then the member may submit, and `not.exists.payment.password` on the submit says none is set).
     */
    paymentPasswordSet: map(z.optional(z.unknown()), (value): boolean | undefined => (value === undefined || value === null ? undefined : isOn(value))),
    /** HTML from the platform: rendered only through SafeHtml. */
    precautionNote: z.pipe(
      scalarText,
      z.transform((value: string) => value as UntrustedHtml),
    ),
    /** The accounts, when the settings answer carries them (then the accounts route is not asked). */
    accounts: z.optional(withdrawAccountsSchema),
  }),
);

/**
 * The fee preview (ours: a chosen path for API.md's "a fee preview call"). `virtualAmount`, when
 * the platform names one (crypto: the amount in the coin), is sent back with the submit.
 */
export const withdrawFeeSchema = /* @__PURE__ */ z.object({ amount: amount, fee: amount, received: amount, feeRate: amount, virtualAmount: optionalNumber });

const turnoverRowSchema = /* @__PURE__ */ z.object({ gameType: scalarText, requiredTurnover: amount, actualTurnover: amount });

/**
 * getTurnoverInfo: status A/D (nothing to show) or I/N with rows of `gameType`, `requiredTurnover`,
 * `actualTurnover`. API.md names no wrapper for the rows: under `list`, or the answer is the bare
 * list (no status: the rows decide). Null is no requirement.
 */
export const turnoverInfoSchema = /* @__PURE__ */ preprocess(
  (value: unknown) => (Array.isArray(value) ? { list: value } : (value ?? {})),
  z.object({
    /** A or D: nothing to show; I or N: the rows not met yet. */
    status: scalarText,
    list: listOf(turnoverRowSchema),
  }),
);

export const paymentPasswordSetSchema = /* @__PURE__ */ objectOr(z.object({ paymentPasswordSet: flag }));

/** OTHER: a part status we do not know, shown neutrally and never answerable. */
export const PART_STATUSES = ['WAITING', 'RECEIVED', 'NOT_RECEIVED', 'AUTO_CONFIRMED', 'OTHER'] as const;
export type PartStatus = (typeof PART_STATUSES)[number];

/** A known value of the list, or OTHER (an unknown enum value is neutral). */
const knownOr = <T extends string>(values: readonly T[], other: T) =>
  z.pipe(
    scalarText,
    z.transform((value: string): T => ((values as readonly string[]).includes(value) && value !== other ? (value as T) : other)),
  );

export const withdrawalPartSchema = /* @__PURE__ */ z.object({
  partId: scalarText,
  amount: amount,
  status: knownOr(PART_STATUSES, 'OTHER'),
  payerName: scalarText,
  createdTime: amount,
  deadlineTime: amount,
  remainingMs: amount,
  proofCount: amount,
});

/** OTHER: a withdrawal status we do not know, shown neutrally, with no cancel or confirm offered. */
export const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED', 'PAYING', 'PAID', 'REJECTED', 'FAILED', 'CANCELLED', 'OTHER'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawalOrderSchema = /* @__PURE__ */ z.object({
  orderNo: scalarText,
  amount: amount,
  fee: amount,
  payout: amount,
  receivedAmount: amount,
  remainingAmount: amount,
  status: knownOr(WITHDRAWAL_STATUSES, 'OTHER'),
  bankCardId: scalarText,
  accountLabel: scalarText,
  createdTime: amount,
  updatedTime: amount,
  parts: listOf(withdrawalPartSchema),
});

/**
 * A cancel's answer (ours): the order, or any other form (null, `true`: #12), read as the order
 * the request named, cancelled (cancel fills it in). The page reads the records again after it.
 */
const cancelledOrderSchema = /* @__PURE__ */ commandAnswer(withdrawalOrderSchema);
/**
 * A submit's or a part answer's answer (#12): the order, or any other form (a bare order number too:
 * it carries no amount) read as no order; withdraw and processC2C answer null and the charts read
 * the whole order (the records, the confirmation list).
 */
const submittedOrderSchema = /* @__PURE__ */ commandAnswer(withdrawalOrderSchema);

/** A page of orders: `{ list, pageNum?, totalPages?, totalCount? }` or the bare list. */
const orderListOf = <T extends z.ZodMiniType>(shape: T) =>
  preprocess((value: unknown) => (Array.isArray(value) ? { list: value } : (value ?? {})), shape);

export const withdrawalPageSchema = /* @__PURE__ */ orderListOf(
  z.object({
    list: listOf(withdrawalOrderSchema),
    pageNum: amount,
    totalPages: amount,
    totalCount: amount,
  }),
);

export const paymentConfirmationListSchema = /* @__PURE__ */ orderListOf(
  z.object({
    list: listOf(withdrawalOrderSchema),
    confirmationMinutes: amount,
  }),
);

export type WithdrawSettings = z.output<typeof withdrawSettingsSchema>;
export type WithdrawAccount = Omit<z.output<typeof withdrawAccountSchema>, 'groupType'> & { readonly groupType: WithdrawGroupKind };
export interface WithdrawGroup {
  readonly type: WithdrawGroupType;
  readonly groupId?: string | undefined;
  readonly banks: readonly { readonly bankCode: string; readonly bankName: string }[];
  readonly accounts: readonly WithdrawAccount[];
}
export interface WithdrawAccounts {
  readonly groups: readonly WithdrawGroup[];
  /** Cards of a group API.md does not name. */
  readonly other: readonly WithdrawAccount[];
}
export type WithdrawFee = z.output<typeof withdrawFeeSchema>;
export type TurnoverInfo = z.output<typeof turnoverInfoSchema>;
export type TurnoverRow = TurnoverInfo['list'][number];
export type WithdrawalPart = z.output<typeof withdrawalPartSchema>;
export type WithdrawalOrder = z.output<typeof withdrawalOrderSchema>;
export type WithdrawalPage = z.output<typeof withdrawalPageSchema>;
export type PaymentConfirmationList = z.output<typeof paymentConfirmationListSchema>;

export interface BindAccountPayload {
  readonly groupType: WithdrawGroupType;
  readonly bankCode: string;
  readonly cardNumber: string;
  readonly cardHolder: string;
}

export interface WithdrawPayload {
  readonly amount: number;
  readonly bankCardId: string;
  /** The payment password: checked by the platform, in the encrypted body, kept nowhere. */
  readonly password: string;
  /** One per submission (ours, not named by API.md): a platform that honours it answers the first order; one that ignores it is covered by the outcome check. */
  readonly idempotencyKey: string;
  /** API.md's `groupId?`: the account's group (its id when the platform names one, else B, E or V). */
  readonly groupId?: string;
  /** API.md's `virtualAmount?` (crypto, V): the fee preview's virtualAmount, else the amount. */
  readonly virtualAmount?: number;
}

export interface SetPaymentPasswordPayload {
  readonly paymentPassword: string;
  readonly confirmPaymentPassword: string;
}

export type C2CAction = 'RECEIVED' | 'NOT_RECEIVED' | 'FULLY_PAID';

export interface ProcessC2CPayload {
  readonly partId: string;
  readonly action: C2CAction;
  /** NOT_RECEIVED: 1 to 3 PNG or JPEG images as data URLs, at most 5 MB each. */
  readonly proofs?: readonly string[];
}

export function createWithdrawApi({ request }: PlatformRequester) {
  return {
    /** GET MCSFE_getWithdrawSettings. */
    getSettings(options: CallOptions = {}) {
      return request('withdrawSettings', { schema: withdrawSettingsSchema, ...options });
    },
    /** GET MCSFE_getWithdrawBankCards: the groups B, E, V with their banks and the member's accounts. */
    getAccounts(options: CallOptions = {}) {
      return request('withdrawAccounts', { schema: withdrawAccountsSchema, ...options });
    },
    /**
     * POST MCSFE_bindWithdrawBankCard: the account bound. Null: the platform bound it but its answer
     * does not carry it (null, `true`, no bankCardId: API.md does not describe it, #12); the charts
     * then read the accounts again, never listing an account without its id.
     */
    async bindAccount(payload: BindAccountPayload, options: CallOptions = {}): Promise<WithdrawAccount | null> {
      const account = await request('bindWithdrawAccount', { schema: boundAccountSchema, body: payload, ...options });
      return account.bankCardId === '' ? null : account;
    },
    /** GET MCSFE_getWithdrawFee: amount, fee and what arrives. */
    previewFee(amount: number, options: CallOptions = {}) {
      return request('withdrawFeePreview', { schema: withdrawFeeSchema, query: { amount }, ...options });
    },
    /** GET MCSFE_getTurnoverInfo. */
    getTurnover(options: CallOptions = {}) {
      return request('turnoverInfo', { schema: turnoverInfoSchema, ...options });
    },
    /**
     * POST pw MCSFE_withdraw (encrypted): the order made. Null: the platform took the withdrawal but
     * its answer names no order (null, `true`, no orderNo: API.md does not describe it, #12); the
     * chart then reads the records for it (its outcome check), never an order without a number.
     */
    async withdraw(payload: WithdrawPayload, options: CallOptions = {}): Promise<WithdrawalOrder | null> {
      const order = await request('withdraw', { schema: submittedOrderSchema, body: payload, ...options });
      return order.orderNo === '' ? null : order;
    },
    /** POST pw MCSFE_setPaymentPassword (encrypted): only when none is set. */
    setPaymentPassword(payload: SetPaymentPasswordPayload, options: CallOptions = {}) {
      return request('setPaymentPassword', { schema: paymentPasswordSetSchema, body: payload, ...options });
    },
    /** GET MCSFE_getWithdrawRecords, newest first. */
    getRecords(query: { pageNo?: number; pageSize?: number } = {}, options: CallOptions = {}) {
      return request('withdrawRecords', { schema: withdrawalPageSchema, query: { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 10 }, ...options });
    },
    /** POST MCSFE_cancelWithdraw: a pending order, refunded. */
    async cancel(orderNo: string, options: CallOptions = {}): Promise<WithdrawalOrder> {
      const order = await request('cancelWithdraw', { schema: cancelledOrderSchema, body: { orderNo }, ...options });
      // an answer that is not the order: the request's order, cancelled (the call succeeded)
      return order.orderNo === '' ? { ...order, orderNo, status: 'CANCELLED' } : order;
    },
    /** GET MCSFE_getPaymentConfirmationList: orders with parts waiting (or one order's, by orderNo). */
    getConfirmations(orderNo?: string | null, options: CallOptions = {}) {
      return request('paymentConfirmationList', { schema: paymentConfirmationListSchema, query: orderNo ? { orderNo } : {}, ...options });
    },
    /**
     * POST MCSFE_processC2CTransaction: the member's answer to one part; answers the order. Null: the
     * answer was taken but names no order (null, `true`, no orderNo: API.md does not describe it,
     * #12); the chart then reads the order again, never showing an order without a number.
     */
    async processC2C(payload: ProcessC2CPayload, options: CallOptions = {}): Promise<WithdrawalOrder | null> {
      const order = await request('processC2CTransaction', { schema: submittedOrderSchema, body: payload, ...options });
      return order.orderNo === '' ? null : order;
    },
  };
}

export type WithdrawApi = ReturnType<typeof createWithdrawApi>;
