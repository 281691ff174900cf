/** connectTeamOverview without React, and the chart's period rules (≤ 93 days, kept on failure). */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { TeamOverview } from '../../../src/api';
import { connectTeamOverview } from '../../../machines/team/teamOverview.connect';
import { periodFromSearch, searchOfPeriod, teamOverviewMachine, type TeamOverviewContext, type TeamPeriod } from '../../../machines/team/teamOverview.machine';
import { OVERVIEW_EMPTY, OVERVIEW_TEAM } from '../../paths/models/team-samples';

const period: TeamPeriod = { from: '2026-11-17', to: '2026-11-23' };
const team: TeamOverview = OVERVIEW_TEAM;
const base: TeamOverviewContext = { period, overview: team, failureKey: null, periodErrorKey: null };
const at = (value: 'loading' | 'ready' | 'empty' | 'failure', context: Partial<TeamOverviewContext> = {}) => teamOverviewMachine.resolveState({ value, context: { ...base, ...context } });

describe('connectTeamOverview', () => {
  it('shows the figures, the per-day series and the levels when ready', () => {
    const api = connectTeamOverview(at('ready'), vi.fn());
    expect(api).toMatchObject({ status: 'ready', busy: false, period, figures: { teamSize: 3, betAmount: 300 }, failureKey: null });
    expect(api.series).toHaveLength(2);
    expect(api.levels.map((row) => row.level)).toEqual([1, 2]);
  });

  it('keeps the last figures on screen while a new period loads', () => {
    expect(connectTeamOverview(at('loading'), vi.fn())).toMatchObject({ status: 'loading', busy: true, figures: { teamSize: 3 } });
  });

  it('says empty without levels for a team with no members', () => {
    expect(connectTeamOverview(at('empty', { overview: OVERVIEW_EMPTY }), vi.fn())).toMatchObject({ status: 'empty', levels: [] });
  });

  it('shows the failure with a retry and no stale figures', () => {
    const send = vi.fn();
    const api = connectTeamOverview(at('failure', { failureKey: 'errors:networkAbnormal' }), send);
    expect(api).toMatchObject({ status: 'failed', figures: null, levels: [], series: [], failureKey: 'errors:networkAbnormal' });
    api.retry();
    api.setPeriod('2026-11-01', '2026-11-23');
    expect(send.mock.calls).toEqual([[{ type: 'RETRY' }], [{ type: 'SET_PERIOD', from: '2026-11-01', to: '2026-11-23' }]]);
  });
});

describe('the team overview chart', () => {
  function run(answers: (TeamOverview | Error)[]) {
    const asked: TeamPeriod[] = [];
    const reported: TeamPeriod[] = [];
    const actor = createActor(
      teamOverviewMachine.provide({
        actions: { periodChanged: (_, changed: TeamPeriod) => void reported.push(changed) },
        actors: {
          loadOverview: fromPromise(async ({ input }: { input: TeamPeriod }) => {
            asked.push(input);
            const answer = answers.shift() ?? team;
            if (answer instanceof Error) throw answer;
            return answer;
          }),
        },
      }),
      { input: { period } },
    ).start();
    return { actor, asked, reported };
  }
  const settled = (actor: ReturnType<typeof run>['actor']) => vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false));

  it('refuses a period over 93 days without a call, keeping the period shown', async () => {
    const { actor, asked, reported } = run([team]);
    await settled(actor);
    actor.send({ type: 'SET_PERIOD', from: '2026-07-01', to: '2026-11-23' });
    expect(reported).toEqual([]);
    expect(connectTeamOverview(actor.getSnapshot(), vi.fn())).toMatchObject({ status: 'ready', period, periodErrorKey: 'team:overview.periodTooLong' });
    actor.send({ type: 'SET_PERIOD', from: '2026-09-01', to: '2026-11-23' });
    await settled(actor);
    expect(asked).toEqual([period, { from: '2026-09-01', to: '2026-11-23' }]);
    // only the accepted period goes to the URL, and it is the new one
    expect(reported).toEqual([{ from: '2026-09-01', to: '2026-11-23' }]);
    expect(actor.getSnapshot().context.periodErrorKey).toBeNull();
  });

  it('opens on the period the URL names, and on the last 7 days when it names none it accepts', () => {
    const today = new Date(2026, 10, 23, 15, 0);
    expect(periodFromSearch(searchOfPeriod({ from: '2026-09-01', to: '2026-11-23' }), today)).toEqual({ from: '2026-09-01', to: '2026-11-23' });
    const lastWeek = { from: '2026-11-17', to: '2026-11-23' };
    expect(periodFromSearch('', today)).toEqual(lastWeek);
    expect(periodFromSearch('?from=2026-01-01&to=2026-11-23', today)).toEqual(lastWeek);
    expect(periodFromSearch('?from=2026-11-23&to=2026-11-01', today)).toEqual(lastWeek);
    expect(periodFromSearch('?from=yesterday&to=2026-11-23', today)).toEqual(lastWeek);
  });

  it('keeps the period through a failure and loads it again on retry', async () => {
    const { actor, asked } = run([Object.assign(new Error('down'), { messageKey: 'errors:networkAbnormal' }), team]);
    await settled(actor);
    expect(connectTeamOverview(actor.getSnapshot(), vi.fn()).failureKey).toBe('errors:networkAbnormal');
    actor.send({ type: 'RETRY' });
    await settled(actor);
    expect(asked).toEqual([period, period]);
    expect(connectTeamOverview(actor.getSnapshot(), vi.fn()).status).toBe('ready');
  });
});
