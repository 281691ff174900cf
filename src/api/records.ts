/**
 * The member's own records: the betting record (API.md "Betting record": the team
 * betting row's fields for one member, plus the game, vendor, round and status a detail shows),
 * personal profit per period and bonus details per period and type. Paths in routes.ts
 * (memberBettingRecord, memberProfit, memberBonus); built by the records pages' own wiring from the
 * shared requester, so none of it is on the first route.
 */
import * as z from 'zod/mini';
import type { CallOptions, PlatformRequester } from './request';
import { amount, listOf, map, numberOr, objectOr, text, textOr } from './wire-values';

/** The game types a bet is filed under (API.md "Contracts"; the agent reports' too). */
export const BET_GAME_TYPES = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;
export type BetGameType = (typeof BET_GAME_TYPES)[number];
/** A bet's state: not settled yet, or settled won, lost or even. */
export const BET_STATUSES = ['PENDING', 'WIN', 'LOSE', 'TIE'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
export const RECORD_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type RecordPeriod = (typeof RECORD_PERIODS)[number];
export const BONUS_TYPES = ['DEPOSIT_BONUS', 'REBATE', 'PROMOTION', 'MISSION', 'RED_ENVELOPE', 'VIP', 'RAFFLE'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

const pageFields = { pageNum: numberOr(1), totalPages: map(numberOr(1), (pages) => Math.max(1, pages)), totalCount: amount };

export const betRecordSchema = /* @__PURE__ */ z.object({
  orderNo: text,
  roundId: text,
  gameType: text,
  vendor: text,
  vendorName: text,
  gameName: text,
  betAmount: amount,
  validBetAmount: amount,
  winAmount: amount,
  profitAndLoss: amount,
  betTimeInTimestamp: amount,
  settleTimeInTimestamp: amount,
  status: textOr('PENDING'),
});

export const betRecordPageSchema = /* @__PURE__ */ z.object({
  list: listOf(betRecordSchema),
  ...pageFields,
  totals: objectOr(z.object({ betAmount: amount, validBetAmount: amount, winAmount: amount, profitAndLoss: amount, count: amount })),
  vendors: listOf(z.object({ code: text, name: text })),
});

const profitFigures = { orders: amount, betAmount: amount, validBetAmount: amount, winAmount: amount, profitAndLoss: amount };

export const profitReportSchema = /* @__PURE__ */ z.object({
  period: textOr('DAY'),
  list: listOf(z.object({ periodStart: amount, periodEnd: amount, ...profitFigures })),
  totals: objectOr(z.object(profitFigures)),
});

export const bonusReportSchema = /* @__PURE__ */ z.object({
  period: textOr('DAY'),
  list: listOf(z.object({ periodStart: amount, periodEnd: amount, count: amount, amount })),
  byType: listOf(z.object({ bonusType: text, count: amount, amount })),
  totals: objectOr(z.object({ count: amount, amount })),
});

export type BetRecord = z.output<typeof betRecordSchema>;
export type BetRecordPage = z.output<typeof betRecordPageSchema>;
export type ProfitReport = z.output<typeof profitReportSchema>;
export type ProfitPeriodRow = ProfitReport['list'][number];
export type BonusReport = z.output<typeof bonusReportSchema>;
export type BonusPeriodRow = BonusReport['list'][number];

interface RangeQuery {
  /** ms: the start of the first local day. */
  readonly startTime: number;
  /** ms: the end of the last local day (inclusive). */
  readonly endTime: number;
}

export interface BetRecordQuery extends RangeQuery {
  readonly gameType?: BetGameType;
  readonly vendor?: string;
  readonly timeType?: 'BET' | 'SETTLE';
  readonly pageNo?: number;
  readonly pageSize?: number;
}

export interface PeriodQuery extends RangeQuery {
  readonly period: RecordPeriod;
  /** The browser's Date#getTimezoneOffset: the platform's buckets are the member's local days. */
  readonly tzOffset: number;
}

export interface ProfitQuery extends PeriodQuery {
  readonly gameType?: BetGameType;
}

export interface BonusQuery extends PeriodQuery {
  readonly bonusType?: BonusType;
}

export function createRecordsApi({ request }: PlatformRequester) {
  return {
    /** GET /wps/relay/MCSFE_getBettingRecord: a page of the member's bets with the totals of the whole query. */
    getBettingRecord(query: BetRecordQuery, options: CallOptions = {}) {
      return request('memberBettingRecord', { schema: betRecordPageSchema, query: { ...query }, ...options });
    },
    /** GET /wps/relay/MCSFE_getPersonalProfit: the member's profit per period (by settlement time). */
    getPersonalProfit(query: ProfitQuery, options: CallOptions = {}) {
      return request('memberProfit', { schema: profitReportSchema, query: { ...query }, ...options });
    },
    /** GET /wps/relay/MCSFE_getBonusDetails: the bonuses received per period and per type. */
    getBonusDetails(query: BonusQuery, options: CallOptions = {}) {
      return request('memberBonus', { schema: bonusReportSchema, query: { ...query }, ...options });
    },
  };
}

export type RecordsApi = ReturnType<typeof createRecordsApi>;
