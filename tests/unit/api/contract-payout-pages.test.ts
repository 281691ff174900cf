/**
 * The payout records' paging as the platform answers it (MCSFE_getContractPayouts with pageNo and
 * pageSize, what the contractRecords chart asks): the running period first, then the paid ones
 * newest first across pages, the same totals (of the whole list) and counts on every page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../../../schema/platform';
import { CONTRACT_RECORDS_PAGE_SIZE } from '../../../machines/contracts/contractRecords.machine';
import { createInProcessHarness } from './in-process';

let platform: Platform;
beforeAll(async () => {
  platform = createPlatform();
  await platform.keys;
});

describe('the payout records, page by page', () => {
  it("pages agent41's real-time salary by 20: the pending period only on page 1, older periods after, the whole list's totals on each page", async () => {
    const harness = createInProcessHarness(platform, 'contract-payout-pages');
    await harness.signIn('agent41');
    // 45 minutes of platform time: 9 more periods paid, more than a page
    await harness.control.advanceClock(45 * 60);
    await harness.control.settleContracts();
    const ask = (pageNo: number) => harness.api.agent.getContractPayouts({ kind: 'REALTIME_SALARY', role: 'MINE', pageNo, pageSize: CONTRACT_RECORDS_PAGE_SIZE });
    const first = await ask(1);
    const second = await ask(2);
    expect(first.totalCount).toBeGreaterThan(CONTRACT_RECORDS_PAGE_SIZE);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / CONTRACT_RECORDS_PAGE_SIZE));
    expect(first.list).toHaveLength(CONTRACT_RECORDS_PAGE_SIZE);
    expect(second.list).toHaveLength(first.totalCount - CONTRACT_RECORDS_PAGE_SIZE);
    // (the running period's amount may grow between the two calls; what is paid does not)
    expect(second).toMatchObject({ pageNum: 2, totalPages: first.totalPages, totalCount: first.totalCount, totals: { settledAmount: first.totals.settledAmount } });
    expect(first.list[0]?.status).toBe('PENDING');
    expect(first.list.slice(1).every((row) => row.status === 'SETTLED')).toBe(true);
    expect(second.list.every((row) => row.status === 'SETTLED')).toBe(true);
    const starts = [...first.list.slice(1), ...second.list].map((row) => row.periodStart);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    // the paid total is every paid period's, not one page's
    const cents = (values: readonly number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);
    expect(cents([first.totals.settledAmount])).toBe(cents([...first.list, ...second.list].filter((row) => row.status === 'SETTLED').map((row) => row.amount)));
    // a page past the last: no rows, the counts still there (the chart then loads the last page)
    expect(await ask(first.totalPages + 1)).toMatchObject({ list: [], totalCount: first.totalCount, totalPages: first.totalPages });
  });
});
