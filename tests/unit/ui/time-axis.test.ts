/**
 * TimeChart's time axis (src/ui/timeAxis.ts) in readers' time zones: the charts of the
 * platform's UTC months (VIP turnover) and UTC days (team overview) write their ticks in UTC, so
 * uPlot must lay the ticks on the UTC calendar too — on the reader's own, east of GMT every tick
 * stood an hour or more before the 1st of the month it marked and read the month before ("nov 26"
 * under 1 December, "ene 27" under 1 February). A chart of local days keeps local ticks, across a
 * daylight-saving change too. Each case runs uPlot in a process of its zone (timeAxis.zone.ts).
 */
import { describe, expect, it } from 'vitest';
import { inTimeZone, ZONE_TIMEOUT_MS } from '../in-time-zone';
import type { AxisTicks } from './timeAxis.zone';

const axisTicks = (zone: string, times: readonly (number | string)[], width: number, tickFormat: Intl.DateTimeFormatOptions) =>
  inTimeZone<AxisTicks>(zone, 'tests/unit/ui/timeAxis.zone.ts', 'axisTicks', times, width, 'es', tickFormat);

/** The VIP chart's points: the 1st of six months, 00:00 UTC (machines/rewards/vip.connect.ts). */
const MONTHS = ['2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-03'].map((month) => Date.parse(`${month}-01T00:00:00Z`));
const UTC_MONTHS: Intl.DateTimeFormatOptions = { month: 'short', year: '2-digit', timeZone: 'UTC' };
/** The team overview's points: a week of the platform's UTC days (src/views/agent/team/TeamCharts.tsx). */
const UTC_DAYS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
const WEEK = Array.from({ length: 7 }, (_, index) => Date.UTC(2028, 1, 26 + index));

describe('a chart of UTC months or days', { timeout: ZONE_TIMEOUT_MS }, () => {
  it('in Europe/Madrid puts each month tick on the 1st, 00:00 UTC, labelled with that month (into 2027 too)', async () => {
    const ticks = await axisTicks('Europe/Madrid', MONTHS, 300, UTC_MONTHS);
    expect(ticks).toMatchObject({ at: ['2026-10-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', '2027-02-01T00:00:00.000Z'], labels: ['oct 26', 'dic 26', 'feb 27'] });
  });

  it('in Asia/Shanghai puts each day tick on a UTC midnight, labelled with that day (over 29 February 2028)', async () => {
    const ticks = await axisTicks('Asia/Shanghai', WEEK, 600, UTC_DAYS);
    expect(ticks.at).toEqual(WEEK.map((time) => new Date(time).toISOString()));
    expect(ticks.labels).toEqual(['26 feb', '27 feb', '28 feb', '29 feb', '1 mar', '2 mar', '3 mar']);
  });

  it('in America/Sao_Paulo too, west of GMT', async () => {
    expect(await axisTicks('America/Sao_Paulo', MONTHS, 300, UTC_MONTHS)).toMatchObject({ at: ['2026-10-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', '2027-02-01T00:00:00.000Z'], labels: ['oct 26', 'dic 26', 'feb 27'] });
  });
});

describe('a chart of the reader’s local days', { timeout: ZONE_TIMEOUT_MS }, () => {
  it('keeps its ticks on local midnights across the spring-forward day (Europe/Madrid, 2027-03-28)', async () => {
    const ticks = await axisTicks('Europe/Madrid', ['2027-03-26', '2027-03-27', '2027-03-28', '2027-03-29', '2027-03-30'], 430, { day: 'numeric', month: 'short' });
    expect(ticks.points).toEqual(['2027-03-25T23:00:00.000Z', '2027-03-26T23:00:00.000Z', '2027-03-27T23:00:00.000Z', '2027-03-28T22:00:00.000Z', '2027-03-29T22:00:00.000Z']);
    expect(ticks.at).toEqual(ticks.points);
    expect(ticks.labels).toEqual(['26 mar', '27 mar', '28 mar', '29 mar', '30 mar']);
  });
});
