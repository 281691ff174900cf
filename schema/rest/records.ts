/**
 * The member's own records (SPEC.md §2 personalHistoryCopy, personalProfit,
 * bonusDetails). Bets are the scenario's tree's orders (schema/domain/team.ts) of the caller, so the
 * betting record and the agent reports of its uplines read the same bets; bonuses are the
 * caller's ledger movements that are bonuses (schema/state/records.ts BONUS, REBATE, RAFFLE), so the
 * bonus details and the transaction history agree. Every sum is in cents, so a total equals its
 * rows added up.
 *
 * Ranges: `startTime`/`endTime` in ms, the end inclusive; the betting record takes at most 31
 * days, profit and bonuses at most 186 (their buckets: DAY, WEEK from Monday, MONTH). Buckets are
 * the member's local days: `tzOffset` is the browser's Date#getTimezoneOffset (minutes).
 */
import { z } from 'zod';
import type { Catalogue } from '../state/catalogue.js';
import { hashString } from '../infra/prng.js';
import type { Member, TransactionRecord } from '../state/scenario.js';
import type { GameRecord } from '../seed/games.js';
import type { GameType } from '../seed/vendors.js';
import { CONTRACT_GAME_TYPES, DAY_MS, withinLocalDays, type ContractGameType } from '../seed/team.js';
import { teamOf, toMoney, type BetOrder } from '../domain/team.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, paginate, requireRealMember, type MemberContext } from './http.js';

export const BETTING_RANGE_MAX_DAYS = 31;
export const PERIOD_RANGE_MAX_DAYS = 186;
export const RECORD_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type RecordPeriod = (typeof RECORD_PERIODS)[number];
/** What a bonus was (read off the ledger movement: its type, then its remark). */
export const BONUS_TYPES = ['DEPOSIT_BONUS', 'REBATE', 'PROMOTION', 'MISSION', 'RED_ENVELOPE', 'VIP', 'RAFFLE'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

const rangeInput = {
  startTime: z.coerce.number().int(),
  endTime: z.coerce.number().int(),
};
const gameTypeInput = z.string().trim().toUpperCase().pipe(z.enum(CONTRACT_GAME_TYPES)).optional();
const periodInput = z.string().trim().toUpperCase().pipe(z.enum(RECORD_PERIODS)).default('DAY');
const tzOffsetInput = z.coerce.number().int().min(-840).max(840).catch(0);

function rangeOf(fields: { startTime: number; endTime: number }, maxDays: number): { from: number; to: number } {
  const from = fields.startTime;
  const to = fields.endTime + 1;
  if (!withinLocalDays(from, to, maxDays)) throw new PlatformError(ERROR.reportRangeInvalid, { value: { maxDays } });
  return { from, to };
}

// ------------------------------------------------------------------------------------- games of a bet

/** The catalogue's category a contract game type's bets are played in. */
const CATALOGUE_TYPE: Readonly<Record<ContractGameType, GameType>> = { LIVE: 'LIVE', RNG: 'RNG', CONS: 'ESPORTS', SPORTS: 'SPORTS', LOTT: 'LOTT', FISH: 'FISH', ELOTT: 'ELOTT', PVP: 'PVP' };

const playable = new WeakMap<Catalogue, Map<ContractGameType, readonly GameRecord[]>>();

function gamesOf(catalogue: Catalogue, gameType: ContractGameType): readonly GameRecord[] {
  let byType = playable.get(catalogue);
  if (!byType) playable.set(catalogue, (byType = new Map()));
  let games = byType.get(gameType);
  if (!games) {
    const all = catalogue.gamesByType.get(CATALOGUE_TYPE[gameType]) ?? [];
    const gamesOnly = all.filter((game) => game.isGame === 'GAME');
    games = gamesOnly.length > 0 ? gamesOnly : all;
    byType.set(gameType, games);
  }
  return games;
}

/** The game a bet was on: drawn from its order number, so it never changes. */
function gameOf(catalogue: Catalogue, order: BetOrder): { vendor: string; vendorName: string; gameName: string } {
  const games = gamesOf(catalogue, order.gameType);
  const game = games[hashString(order.orderNo) % Math.max(1, games.length)];
  return game ? { vendor: game.vassalage, vendorName: game.vendorName, gameName: game.displayName } : { vendor: 'OTHER', vendorName: 'Other', gameName: order.gameType };
}

/** The vendors the filter offers: every vendor of the game type (or of all of them), by name. */
function vendorsOf(catalogue: Catalogue, gameType: ContractGameType | undefined): { code: string; name: string }[] {
  const byCode = new Map<string, string>();
  for (const type of gameType ? [gameType] : CONTRACT_GAME_TYPES) for (const game of gamesOf(catalogue, type)) byCode.set(game.vassalage, game.vendorName);
  return [...byCode].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export type BetStatus = 'PENDING' | 'WIN' | 'LOSE' | 'TIE';

function statusOf(order: BetOrder, now: number): BetStatus {
  if (order.settleTime > now) return 'PENDING';
  return order.win > order.bet ? 'WIN' : order.win < order.bet ? 'LOSE' : 'TIE';
}

// ------------------------------------------------------------------------------------- betting record

function bettingRecord(context: MemberContext) {
  requireRealMember(context);
  const fields = input(
    context,
    z.object({
      ...rangeInput,
      gameType: gameTypeInput,
      vendor: field.optionalText(),
      timeType: z.string().trim().toUpperCase().pipe(z.enum(['BET', 'SETTLE'])).default('BET'),
      pageNo: field.page(1),
      pageSize: field.page(20, 200),
    }),
  );
  const { from, to } = rangeOf(fields, BETTING_RANGE_MAX_DAYS);
  const team = teamOf(context.scenario);
  const username = context.member.username.toLowerCase();
  const vendor = fields.vendor?.toUpperCase() || undefined;
  const orders = team
    .ordersIn({ from, to, basis: fields.timeType, gameType: fields.gameType }, context.now)
    .filter((order) => order.username.toLowerCase() === username)
    .map((order) => ({ order, game: gameOf(context.catalogue, order) }))
    .filter(({ game }) => !vendor || game.vendor.toUpperCase() === vendor);
  const time = (order: BetOrder) => (fields.timeType === 'SETTLE' ? order.settleTime : order.betTime);
  orders.sort((a, b) => time(b.order) - time(a.order) || b.order.orderNo.localeCompare(a.order.orderNo));
  let bet = 0;
  let validBet = 0;
  let win = 0;
  for (const { order } of orders) {
    bet += order.bet;
    validBet += order.validBet;
    win += order.win;
  }
  const { page, totalPages, totalCount } = paginate(orders, fields.pageNo, fields.pageSize);
  return ok({
    list: page.map(({ order, game }) => ({
      orderNo: order.orderNo,
      // the game's round: one per bet here (the vendors' round ids are opaque strings)
      roundId: `R${String(hashString(`${order.orderNo}:round`) % 100_000_000).padStart(8, '0')}`,
      gameType: order.gameType,
      vendor: game.vendor,
      vendorName: game.vendorName,
      gameName: game.gameName,
      betAmount: toMoney(order.bet),
      validBetAmount: toMoney(order.validBet),
      winAmount: toMoney(order.win),
      profitAndLoss: toMoney(order.win - order.bet),
      betTimeInTimestamp: order.betTime,
      settleTimeInTimestamp: order.settleTime,
      status: statusOf(order, context.now),
    })),
    pageNum: fields.pageNo,
    totalPages,
    totalCount,
    totals: { betAmount: toMoney(bet), validBetAmount: toMoney(validBet), winAmount: toMoney(win), profitAndLoss: toMoney(win - bet), count: orders.length },
    vendors: vendorsOf(context.catalogue, fields.gameType),
  });
}

// ------------------------------------------------------------------------------------- periods

/** The buckets of a range in the member's local time: [start, end) in ms, clipped to the range. */
export function bucketsOf(from: number, to: number, period: RecordPeriod, tzOffset: number): { start: number; end: number }[] {
  const shift = tzOffset * 60_000;
  // local wall time as if it were UTC, and back
  const local = (time: number) => time - shift;
  const utc = (time: number) => time + shift;
  const startOf = (time: number): number => {
    const wall = local(time);
    const day = Math.floor(wall / DAY_MS) * DAY_MS;
    if (period === 'DAY') return utc(day);
    if (period === 'WEEK') {
      const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0
      return utc(day - weekday * DAY_MS);
    }
    const date = new Date(wall);
    return utc(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  };
  const next = (start: number): number => {
    if (period === 'DAY') return start + DAY_MS;
    if (period === 'WEEK') return start + 7 * DAY_MS;
    const date = new Date(local(start));
    return utc(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
  };
  const buckets: { start: number; end: number }[] = [];
  for (let start = startOf(from); start < to; start = next(start)) buckets.push({ start: Math.max(start, from), end: Math.min(next(start), to) });
  return buckets;
}

/** The bucket index of each time (buckets sorted, contiguous). */
function bucketIndex(buckets: readonly { start: number; end: number }[], time: number): number {
  let low = 0;
  let high = buckets.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const bucket = buckets[middle] as { start: number; end: number };
    if (time < bucket.start) high = middle - 1;
    else if (time >= bucket.end) low = middle + 1;
    else return middle;
  }
  return -1;
}

const periodFields = {
  ...rangeInput,
  period: periodInput,
  tzOffset: tzOffsetInput,
};

/** Profit per period: the member's bets by settlement time (a bet counts once it is settled). */
function personalProfit(context: MemberContext) {
  requireRealMember(context);
  const fields = input(context, z.object({ ...periodFields, gameType: gameTypeInput }));
  const { from, to } = rangeOf(fields, PERIOD_RANGE_MAX_DAYS);
  const buckets = bucketsOf(from, to, fields.period, fields.tzOffset);
  const sums = buckets.map(() => ({ orders: 0, bet: 0, validBet: 0, win: 0 }));
  const total = { orders: 0, bet: 0, validBet: 0, win: 0 };
  const username = context.member.username.toLowerCase();
  for (const order of teamOf(context.scenario).ordersIn({ from, to, basis: 'SETTLE', gameType: fields.gameType }, context.now)) {
    if (order.username.toLowerCase() !== username) continue;
    const sum = sums[bucketIndex(buckets, order.settleTime)];
    if (!sum) continue;
    for (const into of [sum, total]) {
      into.orders += 1;
      into.bet += order.bet;
      into.validBet += order.validBet;
      into.win += order.win;
    }
  }
  const figures = (sum: (typeof sums)[number]) => ({ orders: sum.orders, betAmount: toMoney(sum.bet), validBetAmount: toMoney(sum.validBet), winAmount: toMoney(sum.win), profitAndLoss: toMoney(sum.win - sum.bet) });
  return ok({
    period: fields.period,
    list: buckets.map((bucket, index) => ({ periodStart: bucket.start, periodEnd: bucket.end - 1, ...figures(sums[index] as (typeof sums)[number]) })),
    totals: figures(total),
  });
}

/** The bonus type of a ledger movement, or null when it is no bonus. */
export function bonusTypeOf(record: Pick<TransactionRecord, 'type' | 'remark' | 'amount'>): BonusType | null {
  if (record.amount <= 0) return null;
  if (record.type === 'REBATE') return 'REBATE';
  if (record.type === 'RAFFLE') return 'RAFFLE';
  if (record.type !== 'BONUS') return null;
  const remark = record.remark.toLowerCase();
  if (remark.includes('deposit') || remark.includes('welcome')) return 'DEPOSIT_BONUS';
  if (remark.includes('mission')) return 'MISSION';
  if (remark.includes('vip')) return 'VIP';
  if (remark.includes('envelope')) return 'RED_ENVELOPE';
  return 'PROMOTION';
}

const cents = (amount: number) => Math.round(amount * 100);

function bonusDetails(context: MemberContext) {
  requireRealMember(context);
  const fields = input(context, z.object({ ...periodFields, bonusType: z.string().trim().toUpperCase().pipe(z.enum(BONUS_TYPES)).optional() }));
  const { from, to } = rangeOf(fields, PERIOD_RANGE_MAX_DAYS);
  const buckets = bucketsOf(from, to, fields.period, fields.tzOffset);
  const sums = buckets.map(() => ({ count: 0, amount: 0 }));
  const byType = new Map<BonusType, { count: number; amount: number }>();
  const total = { count: 0, amount: 0 };
  const until = Math.min(to, context.now + 1);
  for (const record of bonusesOf(context.member)) {
    const time = Date.parse(record.createdTime);
    if (time < from || time >= until) continue;
    const type = bonusTypeOf(record);
    if (!type || (fields.bonusType && type !== fields.bonusType)) continue;
    const sum = sums[bucketIndex(buckets, time)];
    if (!sum) continue;
    let ofType = byType.get(type);
    if (!ofType) byType.set(type, (ofType = { count: 0, amount: 0 }));
    for (const into of [sum, total, ofType]) {
      into.count += 1;
      into.amount += cents(record.amount);
    }
  }
  return ok({
    period: fields.period,
    list: buckets.map((bucket, index) => {
      const sum = sums[index] as (typeof sums)[number];
      return { periodStart: bucket.start, periodEnd: bucket.end - 1, count: sum.count, amount: toMoney(sum.amount) };
    }),
    byType: BONUS_TYPES.flatMap((type) => {
      const sum = byType.get(type);
      return sum ? [{ bonusType: type, count: sum.count, amount: toMoney(sum.amount) }] : [];
    }),
    totals: { count: total.count, amount: toMoney(total.amount) },
  });
}

function bonusesOf(member: Member): readonly TransactionRecord[] {
  return member.transactions.filter((record) => record.type === 'BONUS' || record.type === 'REBATE' || record.type === 'RAFFLE');
}

export const recordsHandlers = defineHandlers({
  memberBettingRecord: bettingRecord,
  memberProfit: personalProfit,
  memberBonus: bonusDetails,
});
