/**
 * The ledger as the member centre reads it: the transaction record (API.md "Transaction record":
 * a range of at most 30 days, codeTypes, pages of 10, totals for the range) and money sent between
 * accounts (member → upline, agent → downline) with the payment password. Every movement goes
 * through Scenario.postMovement, so both sides' wallets and ledgers agree.
 */
import { z } from 'zod';
import type { Member, Scenario, TransactionRecord, TransactionType } from '../state/scenario.js';
import { teamOf } from '../domain/team.js';
import { isAgentType, TRIAL_TYPE } from '../seed/accounts.js';
import { roundMoney } from '../infra/units.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, paginate, requireFlag, requireRealMember, type MemberContext } from './http.js';
import { balanceValue } from './wallet.js';

/** API.md's codeTypes of the transaction record. */
export const CODE_TYPES = ['deposit', 'withdraw', 'betting', 'winning', 'dividend', 'betting_rebate', 'agent_rebate', 'share_bonus', 'daily_wage', 'hour_wage', 'referral_rebate', 'other'] as const;
export type CodeType = (typeof CODE_TYPES)[number];

/** Which codeType a movement is filed under ('dividend' is API.md's promotion code). */
export function codeTypeOf(record: Pick<TransactionRecord, 'type' | 'remark'>): CodeType {
  const byType: Record<TransactionType, CodeType> = {
    DEPOSIT: 'deposit',
    WITHDRAW: 'withdraw',
    BET: 'betting',
    PAYOUT: 'winning',
    BONUS: 'dividend',
    RAFFLE: 'dividend',
    REBATE: 'betting_rebate',
    DIVIDEND: 'share_bonus',
    SALARY: record.remark === 'HOURLY' ? 'hour_wage' : 'daily_wage',
    TRANSFER: 'other',
    POINTS: 'other',
    OTHER: 'other',
  };
  return byType[record.type];
}

/** The longest range one query may ask for. */
export const MAX_RANGE_DAYS = 30;
const DAY_MS = 86_400_000;
/** A local day may be 25 hours long (daylight saving): a 30-day range of local days fits in this. */
const MAX_RANGE_MS = MAX_RANGE_DAYS * DAY_MS + 2 * 3_600_000;

const codeTypesField = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (Array.isArray(value) ? value : (value ?? '').split(',')).map((code) => code.trim()).filter(Boolean))
  .pipe(z.array(z.enum(CODE_TYPES)));

const recordInput = z.object({
  startTime: z.coerce.number().int().nonnegative(),
  endTime: z.coerce.number().int().nonnegative(),
  page: field.page(1),
  size: field.page(10, 100),
  codeTypes: codeTypesField,
});

function recordRow(record: TransactionRecord) {
  return {
    txId: record.id,
    txTypeName: codeTypeOf(record),
    remark: record.remark,
    orderNo: record.orderNo ?? '',
    txTimeInTimestamp: Date.parse(record.createdTime),
    currentAvailBalance: record.balanceAfter,
    amount: record.amount,
  };
}

/** The member's movements in [startTime, endTime] of the given codeTypes (all when none), newest first. */
export function transactionsIn(member: Member, startTime: number, endTime: number, codeTypes: readonly CodeType[]): TransactionRecord[] {
  const wanted = new Set(codeTypes);
  return member.transactions
    .filter((record) => {
      const time = Date.parse(record.createdTime);
      return time >= startTime && time <= endTime && (wanted.size === 0 || wanted.has(codeTypeOf(record)));
    })
    .sort((a, b) => Date.parse(b.createdTime) - Date.parse(a.createdTime));
}

function checkPaymentPassword(member: Member, password: string): void {
  if (member.paymentPassword === null) throw new PlatformError(ERROR.paymentPasswordMissing);
  if (password !== member.paymentPassword) throw new PlatformError(ERROR.paymentPasswordInvalid, { value: { field: 'password' } });
}

const transferInput = z.object({
  amount: z.coerce.number().positive(),
  password: z.string(),
  remark: field.optionalText(),
});

/** Sends `amount` from one member's main wallet to another's: a row on each side under one order number. */
function sendBetween(scenario: Scenario, from: Member, to: Member, amount: number, remark: string | undefined) {
  if (roundMoney(amount) !== amount) throw new PlatformError(ERROR.paramInvalid, { value: { issues: [{ field: 'amount', message: 'at most 2 decimals' }] } });
  const orderNo = scenario.nextId('TRF');
  const note = remark ? ` · ${remark}` : '';
  const sent = scenario.postMovement(from, { type: 'TRANSFER', amount: -amount, remark: `→ ${to.username}${note}`, orderNo });
  if (!sent) throw new PlatformError(ERROR.balanceInsufficient);
  scenario.postMovement(to, { type: 'TRANSFER', amount, remark: `← ${from.username}${note}`, orderNo });
  return { orderNo, amount, recipient: to.username, ...balanceValue(scenario, from) };
}

function downlinesOf(scenario: Scenario, agent: Member): Member[] {
  if (!isAgentType(agent.type)) return [];
  return [...scenario.members.values()].filter((other) => other.uplineUsername === agent.username && other.type !== TRIAL_TYPE).sort((a, b) => a.username.localeCompare(b.username));
}

function uplineOf(scenario: Scenario, member: Member): Member | undefined {
  return scenario.member(member.uplineUsername);
}

function transferMember(context: MemberContext): void {
  requireRealMember(context);
}

export const ledgerHandlers = defineHandlers({
  transactionRecord: (context) => {
    requireRealMember(context);
    const fields = input(context, recordInput);
    if (fields.endTime < fields.startTime || fields.endTime - fields.startTime > MAX_RANGE_MS) {
      throw new PlatformError(ERROR.dateRangeInvalid, { value: { maxDays: MAX_RANGE_DAYS } });
    }
    const records = transactionsIn(context.member, fields.startTime, fields.endTime, fields.codeTypes);
    let totalIn = 0;
    let totalOut = 0;
    for (const record of records) {
      if (record.amount >= 0) totalIn += record.amount;
      else totalOut -= record.amount;
    }
    const { page, totalPages, totalCount } = paginate(records, fields.page, fields.size);
    return ok({
      list: page.map(recordRow),
      pageNum: fields.page,
      totalPages,
      totalCount,
      summary: { totalIn: roundMoney(totalIn), totalOut: roundMoney(totalOut), net: roundMoney(totalIn - totalOut), count: totalCount },
    });
  },

  transferTargets: (context) => {
    transferMember(context);
    const { scenario, member } = context;
    const upline = uplineOf(scenario, member);
    const downlines = scenario.flag('AGEDOWNTRANS3') ? downlinesOf(scenario, member) : [];
    return ok({
      upline: upline ? { username: upline.username, nickname: upline.nickname } : null,
      downlines: downlines.map((other) => ({ username: other.username, nickname: other.nickname })),
      hasPaymentPassword: member.paymentPassword !== null,
      balance: scenario.balanceOf(member),
      mainBalance: roundMoney(member.wallets.get(1) ?? 0),
    });
  },

  transferToUpline: (context) => {
    transferMember(context);
    const { scenario, member } = context;
    const fields = input(context, transferInput);
    const upline = uplineOf(scenario, member);
    if (!upline) throw new PlatformError(ERROR.uplineMissing);
    checkPaymentPassword(member, fields.password);
    return ok(sendBetween(scenario, member, upline, fields.amount, fields.remark));
  },

  transferToDownline: (context) => {
    transferMember(context);
    requireFlag(context, 'AGEDOWNTRANS3');
    const { scenario, member } = context;
    const fields = input(context, transferInput.extend({ downline: field.text() }));
    // Any direct downline of the agent tree may receive, generated ones included (schema/domain/team.ts).
    const downline = downlinesOf(scenario, member).find((other) => other.username.toLowerCase() === fields.downline.toLowerCase()) ?? (isAgentType(member.type) ? teamOf(scenario).accountOf(member.username, fields.downline) : undefined);
    if (!downline) throw new PlatformError(ERROR.downlineInvalid, { value: { field: 'downline' } });
    checkPaymentPassword(member, fields.password);
    return ok(sendBetween(scenario, member, downline, fields.amount, fields.remark));
  },
});
