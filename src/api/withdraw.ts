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
import { amount, flag, listOf, scalarText } from './wire-values';

export const WITHDRAW_GROUPS = ['B', 'E', 'V'] as const;
export type WithdrawGroupType = (typeof WITHDRAW_GROUPS)[number];
const groupType = z.pipe(
  scalarText,
  z.transform((value: string): WithdrawGroupType => (value === 'E' || value === 'V' ? value : 'B')),
);

export const withdrawSettingsSchema = /* @__PURE__ */ z.object({
  allowWithdraw: flag,
  minWithdrawal: amount,
  maxWithdrawal: amount,
  fixedWithdrawAmounts: listOf(amount),
  allowDecimal: flag,
  remainingTransactionTimes: amount,
  remainingWithdrawAmount: amount,
  withdrawPenaltyCharge: amount,
  withdrawDateFrom: amount,
  withdrawDateTo: amount,
  c2cEnabled: flag,
  confirmationMinutes: amount,
  paymentPasswordSet: flag,
  /** HTML from the platform: rendered only through SafeHtml. */
  precautionNote: z.pipe(
    scalarText,
    z.transform((value: string) => value as UntrustedHtml),
  ),
});

export const withdrawAccountSchema = /* @__PURE__ */ z.object({
  bankCardId: scalarText,
  groupType,
  bankCode: scalarText,
  bankName: scalarText,
  /** Masked by the platform. */
  cardNumber: scalarText,
  cardHolder: scalarText,
  isWithdrawActive: flag,
});

export const withdrawAccountsSchema = /* @__PURE__ */ z.object({
  groups: listOf(
    z.object({
      type: groupType,
      banks: listOf(z.object({ bankCode: scalarText, bankName: scalarText })),
      accounts: listOf(withdrawAccountSchema),
    }),
  ),
});

export const withdrawFeeSchema = /* @__PURE__ */ z.object({ amount: amount, fee: amount, received: amount, feeRate: amount });

export const turnoverInfoSchema = /* @__PURE__ */ z.object({
  /** A or D: nothing to show; I or N: the rows not met yet. */
  status: scalarText,
  list: listOf(z.object({ gameType: scalarText, requiredTurnover: amount, actualTurnover: amount })),
});

export const paymentPasswordSetSchema = /* @__PURE__ */ z.object({ paymentPasswordSet: flag });

export const PART_STATUSES = ['WAITING', 'RECEIVED', 'NOT_RECEIVED', 'AUTO_CONFIRMED'] as const;
export type PartStatus = (typeof PART_STATUSES)[number];

export const withdrawalPartSchema = /* @__PURE__ */ z.object({
  partId: scalarText,
  amount: amount,
  status: z.pipe(
    scalarText,
    z.transform((value: string): PartStatus => ((PART_STATUSES as readonly string[]).includes(value) ? (value as PartStatus) : 'WAITING')),
  ),
  payerName: scalarText,
  createdTime: amount,
  deadlineTime: amount,
  remainingMs: amount,
  proofCount: amount,
});

export const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED', 'PAYING', 'PAID', 'REJECTED', 'FAILED', 'CANCELLED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawalOrderSchema = /* @__PURE__ */ z.object({
  orderNo: scalarText,
  amount: amount,
  fee: amount,
  payout: amount,
  receivedAmount: amount,
  remainingAmount: amount,
  status: z.pipe(
    scalarText,
    z.transform((value: string): WithdrawalStatus => ((WITHDRAWAL_STATUSES as readonly string[]).includes(value) ? (value as WithdrawalStatus) : 'PENDING')),
  ),
  bankCardId: scalarText,
  accountLabel: scalarText,
  createdTime: amount,
  updatedTime: amount,
  parts: listOf(withdrawalPartSchema),
});

export const withdrawalPageSchema = /* @__PURE__ */ z.object({
  list: listOf(withdrawalOrderSchema),
  pageNum: amount,
  totalPages: amount,
  totalCount: amount,
});

export const paymentConfirmationListSchema = /* @__PURE__ */ z.object({
  list: listOf(withdrawalOrderSchema),
  confirmationMinutes: amount,
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
