/** connectPointsRecords without React, and the records chart: statuses distinct, paging, empty, failure and retry. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectPointsRecords, REDEEM_STATUS_TONE } from '../../../machines/points/pointsRecords.connect';
import { pointsRecordsMachine, type PointsRecordsContext, type PointsRecordsPage, type PointsRecordsRequest } from '../../../machines/points/pointsRecords.machine';

const PAGE: PointsRecordsPage = {
  redeems: [
    { id: 'r3', itemId: 'reward-2', itemName: '$10 credit', quantity: 1, points: 1000, status: 'PROCESS', receivingAddress: undefined, createdTime: '2026-11-20T10:00:00Z' },
    { id: 'r2', itemId: 'reward-5', itemName: 'Mug', quantity: 2, points: 4000, status: 'REJECTED', receivingAddress: 'Calle 1', createdTime: '2026-10-20T10:00:00Z' },
    { id: 'r1', itemId: 'reward-1', itemName: '$5 credit', quantity: 1, points: 500, status: 'APPROVED', receivingAddress: undefined, createdTime: '2026-09-20T10:00:00Z' },
  ],
  entries: [{ id: 'p1', type: 'EARN', points: 120, balanceAfter: 12_500, remark: 'BET', createdTime: '2026-11-20T10:00:00Z' }, { id: 'p0', type: 'ODD', points: -5, balanceAfter: 12_380, remark: '', createdTime: undefined }],
  balances: [
    { at: Date.UTC(2026, 10, 20, 23, 59, 59, 999), balance: 12_500 },
    { at: Date.UTC(2026, 10, 18, 23, 59, 59, 999), balance: 12_380 },
  ],
  totalPages: 3,
  totalCount: 25,
};
const base: PointsRecordsContext = { kind: 'redeems', page: 1, records: PAGE, failureKey: null, failureText: null };
const at = (value: 'loading' | 'ready' | 'empty' | 'failure', context: Partial<PointsRecordsContext> = {}) => pointsRecordsMachine.resolveState({ value, context: { ...base, ...context } });

describe('connectPointsRecords', () => {
  it('gives each redeem status its own label key and tone', () => {
    const api = connectPointsRecords(at('ready'), vi.fn());
    expect(api.redeems.map((row) => row.status)).toEqual(['process', 'rejected', 'approved']);
    expect(new Set(api.redeems.map((row) => REDEEM_STATUS_TONE[row.status])).size).toBe(3);
    expect(api.redeems[1]).toMatchObject({ quantity: 2, address: 'Calle 1' });
  });

  it('names the ledger rows by kind, an unknown kind as other', () => {
    const api = connectPointsRecords(at('ready', { kind: 'details' }), vi.fn());
    expect(api.entries.map((row) => row.typeKey)).toEqual(['points:details.types.EARN', 'points:details.types.OTHER']);
    expect(api.entries[0]).toMatchObject({ points: 120, balanceAfter: 12_500 });
  });

  it("draws the details' points balance over time oldest first, and no chart below two days", () => {
    const api = connectPointsRecords(at('ready', { kind: 'details' }), vi.fn());
    expect(api.balanceChart).toEqual([
      { at: Date.UTC(2026, 10, 18, 23, 59, 59, 999), value: 12_380 },
      { at: Date.UTC(2026, 10, 20, 23, 59, 59, 999), value: 12_500 },
    ]);
    expect(connectPointsRecords(at('ready', { kind: 'details', records: { ...PAGE, balances: PAGE.balances.slice(0, 1) } }), vi.fn()).balanceChart).toEqual([]);
    expect(connectPointsRecords(at('loading', { kind: 'details', records: null }), vi.fn()).balanceChart).toEqual([]);
  });

  it('says empty, failure with retry, and pages', () => {
    expect(connectPointsRecords(at('empty'), vi.fn()).status).toBe('empty');
    const send = vi.fn();
    const failed = connectPointsRecords(at('failure', { failureKey: 'errors:timeout' }), send);
    expect(failed).toMatchObject({ status: 'failed', failureKey: 'errors:timeout' });
    failed.retry();
    connectPointsRecords(at('ready'), send).goToPage(2);
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'RETRY' }, { type: 'PAGE', page: 2 }]);
  });
});

describe('the records chart', () => {
  it('asks only pages that exist, and an empty list is empty', async () => {
    const asked: PointsRecordsRequest[] = [];
    const answers: PointsRecordsPage[] = [PAGE, PAGE, { redeems: [], entries: [], balances: [], totalPages: 0, totalCount: 0 }];
    const actor = createActor(pointsRecordsMachine.provide({ actors: { load: fromPromise(async ({ input }: { input: PointsRecordsRequest }) => (asked.push(input), answers.shift() ?? PAGE)) } }), { input: { kind: 'details' } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('ready')).toBe(true));
    actor.send({ type: 'PAGE', page: 4 });
    actor.send({ type: 'PAGE', page: 0 });
    actor.send({ type: 'PAGE', page: 3 });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false));
    actor.send({ type: 'RELOAD' });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('empty')).toBe(true));
    expect(asked).toEqual([{ kind: 'details', page: 1 }, { kind: 'details', page: 3 }, { kind: 'details', page: 3 }]);
  });
});
