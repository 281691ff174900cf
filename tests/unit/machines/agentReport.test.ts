/** The agentReport chart: its query (filters per kind, page resets, the 31-day limit with no call, bet/settle time), the URL, retry, the CSV export of every page. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { TeamBettingPage } from '../../../src/api';
import { connectAgentReport } from '../../../machines/team/agentReport.connect';
import { exportTable, reportFileName } from '../../../machines/team/agentReport.csv';
import {
  EXPORT_PAGE_SIZE,
  REPORT_PAGE_SIZE,
  agentReportMachine,
  reportQueryFromSearch,
  reportRangeProblem,
  searchOfReportQuery,
  type ReportExportFile,
  type ReportPage,
  type ReportQuery,
  type ReportRequest,
} from '../../../machines/team/agentReport.machine';
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

describe('the CSV export of the whole result', () => {
  const bet = BETTING_ROWS.list[0] as TeamBettingPage['list'][number];
  /** 378 bets of one query, as the platform pages them (the totals are the whole query's). */
  const all = Array.from({ length: 378 }, (_, index) => ({ ...bet, orderNo: `E${index}` }));
  const pageOf = (pageNo: number, pageSize: number): ReportPage => ({
    ...BETTING_ROWS,
    list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNum: pageNo,
    totalPages: Math.ceil(all.length / pageSize),
    totalCount: all.length,
  });

  /** The chart with the platform's pages; each export page waits for `release` when `hold` is set. */
  function exporting(options: { failPage?: number } = {}) {
    const asked: ReportRequest[] = [];
    const saved: ReportExportFile[] = [];
    const held: (() => void)[] = [];
    let failPage = options.failPage ?? 0;
    const actor = createActor(
      agentReportMachine.provide({
        actors: {
          loadReport: fromPromise(async ({ input }: { input: ReportRequest }) => {
            asked.push(input);
            if (input.pageSize === undefined) return pageOf(input.query.page, REPORT_PAGE_SIZE);
            await new Promise<void>((resolve) => held.push(resolve));
            if (input.query.page === failPage) {
              failPage = 0;
              throw { messageKey: 'errors:networkAbnormal' };
            }
            return pageOf(input.query.page, input.pageSize);
          }),
        },
        actions: { saveExport: (_, file) => saved.push(file) },
      }),
      { input: { kind: 'betting', query } },
    ).start();
    const view = () => connectAgentReport(actor.getSnapshot(), actor.send);
    /** Lets the export's page that waits answer, and waits until the next one asks (or the export ends). */
    const release = async () => {
      const asks = asked.length;
      held.shift()?.();
      await vi.waitFor(() => expect(asked.length > asks || !view().exporting).toBe(true));
    };
    return { actor, asked, saved, held, view, release };
  }

  it('asks for every page of the query, shows how far it is, and saves every row once with the totals', async () => {
    const { actor, asked, saved, view, release } = exporting();
    await vi.waitFor(() => expect(view().canExport).toBe(true));
    expect(view().rows).toHaveLength(REPORT_PAGE_SIZE);
    view().exportCsv();
    expect(view()).toMatchObject({ exporting: true, canExport: false, exportProgress: { done: 0, total: 0 } });
    await release();
    expect(view().exportProgress).toEqual({ done: EXPORT_PAGE_SIZE, total: 378 });
    while (view().exporting) await release();
    const pages = asked.filter((request) => request.pageSize === EXPORT_PAGE_SIZE);
    expect(pages.map((request) => request.query.page)).toEqual([1, 2, 3, 4]);
    expect(pages.every((request) => request.query.from === query.from && request.query.to === query.to)).toBe(true);
    expect(saved).toHaveLength(1);
    const table = exportTable(saved[0] as ReportExportFile);
    expect(table.rows).toHaveLength(378);
    expect(table.rows.map((row) => row.id)).toEqual(all.map((row) => row.orderNo));
    expect(table.totals).toEqual({ betAmount: 1234.5, validBetAmount: 1100, winAmount: 900.25, profitAndLoss: -334.25 });
    expect(view()).toMatchObject({ exporting: false, exportProgress: null, canExport: true, status: 'ready', page: 1 });
    // the page shown stays as it was
    expect(view().rows).toHaveLength(REPORT_PAGE_SIZE);
    actor.stop();
  });

  it('a cancel stops asking and saves nothing', async () => {
    const { actor, asked, saved, view, release } = exporting();
    await vi.waitFor(() => expect(view().canExport).toBe(true));
    view().exportCsv();
    await release();
    view().cancelExport();
    expect(view()).toMatchObject({ exporting: false, exportProgress: null, canExport: true });
    const asks = asked.length;
    await Promise.resolve();
    expect(asked).toHaveLength(asks);
    expect(saved).toEqual([]);
    actor.stop();
  });

  it('a page that fails says so; a retry goes on from that page, keeping the rows already in', async () => {
    const { actor, asked, saved, view, release } = exporting({ failPage: 3 });
    await vi.waitFor(() => expect(view().canExport).toBe(true));
    view().exportCsv();
    await release();
    await release();
    await release();
    expect(view()).toMatchObject({ exporting: false, exportFailureKey: 'errors:networkAbnormal', exportProgress: { done: 200, total: 378 }, canExport: false, status: 'ready' });
    view().retryExport();
    expect(view().exporting).toBe(true);
    while (view().exporting) await release();
    expect(asked.filter((request) => request.pageSize === EXPORT_PAGE_SIZE).map((request) => request.query.page)).toEqual([1, 2, 3, 3, 4]);
    expect(exportTable(saved[0] as ReportExportFile).rows).toHaveLength(378);
    actor.stop();
  });

  it('a new query leaves the export behind', async () => {
    const { actor, saved, view, release } = exporting();
    await vi.waitFor(() => expect(view().canExport).toBe(true));
    view().exportCsv();
    await release();
    view().filter({ gameType: 'LIVE' });
    expect(view()).toMatchObject({ exporting: false, exportProgress: null, busy: true });
    await vi.waitFor(() => expect(view().status).toBe('ready'));
    expect(saved).toEqual([]);
    actor.stop();
  });

  it('a range still filling (rows arriving during the export) says the file counts other rows than the screen; agreeing counts say nothing', async () => {
    const rows = [...all];
    const asked: ReportRequest[] = [];
    const saved: ReportExportFile[] = [];
    const page = (pageNo: number, pageSize: number): ReportPage => ({ ...BETTING_ROWS, list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNum: pageNo, totalPages: Math.ceil(rows.length / pageSize), totalCount: rows.length });
    const actor = createActor(
      agentReportMachine.provide({
        actors: {
          loadReport: fromPromise(async ({ input }: { input: ReportRequest }) => {
            asked.push(input);
            const answer = page(input.query.page, input.pageSize ?? REPORT_PAGE_SIZE);
            // two bets settle while the first export page is read
            if (input.pageSize !== undefined && input.query.page === 1 && rows.length === all.length) rows.push({ ...bet, orderNo: 'LATE1' }, { ...bet, orderNo: 'LATE2' });
            return answer;
          }),
        },
        actions: { saveExport: (_, file) => saved.push(file) },
      }),
      { input: { kind: 'betting', query } },
    ).start();
    const view = () => connectAgentReport(actor.getSnapshot(), actor.send);
    await vi.waitFor(() => expect(view().canExport).toBe(true));
    expect(view()).toMatchObject({ totalCount: 378, exportChange: null });
    view().exportCsv();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(exportTable(saved[0] as ReportExportFile).rows).toHaveLength(380);
    expect(view()).toMatchObject({ exporting: false, totalCount: 378, exportChange: { exported: 380, shown: 378 } });
    // exported again while nothing arrives: the file still disagrees with the screen (378 shown)
    view().exportCsv();
    expect(view().exportChange).toBeNull();
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    expect(view().exportChange).toEqual({ exported: 380, shown: 378 });
    // a new query shows the rows as they are now: nothing left to say, and an export agrees
    view().setBasis('SETTLE');
    expect(view().exportChange).toBeNull();
    await vi.waitFor(() => expect(view().totalCount).toBe(380));
    view().exportCsv();
    await vi.waitFor(() => expect(saved).toHaveLength(3));
    expect(view().exportChange).toBeNull();
    actor.stop();
  });

  it('names the file by report and range', () => {
    expect(reportFileName('informe-apuestas-equipo', { from: '2026-11-01', to: '2026-11-30' })).toBe('informe-apuestas-equipo_2026-11-01_2026-11-30.csv');
  });
});
