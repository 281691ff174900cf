/**
 * The member's own records on the embedded platform: member01 has months of bets, and they are the
 * same bets its upline's team betting report shows; totals equal their rows (across pages, across
 * periods, across bonus types); profit per period is the settled bets; bonuses are the ledger's
 * bonus movements; ranges are bounded; the same seed gives the same record.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bucketsOf } from '../../../schema/rest/records';
import { callRoute, createTestPlatform, freshScenario, tokenFor, type TestPlatform } from './support';

const DAY_MS = 86_400_000;
/** The test platform's clock starts at 2025-06-01T12:00Z (support.ts). */
const NOW = Date.parse('2025-06-01T12:00:00Z');
const TODAY = Date.parse('2025-06-01T00:00:00Z');
const cents = (values: readonly number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);

interface Bet {
  orderNo: string;
  roundId: string;
  gameType: string;
  vendor: string;
  gameName: string;
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  profitAndLoss: number;
  betTimeInTimestamp: number;
  settleTimeInTimestamp: number;
  status: string;
}
interface Totals {
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  profitAndLoss: number;
  count: number;
}
interface BetPage {
  list: Bet[];
  totalPages: number;
  totalCount: number;
  totals: Totals;
  vendors: { code: string; name: string }[];
}

let env: TestPlatform;
beforeAll(() => {
  env = createTestPlatform();
});

async function as(username: string, password: string, scenario: string) {
  const token = await tokenFor(env.platform, username, password, { scenario });
  return async <Value>(route: 'memberBettingRecord' | 'memberProfit' | 'memberBonus' | 'teamBetting' | 'transactionRecord', query: Record<string, string | number>) => {
    const answer = await callRoute<Value>(env.platform, route, { scenario, token, query });
    return answer.body;
  };
}

/** Every page of a betting query. */
async function allBets(call: Awaited<ReturnType<typeof as>>, query: Record<string, string | number>) {
  const rows: Bet[] = [];
  let page: BetPage | null = null;
  for (let pageNo = 1; pageNo <= (page?.totalPages ?? 1); pageNo += 1) {
    page = (await call<BetPage>('memberBettingRecord', { ...query, pageNo, pageSize: 50 })).value as BetPage;
    rows.push(...page.list);
  }
  return { rows, page: page as BetPage };
}

describe('the betting record', () => {
  it('has months of member01 bets, and they are the bets agent02 sees for member01 in its team betting report', async () => {
    const scenario = freshScenario('records-consistent');
    const member = await as('member01', 'Member2024', scenario);
    const agent = await as('agent02', 'Agent2024', scenario);
    for (const days of [0, 30, 60, 90]) {
      const range = { startTime: TODAY - (days + 30) * DAY_MS, endTime: TODAY - days * DAY_MS - 1 };
      const own = await allBets(member, range);
      expect(own.rows.length, `bets ${days}–${days + 30} days ago`).toBeGreaterThan(20);
      const team = (await agent<{ list: { orderNo: string; betAmount: number; winAmount: number }[]; totalCount: number; totals: Totals }>('teamBetting', { ...range, member: 'member01', pageSize: 200 })).value as { list: { orderNo: string }[]; totalCount: number; totals: Totals };
      expect(team.totalCount).toBe(own.page.totalCount);
      expect(team.totals).toEqual(own.page.totals);
      expect(new Set(team.list.map((row) => row.orderNo))).toEqual(new Set(own.rows.slice(0, 200).map((row) => row.orderNo)));
    }
  });

  it('totals the whole query (every page), each bet with its game, vendor, round and status', async () => {
    const member = await as('member01', 'Member2024', freshScenario('records-totals'));
    const { rows, page } = await allBets(member, { startTime: TODAY - 30 * DAY_MS, endTime: NOW });
    expect(page.totalPages).toBeGreaterThan(1);
    expect(rows).toHaveLength(page.totalCount);
    expect(page.totals.count).toBe(rows.length);
    for (const key of ['betAmount', 'validBetAmount', 'winAmount', 'profitAndLoss'] as const) expect(cents([page.totals[key]]), key).toBe(cents(rows.map((row) => row[key])));
    expect(rows.every((row) => row.gameName && row.vendor && /^R\d{8}$/.test(row.roundId))).toBe(true);
    for (const row of rows) {
      const expected = row.settleTimeInTimestamp > NOW ? 'PENDING' : row.winAmount > row.betAmount ? 'WIN' : row.winAmount < row.betAmount ? 'LOSE' : 'TIE';
      expect(row.status).toBe(expected);
    }
    // newest first
    expect(rows.map((row) => row.betTimeInTimestamp)).toEqual([...rows.map((row) => row.betTimeInTimestamp)].sort((a, b) => b - a));
  });

  it('filters by game type and vendor (the vendors offered are the game type\'s), and by settlement time', async () => {
    const member = await as('member01', 'Member2024', freshScenario('records-filters'));
    const range = { startTime: TODAY - 30 * DAY_MS, endTime: NOW };
    const live = await allBets(member, { ...range, gameType: 'LIVE' });
    expect(live.rows.length).toBeGreaterThan(0);
    expect(live.rows.every((row) => row.gameType === 'LIVE')).toBe(true);
    const vendor = live.rows[0]?.vendor ?? '';
    expect(live.page.vendors.map((entry) => entry.code)).toContain(vendor);
    const ofVendor = await allBets(member, { ...range, gameType: 'LIVE', vendor });
    expect(ofVendor.rows.length).toBe(live.rows.filter((row) => row.vendor === vendor).length);
    const bySettle = await allBets(member, { ...range, timeType: 'SETTLE' });
    expect(bySettle.rows.every((row) => row.settleTimeInTimestamp >= range.startTime && row.settleTimeInTimestamp <= NOW)).toBe(true);
  });

  it('refuses a range longer than 31 days, or upside down', async () => {
    const member = await as('member01', 'Member2024', freshScenario('records-range'));
    expect((await member('memberBettingRecord', { startTime: TODAY - 40 * DAY_MS, endTime: NOW })).errorCode).toBe('report.range.invalid');
    expect((await member('memberBettingRecord', { startTime: NOW, endTime: TODAY })).errorCode).toBe('report.range.invalid');
    expect((await member('memberProfit', { startTime: TODAY - 200 * DAY_MS, endTime: NOW })).errorCode).toBe('report.range.invalid');
  });
});

describe('personal profit and bonus details', () => {
  it('profit per period adds up to its totals, and is the settled bets of the betting record', async () => {
    const member = await as('member01', 'Member2024', freshScenario('records-profit'));
    const range = { startTime: TODAY - 29 * DAY_MS, endTime: TODAY + DAY_MS - 1 };
    for (const period of ['DAY', 'WEEK', 'MONTH']) {
      const report = (await member<{ list: { periodStart: number; orders: number; profitAndLoss: number; betAmount: number }[]; totals: { orders: number; profitAndLoss: number; betAmount: number } }>('memberProfit', { ...range, period })).value as {
        list: { periodStart: number; orders: number; profitAndLoss: number; betAmount: number }[];
        totals: { orders: number; profitAndLoss: number; betAmount: number };
      };
      expect(report.list.length, period).toBe(period === 'DAY' ? 30 : period === 'WEEK' ? 5 : 2);
      expect(cents([report.totals.profitAndLoss])).toBe(cents(report.list.map((row) => row.profitAndLoss)));
      expect(report.totals.orders).toBe(report.list.reduce((sum, row) => sum + row.orders, 0));
      const settled = await allBets(member, { ...range, endTime: NOW, timeType: 'SETTLE' });
      expect(report.totals.orders).toBe(settled.page.totalCount);
      expect(report.totals.profitAndLoss).toBe(settled.page.totals.profitAndLoss);
    }
  });

  it('bonuses are the ledger\'s bonus movements, per period and per type, each adding up to the totals', async () => {
    const member = await as('member01', 'Member2024', freshScenario('records-bonus'));
    const range = { startTime: TODAY - 119 * DAY_MS, endTime: TODAY + DAY_MS - 1 };
    const report = (await member('memberBonus', { ...range, period: 'MONTH' })).value as { list: { amount: number; count: number }[]; byType: { bonusType: string; amount: number; count: number }[]; totals: { amount: number; count: number } };
    expect(report.totals.count).toBeGreaterThan(10);
    expect(cents([report.totals.amount])).toBe(cents(report.list.map((row) => row.amount)));
    expect(cents([report.totals.amount])).toBe(cents(report.byType.map((row) => row.amount)));
    expect(report.byType.map((row) => row.bonusType)).toEqual(expect.arrayContaining(['REBATE']));
    // the same movements the transaction history files as promotions and betting rebates (30 days a query)
    let ledger = 0;
    for (let start = range.startTime; start < range.endTime; start += 30 * DAY_MS) {
      const endTime = Math.min(start + 30 * DAY_MS - 1, range.endTime);
      for (let page = 1; ; page += 1) {
        const answer = (await member('transactionRecord', { startTime: start, endTime, page, size: 100, codeTypes: 'dividend,betting_rebate' })).value as { list: { amount: number }[]; totalPages: number };
        ledger += cents(answer.list.filter((row) => row.amount > 0).map((row) => row.amount));
        if (page >= answer.totalPages) break;
      }
    }
    expect(cents([report.totals.amount])).toBe(ledger);
    const rebates = (await member('memberBonus', { ...range, period: 'MONTH', bonusType: 'REBATE' })).value as { byType: { bonusType: string }[]; totals: { amount: number } };
    expect(rebates.byType.map((row) => row.bonusType)).toEqual(['REBATE']);
    expect(rebates.totals.amount).toBe(report.byType.find((row) => row.bonusType === 'REBATE')?.amount);
  });

  it('buckets are the member\'s local days, weeks from Monday and months, clipped to the range', () => {
    // Mexico City (UTC-6, getTimezoneOffset 360): a local day starts at 06:00 UTC
    const from = Date.parse('2025-05-14T06:00:00Z');
    const to = Date.parse('2025-06-02T06:00:00Z');
    const days = bucketsOf(from, to, 'DAY', 360);
    expect(days).toHaveLength(19);
    expect(days[0]).toEqual({ start: from, end: from + DAY_MS });
    const weeks = bucketsOf(from, to, 'WEEK', 360);
    // Wed 14 May (clipped), then Mondays 19 May, 26 May; Mon 2 Jun is the end
    expect(weeks.map((bucket) => new Date(bucket.start).toISOString())).toEqual(['2025-05-14T06:00:00.000Z', '2025-05-19T06:00:00.000Z', '2025-05-26T06:00:00.000Z']);
    const months = bucketsOf(from, to, 'MONTH', 360);
    expect(months.map((bucket) => new Date(bucket.start).toISOString())).toEqual(['2025-05-14T06:00:00.000Z', '2025-06-01T06:00:00.000Z']);
  });
});
