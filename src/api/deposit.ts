/**
 * Deposits (API.md "Further calls": MCSFE_getDepositSettings, MCSFE_depositByLaunchUrl,
 * MCSFE_depositByQRImageUrl; the bank-transfer order, the records and the cancel on the paths
 * src/api/routes.ts chose). Schemas live here with the calls: only the lazily loaded deposit page
 * builds this area, so none of it reaches the first route.
 *
 * Every create call carries a client-generated `idempotencyKey`; the platform answers a repeated
 * key with the order it created first, so a retried submit never makes a second order.
 */
import * as z from 'zod/mini';
import type { CallOptions, PlatformRequester } from './request';
import { amount, flag, listOf, map, optionalFilledText, preprocess, text } from './wire-values';


export const DEPOSIT_KINDS = ['BANK', 'EWALLET', 'CRYPTO', 'QR'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'REJECTED', 'FAILED', 'CANCELLED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

const kind = /* @__PURE__ */ z.enum(DEPOSIT_KINDS);
/** A status the client does not know reads as pending (nothing to cancel is offered for it: see canCancel). */
const status = /* @__PURE__ */ map(/* @__PURE__ */ z.string(), (value): DepositStatus => (DEPOSIT_STATUSES as readonly string[]).includes(value.toUpperCase()) ? (value.toUpperCase() as DepositStatus) : 'PENDING');

export const depositChannelSchema = /* @__PURE__ */ z.object({
  channelId: z.string(),
  name: text,
  kind,
  bankCode: text,
  bankType: text,
  vendorId: text,
  minAmount: amount,
  maxAmount: amount,
  fixedAmounts: listOf(z.coerce.number()),
  allowDecimal: flag,
});

export const depositPromotionSchema = /* @__PURE__ */ z.object({
  promotionId: z.string(),
  name: text,
  bonusPercent: amount,
  minDeposit: amount,
});

export const depositSettingsSchema = /* @__PURE__ */ preprocess(
  (value) => value ?? {},
  z.object({
    allowDeposit: flag,
    channels: listOf(depositChannelSchema),
    promotions: listOf(depositPromotionSchema),
  }),
);

export const depositOrderSchema = /* @__PURE__ */ z.object({
  orderNo: z.string(),
  channelId: text,
  channelName: text,
  kind,
  amount,
  promotionId: optionalFilledText,
  promotionName: optionalFilledText,
  bonusAmount: amount,
  status,
  createdTime: text,
  bankDetails: preprocess(
    (value) => value ?? undefined,
    z.optional(z.object({ bankName: text, accountHolder: text, accountNumber: text, reference: text })),
  ),
  redirectUrl: optionalFilledText,
  qrImageUrl: optionalFilledText,
  crypto: preprocess((value) => value ?? undefined, z.optional(z.object({ address: text, network: text }))),
});

export const depositOrderPageSchema = /* @__PURE__ */ preprocess(
  (value) => (Array.isArray(value) ? { list: value } : (value ?? {})),
  map(
    z.object({ list: listOf(depositOrderSchema), pageNum: amount, totalPages: amount, totalCount: amount }),
    (page) => ({ items: page.list, pageNum: page.pageNum || 1, totalPages: page.totalPages, totalCount: page.totalCount || page.list.length }),
  ),
);

export type DepositChannel = z.output<typeof depositChannelSchema>;
export type DepositPromotion = z.output<typeof depositPromotionSchema>;
export type DepositSettings = z.output<typeof depositSettingsSchema>;
export type DepositOrder = z.output<typeof depositOrderSchema>;
export type DepositOrderPage = z.output<typeof depositOrderPageSchema>;

/** API.md's deposit fields, plus the channel (ours) and the idempotency key. */
export interface DepositPayload {
  readonly channelId: string;
  readonly amount: number;
  readonly bankCode: string;
  readonly bankType: string;
  readonly vendorId: string;
  readonly promotionId?: string | undefined;
  readonly idempotencyKey: string;
}

export function createDepositApi({ request, getDeviceId }: PlatformRequester) {
  const body = (payload: DepositPayload) => ({ ...payload, deviceId: getDeviceId() });
  return {
    /** GET MCSFE_getDepositSettings: allowDeposit, the channels with their limits and presets, the promotions. */
    getSettings(options: CallOptions = {}) {
      return request('depositSettings', { schema: depositSettingsSchema, ...options });
    },
    /** POST MCSFE_depositByBankTransfer: a bank-transfer order with the bank details to copy. */
    depositByBankTransfer(payload: DepositPayload, options: CallOptions = {}) {
      return request('depositByBankTransfer', { schema: depositOrderSchema, body: body(payload), ...options });
    },
    /** POST MCSFE_depositByLaunchUrl: an e-wallet order; value.redirectUrl is the provider's page. */
    depositByLaunchUrl(payload: DepositPayload, options: CallOptions = {}) {
      return request('depositByLaunchUrl', { schema: depositOrderSchema, body: body(payload), ...options });
    },
    /** POST MCSFE_depositByQRImageUrl: a QR or crypto order with the image to scan (and the crypto address). */
    depositByQRImageUrl(payload: DepositPayload, options: CallOptions = {}) {
      return request('depositByQRImageUrl', { schema: depositOrderSchema, body: body(payload), ...options });
    },
    /** GET MCSFE_getDepositRecords: the member's deposit orders, newest first. */
    getRecords(query: { readonly pageNo?: number; readonly pageSize?: number } = {}, options: CallOptions = {}) {
      return request('depositRecords', { schema: depositOrderPageSchema, query: { ...query }, ...options });
    },
    /** POST MCSFE_cancelDeposit: cancels a pending order. */
    cancel(orderNo: string, options: CallOptions = {}) {
      return request('cancelDeposit', { schema: depositOrderSchema, body: { orderNo }, ...options });
    },
  };
}

export type DepositApi = ReturnType<typeof createDepositApi>;
