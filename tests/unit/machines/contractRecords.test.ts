/** The contractRecords chart: a contract page's payout records, 20 a page; the page it asks, a refresh on the page shown, a page past the last, failure and retry. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { contractPayoutPageSchema, type ContractPayoutPage } from '../../../src/api';
import { contractRecordsMachine, type ContractRecordsRequest } from '../../../machines/contracts/contractRecords.machine';
import { PAYOUTS_EMPTY, PAYOUTS_PAGE_1, PAYOUTS_PAGE_2, PAYOUTS_PAST_END } from '../../paths/models/payout-samples';

const PAGE_1 = contractPayoutPageSchema.parse(PAYOUTS_PAGE_1);
const PAGE_2 = contractPayoutPageSchema.parse(PAYOUTS_PAGE_2);
const PAST_END = contractPayoutPageSchema.parse(PAYOUTS_PAST_END);
const EMPTY = contractPayoutPageSchema.parse(PAYOUTS_EMPTY);

const FAIL = 'fail' as const;

/** The chart with a load that gives `answers` in turn (FAIL: the call fails), then each page as the platform would. */
function run(answers: (ContractPayoutPage | typeof FAIL)[] = []) {
  const asked: ContractRecordsRequest[] = [];
  const actor = createActor(
    contractRecordsMachine.provide({
      actors: {
        load: fromPromise(async ({ input }: { input: ContractRecordsRequest }) => {
          asked.push(input);
          const answer = answers.shift() ?? (input.page === 1 ? PAGE_1 : PAGE_2);
          if (answer === FAIL) throw { messageKey: 'errors:networkAbnormal' };
          return { payouts: answer };
        }),
      },
    }),
    { input: { kind: 'REALTIME_SALARY' } },
  ).start();
  const settled = () => vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false));
  const pages = () => asked.map((request) => request.page);
  return { actor, asked, settled, pages };
}

describe('the contractRecords chart', () => {
  it('asks the first page of the kind, then the page picked', async () => {
    const { actor, asked, settled } = run();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, records: { payouts: PAGE_1 } });
    actor.send({ type: 'PAGE', page: 2 });
    // the new page is the chart's at once (the pages show it), the old rows stay until the answer
    expect(actor.getSnapshot().context).toMatchObject({ page: 2, records: { payouts: PAGE_1 } });
    await settled();
    expect(asked).toEqual([
      { kind: 'REALTIME_SALARY', page: 1 },
      { kind: 'REALTIME_SALARY', page: 2 },
    ]);
    expect(actor.getSnapshot().context.records?.payouts).toEqual(PAGE_2);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('asks only a page that exists: not the one shown, not past the last, not 0, not a fraction', async () => {
    const { actor, asked, settled } = run();
    await settled();
    for (const page of [1, 4, 0, -1, 1.5, Number.NaN]) actor.send({ type: 'PAGE', page });
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(asked).toHaveLength(1);
    actor.send({ type: 'PAGE', page: 3 });
    await settled();
    expect(asked.at(-1)).toEqual({ kind: 'REALTIME_SALARY', page: 3 });
  });

  it('takes no page while one loads or after a failure (the page buttons wait for the answer)', async () => {
    const { actor, pages, settled } = run([FAIL]);
    actor.send({ type: 'PAGE', page: 2 });
    await settled();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'PAGE', page: 2 });
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(pages()).toEqual([1]);
  });

  it('a refresh asks the page the agent is on again (a pending period may have been paid meanwhile)', async () => {
    const { actor, pages, settled } = run();
    await settled();
    actor.send({ type: 'PAGE', page: 2 });
    await settled();
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled();
    expect(pages()).toEqual([1, 2, 2]);
    expect(actor.getSnapshot().context).toMatchObject({ page: 2, records: { payouts: PAGE_2 } });
  });

  it('a page past the last (the list shrank meanwhile) loads the last page instead', async () => {
    const { actor, pages, settled } = run([PAGE_1, PAGE_2, PAST_END]);
    await settled();
    actor.send({ type: 'PAGE', page: 3 });
    await settled();
    // the list is down to 2 pages when the agent refreshes page 3
    actor.send({ type: 'RELOAD' });
    await settled();
    expect(pages()).toEqual([1, 3, 3, 2]);
    expect(actor.getSnapshot().context.page).toBe(2);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('no payouts yet: ready with no rows on page 1, no second call', async () => {
    const { actor, pages, settled } = run([EMPTY]);
    await settled();
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.records?.payouts.list).toEqual([]);
    expect(pages()).toEqual([1]);
  });

  it('a failure shows its message and keeps the last page shown; retry asks the same page again and clears it', async () => {
    const { actor, pages, settled } = run([PAGE_1, FAIL, FAIL]);
    await settled();
    actor.send({ type: 'PAGE', page: 2 });
    await settled();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ page: 2, failureKey: 'errors:networkAbnormal', records: { payouts: PAGE_1 } });
    // RELOAD is the ready view's; a failure takes a retry
    actor.send({ type: 'RELOAD' });
    expect(pages()).toEqual([1, 2]);
    actor.send({ type: 'RETRY' });
    await settled();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'RETRY' });
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ page: 2, failureKey: null, failureText: null, records: { payouts: PAGE_2 } });
    expect(pages()).toEqual([1, 2, 2, 2]);
  });

  it('the first load failing: nothing shown but the message, retried on page 1', async () => {
    const { actor, pages, settled } = run([FAIL]);
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, records: null, failureKey: 'errors:networkAbnormal' });
    actor.send({ type: 'RETRY' });
    await settled();
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(pages()).toEqual([1, 1]);
  });
});
