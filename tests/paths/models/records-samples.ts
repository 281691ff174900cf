/** Answers of the member records calls the memberRecords chart's path model and unit tests feed (wire-shaped: the envelope's value). */
import { daysAgo, today } from './ledger-samples';

export { daysAgo, today };

const bet = (index: number) => ({
  orderNo: `BMEMBER01-${100 + index}`,
  roundId: `R${String(10_000_000 + index)}`,
  gameType: index % 2 === 0 ? 'LIVE' : 'RNG',
  vendor: index % 2 === 0 ? 'EVO' : 'PG',
  vendorName: index % 2 === 0 ? 'Evolution' : 'PG Soft',
  gameName: index % 2 === 0 ? 'Lightning Roulette' : 'Fortune Tiger',
  betAmount: 10 + index,
  validBetAmount: 9 + index,
  winAmount: index % 2 === 0 ? 0 : 25.5,
  profitAndLoss: index % 2 === 0 ? -(10 + index) : 15.5 - index,
  betTimeInTimestamp: Date.UTC(2026, 10, 20, 10, index),
  settleTimeInTimestamp: Date.UTC(2026, 10, 20, 10, index + 3),
  status: index % 2 === 0 ? 'LOSE' : 'WIN',
});

const bets = Array.from({ length: 20 }, (_, index) => bet(index));
const vendors = [
  { code: 'EVO', name: 'Evolution' },
  { code: 'PG', name: 'PG Soft' },
];

/** A first page of 20 of 45 bets; the totals are the 45's (the platform's, not this page's). */
export const BET_ROWS = {
  list: bets,
  pageNum: 1,
  totalPages: 3,
  totalCount: 45,
  totals: { betAmount: 1234.5, validBetAmount: 1100, winAmount: 900.25, profitAndLoss: -334.25, count: 45 },
  vendors,
};

export const BET_EMPTY = { list: [], pageNum: 1, totalPages: 1, totalCount: 0, totals: { betAmount: 0, validBetAmount: 0, winAmount: 0, profitAndLoss: 0, count: 0 }, vendors };

/** A page past the last (an old link): no rows, but the query has some. */
export const BET_PAST_END = { list: [], pageNum: 9, totalPages: 3, totalCount: 45, totals: BET_ROWS.totals, vendors };

const DAY = 86_400_000;
const start = Date.UTC(2026, 10, 17);

/** Three days of profit, the totals the platform's (equal to the rows added up). */
export const PROFIT_ROWS = {
  period: 'DAY',
  list: [
    { periodStart: start, periodEnd: start + DAY - 1, orders: 2, betAmount: 50, validBetAmount: 45, winAmount: 80, profitAndLoss: 30 },
    { periodStart: start + DAY, periodEnd: start + 2 * DAY - 1, orders: 0, betAmount: 0, validBetAmount: 0, winAmount: 0, profitAndLoss: 0 },
    { periodStart: start + 2 * DAY, periodEnd: start + 3 * DAY - 1, orders: 1, betAmount: 20, validBetAmount: 18, winAmount: 0, profitAndLoss: -20 },
  ],
  totals: { orders: 3, betAmount: 70, validBetAmount: 63, winAmount: 80, profitAndLoss: 10 },
};

/** A range without a settled bet: periods, all zero. */
export const PROFIT_EMPTY = {
  period: 'DAY',
  list: [{ periodStart: start, periodEnd: start + DAY - 1, orders: 0, betAmount: 0, validBetAmount: 0, winAmount: 0, profitAndLoss: 0 }],
  totals: { orders: 0, betAmount: 0, validBetAmount: 0, winAmount: 0, profitAndLoss: 0 },
};

export const BONUS_ROWS = {
  period: 'WEEK',
  list: [
    { periodStart: start, periodEnd: start + 7 * DAY - 1, count: 2, amount: 35.5 },
    { periodStart: start + 7 * DAY, periodEnd: start + 14 * DAY - 1, count: 1, amount: 10 },
  ],
  byType: [
    { bonusType: 'DEPOSIT_BONUS', count: 1, amount: 25.5 },
    { bonusType: 'REBATE', count: 2, amount: 20 },
  ],
  totals: { count: 3, amount: 45.5 },
};
