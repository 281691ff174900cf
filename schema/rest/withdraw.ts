/**
 * Withdraw and the withdrawal confirmation (C2C) on the REST façade: settings, bound accounts and
 * binding one, the fee preview, the turnover requirement, setting the payment password, the
 * password-checked submit (idempotent by key), the records, cancelling, and the member's answer
 * to each paid part. The order life cycle itself is schema/domain/withdraw.ts.
 */
import { z } from 'zod';
import type { Member, Scenario } from '../state/scenario.js';
import { TRIAL_TYPE } from '../seed/accounts.js';
import type { Language } from '../seed/text.js';
import { roundMoney } from '../infra/units.js';
import {
  WITHDRAW_BANKS,
  WITHDRAW_GROUP_TYPES,
  WITHDRAW_MEMBER_TYPES,
  accountsOf,
  answerPart,
  cancelOrder,
  feeOf,
  maskAccountNumber,
  orderView,
  ordersOf,
  remainingToday,
  settleOverdueParts,
  turnoverMet,
  turnoverOf,
  withdrawState,
  withinHours,
  type BoundAccount,
  type WithdrawalOrder,
} from '../domain/withdraw.js';
import { PAYOUT_ACCOUNTS_PER_GROUP, compactNumber, payoutNumberProblem, sameName } from '../../src/validation/payout-account.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, paginate, type MemberContext } from './http.js';

/** Error codes of this area: API.md's platform codes, then ours. */
export const WITHDRAW_ERROR = {
  paymentPasswordIncorrect: 'invalid.payment.pw',
  paymentPasswordMissing: 'not.exists.payment.password',
  turnoverNotEnough: 'withdraw_turnover_not_enough',
  bankCardFrozen: 'bank_card_is_frozen',
  paymentPasswordExists: 'payment.password.exists',
  paymentPasswordInvalid: 'payment.password.invalid',
  bankCardInvalid: 'bank.card.invalid',
  bankCardExists: 'bank.card.exists',
  holderMismatch: 'bank.card.holder.mismatch',
  bankCardLimit: 'bank.card.limit',
  notAllowed: 'withdraw.not.allowed',
  amountInvalid: 'withdraw.amount.invalid',
  limitReached: 'withdraw.limit.reached',
  closedHours: 'withdraw.time.closed',
  notCancellable: 'withdraw.not.cancellable',
  orderNotFound: 'withdraw.order.not.found',
  partClosed: 'c2c.part.closed',
  proofInvalid: 'c2c.proof.invalid',
} as const;

const PAYMENT_PASSWORD = /^\d{6}$/;
const MAX_PROOFS = 3;
const MAX_PROOF_BYTES = 5 * 1024 * 1024;
const PROOF_DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/;

/** Only member types 0, 1 and 2 may withdraw (a trial account is refused as such). */
function withdrawMember(context: MemberContext): void {
  if (context.member.type === TRIAL_TYPE) throw new PlatformError(ERROR.trialNotAllowed);
  if (!WITHDRAW_MEMBER_TYPES.includes(context.member.type)) throw new PlatformError(WITHDRAW_ERROR.notAllowed);
}

function accountView(account: BoundAccount) {
  return {
    bankCardId: account.bankCardId,
    groupType: account.groupType,
    bankCode: account.bankCode,
    bankName: account.bankName,
    cardNumber: maskAccountNumber(account.cardNumber),
    cardHolder: account.cardHolder,
    isWithdrawActive: account.isWithdrawActive,
  };
}

function settingsValue(scenario: Scenario, member: Member, language: Language) {
  const { settings } = withdrawState(scenario);
  const remaining = remainingToday(scenario, member);
  return {
    allowWithdraw: settings.allowWithdraw && WITHDRAW_MEMBER_TYPES.includes(member.type),
    minWithdrawal: settings.minWithdrawal,
    maxWithdrawal: settings.maxWithdrawal,
    fixedWithdrawAmounts: [...settings.fixedWithdrawAmounts],
    allowDecimal: settings.allowDecimal,
    remainingTransactionTimes: remaining.times,
    remainingWithdrawAmount: remaining.amount,
    withdrawPenaltyCharge: settings.withdrawPenaltyCharge,
    withdrawDateFrom: settings.withdrawDateFrom,
    withdrawDateTo: settings.withdrawDateTo,
    c2cEnabled: settings.c2cEnabled,
    confirmationMinutes: settings.confirmationMinutes,
    paymentPasswordSet: member.paymentPassword !== null,
    precautionNote: settings.precautionNote[language],
  };
}

/** Refuses an amount outside the settings, the daily limits or the balance (nothing changes). */
function checkAmount(scenario: Scenario, member: Member, amount: number): void {
  const { settings } = withdrawState(scenario);
  const wholeCents = Math.abs(roundMoney(amount) - amount) < 1e-9;
  if (!wholeCents || amount < settings.minWithdrawal || amount > settings.maxWithdrawal || (!settings.allowDecimal && !Number.isInteger(amount))) {
    throw new PlatformError(WITHDRAW_ERROR.amountInvalid, { value: { minWithdrawal: settings.minWithdrawal, maxWithdrawal: settings.maxWithdrawal, allowDecimal: settings.allowDecimal } });
  }
  const remaining = remainingToday(scenario, member);
  if (remaining.times <= 0 || amount > remaining.amount) throw new PlatformError(WITHDRAW_ERROR.limitReached, { value: remaining });
}

function feeValue(scenario: Scenario, amount: number) {
  const { settings } = withdrawState(scenario);
  const fee = feeOf(settings, amount);
  return { amount: roundMoney(amount), fee, received: roundMoney(amount - fee), feeRate: settings.withdrawPenaltyCharge };
}

function orderOf(context: MemberContext, orderNo: string): WithdrawalOrder {
  const order = ordersOf(context.scenario, context.member).find((candidate) => candidate.orderNo === orderNo);
  if (!order) throw new PlatformError(WITHDRAW_ERROR.orderNotFound);
  return order;
}

/** A data-URL image of at most 5 MB, PNG or JPEG. */
function validProof(proof: string): boolean {
  const match = PROOF_DATA_URL.exec(proof);
  if (!match?.[2]) return false;
  const bytes = Math.floor((match[2].length * 3) / 4) - (match[2].endsWith('==') ? 2 : match[2].endsWith('=') ? 1 : 0);
  return bytes > 0 && bytes <= MAX_PROOF_BYTES;
}

const amountField = () => z.coerce.number().positive();

export const withdrawHandlers = defineHandlers({
  withdrawSettings: (context) => {
    withdrawMember(context);
    return ok(settingsValue(context.scenario, context.member, context.language));
  },

  withdrawAccounts: (context) => {
    withdrawMember(context);
    const accounts = accountsOf(context.scenario, context.member);
    return ok({
      groups: WITHDRAW_GROUP_TYPES.map((type) => ({
        type,
        banks: WITHDRAW_BANKS[type].map((bank) => ({ ...bank })),
        accounts: accounts.filter((account) => account.groupType === type).map(accountView),
      })),
    });
  },

  bindWithdrawAccount: (context) => {
    withdrawMember(context);
    const fields = input(context, z.object({ groupType: z.enum(['B', 'E', 'V']), bankCode: field.text(), cardNumber: field.text(), cardHolder: field.text() }));
    const bank = WITHDRAW_BANKS[fields.groupType].find((candidate) => candidate.bankCode === fields.bankCode);
    const number = compactNumber(fields.cardNumber);
    // the security centre's form applies the same rules (src/validation/payout-account.ts)
    const numberOk = payoutNumberProblem(fields.groupType, fields.bankCode, number) === null;
    if (!bank || !numberOk || fields.cardHolder.length < 2 || fields.cardHolder.length > 60) {
      throw new PlatformError(WITHDRAW_ERROR.bankCardInvalid, { value: { field: !bank ? 'bankCode' : !numberOk ? 'cardNumber' : 'cardHolder' } });
    }
    // the account must be the member's own: held in the real name on record
    if (!sameName(fields.cardHolder, context.member.payeeName)) throw new PlatformError(WITHDRAW_ERROR.holderMismatch, { value: { field: 'cardHolder' } });
    const accounts = accountsOf(context.scenario, context.member);
    if (accounts.some((account) => account.cardNumber === number)) throw new PlatformError(WITHDRAW_ERROR.bankCardExists, { value: { field: 'cardNumber' } });
    if (accounts.filter((account) => account.groupType === fields.groupType).length >= PAYOUT_ACCOUNTS_PER_GROUP) throw new PlatformError(WITHDRAW_ERROR.bankCardLimit);
    const account: BoundAccount = {
      bankCardId: context.scenario.nextId(`card-${context.member.username}`),
      groupType: fields.groupType,
      bankCode: bank.bankCode,
      bankName: bank.bankName,
      cardNumber: number,
      cardHolder: fields.cardHolder,
      isWithdrawActive: true,
    };
    accounts.push(account);
    return ok(accountView(account));
  },

  withdrawFeePreview: (context) => {
    withdrawMember(context);
    const fields = input(context, z.object({ amount: amountField() }));
    checkAmount(context.scenario, context.member, fields.amount);
    return ok(feeValue(context.scenario, fields.amount));
  },

  turnoverInfo: (context) => {
    withdrawMember(context);
    const turnover = turnoverOf(context.scenario, context.member);
    return ok({ status: turnover.status, list: turnover.status === 'A' || turnover.status === 'D' ? [] : turnover.rows.map((row) => ({ ...row })) });
  },

  setPaymentPassword: (context) => {
    withdrawMember(context);
    const { member } = context;
    const fields = input(context, z.object({ paymentPassword: z.string(), confirmPaymentPassword: z.string() }));
    if (member.paymentPassword !== null) throw new PlatformError(WITHDRAW_ERROR.paymentPasswordExists);
    if (!PAYMENT_PASSWORD.test(fields.paymentPassword) || fields.paymentPassword !== fields.confirmPaymentPassword) {
      throw new PlatformError(WITHDRAW_ERROR.paymentPasswordInvalid, { value: { field: fields.paymentPassword !== fields.confirmPaymentPassword ? 'confirmPaymentPassword' : 'paymentPassword' } });
    }
    member.paymentPassword = fields.paymentPassword;
    return ok({ paymentPasswordSet: true });
  },

  withdraw: (context) => {
    withdrawMember(context);
    const { scenario, member } = context;
    const state = withdrawState(scenario);
    // The strict profile follows API.md to the letter: the body is `{ amount, bankCardId,
    // password, groupId?, virtualAmount? }`, no idempotency key is required or honoured (a repeat makes
    // a second order: the client's outcome check is what keeps it from being sent twice), and a
    // member with no payment password is told so by `not.exists.payment.password` (below).
    const strict = scenario.settings.answerProfile === 'strict';
    const fields = input(
      context,
      z.object({
        amount: amountField(),
        bankCardId: field.text(),
        password: z.string(),
        idempotencyKey: strict ? z.string().optional() : z.string().trim().min(8).max(100),
        groupId: z.union([z.string(), z.number()]).optional(),
        virtualAmount: z.coerce.number().positive().optional(),
      }),
    );
    // The same submission sent again (a double click, a retry after a timeout) answers the first order.
    const earlier = strict || !fields.idempotencyKey ? undefined : state.idempotency.get(`${member.username}:${fields.idempotencyKey}`);
    const earlierOrder = earlier ? state.orders.find((order) => order.orderNo === earlier) : undefined;
    if (earlierOrder) return ok(orderView(scenario, earlierOrder));
    if (!state.settings.allowWithdraw) throw new PlatformError(WITHDRAW_ERROR.notAllowed);
    if (member.paymentPassword === null) throw new PlatformError(WITHDRAW_ERROR.paymentPasswordMissing);
    if (fields.password !== member.paymentPassword) throw new PlatformError(WITHDRAW_ERROR.paymentPasswordIncorrect);
    if (!turnoverMet(turnoverOf(scenario, member))) throw new PlatformError(WITHDRAW_ERROR.turnoverNotEnough);
    if (!withinHours(state.settings, scenario.now())) throw new PlatformError(WITHDRAW_ERROR.closedHours);
    const account = accountsOf(scenario, member).find((candidate) => candidate.bankCardId === fields.bankCardId);
    if (!account) throw new PlatformError(WITHDRAW_ERROR.bankCardInvalid, { value: { field: 'bankCardId' } });
    if (!account.isWithdrawActive) throw new PlatformError(WITHDRAW_ERROR.bankCardFrozen);
    checkAmount(scenario, member, fields.amount);
    const orderNo = scenario.nextId('WD').replace('-', '');
    const { fee, received } = feeValue(scenario, fields.amount);
    const taken = scenario.postMovement(member, { type: 'WITHDRAW', amount: -fields.amount, remark: `Retiro ${orderNo} (comisión ${fee.toFixed(2)})`, orderNo });
    if (!taken) throw new PlatformError(ERROR.balanceInsufficient);
    const now = scenario.now();
    const order: WithdrawalOrder = {
      orderNo,
      username: member.username,
      amount: roundMoney(fields.amount),
      fee,
      payout: received,
      bankCardId: account.bankCardId,
      accountLabel: `${account.bankName} ${maskAccountNumber(account.cardNumber)}`,
      status: 'PENDING',
      createdAt: now,
      updatedAt: now,
      idempotencyKey: fields.idempotencyKey ?? '',
      parts: [],
      fullyPaid: false,
    };
    state.orders.unshift(order);
    if (fields.idempotencyKey) state.idempotency.set(`${member.username}:${fields.idempotencyKey}`, orderNo);
    return ok(orderView(scenario, order));
  },

  withdrawRecords: (context) => {
    withdrawMember(context);
    const fields = input(context, z.object({ pageNo: field.page(1), pageSize: field.page(10, 100) }));
    const orders = ordersOf(context.scenario, context.member);
    const { page, totalPages, totalCount } = paginate(orders, fields.pageNo, fields.pageSize);
    return ok({ list: page.map((order) => orderView(context.scenario, order)), pageNum: fields.pageNo, totalPages, totalCount });
  },

  cancelWithdraw: (context) => {
    withdrawMember(context);
    const fields = input(context, z.object({ orderNo: field.text() }));
    const order = orderOf(context, fields.orderNo);
    if (cancelOrder(context.scenario, order)) throw new PlatformError(WITHDRAW_ERROR.notCancellable);
    return ok(orderView(context.scenario, order));
  },

  paymentConfirmationList: (context) => {
    withdrawMember(context);
    const fields = input(context, z.object({ orderNo: field.optionalText() }));
    const orders = ordersOf(context.scenario, context.member).filter((order) =>
      fields.orderNo ? order.orderNo === fields.orderNo && order.parts.length > 0 : order.parts.some((part) => part.status === 'WAITING'),
    );
    return ok({ list: orders.map((order) => orderView(context.scenario, order)), confirmationMinutes: withdrawState(context.scenario).settings.confirmationMinutes });
  },

  processC2CTransaction: (context) => {
    withdrawMember(context);
    const { scenario } = context;
    const fields = input(
      context,
      z.object({ partId: field.text(), action: z.enum(['RECEIVED', 'NOT_RECEIVED', 'FULLY_PAID']), proofs: z.array(z.string()).max(10).optional() }),
    );
    settleOverdueParts(scenario);
    const order = ordersOf(scenario, context.member).find((candidate) => candidate.parts.some((part) => part.partId === fields.partId));
    const part = order?.parts.find((candidate) => candidate.partId === fields.partId);
    if (!order || !part) throw new PlatformError(WITHDRAW_ERROR.orderNotFound);
    if (part.status !== 'WAITING' || order.status !== 'PAYING') throw new PlatformError(WITHDRAW_ERROR.partClosed, { value: orderView(scenario, order) });
    const proofs = fields.proofs ?? [];
    if (fields.action === 'NOT_RECEIVED' && (proofs.length < 1 || proofs.length > MAX_PROOFS || !proofs.every(validProof))) {
      throw new PlatformError(WITHDRAW_ERROR.proofInvalid, { value: { maxFiles: MAX_PROOFS, maxBytes: MAX_PROOF_BYTES, types: ['image/png', 'image/jpeg'] } });
    }
    answerPart(scenario, order, part, fields.action, proofs);
    return ok(orderView(scenario, order));
  },
});
