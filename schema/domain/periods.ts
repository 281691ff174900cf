/**
 * Contract periods (SPEC.md §3 "Periods: daily, weekly, semimonthly, monthly"; §9 real-time salary
 * every 5 minutes), on the UTC calendar. Its own module so the seed (seed/members.ts) and the
 * contract logic (contracts.ts) share it without importing each other.
 */
import type { ContractKind, ContractPeriod } from '../state/records.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Real-time salary settles every 5 minutes (SPEC.md §9). */
export const REALTIME_PERIOD_MS = 5 * 60_000;

/** The period a time falls in: [start, end). Weeks start on Monday; semimonths on the 1st and 16th (UTC). */
export function periodBounds(kind: ContractKind, period: ContractPeriod, time: number): readonly [number, number] {
  if (kind === 'REALTIME_SALARY') {
    const start = Math.floor(time / REALTIME_PERIOD_MS) * REALTIME_PERIOD_MS;
    return [start, start + REALTIME_PERIOD_MS];
  }
  if (kind === 'HOURLY_SALARY') {
    const start = Math.floor(time / HOUR_MS) * HOUR_MS;
    return [start, start + HOUR_MS];
  }
  const day = Math.floor(time / DAY_MS) * DAY_MS;
  const date = new Date(day);
  switch (period) {
    case 'DAILY':
      return [day, day + DAY_MS];
    case 'WEEKLY': {
      const start = day - ((date.getUTCDay() + 6) % 7) * DAY_MS;
      return [start, start + 7 * DAY_MS];
    }
    case 'SEMIMONTHLY': {
      const year = date.getUTCFullYear();
      const month = date.getUTCMonth();
      return date.getUTCDate() < 16 ? [Date.UTC(year, month, 1), Date.UTC(year, month, 16)] : [Date.UTC(year, month, 16), Date.UTC(year, month + 1, 1)];
    }
    case 'MONTHLY':
      return [Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1), Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)];
  }
}

