/**
 * Points mall: balance, configuration, rewards with stock, redeeming (password-checked,
 * encrypted), the redeem history and converting points to balance. Points never expire.
 */
import { z } from 'zod';
import { MAIN_WALLET } from '../seed/accounts.js';
import type { RewardItemRecord } from '../seed/content.js';
import type { Scenario } from '../state/scenario.js';
import { roundMoney } from '../infra/units.js';
import { pointsLedgerOf, postPoints } from '../domain/points.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, paginate, requireFlag, requireRealMember, type MemberContext } from './http.js';

/** Points per currency unit. */
export const POINTS_RATIO = 100;
const MIN_CONVERT_POINTS = 100;
const DAY_MS = 86_400_000;
const POINTS_UNITS = 'pts';

function stockOf(scenario: Scenario, item: RewardItemRecord): number {
  return Math.max(0, item.availableQuantity - (scenario.rewardsRedeemed.get(item.id) ?? 0));
}

function pointsMember(context: MemberContext): void {
  requireFlag(context, 'POINTMALL3');
  requireRealMember(context);
}

/** The payment password (as withdrawals ask for it), not the login password. */
function checkPassword(context: MemberContext, password: string | undefined): void {
  if (context.member.paymentPassword === null) throw new PlatformError(ERROR.paymentPasswordMissing);
  if (!password || password !== context.member.paymentPassword) throw new PlatformError(ERROR.paymentPasswordInvalid);
}

export const pointsHandlers = defineHandlers({
  pointsBalance: (context) => {
    pointsMember(context);
    const { points } = context.member;
    return ok({ points, amount: roundMoney(points / POINTS_RATIO), pointsRatio: POINTS_RATIO, units: POINTS_UNITS, expires: null });
  },

  pointsConfig: (context) => {
    pointsMember(context);
    return ok({ pointsRatio: POINTS_RATIO, units: POINTS_UNITS, minConvertPoints: MIN_CONVERT_POINTS, redeemRequiresPassword: true, neverExpire: true });
  },

  pointsReward: (context) => {
    pointsMember(context);
    const { scenario, language } = context;
    return ok({ list: context.catalogue.rewardItems.map((item) => ({ ...item, name: item.name[language], availableQuantity: stockOf(scenario, item) })) });
  },

  pointsRedeem: (context) => {
    pointsMember(context);
    const { scenario, member, language } = context;
    const fields = input(
      context,
      z.object({ itemId: field.text(), quantity: z.coerce.number().int().min(1).max(99).default(1), password: z.string().optional(), receivingAddress: field.optionalText() }),
    );
    checkPassword(context, fields.password);
    const item = context.catalogue.rewardItems.find((reward) => reward.id === fields.itemId);
    if (!item) throw new PlatformError(ERROR.paramInvalid, { value: { issues: [{ field: 'itemId', message: 'unknown item' }] } });
    if (item.category === 'PHYSICAL' && !fields.receivingAddress) {
      throw new PlatformError(ERROR.paramInvalid, { value: { issues: [{ field: 'receivingAddress', message: 'required for physical items' }] } });
    }
    if (stockOf(scenario, item) < fields.quantity) throw new PlatformError(ERROR.quantityInsufficient);
    const cost = item.points * fields.quantity;
    if (member.points < cost) throw new PlatformError(ERROR.pointsInsufficient);
    const id = scenario.nextId('redeem');
    postPoints(scenario, member, 'REDEEM', -cost, id);
    scenario.rewardsRedeemed.set(item.id, (scenario.rewardsRedeemed.get(item.id) ?? 0) + fields.quantity);
    const record = {
      id,
      itemId: item.id,
      itemName: item.name[language],
      quantity: fields.quantity,
      points: cost,
      status: 'PROCESS' as const,
      receivingAddress: fields.receivingAddress ?? null,
      createdTime: new Date(context.now).toISOString(),
    };
    member.redeems.unshift(record);
    return ok({ ...record, remainingPoints: member.points });
  },

  pointsRedeemList: (context) => {
    pointsMember(context);
    const fields = input(context, z.object({ pageNo: field.page(1), pageSize: field.page(10, 100), status: field.optionalText() }));
    const records = fields.status ? context.member.redeems.filter((record) => record.status === fields.status?.toUpperCase()) : context.member.redeems;
    const { page, totalPages, totalCount } = paginate(records, fields.pageNo, fields.pageSize);
    // the reward's name in the reader's language (the record keeps the one it was redeemed under)
    const named = page.map((record) => ({ ...record, itemName: context.catalogue.rewardItems.find((item) => item.id === record.itemId)?.name[context.language] ?? record.itemName }));
    return ok({ list: named, pageNum: fields.pageNo, totalPages, totalCount });
  },

  /** Points details (ours: GET /wps/points/details): the ledger of points earned and spent, newest first. */
  pointsDetails: (context) => {
    pointsMember(context);
    const fields = input(context, z.object({ pageNo: field.page(1), pageSize: field.page(20, 100) }));
    const { page, totalPages, totalCount } = paginate(pointsLedgerOf(context.scenario, context.member), fields.pageNo, fields.pageSize);
    return ok({ list: page, pageNum: fields.pageNo, totalPages, totalCount, points: context.member.points });
  },

  /** Points balance over time (ours): the balance after the last movement of each UTC day, oldest first. */
  pointsBalanceHistory: (context) => {
    pointsMember(context);
    const byDay = new Map<number, number>();
    // the ledger is newest first: walking it oldest first, a day's last movement wins
    for (const entry of [...pointsLedgerOf(context.scenario, context.member)].reverse()) {
      const time = Date.parse(entry.createdTime);
      if (Number.isNaN(time)) continue;
      byDay.set(time - (time % DAY_MS) + DAY_MS - 1, entry.balanceAfter);
    }
    return ok({ list: [...byDay].map(([at, balance]) => ({ at, balance })) });
  },

  pointsConvert: (context) => {
    pointsMember(context);
    const { scenario, member } = context;
    const fields = input(context, z.object({ points: z.coerce.number().int().min(MIN_CONVERT_POINTS), password: z.string().optional() }));
    checkPassword(context, fields.password);
    if (member.points < fields.points) throw new PlatformError(ERROR.pointsInsufficient);
    const amount = roundMoney(fields.points / POINTS_RATIO);
    postPoints(scenario, member, 'CONVERT', -fields.points, String(amount));
    scenario.postMovement(member, { type: 'POINTS', amount, wallet: MAIN_WALLET, remark: `${fields.points} ${POINTS_UNITS}`, orderNo: scenario.nextId('PTS') });
    return ok({ points: member.points, amount, sumBalance: scenario.balanceOf(member) });
  },
});
