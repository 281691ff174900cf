/** Pages of a contract page's payout records (agent41's real-time salary) the contractRecords chart's path model and unit tests feed (wire-shaped: the envelope's value). */

const FIVE_MINUTES = 5 * 60_000;
const NOW = Date.UTC(2026, 10, 24, 11, 27);
/** The running period's start: every other period ended before it, 5 minutes each. */
const RUNNING = Date.UTC(2026, 10, 24, 11, 25);

/** The payout of the period `index` periods before the running one (0: the running one, pending). */
function payout(index: number) {
  const start = RUNNING - index * FIVE_MINUTES;
  const end = index === 0 ? NOW : start + FIVE_MINUTES;
  const amount = index % 4 === 0 ? 0 : 1 + index / 100;
  return {
    id: `contract-7:${start}`,
    contractId: 'contract-7',
    kind: 'REALTIME_SALARY',
    gameType: 'LIVE',
    upline: 'agent02',
    downline: 'agent41',
    periodStart: start,
    periodEnd: end,
    validBetAmount: amount * 100,
    netLoss: 0,
    activeMembers: 1,
    rateType: 'P',
    rate: 0.3,
    amount,
    status: index === 0 ? 'PENDING' : 'SETTLED',
    ...(index === 0 ? {} : { settledTime: end }),
  };
}

const ALL = Array.from({ length: 45 }, (_, index) => payout(index));
const cents = (values: readonly number[]) => values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;
/** The totals of all 45 periods (the platform's: every page carries the same). */
const TOTALS = {
  pendingAmount: cents(ALL.filter((row) => row.status === 'PENDING').map((row) => row.amount)),
  settledAmount: cents(ALL.filter((row) => row.status === 'SETTLED').map((row) => row.amount)),
  amount: cents(ALL.map((row) => row.amount)),
  validBetAmount: cents(ALL.map((row) => row.validBetAmount)),
  netLoss: 0,
};

/** The first of 3 pages (45 periods): the running period first, then 19 paid ones, newest first. */
export const PAYOUTS_PAGE_1 = { list: ALL.slice(0, 20), pageNum: 1, totalPages: 3, totalCount: 45, totals: TOTALS };

/** The second page: 20 older paid periods, the whole list's totals. */
export const PAYOUTS_PAGE_2 = { list: ALL.slice(20, 40), pageNum: 2, totalPages: 3, totalCount: 45, totals: TOTALS };

/** No contract of the kind paid anything yet. */
export const PAYOUTS_EMPTY = { list: [], pageNum: 1, totalPages: 1, totalCount: 0, totals: { pendingAmount: 0, settledAmount: 0, amount: 0, validBetAmount: 0, netLoss: 0 } };

/** A page past the last (the list shrank while the agent was on it): no rows, but the list has 2 pages. */
export const PAYOUTS_PAST_END = { list: [], pageNum: 3, totalPages: 2, totalCount: 40, totals: TOTALS };
