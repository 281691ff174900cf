/** connectContractRecords without React: a page of payouts, the whole list's totals and pages, the statuses and the intents. */
import { describe, expect, it, vi } from 'vitest';
import { connectContractRecords } from '../../../machines/contracts/contractRecords.connect';
import { contractRecordsMachine, type ContractRecordsContext } from '../../../machines/contracts/contractRecords.machine';
import { contractPayoutPageSchema } from '../../../src/api';
import { PAYOUTS_EMPTY, PAYOUTS_PAGE_1, PAYOUTS_PAGE_2 } from '../../paths/models/payout-samples';

const PAGE_1 = contractPayoutPageSchema.parse(PAYOUTS_PAGE_1);
const PAGE_2 = contractPayoutPageSchema.parse(PAYOUTS_PAGE_2);
const at = (value: 'loading' | 'ready' | 'failure', context: Partial<ContractRecordsContext> = {}) =>
  contractRecordsMachine.resolveState({ value, context: { kind: 'REALTIME_SALARY', page: 1, records: null, failureKey: null, failureText: null, ...context } });

describe('connectContractRecords', () => {
  it('a page: its rows (the running period first), the totals and the count of the whole list, the pages', () => {
    const api = connectContractRecords(at('ready', { records: { payouts: PAGE_1 } }), vi.fn());
    expect(api).toMatchObject({ status: 'ready', busy: false, page: 1, totalPages: 3, totalCount: 45, failureKey: null, failureText: null });
    expect(api.payouts).toHaveLength(20);
    expect(api.payouts.map((row) => row.status)).toEqual(['PENDING', ...Array.from({ length: 19 }, () => 'SETTLED')]);
    // the platform's totals of the 45 periods, not this page's 20 added up
    expect(api.pendingAmount).toBe(PAYOUTS_PAGE_1.totals.pendingAmount);
    expect(api.settledAmount).toBe(PAYOUTS_PAGE_1.totals.settledAmount);
    const pageSum = PAGE_1.list.filter((row) => row.status === 'SETTLED').reduce((sum, row) => sum + row.amount, 0);
    expect(api.settledAmount).toBeGreaterThan(pageSum);
  });

  it('page 2: older periods only, the same totals', () => {
    const api = connectContractRecords(at('ready', { page: 2, records: { payouts: PAGE_2 } }), vi.fn());
    expect(api).toMatchObject({ page: 2, totalPages: 3, settledAmount: PAYOUTS_PAGE_1.totals.settledAmount, pendingAmount: PAYOUTS_PAGE_1.totals.pendingAmount });
    expect(api.payouts.every((row) => row.status === 'SETTLED')).toBe(true);
    expect(Math.max(...api.payouts.map((row) => row.periodStart))).toBeLessThan(Math.min(...PAGE_1.list.map((row) => row.periodStart)));
  });

  it('keeps the last page on screen while the next one loads, the new page number already shown', () => {
    const api = connectContractRecords(at('loading', { page: 2, records: { payouts: PAGE_1 } }), vi.fn());
    expect(api).toMatchObject({ status: 'loading', busy: true, page: 2, totalPages: 3 });
    expect(api.payouts).toHaveLength(20);
  });

  it('before the first answer: nothing, one page, zero totals', () => {
    expect(connectContractRecords(at('loading'), vi.fn())).toMatchObject({ status: 'loading', busy: true, payouts: [], page: 1, totalPages: 1, totalCount: 0, pendingAmount: 0, settledAmount: 0 });
  });

  it('no payouts yet: ready and empty', () => {
    expect(connectContractRecords(at('ready', { records: { payouts: contractPayoutPageSchema.parse(PAYOUTS_EMPTY) } }), vi.fn())).toMatchObject({ status: 'ready', payouts: [], totalCount: 0, totalPages: 1 });
  });

  it('a failure shows its message (the platform text first); a stale message is not shown once loading again', () => {
    const failed = connectContractRecords(at('failure', { failureKey: 'errors:networkAbnormal', failureText: 'Servicio ocupado' }), vi.fn());
    expect(failed).toMatchObject({ status: 'failed', busy: false, failureKey: 'errors:networkAbnormal', failureText: 'Servicio ocupado' });
    expect(connectContractRecords(at('loading', { failureKey: 'errors:networkAbnormal' }), vi.fn())).toMatchObject({ failureKey: null, failureText: null });
  });

  it('sends the chart its events', () => {
    const send = vi.fn();
    const api = connectContractRecords(at('ready', { records: { payouts: PAGE_1 } }), send);
    api.setPage(2);
    api.reload();
    api.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'PAGE', page: 2 }, { type: 'RELOAD' }, { type: 'RETRY' }]);
  });
});
