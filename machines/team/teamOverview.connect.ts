/**
 * The team overview as its page sees it: the period, the team's figures, the per-day series for
 * the charts, the per-level rows, and the intents. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { TeamOverview } from '../../src/api';
import { type ListStatus, listStatusOf, type Send } from '../kit';
import type { TeamOverviewEvent, TeamOverviewMachine, TeamPeriod } from './teamOverview.machine';

export type TeamFigures = Pick<TeamOverview, 'teamSize' | 'directMembers' | 'newMembers' | 'activeMembers' | 'depositAmount' | 'withdrawAmount' | 'betAmount' | 'validBetAmount' | 'winAmount' | 'profitAndLoss'>;

export interface TeamOverviewView {
  readonly status: ListStatus;
  readonly busy: boolean;
  readonly period: TeamPeriod;
  /** The team's totals for the period (kept on screen while a new period loads); null until loaded. */
  readonly figures: TeamFigures | null;
  /** One point per day of the period, oldest first. */
  readonly series: TeamOverview['series'];
  /** One row per level below the agent (1 = direct downlines); they add up to `figures`. */
  readonly levels: TeamOverview['levels'];
  readonly failureKey: string | null;
  readonly periodErrorKey: string | null;
  setPeriod(from: string, to: string): void;
  retry(): void;
}

export function connectTeamOverview(snapshot: SnapshotFrom<TeamOverviewMachine>, send: Send<TeamOverviewEvent>): TeamOverviewView {
  const { period, overview, failureKey, periodErrorKey } = snapshot.context;
  const status = listStatusOf(snapshot);
  const shown = status === 'failed' ? null : overview;
  return {
    status,
    busy: status === 'loading',
    period,
    figures: shown,
    series: shown?.series ?? [],
    levels: status === 'empty' ? [] : (shown?.levels ?? []),
    failureKey: status === 'failed' ? failureKey : null,
    periodErrorKey,
    setPeriod: (from, to) => send({ type: 'SET_PERIOD', from, to }),
    retry: () => send({ type: 'RETRY' }),
  };
}
