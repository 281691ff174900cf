/** connectTransactionHistory without React, and the chart's query rules (URL, range limit, page reset). */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { TransactionRecordPage } from '../../../src/api';
import { connectTransactionHistory } from '../../../machines/records/transactionHistory.connect';
import { queryFromSearch, searchOfQuery, transactionHistoryMachine, type HistoryQuery, type TransactionHistoryContext } from '../../../machines/records/transactionHistory.machine';

const query: HistoryQuery = { type: 'all', from: '2026-11-23', to: '2026-11-23', page: 1 };
const row = { txId: 't1', txTypeName: 'deposit', remark: 'BANK', orderNo: 'DEP1', txTimeInTimestamp: 1, currentAvailBalance: 100, amount: 50 };
const page: TransactionRecordPage = { list: [row], pageNum: 1, totalPages: 3, totalCount: 25, summary: { totalIn: 500, totalOut: 200, net: 300, count: 25 } };
const base: TransactionHistoryContext = { query, result: page, failureKey: null, rangeErrorKey: null };
const at = (value: 'loading' | 'ready' | 'empty' | 'failure', context: Partial<TransactionHistoryContext> = {}) =>
  transactionHistoryMachine.resolveState({ value, context: { ...base, ...context } });

describe('connectTransactionHistory', () => {
  it('shows the rows, the totals and the pages when ready', () => {
    expect(connectTransactionHistory(at('ready'), vi.fn())).toMatchObject({ status: 'ready', busy: false, rows: [row], summary: page.summary, page: 1, totalPages: 3, failureKey: null });
  });

  it('keeps the rows on screen while the next page loads', () => {
    expect(connectTransactionHistory(at('loading'), vi.fn())).toMatchObject({ status: 'loading', busy: true, rows: [row] });
  });

  it('says empty with no rows but the totals (zero)', () => {
    const empty = { ...page, list: [], totalCount: 0, summary: { totalIn: 0, totalOut: 0, net: 0, count: 0 } };
    expect(connectTransactionHistory(at('empty', { result: empty }), vi.fn())).toMatchObject({ status: 'empty', rows: [], summary: { count: 0 } });
  });

  it('shows the failure with a retry, and no stale rows or totals', () => {
    const send = vi.fn();
    const api = connectTransactionHistory(at('failure', { failureKey: 'errors:networkAbnormal' }), send);
    expect(api).toMatchObject({ status: 'failed', failureKey: 'errors:networkAbnormal', rows: [], summary: null });
    api.retry();
    expect(send).toHaveBeenCalledWith({ type: 'RETRY' });
  });

  it('sends the filter intents', () => {
    const send = vi.fn();
    const api = connectTransactionHistory(at('ready'), send);
    api.setType('deposit');
    api.setRange('2026-11-01', '2026-11-20');
    api.setPage(2);
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'SET_TYPE', historyType: 'deposit' },
      { type: 'SET_RANGE', from: '2026-11-01', to: '2026-11-20' },
      { type: 'SET_PAGE', page: 2 },
    ]);
  });
});

describe('the transaction history chart', () => {
  const run = () => {
    const queries: HistoryQuery[] = [];
    const urls: HistoryQuery[] = [];
    const actor = createActor(
      transactionHistoryMachine.provide({
        actors: { loadRecord: fromPromise(async ({ input }: { input: HistoryQuery }) => (queries.push(input), page)) },
        actions: { queryChanged: (_, changed) => void urls.push(changed) },
      }),
      { input: { query } },
    ).start();
    return { actor, queries, urls };
  };
  const settled = (actor: ReturnType<typeof run>['actor']) => vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false));

  it('goes back to page 1 on a new type or range, and hands every query to the URL', async () => {
    const { actor, queries, urls } = run();
    await settled(actor);
    actor.send({ type: 'SET_PAGE', page: 2 });
    await settled(actor);
    actor.send({ type: 'SET_TYPE', historyType: 'withdraw' });
    await settled(actor);
    actor.send({ type: 'SET_RANGE', from: '2026-11-01', to: '2026-11-23' });
    await settled(actor);
    expect(queries.map((sent) => [sent.type, sent.page, sent.from])).toEqual([
      ['all', 1, '2026-11-23'],
      ['all', 2, '2026-11-23'],
      ['withdraw', 1, '2026-11-23'],
      ['withdraw', 1, '2026-11-01'],
    ]);
    expect(urls).toEqual(queries.slice(1));
  });

  it('refuses a range over 30 days without a call, and says so', async () => {
    const { actor, queries } = run();
    await settled(actor);
    actor.send({ type: 'SET_RANGE', from: '2026-10-01', to: '2026-11-23' });
    expect(queries).toHaveLength(1);
    expect(connectTransactionHistory(actor.getSnapshot(), vi.fn()).rangeErrorKey).toBe('ledger:history.rangeTooLong');
    actor.send({ type: 'SET_RANGE', from: '2026-10-25', to: '2026-11-23' });
    await settled(actor);
    expect(queries).toHaveLength(2);
    expect(connectTransactionHistory(actor.getSnapshot(), vi.fn()).rangeErrorKey).toBeNull();
  });
});

describe('the query in the URL', () => {
  const today = new Date(2026, 10, 23);
  it('round-trips and falls back to all types, today, page 1', () => {
    const shared = { type: 'deposit', from: '2026-11-01', to: '2026-11-20', page: 2 } as const;
    expect(queryFromSearch(searchOfQuery(shared), today)).toEqual(shared);
    expect(queryFromSearch('', today)).toEqual({ type: 'all', from: '2026-11-23', to: '2026-11-23', page: 1 });
    expect(queryFromSearch('?type=nope&from=2026-01-01&to=2026-11-20&page=-3', today)).toEqual({ type: 'all', from: '2026-11-23', to: '2026-11-23', page: 1 });
  });
});
