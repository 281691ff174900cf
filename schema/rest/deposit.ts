/**
 * Deposits (API.md "Further calls": MCSFE_getDepositSettings, MCSFE_depositByLaunchUrl,
 * MCSFE_depositByQRImageUrl; the bank-transfer order, the records and the cancel are paths
 * chosen in src/api/routes.ts). Every create call honours `idempotencyKey`: a key the member
 * already used answers the order it created first, so a retried submit never makes two orders.
 */
import { z } from 'zod';
import type { Member, Scenario } from '../state/scenario.js';
import {
  channelById,
  createOrder,
  DEPOSIT_BANK_ACCOUNT,
  DEPOSIT_CHANNELS,
  DEPOSIT_CRYPTO_COIN,
  DEPOSIT_CRYPTO_WALLET,
  cryptoAmountOf,
  DEPOSIT_PAY_PAGE_PATH,
  DEPOSIT_PROMOTIONS,
  depositBook,
  findOrder,
  orderForKey,
  promotionById,
  qrImageDataUrl,
  settleDueDeposits,
  settleOrder,
  type DepositChannelKind,
  type DepositOrder,
} from '../domain/deposits.js';
import type { Language } from '../seed/text.js';
import { assertMayDeposit } from './account.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, paginate, requireRealMember, type MemberContext } from './http.js';

function invalid(fieldName: string, message: string): PlatformError {
  return new PlatformError(ERROR.paramInvalid, { value: { issues: [{ field: fieldName, message }] } });
}

/** What a member sees of an order: the record, and for its channel what to do next. */
export function orderView(order: DepositOrder, language: Language, origin: string) {
  const channel = channelById(order.channelId);
  const promotion = order.promotionId ? promotionById(order.promotionId) : undefined;
  const base = {
    orderNo: order.orderNo,
    channelId: order.channelId,
    channelName: channel?.name[language] ?? order.channelId,
    kind: order.kind,
    amount: order.amount,
    promotionId: order.promotionId,
    promotionName: promotion?.name[language] ?? null,
    bonusAmount: order.bonusAmount,
    status: order.status,
    createdTime: new Date(order.createdAt).toISOString(),
    createdTimeInTimestamp: order.createdAt,
    // API.md's payload fields: a client whose settings named no channel id matches its records by them
    bankCode: channel?.bankCode ?? null,
    bankType: channel?.bankType ?? null,
    vendorId: channel?.vendorId ?? null,
  };
  switch (order.kind) {
    case 'BANK':
      return { ...base, bankDetails: { ...DEPOSIT_BANK_ACCOUNT, reference: order.reference } };
    case 'EWALLET':
      return { ...base, redirectUrl: `${origin}${DEPOSIT_PAY_PAGE_PATH}/${encodeURIComponent(order.orderNo)}?lang=${language}&amount=${order.amount}` };
    case 'CRYPTO': {
      // the coin's amount and the rate are ours (API.md names neither): the QR asks for the coin's amount, as a wallet pays it
      const coinAmount = cryptoAmountOf(order.amount);
      return {
        ...base,
        qrImageUrl: qrImageDataUrl(`${DEPOSIT_CRYPTO_WALLET.address}?amount=${coinAmount}`),
        crypto: { ...DEPOSIT_CRYPTO_WALLET, amount: coinAmount, currency: DEPOSIT_CRYPTO_COIN.currency, rate: DEPOSIT_CRYPTO_COIN.rate },
      };
    }
    case 'QR':
      return { ...base, qrImageUrl: qrImageDataUrl(`codi:${order.orderNo}:${order.amount}`) };
  }
}

const depositInput = z.object({
  channelId: field.optionalText(),
  bankCode: field.optionalText(),
  bankType: field.optionalText(),
  vendorId: field.optionalText(),
  amount: z.coerce.number().positive(),
  promotionId: field.optionalText(),
  idempotencyKey: field.optionalText(),
  deviceId: field.optionalText(),
});

/** Creates an order on a channel of one of `kinds` (or answers the one a repeated key made). */
function deposit(context: MemberContext, kinds: readonly DepositChannelKind[]) {
  requireRealMember(context);
  const { scenario, member } = context;
  const fields = input(context, depositInput);
  // The strict profile is a platform that follows API.md: it names no idempotency key, so a repeat
  // makes another order (the client's outcome check is what keeps a deposit from being made twice),
  // and it knows a channel by the payload fields API.md names (bankCode, bankType, vendorId), not
  // by our channelId.
  const strict = scenario.settings.answerProfile === 'strict';
  if (fields.idempotencyKey && !strict) {
    const earlier = orderForKey(scenario, member, fields.idempotencyKey);
    if (earlier) return ok(orderView(earlier, context.language, context.origin));
  }
  const byPayload = (candidate: (typeof DEPOSIT_CHANNELS)[number]) =>
    candidate.bankCode === fields.bankCode && (!fields.bankType || candidate.bankType === fields.bankType) && (!fields.vendorId || candidate.vendorId === fields.vendorId);
  const channel = DEPOSIT_CHANNELS.find((candidate) => (strict || !fields.channelId ? byPayload(candidate) : candidate.id === fields.channelId));
  if (!channel || !kinds.includes(channel.kind)) throw invalid('channelId', 'no such channel for this call');
  if (!channel.allowDecimal && !Number.isInteger(fields.amount)) throw invalid('amount', 'this channel takes whole amounts');
  if (Math.round(fields.amount * 100) !== fields.amount * 100) throw invalid('amount', 'at most two decimals');
  if (fields.amount < channel.minAmount || fields.amount > channel.maxAmount) throw invalid('amount', `between ${channel.minAmount} and ${channel.maxAmount}`);
  const promotion = fields.promotionId ? promotionById(fields.promotionId) : undefined;
  if (fields.promotionId && !promotion) throw invalid('promotionId', 'unknown promotion');
  if (promotion && fields.amount < promotion.minDeposit) throw invalid('promotionId', `needs a deposit of ${promotion.minDeposit} or more`);
  assertMayDeposit(scenario, member, fields.amount);
  const order = createOrder(scenario, member, { channel, amount: fields.amount, promotion: promotion ?? null, idempotencyKey: fields.idempotencyKey ?? null });
  return ok(orderView(order, context.language, context.origin));
}

function ordersOf(scenario: Scenario, member: Member): DepositOrder[] {
  settleDueDeposits(scenario);
  return depositBook(scenario).orders.filter((order) => order.username === member.username);
}

export const depositHandlers = defineHandlers({
  depositSettings: (context) => {
    requireRealMember(context);
    settleDueDeposits(context.scenario);
    const { language } = context;
    return ok({
      allowDeposit: true,
      channels: DEPOSIT_CHANNELS.map((channel) => ({
        channelId: channel.id,
        name: channel.name[language],
        kind: channel.kind,
        bankCode: channel.bankCode,
        bankType: channel.bankType,
        vendorId: channel.vendorId,
        minAmount: channel.minAmount,
        maxAmount: channel.maxAmount,
        fixedAmounts: channel.fixedAmounts,
        allowDecimal: channel.allowDecimal,
      })),
      promotions: DEPOSIT_PROMOTIONS.map((promotion) => ({ promotionId: promotion.id, name: promotion.name[language], bonusPercent: promotion.bonusPercent, minDeposit: promotion.minDeposit })),
    });
  },

  depositByBankTransfer: (context) => deposit(context, ['BANK']),
  depositByLaunchUrl: (context) => deposit(context, ['EWALLET']),
  depositByQRImageUrl: (context) => deposit(context, ['QR', 'CRYPTO']),

  depositRecords: (context) => {
    requireRealMember(context);
    const fields = input(context, z.object({ pageNo: field.page(1), pageSize: field.page(10, 100) }));
    const { page, totalPages, totalCount } = paginate(ordersOf(context.scenario, context.member), fields.pageNo, fields.pageSize);
    return ok({ list: page.map((order) => orderView(order, context.language, context.origin)), pageNum: fields.pageNo, totalPages, totalCount });
  },

  cancelDeposit: (context) => {
    requireRealMember(context);
    const { scenario, member } = context;
    settleDueDeposits(scenario);
    const fields = input(context, z.object({ orderNo: field.text() }));
    const order = findOrder(scenario, fields.orderNo);
    if (!order || order.username !== member.username) throw invalid('orderNo', 'no such order');
    if (order.status !== 'PENDING') throw invalid('orderNo', `the order is ${order.status.toLowerCase()}`);
    settleOrder(scenario, order, 'CANCELLED');
    return ok(orderView(order, context.language, context.origin));
  },
});
