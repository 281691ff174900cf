/** The VIP page as its view sees it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { VipLevel } from '../../src/api/missions';
import { firstTagOf, TAGS, type Send } from '../kit';
import { VIP_TAGS, type VipEvent, type VipMachine } from './vip.machine';

export type VipStatus = 'unavailable' | 'loading' | 'ready' | 'failed';

export interface VipLevelRow extends VipLevel {
  readonly current: boolean;
}

export interface VipMonthPoint {
  /** The month's first day (UTC ms), for the chart's time axis. */
  readonly at: number;
  readonly month: string;
  readonly turnover: number;
}

export interface VipView {
  readonly status: VipStatus;
  readonly rankName: string;
  /** null at the top level. */
  readonly nextRankName: string | null;
  readonly actual: number;
  readonly expected: number;
  /** This month's turnover towards the next level, 0…1 (1 at the top level). */
  readonly ratio: number;
  /** What is left to turn over for the next level (0 once reached or at the top). */
  readonly toGo: number;
  readonly levels: readonly VipLevelRow[];
  /** The months' turnover, oldest first (the chart's points). */
  readonly months: readonly VipMonthPoint[];
  readonly failureKey: string | null;
  readonly failureText: string | null;
  retry(): void;
}

const monthStart = (month: string): number => Date.parse(`${month}-01T00:00:00Z`);

export function connectVip(snapshot: SnapshotFrom<VipMachine>, send: Send<VipEvent>): VipView {
  const failed = snapshot.hasTag(TAGS.failed);
  const unavailable = snapshot.hasTag(VIP_TAGS.unavailable);
  const data = failed || unavailable ? null : snapshot.context.data;
  // shown once there is something to show: a ready state without data still reads as loading
  const status: VipStatus = firstTagOf(snapshot, [[VIP_TAGS.unavailable, 'unavailable'], [TAGS.failed, 'failed'], [TAGS.ready, data ? 'ready' : 'loading']], 'loading');
  const actual = data?.monthlyTurnover.actual ?? 0;
  const expected = data?.monthlyTurnover.expected ?? 0;
  const top = data !== null && !data.nextRankName;
  const level = data?.level ?? data?.levels.find((row) => row.name === data.playerRankName)?.level ?? null;
  return {
    status,
    rankName: data?.playerRankName ?? '',
    nextRankName: data?.nextRankName ?? null,
    actual,
    expected,
    ratio: top ? 1 : expected > 0 ? Math.min(1, Math.max(0, actual / expected)) : 0,
    toGo: top ? 0 : Math.max(0, Math.round((expected - actual) * 100) / 100),
    levels: (data?.levels ?? []).map((row) => ({ ...row, current: row.level === level })),
    months: (data?.months ?? []).filter((row) => Number.isFinite(monthStart(row.month))).map((row) => ({ at: monthStart(row.month), month: row.month, turnover: row.turnover })),
    failureKey: failed ? snapshot.context.failureKey : null,
    failureText: failed ? snapshot.context.failureText : null,
    retry: () => send({ type: 'RETRY' }),
  };
}
