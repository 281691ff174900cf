/** connectMemberRecords without React, and the chart's rules: the platform's totals, the chart's points equal the table, a refused range makes no call, the detail dialog. */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { BetRecordPage, BonusReport, ProfitReport } from '../../../src/api';
import { connectMemberRecords } from '../../../machines/records/memberRecords.connect';
import {
  betRecordMachine,
  periodRecordMachine,
  recordQueryFromSearch,
  searchOfRecordQuery,
  type MemberRecordsContext,
  type RecordKind,
  type RecordQuery,
  type RecordRequest,
  type RecordResult,
} from '../../../machines/records/memberRecords.machine';
import { BET_EMPTY, BET_PAST_END, BET_ROWS, BONUS_ROWS, PROFIT_EMPTY, PROFIT_ROWS } from '../../paths/models/records-samples';

const query: RecordQuery = { gameType: '', vendor: '', bonusType: '', basis: 'BET', period: 'DAY', page: 1, from: '2026-11-17', to: '2026-11-23' };
const at = (kind: RecordKind, result: RecordResult | null, value: 'loading' | 'ready' | 'empty' | 'failure' | { ready: 'list' | 'detail' } = 'ready', context: Partial<MemberRecordsContext> = {}) => {
  const full = { kind, query, result, failureKey: null, rangeErrorKey: null, bet: null, ...context };
  return kind === 'betting' ? betRecordMachine.resolveState({ value: value === 'ready' ? { ready: 'list' } : value, context: full }) : periodRecordMachine.resolveState({ value: value as 'loading' | 'ready' | 'empty' | 'failure', context: full });
};

const cents = (values: readonly number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);

/** The chart with a load that answers `answers` in turn and records what it was asked. */
function started(kind: RecordKind, answers: readonly RecordResult[], startQuery: RecordQuery = query) {
  const asked: RecordRequest[] = [];
  const queries: RecordQuery[] = [];
  let index = 0;
  const implementations = {
    actors: {
      loadRecords: fromPromise<RecordResult, RecordRequest>(async ({ input }) => {
        asked.push(input);
        const answer = answers[Math.min(index, answers.length - 1)];
        index += 1;
        if (!answer) throw new Error('no answer');
        return answer;
      }),
    },
    actions: { queryChanged: (_: unknown, changed: RecordQuery) => void queries.push(changed) },
  };
  const logic = kind === 'betting' ? betRecordMachine.provide(implementations) : periodRecordMachine.provide(implementations);
  const actor = createActor(logic, { input: { kind, query: startQuery } }).start();
  const api = () => connectMemberRecords(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, api, asked, queries };
}

const settled = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

describe('connectMemberRecords', () => {
  it('betting record: the page of bets, the totals of the whole query (the platform\'s, not the page\'s), the pages and the vendors', () => {
    const api = connectMemberRecords(at('betting', BET_ROWS as BetRecordPage), vi.fn());
    expect(api).toMatchObject({ status: 'ready', busy: false, totalCount: 45, totalPages: 3, page: 1, maxDays: 31, filters: { gameType: true, vendor: true, basis: true, period: false, bonusType: false } });
    expect(api.bets).toHaveLength(20);
    expect(api.betTotals).toEqual(BET_ROWS.totals);
    // not the page's sum: the whole query's
    expect(cents([api.betTotals?.betAmount ?? 0])).not.toBe(cents(api.bets.map((bet) => bet.betAmount)));
    expect(api.vendors.map((vendor) => vendor.code)).toEqual(['EVO', 'PG']);
    expect(api.openBet).toBeNull();
    expect(api.chart).toBeNull();
  });

  it('personal profit: periods newest first, the platform\'s totals, and the chart\'s points are the same periods oldest first', () => {
    const api = connectMemberRecords(at('profit', PROFIT_ROWS as ProfitReport), vi.fn());
    expect(api.periods.map((row) => row.start)).toEqual(PROFIT_ROWS.list.map((row) => row.periodStart).reverse());
    expect(api.periodFigures).toEqual(['orders', 'betAmount', 'validBetAmount', 'winAmount', 'profitAndLoss']);
    expect(api.periodTotals).toEqual(PROFIT_ROWS.totals);
    expect(api.chart?.figure).toBe('profitAndLoss');
    expect(api.chart?.points).toEqual(PROFIT_ROWS.list.map((row) => ({ at: row.periodStart, value: row.profitAndLoss })));
    expect(cents(api.chart?.points.map((point) => point.value) ?? [])).toBe(cents([api.periodTotals?.profitAndLoss ?? 0]));
  });

  it('bonus details: amounts per period and per type, the chart drawing the amounts', () => {
    const api = connectMemberRecords(at('bonus', BONUS_ROWS as BonusReport), vi.fn());
    expect(api.periodFigures).toEqual(['count', 'amount']);
    expect(api.bonusTypes.map((sum) => sum.bonusType)).toEqual(['DEPOSIT_BONUS', 'REBATE']);
    expect(api.chart?.points.map((point) => point.value)).toEqual([35.5, 10]);
    expect(api.periodTotals).toEqual({ count: 3, amount: 45.5 });
  });

  it('keeps the bets on screen while the next page loads; a failure shows its message and no stale rows; empty shows none', () => {
    expect(connectMemberRecords(at('betting', BET_ROWS as BetRecordPage, 'loading'), vi.fn())).toMatchObject({ status: 'loading', busy: true, bets: BET_ROWS.list });
    expect(connectMemberRecords(at('betting', BET_ROWS as BetRecordPage, 'failure', { failureKey: 'errors:networkAbnormal' }), vi.fn())).toMatchObject({ status: 'failed', bets: [], betTotals: null, failureKey: 'errors:networkAbnormal' });
    expect(connectMemberRecords(at('profit', PROFIT_EMPTY as ProfitReport, 'empty'), vi.fn())).toMatchObject({ status: 'empty', periods: [], periodTotals: null, chart: null });
  });

  it('the detail dialog shows the bet it was opened for', () => {
    const bet = BET_ROWS.list[3];
    const api = connectMemberRecords(at('betting', BET_ROWS as BetRecordPage, { ready: 'detail' }, { bet: bet as BetRecordPage['list'][number] }), vi.fn());
    expect(api.openBet?.orderNo).toBe(bet?.orderNo);
  });

  it('intents send their events', () => {
    const send = vi.fn();
    const api = connectMemberRecords(at('betting', BET_ROWS as BetRecordPage), send);
    api.filter({ vendor: 'EVO' });
    api.setBasis('SETTLE');
    api.setPeriod('WEEK');
    api.setRange('2026-11-01', '2026-11-05');
    api.setPage(2);
    api.showBet('B1');
    api.closeBet();
    api.retry();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['FILTER', 'SET_BASIS', 'SET_PERIOD', 'SET_RANGE', 'SET_PAGE', 'OPEN_BET', 'CLOSE_BET', 'RETRY']);
  });
});

describe('memberRecords chart', () => {
  it('refuses a range longer than the kind takes with a message and no call; the shown range stays', async () => {
    const { actor, api, asked } = started('betting', [BET_ROWS as BetRecordPage]);
    await settled();
    expect(asked).toHaveLength(1);
    api().setRange('2026-10-01', '2026-11-23');
    expect(api().rangeErrorKey).toBe('records:range.tooLong');
    expect(api().query.from).toBe('2026-11-17');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(asked).toHaveLength(1);
    // profit takes half a year
    const profit = started('profit', [PROFIT_ROWS as ProfitReport]);
    await settled();
    profit.api().setRange('2026-06-01', '2026-11-23');
    expect(profit.api().rangeErrorKey).toBeNull();
    expect(profit.asked.at(-1)?.query.from).toBe('2026-06-01');
    profit.api().setRange('2026-01-01', '2026-11-23');
    expect(profit.api().rangeErrorKey).toBe('records:range.tooLong');
    expect(profit.asked).toHaveLength(2);
  });

  it('a new filter goes back to page 1 and clears the vendor of another game type; the URL follows every change', async () => {
    const { api, asked, queries } = started('betting', [BET_ROWS as BetRecordPage]);
    await settled();
    api().setPage(2);
    await settled();
    expect(asked.at(-1)?.query.page).toBe(2);
    api().filter({ vendor: 'evo' });
    await settled();
    expect(asked.at(-1)?.query).toMatchObject({ vendor: 'EVO', page: 1 });
    // a vendor the platform did not offer is no filter: no call
    const calls = asked.length;
    api().filter({ vendor: 'NOPE' });
    await settled();
    expect(asked).toHaveLength(calls);
    api().filter({ gameType: 'RNG' });
    await settled();
    expect(asked.at(-1)?.query).toMatchObject({ gameType: 'RNG', vendor: '', page: 1 });
    expect(queries.map((changed) => changed.page)).toEqual([2, 1, 1]);
  });

  it('a page past the last (an old link) loads the first page; an empty answer is empty', async () => {
    const { api, asked } = started('betting', [BET_PAST_END as BetRecordPage, BET_EMPTY as BetRecordPage], { ...query, page: 9 });
    await settled();
    expect(asked.map((request) => request.query.page)).toEqual([9, 1]);
    expect(api().status).toBe('empty');
  });

  it('opens only a bet on the page shown, and closes it', async () => {
    const { api } = started('betting', [BET_ROWS as BetRecordPage]);
    await settled();
    api().showBet('nope');
    expect(api().openBet).toBeNull();
    api().showBet('BMEMBER01-103');
    expect(api().openBet?.roundId).toBe('R10000003');
    api().closeBet();
    expect(api().openBet).toBeNull();
  });

  it('period changes only where the kind has periods; basis only for bets', async () => {
    const profit = started('profit', [PROFIT_ROWS as ProfitReport]);
    await settled();
    profit.api().setBasis('SETTLE');
    profit.api().setPeriod('MONTH');
    await settled();
    expect(profit.asked.map((request) => request.query.period)).toEqual(['DAY', 'MONTH']);
    expect(profit.asked.at(-1)?.query.basis).toBe('BET');
  });

  it('reads and writes its query in the URL', () => {
    const today = new Date(2026, 10, 23);
    expect(recordQueryFromSearch('betting', '', today)).toMatchObject({ from: '2026-11-17', to: '2026-11-23', basis: 'BET', page: 1 });
    expect(recordQueryFromSearch('betting', '?game=LIVE&vendor=evo&basis=settle&page=3&from=2026-11-01&to=2026-11-10', today)).toMatchObject({ gameType: 'LIVE', vendor: 'EVO', basis: 'SETTLE', page: 3, from: '2026-11-01', to: '2026-11-10' });
    // a range the kind does not take falls back to the default
    expect(recordQueryFromSearch('betting', '?from=2026-01-01&to=2026-11-10', today)).toMatchObject({ from: '2026-11-17' });
    expect(recordQueryFromSearch('bonus', '?type=vip&period=month&from=2026-06-01&to=2026-11-10', today)).toMatchObject({ bonusType: 'VIP', period: 'MONTH', from: '2026-06-01' });
    const search = searchOfRecordQuery('profit', { ...query, gameType: 'FISH', period: 'WEEK' });
    expect(recordQueryFromSearch('profit', search, today)).toMatchObject({ gameType: 'FISH', period: 'WEEK', from: query.from, to: query.to });
  });
});
