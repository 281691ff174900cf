/** connectAgentReport without React: each kind's columns, rows as cells, the platform's totals, the statuses and the intents. */
import { describe, expect, it, vi } from 'vitest';
import { connectAgentReport } from '../../../machines/team/agentReport.connect';
import { agentReportMachine, type AgentReportContext, type ReportPage, type ReportQuery } from '../../../machines/team/agentReport.machine';
import type { ReportKind } from '../../../machines/team/agentReport.pages';
import { BETTING_ROWS, INCOME_ROWS, PROFIT_LOSS_ROWS, TRANSACTION_ROWS } from '../../paths/models/report-samples';

const query: ReportQuery = { member: '', gameType: '', txType: '', basis: 'BET', page: 1, from: '2026-11-17', to: '2026-11-23' };
const at = (kind: ReportKind, result: ReportPage | null, value: 'loading' | 'ready' | 'empty' | 'failure' = 'ready', context: Partial<AgentReportContext> = {}) =>
  agentReportMachine.resolveState({ value, context: { kind, query, result, failureKey: null, rangeErrorKey: null, memberRefused: false, export: null, ...context } });

describe('connectAgentReport', () => {
  it('team betting: each bet as cells, both times, the totals of the whole query (not the page), the pages', () => {
    const api = connectAgentReport(at('betting', BETTING_ROWS), vi.fn());
    expect(api).toMatchObject({ status: 'ready', busy: false, totalCount: 45, totalPages: 3, page: 1, filters: { member: true, gameType: true, txType: false, basis: true } });
    expect(api.columns.map((column) => column.key)).toEqual(['orderNo', 'member', 'directAgent', 'gameType', 'betAmount', 'validBetAmount', 'winAmount', 'profitAndLoss', 'betTime', 'settleTime']);
    expect(api.rows[0]).toEqual({
      id: 'B1000',
      cells: { orderNo: 'B1000', member: 'gm00100', directAgent: 'agent01', gameType: 'LIVE', betAmount: 10, validBetAmount: 9, winAmount: 0, profitAndLoss: -10, betTime: BETTING_ROWS.list[0]?.betTimeInTimestamp, settleTime: BETTING_ROWS.list[0]?.settleTimeInTimestamp },
    });
    expect(api.totals).toEqual({ betAmount: 1234.5, validBetAmount: 1100, winAmount: 900.25, profitAndLoss: -334.25 });
    expect(api.incomeSplit).toBeNull();
  });

  it('user P&L: a row per member with its bets, deposits and withdrawals', () => {
    const api = connectAgentReport(at('profitLoss', PROFIT_LOSS_ROWS), vi.fn());
    expect(api.rows.map((row) => row.cells.member)).toEqual(['gm00100', 'gm00101']);
    expect(api.totals).toEqual({ orders: 3, betAmount: 200, validBetAmount: 180, winAmount: 210, profitAndLoss: 10, depositAmount: 100, withdrawAmount: 12.5 });
  });

  it('my income: each payout period with its contract, the rate as written, and the paid / running split', () => {
    const api = connectAgentReport(at('income', INCOME_ROWS), vi.fn());
    expect(api.filters).toEqual({ member: false, gameType: true, txType: false, basis: false });
    expect(api.rows.map((row) => [row.cells.contractKind, row.cells.paidBy, row.cells.rate, row.cells.amount, row.cells.status])).toEqual([
      ['DIVIDEND', 'agent02', '15 %', 30, 'PENDING'],
      ['HOURLY_SALARY', 'agent02', '3', 3, 'SETTLED'],
    ]);
    expect(api.totals).toEqual({ validBetAmount: 1500, netLoss: 180, amount: 33 });
    expect(api.incomeSplit).toEqual({ settled: 3, pending: 30 });
  });

  it('downline transactions: a deposit in the deposits column, a withdrawal in the withdrawals column', () => {
    const api = connectAgentReport(at('transactions', TRANSACTION_ROWS), vi.fn());
    expect(api.rows.map((row) => [row.cells.txType, row.cells.depositAmount, row.cells.withdrawAmount])).toEqual([
      ['deposit', 150, null],
      ['withdraw', null, 40.5],
    ]);
    expect(api.totals).toEqual({ depositAmount: 150, withdrawAmount: 40.5 });
  });

  it('keeps the rows on screen while the next page loads; a failure shows its message and no stale rows; empty shows none', () => {
    expect(connectAgentReport(at('betting', BETTING_ROWS, 'loading'), vi.fn())).toMatchObject({ status: 'loading', busy: true, totalCount: 45 });
    expect(connectAgentReport(at('betting', BETTING_ROWS, 'loading'), vi.fn()).rows).toHaveLength(20);
    expect(connectAgentReport(at('betting', BETTING_ROWS, 'failure', { failureKey: 'errors:networkAbnormal' }), vi.fn())).toMatchObject({ status: 'failed', rows: [], totals: null, totalCount: 0, failureKey: 'errors:networkAbnormal' });
    expect(connectAgentReport(at('betting', null, 'loading'), vi.fn())).toMatchObject({ rows: [], totals: null });
    expect(connectAgentReport(at('income', { ...INCOME_ROWS, list: [] }, 'empty'), vi.fn())).toMatchObject({ status: 'empty', rows: [], totals: null });
  });

  it('says when the member asked for is not in the team', () => {
    const api = connectAgentReport(at('betting', null, 'empty', { query: { ...query, member: 'zz-nobody' }, memberRefused: true }), vi.fn());
    expect(api).toMatchObject({ status: 'empty', memberNotInTeam: true, failureKey: null, rows: [] });
    expect(connectAgentReport(at('betting', BETTING_ROWS, 'ready'), vi.fn()).memberNotInTeam).toBe(false);
  });

  it('shows a refused range until the next accepted one', () => {
    expect(connectAgentReport(at('betting', BETTING_ROWS, 'ready', { rangeErrorKey: 'reports:range.tooLong' }), vi.fn()).rangeErrorKey).toBe('reports:range.tooLong');
  });

  it('sends the chart its events', () => {
    const send = vi.fn();
    const api = connectAgentReport(at('betting', BETTING_ROWS), send);
    api.filter({ member: 'gm00100' });
    api.setBasis('SETTLE');
    api.setRange('2026-11-01', '2026-11-23');
    api.setPage(2);
    api.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'FILTER', filters: { member: 'gm00100' } },
      { type: 'SET_BASIS', basis: 'SETTLE' },
      { type: 'SET_RANGE', from: '2026-11-01', to: '2026-11-23' },
      { type: 'SET_PAGE', page: 2 },
      { type: 'RETRY' },
    ]);
  });
});
