/**
 * The team overview (/agentHome/agentTeamOverview, SPEC.md §2 agent centre pages): the
 * agent's team figures for a period of days — size, new and active members, deposits, withdrawals,
 * bets, profit — with the per-day series the charts draw and one row per level. The period is the
 * chart's: a new one loads again, one longer than the platform's 93 days is refused here first and
 * the figures on screen stay. The period is kept in the URL (`?from=…&to=…`, `periodFromSearch`),
 * so a reload or a shared link shows the same days; every accepted period is reported with
 * `periodChanged` (the wiring replaces the URL's query). A team without members is `empty`; a failed call keeps the period and
 * is retried.
 */
import { assign, setup } from 'xstate';
import type { TeamOverview } from '../../src/api';
import { errorOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';
import { daysInRange, rangeFromSearch } from '../money';

/** The overview's longest period, in days (the platform's ODSFE2_getTeamOverviewSum limit). */
export const TEAM_OVERVIEW_MAX_DAYS = 93;

export interface TeamPeriod {
  /** yyyy-mm-dd, local. */
  readonly from: string;
  readonly to: string;
}

export interface TeamOverviewInput {
  readonly period: TeamPeriod;
}

export interface TeamOverviewContext {
  readonly period: TeamPeriod;
  readonly overview: TeamOverview | null;
  readonly failureKey: string | null;
  /** A period the agent picked that was refused (i18n key); the shown period is unchanged. */
  readonly periodErrorKey: string | null;
}

export type TeamOverviewEvent = { type: 'SET_PERIOD'; from: string; to: string } | { type: 'RETRY' };

/** A period the overview accepts: real days, from ≤ to, at most 93 days. */
export function periodAccepted(from: string, to: string): boolean {
  const days = daysInRange(from, to);
  return days >= 1 && days <= TEAM_OVERVIEW_MAX_DAYS;
}

/** The period a page opens on without one in its URL: the last 7 days, today included. */
export const TEAM_OVERVIEW_DEFAULT_DAYS = 7;

/** The period the URL's query names (`from`, `to`), or the last 7 days when it names none the overview accepts. */
export function periodFromSearch(search: string, today: Date): TeamPeriod {
  return rangeFromSearch(new URLSearchParams(search), today, TEAM_OVERVIEW_DEFAULT_DAYS, periodAccepted);
}

/** The search string that names a period. */
export function searchOfPeriod(period: TeamPeriod): string {
  return `?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`;
}

export const teamOverviewMachine = setup({
  types: { context: {} as TeamOverviewContext, events: {} as TeamOverviewEvent, input: {} as TeamOverviewInput },
  actors: {
    loadOverview: notProvided<TeamOverview, TeamPeriod>('loadOverview'),
  },
  guards: {
    periodOk: ({ event }) => event.type === 'SET_PERIOD' && periodAccepted(event.from, event.to),
    hasMembers: (_, overview: TeamOverview) => overview.teamSize > 0,
  },
  actions: {
    setPeriod: assign(({ event }) => (event.type === 'SET_PERIOD' ? { period: { from: event.from, to: event.to }, periodErrorKey: null } : {})),
    refusePeriod: assign({ periodErrorKey: 'team:overview.periodTooLong' }),
    store: assign((_, overview: TeamOverview) => ({ overview, failureKey: null })),
    storeFailure: storeFailure(),
    /** The accepted period, for the URL (the wiring's); nothing by default. */
    periodChanged: (_, _period: TeamPeriod) => undefined,
  },
}).createMachine({
  id: 'teamOverview',
  context: ({ input }) => ({ period: input.period, overview: null, failureKey: null, periodErrorKey: null }),
  initial: 'loading',
  on: {
    SET_PERIOD: [
      { guard: 'periodOk', target: '.loading', actions: ['setPeriod', { type: 'periodChanged', params: ({ context }) => context.period }] },
      { actions: 'refusePeriod' },
    ],
  },
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        input: ({ context }) => context.period,
        onDone: [
          { guard: { type: 'hasMembers', params: ({ event }) => event.output }, target: 'ready', actions: { type: 'store', params: ({ event }) => event.output } },
          { target: 'empty', actions: { type: 'store', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    ready: { tags: [TAGS.ready] },
    empty: { tags: [TAGS.empty] },
    failure: retryableFailure(),
  },
});

export type TeamOverviewMachine = typeof teamOverviewMachine;
