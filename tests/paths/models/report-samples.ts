/** Answers of the report calls the agentReport chart's path model and unit tests feed (wire-shaped: the envelope's value). */
import { daysAgo, today } from './ledger-samples';

export { daysAgo, today };

const bet = (index: number) => ({
  orderNo: `B${1000 + index}`,
  customerName: `gm0010${index % 3}`,
  directAgentName: 'agent01',
  gameType: index % 2 === 0 ? 'LIVE' : 'RNG',
  betAmount: 10 + index,
  validBetAmount: 9 + index,
  winAmount: index % 2 === 0 ? 0 : 25.5,
  profitAndLoss: index % 2 === 0 ? -(10 + index) : 15.5 - index,
  betTimeInTimestamp: Date.UTC(2026, 10, 20, 10, index),
  settleTimeInTimestamp: Date.UTC(2026, 10, 20, 10, index + 3),
});

const bets = Array.from({ length: 20 }, (_, index) => bet(index));

/** A first page of 20 of 45 bets; the totals are the 45's (the platform's, not this page's). */
export const BETTING_ROWS = {
  list: bets,
  pageNum: 1,
  totalPages: 3,
  totalCount: 45,
  totals: { betAmount: 1234.5, validBetAmount: 1100, winAmount: 900.25, profitAndLoss: -334.25, count: 45 },
};

export const BETTING_EMPTY = { list: [], pageNum: 1, totalPages: 1, totalCount: 0, totals: { betAmount: 0, validBetAmount: 0, winAmount: 0, profitAndLoss: 0, count: 0 } };

/** A page past the last (an old link): no rows, but the query has some. */
export const BETTING_PAST_END = { ...BETTING_EMPTY, pageNum: 5, totalPages: 3, totalCount: 45 };

const figures = { betAmount: 100, validBetAmount: 90, winAmount: 80, profitAndLoss: -20, depositAmount: 50, withdrawAmount: 0 };
export const PROFIT_LOSS_ROWS = {
  list: [
    { customerName: 'gm00100', directAgentName: 'agent01', orders: 2, ...figures },
    { customerName: 'gm00101', directAgentName: 'ga0001', orders: 1, ...figures, profitAndLoss: 30, winAmount: 130, withdrawAmount: 12.5 },
  ],
  pageNum: 1,
  totalPages: 1,
  totalCount: 2,
  totals: { orders: 3, betAmount: 200, validBetAmount: 180, winAmount: 210, profitAndLoss: 10, depositAmount: 100, withdrawAmount: 12.5 },
};

export const INCOME_ROWS = {
  list: [
    { id: 'contract-3:1', contractId: 'contract-3', kind: 'DIVIDEND', gameType: 'LIVE', upline: 'agent02', downline: 'agent41', periodStart: Date.UTC(2026, 10, 16), periodEnd: Date.UTC(2026, 10, 24), validBetAmount: 1000, netLoss: 200, activeMembers: 4, rateType: 'P', rate: 15, amount: 30, status: 'PENDING' },
    { id: 'contract-4:1', contractId: 'contract-4', kind: 'HOURLY_SALARY', gameType: 'SPORTS', upline: 'agent02', downline: 'agent41', periodStart: Date.UTC(2026, 10, 22, 9), periodEnd: Date.UTC(2026, 10, 22, 10), validBetAmount: 500, netLoss: -20, activeMembers: 2, rateType: 'F', rate: 3, amount: 3, status: 'SETTLED', settledTime: Date.UTC(2026, 10, 22, 10), orderNo: 'SAL1' },
  ],
  pageNum: 1,
  totalPages: 1,
  totalCount: 2,
  totals: { settledAmount: 3, pendingAmount: 30, amount: 33, validBetAmount: 1500, netLoss: 180 },
};

export const TRANSACTION_ROWS = {
  list: [
    { orderNo: 'D1', customerName: 'gm00100', directAgentName: 'agent01', txType: 'deposit', amount: 150, txTimeInTimestamp: Date.UTC(2026, 10, 21, 8) },
    { orderNo: 'W1', customerName: 'gm00101', directAgentName: 'ga0001', txType: 'withdraw', amount: 40.5, txTimeInTimestamp: Date.UTC(2026, 10, 21, 9) },
  ],
  pageNum: 1,
  totalPages: 1,
  totalCount: 2,
  totals: { depositAmount: 150, withdrawAmount: 40.5, count: 2 },
};
