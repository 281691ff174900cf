/**
 * Withdraw and the withdrawal confirmation (C2C): settings, bound accounts and binding one, the fee
 * preview, the turnover requirement, setting the payment password, the password-checked submit
 * (idempotent by key), the records, cancelling, and the member's answer to each paid part. Only a
 * lazily loaded part (the withdraw page, the pending-confirmation dialog) builds this area, so its
 * code and schemas stay out of the first route.
 */
import * as z from 'zod/mini';
import type { CallOptions, PlatformRequester } from './request';
import type { UntrustedHtml } from './schemas';

// The platform sends numbers as numbers or strings, flags as booleans or "1"; lists may be null.
const num = z.pipe(
  z.transform((value: unknown) => (value === null || value === undefined || value === '' ? 0 : value)),
  z.coerce.number(),
);
const text = z.pipe(
  z.transform((value: unknown) => (value === null || value === undefined ? '' : value)),
  z.coerce.string(),
);
const bool = z.pipe(
  z.transform((value: unknown) => value === true || value === 1 || value === '1' || value === 'true'),
  z.boolean(),
);
const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.transform((value: unknown) => value ?? []),
    z.array(item),
  );

export const WITHDRAW_GROUPS = ['B', 'E', 'V'] as const;
export type WithdrawGroupType = (typeof WITHDRAW_GROUPS)[number];
const groupType = z.pipe(
  text,
  z.transform((value: string): WithdrawGroupType => (value === 'E' || value === 'V' ? value : 'B')),
);

export const withdrawSettingsSchema = /* @__PURE__ */ z.object({
  allowWithdraw: bool,
  minWithdrawal: num,
  maxWithdrawal: num,
  fixedWithdrawAmounts: listOf(num),
  allowDecimal: bool,
  remainingTransactionTimes: num,
  remainingWithdrawAmount: num,
  withdrawPenaltyCharge: num,
  withdrawDateFrom: num,
  withdrawDateTo: num,
  c2cEnabled: bool,
  confirmationMinutes: num,
  paymentPasswordSet: bool,
  /** HTML from the platform: rendered only through SafeHtml. */
  precautionNote: z.pipe(
    text,
    z.transform((value: string) => value as UntrustedHtml),
  ),
});

export const withdrawAccountSchema = /* @__PURE__ */ z.object({
  bankCardId: text,
  groupType,
  bankCode: text,
  bankName: text,
  /** Masked by the platform. */
  cardNumber: text,
  cardHolder: text,
  isWithdrawActive: bool,
});

export const withdrawAccountsSchema = /* @__PURE__ */ z.object({
  groups: listOf(
    z.object({
      type: groupType,
      banks: listOf(z.object({ bankCode: text, bankName: text })),
      accounts: listOf(withdrawAccountSchema),
    }),
  ),
});

export const withdrawFeeSchema = /* @__PURE__ */ z.object({ amount: num, fee: num, received: num, feeRate: num });

export const turnoverInfoSchema = /* @__PURE__ */ z.object({
  /** A or D: nothing to show; I or N: the rows not met yet. */
  status: text,
  list: listOf(z.object({ gameType: text, requiredTurnover: num, actualTurnover: num })),
});

export const paymentPasswordSetSchema = /* @__PURE__ */ z.object({ paymentPasswordSet: bool });

export const PART_STATUSES = ['WAITING', 'RECEIVED', 'NOT_RECEIVED', 'AUTO_CONFIRMED'] as const;
export type PartStatus = (typeof PART_STATUSES)[number];

export const withdrawalPartSchema = /* @__PURE__ */ z.object({
  partId: text,
  amount: num,
  status: z.pipe(
    text,
    z.transform((value: string): PartStatus => ((PART_STATUSES as readonly string[]).includes(value) ? (value as PartStatus) : 'WAITING')),
  ),
  payerName: text,
  createdTime: num,
  deadlineTime: num,
  remainingMs: num,
  proofCount: num,
});

export const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED', 'PAYING', 'PAID', 'REJECTED', 'FAILED', 'CANCELLED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawalOrderSchema = /* @__PURE__ */ z.object({
  orderNo: text,
  amount: num,
  fee: num,
  payout: num,
  receivedAmount: num,
  remainingAmount: num,
  status: z.pipe(
    text,
    z.transform((value: string): WithdrawalStatus => ((WITHDRAWAL_STATUSES as readonly string[]).includes(value) ? (value as WithdrawalStatus) : 'PENDING')),
  ),
  bankCardId: text,
  accountLabel: text,
  createdTime: num,
  updatedTime: num,
  parts: listOf(withdrawalPartSchema),
});

export const withdrawalPageSchema = /* @__PURE__ */ z.object({
  list: listOf(withdrawalOrderSchema),
  pageNum: num,
  totalPages: num,
  totalCount: num,
});

export const paymentConfirmationListSchema = /* @__PURE__ */ z.object({
  list: listOf(withdrawalOrderSchema),
  confirmationMinutes: num,
});

export type WithdrawSettings = z.output<typeof withdrawSettingsSchema>;
export type WithdrawAccount = z.output<typeof withdrawAccountSchema>;
export type WithdrawAccounts = z.output<typeof withdrawAccountsSchema>;
export type WithdrawGroup = WithdrawAccounts['groups'][number];
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
  /** One per submission: the same key sent again answers the first order, never a second one. */
  readonly idempotencyKey: string;
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
    /** POST MCSFE_bindWithdrawBankCard. */
    bindAccount(payload: BindAccountPayload, options: CallOptions = {}) {
      return request('bindWithdrawAccount', { schema: withdrawAccountSchema, body: payload, ...options });
    },
    /** GET MCSFE_getWithdrawFee: amount, fee and what arrives. */
    previewFee(amount: number, options: CallOptions = {}) {
      return request('withdrawFeePreview', { schema: withdrawFeeSchema, query: { amount }, ...options });
    },
    /** GET MCSFE_getTurnoverInfo. */
    getTurnover(options: CallOptions = {}) {
      return request('turnoverInfo', { schema: turnoverInfoSchema, ...options });
    },
    /** POST pw MCSFE_withdraw (encrypted). */
    withdraw(payload: WithdrawPayload, options: CallOptions = {}) {
      return request('withdraw', { schema: withdrawalOrderSchema, body: payload, ...options });
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
    cancel(orderNo: string, options: CallOptions = {}) {
      return request('cancelWithdraw', { schema: withdrawalOrderSchema, body: { orderNo }, ...options });
    },
    /** GET MCSFE_getPaymentConfirmationList: orders with parts waiting (or one order's, by orderNo). */
    getConfirmations(orderNo?: string | null, options: CallOptions = {}) {
      return request('paymentConfirmationList', { schema: paymentConfirmationListSchema, query: orderNo ? { orderNo } : {}, ...options });
    },
    /** POST MCSFE_processC2CTransaction: the member's answer to one part; answers the order. */
    processC2C(payload: ProcessC2CPayload, options: CallOptions = {}) {
      return request('processC2CTransaction', { schema: withdrawalOrderSchema, body: payload, ...options });
    },
  };
}

export type WithdrawApi = ReturnType<typeof createWithdrawApi>;
