/** The agentReport chart: its query (filters per kind, page resets, the 31-day limit with no call, bet/settle time), the URL, retry. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { agentReportMachine, reportQueryFromSearch, reportRangeProblem, searchOfReportQuery, type ReportPage, type ReportQuery, type ReportRequest } from '../../../machines/team/agentReport.machine';
import type { ReportKind } from '../../../machines/team/agentReport.pages';
import { BETTING_EMPTY, BETTING_PAST_END, BETTING_ROWS, TRANSACTION_ROWS } from '../../paths/models/report-samples';

const query: ReportQuery = { member: '', gameType: '', txType: '', basis: 'BET', page: 1, from: '2026-11-17', to: '2026-11-23' };

describe('the report query in the URL', () => {
  it('reads back what it writes, and falls back to the last 7 days, bet time, page 1', () => {
    const filtered: ReportQuery = { member: 'gm00100', gameType: 'LIVE', txType: '', basis: 'SETTLE', page: 3, from: '2026-11-01', to: '2026-11-23' };
    expect(searchOfReportQuery(filtered)).toBe('?member=gm00100&game=LIVE&basis=settle&page=3&from=2026-11-01&to=2026-11-23');
    expect(reportQueryFromSearch('betting', searchOfReportQuery(filtered), new Date(2026, 10, 23))).toEqual(filtered);
    // a range over 31 days, an unknown game type, a bad page: the defaults
    expect(reportQueryFromSearch('betting', '?game=POKER&page=-2&from=2026-01-01&to=2026-11-23', new Date(2026, 10, 23))).toEqual(query);
  });

  it('keeps only the filters the kind has', () => {
    const search = '?member=gm00100&game=LIVE&tx=withdraw&basis=settle&from=2026-11-17&to=2026-11-23';
    expect(reportQueryFromSearch('transactions', search, new Date(2026, 10, 23))).toEqual({ ...query, member: 'gm00100', txType: 'withdraw' });
    expect(reportQueryFromSearch('income', search, new Date(2026, 10, 23))).toEqual({ ...query, gameType: 'LIVE' });
    expect(reportQueryFromSearch('profitLoss', search, new Date(2026, 10, 23))).toEqual({ ...query, member: 'gm00100', gameType: 'LIVE', basis: 'SETTLE' });
  });

  it('takes 1 to 31 days, from before to', () => {
    expect(reportRangeProblem('2026-11-01', '2026-12-01')).toBeNull();
    expect(reportRangeProblem('2026-11-01', '2026-12-02')).toBe('reports:range.tooLong');
    expect(reportRangeProblem('2026-11-23', '2026-11-22')).toBe('reports:range.invalid');
    expect(reportRangeProblem('2026-02-30', '2026-03-02')).toBe('reports:range.invalid');
  });
});

describe('the agentReport chart', () => {
  function run(kind: ReportKind, answers: ReportPage[], fail = 0) {
    const asked: ReportRequest[] = [];
    const kept: ReportQuery[] = [];
    let failures = fail;
    const actor = createActor(
      agentReportMachine.provide({
        actors: {
          loadReport: fromPromise(async ({ input }: { input: ReportRequest }) => {
            asked.push(input);
            if (failures > 0) {
              failures -= 1;
              throw { messageKey: 'errors:networkAbnormal' };
            }
            return answers.shift() ?? BETTING_ROWS;
          }),
        },
        actions: { queryChanged: (_, changed) => kept.push(changed) },
      }),
      { input: { kind, query } },
    ).start();
    return { actor, asked, kept };
  }
  const settled = (actor: ReturnType<typeof run>['actor']) => vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false));

  it('goes back to page 1 on a new member, game type, time basis or range, and keeps each query in the URL', async () => {
    const { actor, asked, kept } = run('betting', []);
    await settled(actor);
    actor.send({ type: 'SET_PAGE', page: 2 });
    await settled(actor);
    actor.send({ type: 'FILTER', filters: { member: '  gm00100 ' } });
    await settled(actor);
    actor.send({ type: 'SET_PAGE', page: 3 });
    await settled(actor);
    actor.send({ type: 'FILTER', filters: { gameType: 'LIVE' } });
    await settled(actor);
    actor.send({ type: 'SET_BASIS', basis: 'SETTLE' });
    await settled(actor);
    actor.send({ type: 'SET_RANGE', from: '2026-11-01', to: '2026-11-23' });
    await settled(actor);
    expect(asked.map(({ kind, query: { page, member, gameType, basis, from } }) => ({ kind, page, member, gameType, basis, from }))).toEqual([
      { kind: 'betting', page: 1, member: '', gameType: '', basis: 'BET', from: '2026-11-17' },
      { kind: 'betting', page: 2, member: '', gameType: '', basis: 'BET', from: '2026-11-17' },
      { kind: 'betting', page: 1, member: 'gm00100', gameType: '', basis: 'BET', from: '2026-11-17' },
      { kind: 'betting', page: 3, member: 'gm00100', gameType: '', basis: 'BET', from: '2026-11-17' },
      { kind: 'betting', page: 1, member: 'gm00100', gameType: 'LIVE', basis: 'BET', from: '2026-11-17' },
      { kind: 'betting', page: 1, member: 'gm00100', gameType: 'LIVE', basis: 'SETTLE', from: '2026-11-17' },
      { kind: 'betting', page: 1, member: 'gm00100', gameType: 'LIVE', basis: 'SETTLE', from: '2026-11-01' },
    ]);
    expect(kept).toEqual(asked.slice(1).map((request) => request.query));
  });

  it('refuses a range over 31 days with its message and no call; the next accepted range clears it', async () => {
    const { actor, asked } = run('betting', []);
    await settled(actor);
    actor.send({ type: 'SET_RANGE', from: '2026-10-23', to: '2026-11-23' });
    expect(actor.getSnapshot().context).toMatchObject({ rangeErrorKey: 'reports:range.tooLong', query: { from: '2026-11-17' } });
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(asked).toHaveLength(1);
    actor.send({ type: 'SET_RANGE', from: '2026-10-24', to: '2026-11-23' });
    await settled(actor);
    expect(actor.getSnapshot().context.rangeErrorKey).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it('ignores a filter or a time basis the kind does not have, and an unchanged basis', async () => {
    const { actor, asked } = run('transactions', [TRANSACTION_ROWS]);
    await settled(actor);
    actor.send({ type: 'SET_BASIS', basis: 'SETTLE' });
    actor.send({ type: 'FILTER', filters: { gameType: 'LIVE' } });
    expect(asked).toHaveLength(1);
    actor.send({ type: 'FILTER', filters: { txType: 'deposit', gameType: 'LIVE' } });
    await settled(actor);
    expect(asked[1]?.query).toMatchObject({ txType: 'deposit', gameType: '' });
    const betting = run('betting', []);
    await settled(betting.actor);
    betting.actor.send({ type: 'SET_BASIS', basis: 'BET' });
    expect(betting.asked).toHaveLength(1);
  });

  it('a page past the last goes to page 1; an empty report says so; a page out of range is no call', async () => {
    const { actor, asked } = run('betting', [BETTING_PAST_END, BETTING_ROWS]);
    await settled(actor);
    expect(asked.map((asking) => asking.query.page)).toEqual([1, 1]);
    actor.send({ type: 'SET_PAGE', page: 4 });
    actor.send({ type: 'SET_PAGE', page: 1 });
    expect(asked).toHaveLength(2);
    const empty = run('betting', [BETTING_EMPTY]);
    await settled(empty.actor);
    expect(empty.actor.getSnapshot().hasTag('empty')).toBe(true);
  });

  it('a member outside the team is an empty report, not a failure; a member of it loads again', async () => {
    const refused = { messageKey: 'errors:agentDownlineInvalid', errorCode: 'agent.downline.invalid' };
    const answers: (ReportPage | typeof refused)[] = [BETTING_ROWS, refused, BETTING_ROWS];
    const actor = createActor(
      agentReportMachine.provide({
        actors: {
          loadReport: fromPromise(async () => {
            const answer = answers.shift();
            if (answer && 'messageKey' in answer) throw answer;
            return answer ?? BETTING_ROWS;
          }),
        },
      }),
      { input: { kind: 'betting', query } },
    ).start();
    await settled(actor);
    actor.send({ type: 'FILTER', filters: { member: 'zz-nobody' } });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ memberRefused: true, failureKey: null });
    actor.send({ type: 'FILTER', filters: { member: 'gm00100' } });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.memberRefused).toBe(false);
  });

  it('the same refusal without a member asked for is a failure', async () => {
    const actor = createActor(
      agentReportMachine.provide({
        actors: {
          loadReport: fromPromise<ReportPage, ReportRequest>(async () => {
            throw { messageKey: 'errors:agentDownlineInvalid' };
          }),
        },
      }),
      { input: { kind: 'betting', query } },
    ).start();
    await settled(actor);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
  });

  it('a failed call waits for retry, which loads again', async () => {
    const { actor, asked } = run('betting', [], 1);
    await settled(actor);
    expect(actor.getSnapshot().context.failureKey).toBe('errors:networkAbnormal');
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'RETRY' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(asked).toHaveLength(2);
  });
});
