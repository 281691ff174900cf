/** connectDownlineList without React, and the chart's query rules (URL, page resets, drill-down, transfer dialog). */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { DownlineList } from '../../../src/api';
import { connectDownlineList } from '../../../machines/team/downlineList.connect';
import { downlineListMachine, downlineQueryFromSearch, searchOfDownlineQuery, type DownlineListContext, type DownlineQuery } from '../../../machines/team/downlineList.machine';
import { DOWNLINE_AGENT, DOWNLINES_EMPTY, DOWNLINES_PAST_END, DOWNLINES_ROWS } from '../../paths/models/team-samples';

const query: DownlineQuery = { agent: null, keyword: '', sortBy: 'registerTime', sortOrder: 'desc', page: 1, from: '2026-11-17', to: '2026-11-23' };
const rows: DownlineList = DOWNLINES_ROWS;
const base: DownlineListContext = { query, result: rows, failureKey: null, rangeErrorKey: null, transferTo: null };
const at = (value: 'loading' | { ready: 'browsing' | 'transferring' } | 'empty' | 'failure', context: Partial<DownlineListContext> = {}) =>
  downlineListMachine.resolveState({ value, context: { ...base, ...context } });

describe('the downline query in the URL', () => {
  it('reads back what it writes, and falls back to the last 7 days, newest first, page 1', () => {
    const drilled: DownlineQuery = { agent: 'ga00001', keyword: 'gm0', sortBy: 'betAmount', sortOrder: 'asc', page: 3, from: '2026-11-01', to: '2026-11-23' };
    expect(downlineQueryFromSearch(searchOfDownlineQuery(drilled), new Date(2026, 10, 23))).toEqual(drilled);
    expect(downlineQueryFromSearch('?sort=nonsense&page=-2&from=2026-01-01&to=2026-11-23', new Date(2026, 10, 23))).toEqual({ ...query, from: '2026-11-17', to: '2026-11-23' });
  });
});

describe('connectDownlineList', () => {
  it('shows the rows, the totals, the pages and the agent as the whole breadcrumb', () => {
    expect(connectDownlineList(at({ ready: 'browsing' }), vi.fn())).toMatchObject({
      status: 'ready',
      rows: rows.list,
      totals: rows.totals,
      totalCount: 45,
      totalPages: 3,
      breadcrumb: [{ username: 'agent01', agent: null, current: true }],
      transferTo: null,
    });
  });

  it('leads from the agent down to the team shown, and back up to the agent while the drilled team loads', () => {
    const drilled = { ...rows, agent: DOWNLINE_AGENT, path: ['agent01', DOWNLINE_AGENT] };
    expect(connectDownlineList(at({ ready: 'browsing' }, { query: { ...query, agent: DOWNLINE_AGENT }, result: drilled }), vi.fn()).breadcrumb).toEqual([
      { username: 'agent01', agent: null, current: false },
      { username: DOWNLINE_AGENT, agent: DOWNLINE_AGENT, current: true },
    ]);
    expect(connectDownlineList(at('loading', { query: { ...query, agent: DOWNLINE_AGENT } }), vi.fn()).breadcrumb).toEqual([
      { username: '', agent: null, current: false },
      { username: DOWNLINE_AGENT, agent: DOWNLINE_AGENT, current: true },
    ]);
  });

  it("shows the agent's own team as the breadcrumb while it first loads, as its answer will", () => {
    expect(connectDownlineList(at('loading', { query, result: null }), vi.fn()).breadcrumb).toEqual([{ username: '', agent: null, current: true }]);
  });

  it('names the downline of the open transfer dialog only while it is open', () => {
    expect(connectDownlineList(at({ ready: 'transferring' }, { transferTo: DOWNLINE_AGENT }), vi.fn()).transferTo).toBe(DOWNLINE_AGENT);
  });

  it('shows the failure with a retry and no stale rows; empty says so', () => {
    expect(connectDownlineList(at('failure', { failureKey: 'errors:networkAbnormal' }), vi.fn())).toMatchObject({ status: 'failed', rows: [], totals: null, failureKey: 'errors:networkAbnormal' });
    expect(connectDownlineList(at('empty', { result: DOWNLINES_EMPTY }), vi.fn())).toMatchObject({ status: 'empty', rows: [] });
  });
});

describe('the downline list chart', () => {
  function run(answers: DownlineList[]) {
    const asked: DownlineQuery[] = [];
    const kept: DownlineQuery[] = [];
    const actor = createActor(
      downlineListMachine.provide({
        actors: {
          loadDownlines: fromPromise(async ({ input }: { input: DownlineQuery }) => {
            asked.push(input);
            return answers.shift() ?? rows;
          }),
        },
        actions: { queryChanged: (_, changed) => kept.push(changed) },
      }),
      { input: { query } },
    ).start();
    return { actor, asked, kept };
  }
  const settled = (actor: ReturnType<typeof run>['actor']) => vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false));

  it('a sort chosen while the first page still loads asks again for it; the older answer is not shown', async () => {
    const asked: DownlineQuery[] = [];
    const actor = createActor(
      downlineListMachine.provide({
        actors: {
          loadDownlines: fromPromise(({ input }: { input: DownlineQuery }) => {
            asked.push(input);
            return new Promise<DownlineList>((resolve) => setTimeout(() => resolve(rows), 5));
          }),
        },
      }),
      { input: { query } },
    ).start();
    actor.send({ type: 'SORT', sortBy: 'teamSize', sortOrder: 'desc' });
    await settled(actor);
    expect(asked.map((one) => one.sortBy)).toEqual(['registerTime', 'teamSize']);
    expect(actor.getSnapshot().context.query.sortBy).toBe('teamSize');
  });

  it('goes back to page 1 on a new search, sort or team, and keeps each query in the URL', async () => {
    const { actor, asked, kept } = run([]);
    await settled(actor);
    actor.send({ type: 'SET_PAGE', page: 2 });
    await settled(actor);
    actor.send({ type: 'SEARCH', keyword: '  gm001 ' });
    await settled(actor);
    actor.send({ type: 'SORT', sortBy: 'betAmount', sortOrder: 'desc' });
    await settled(actor);
    actor.send({ type: 'OPEN_TEAM', agent: DOWNLINE_AGENT });
    await settled(actor);
    expect(asked.map(({ page, keyword, sortBy, agent }) => ({ page, keyword, sortBy, agent }))).toEqual([
      { page: 1, keyword: '', sortBy: 'registerTime', agent: null },
      { page: 2, keyword: '', sortBy: 'registerTime', agent: null },
      { page: 1, keyword: 'gm001', sortBy: 'registerTime', agent: null },
      { page: 1, keyword: 'gm001', sortBy: 'betAmount', agent: null },
      // a downline's own team: its direct downlines, not the search's matches
      { page: 1, keyword: '', sortBy: 'betAmount', agent: DOWNLINE_AGENT },
    ]);
    expect(kept).toEqual(asked.slice(1));
  });

  it('refuses a range over 31 days without a call, and a page past the last goes to page 1', async () => {
    const { actor, asked } = run([DOWNLINES_PAST_END, rows]);
    await settled(actor);
    expect(asked.map((asking) => asking.page)).toEqual([1, 1]);
    actor.send({ type: 'SET_RANGE', from: '2026-09-01', to: '2026-11-23' });
    expect(connectDownlineList(actor.getSnapshot(), vi.fn())).toMatchObject({ status: 'ready', rangeErrorKey: 'team:downlines.rangeTooLong' });
    expect(asked).toHaveLength(2);
  });

  it('holds the list under the transfer dialog, and loads it again once money was sent', async () => {
    const { actor, asked } = run([]);
    await settled(actor);
    actor.send({ type: 'OPEN_TRANSFER', downline: DOWNLINE_AGENT });
    actor.send({ type: 'SEARCH', keyword: 'ignored while the dialog is open' });
    expect(connectDownlineList(actor.getSnapshot(), vi.fn())).toMatchObject({ transferTo: DOWNLINE_AGENT, query: { keyword: '' } });
    actor.send({ type: 'TRANSFERRED' });
    await settled(actor);
    expect(asked).toHaveLength(2);
    expect(connectDownlineList(actor.getSnapshot(), vi.fn()).transferTo).toBeNull();
  });
});
