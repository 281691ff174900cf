/**
 * The local days of machines/money.ts in readers' time zones: "the last N days" counted
 * on the calendar — the range presets of every list (src/ui/RangeFilter.tsx) and the range a page
 * opens on (rangeFromSearch) — across daylight-saving changes (a day of 23 or 25 hours, a midnight
 * that does not exist), a leap day, the turn of a year and a month's 31st. Each zone's cases run
 * in a process of that zone (tests/unit/in-time-zone.ts; the rules themselves in days.zone.ts).
 */
import { describe, expect, it } from 'vitest';
import { inTimeZone, ZONE_TIMEOUT_MS } from '../in-time-zone';
import type { LastDays } from './days.zone';

const PROBE = 'tests/unit/machines/days.zone.ts';
const lastDaysIn = (zone: string, cases: readonly (readonly [string, number])[]) => inTimeZone<LastDays[]>(zone, PROBE, 'lastDaysAt', cases);
const range = (from: string, to: string, days: number): LastDays => ({ from, to, days, fromSearch: { from, to } });

describe('the last N days, counted on the calendar', { timeout: ZONE_TIMEOUT_MS }, () => {
  it('in Europe/Madrid after the spring-forward day (2027-03-28, 23 hours): 7 days are 7, 30 are 30 and 31 are 31', async () => {
    // a day counted as 24 h back from midnight lands on 23:00 of the day before once the range holds the short day:
    // "last 7 days" picked 8, the transaction history's "last 30 days" was refused as too long
    expect(
      await lastDaysIn('Europe/Madrid', [
        ['2027-03-28T12:00', 7],
        ['2027-03-29T00:30', 7],
        ['2027-03-30T12:00', 7],
        ['2027-04-05T23:59', 30],
        ['2027-03-31T12:00', 31],
      ]),
    ).toEqual([range('2027-03-22', '2027-03-28', 7), range('2027-03-23', '2027-03-29', 7), range('2027-03-24', '2027-03-30', 7), range('2027-03-07', '2027-04-05', 30), range('2027-03-01', '2027-03-31', 31)]);
  });

  it('in Europe/Madrid after the fall-back day (2026-10-25, 25 hours)', async () => {
    expect(await lastDaysIn('Europe/Madrid', [['2026-10-27T00:15', 7], ['2026-11-01T12:00', 31]])).toEqual([range('2026-10-21', '2026-10-27', 7), range('2026-10-02', '2026-11-01', 31)]);
  });

  it('in America/New_York after its spring-forward day (2027-03-14) and in America/Santiago, whose midnight of 2026-09-06 does not exist', async () => {
    expect(await lastDaysIn('America/New_York', [['2027-03-16T12:00', 7]])).toEqual([range('2027-03-10', '2027-03-16', 7)]);
    expect(await lastDaysIn('America/Santiago', [['2026-09-06T12:00', 1], ['2026-09-08T12:00', 7]])).toEqual([range('2026-09-06', '2026-09-06', 1), range('2026-09-02', '2026-09-08', 7)]);
  });

  it('over a leap day, the turn of a year and a month’s 31st, in zones without daylight saving (America/Mexico_City, America/Sao_Paulo)', async () => {
    expect(
      await lastDaysIn('America/Mexico_City', [
        ['2028-02-29T12:00', 7],
        ['2028-03-01T12:00', 30],
        ['2027-01-01T00:30', 7],
        ['2026-12-31T23:30', 31],
      ]),
    ).toEqual([range('2028-02-23', '2028-02-29', 7), range('2028-02-01', '2028-03-01', 30), range('2026-12-26', '2027-01-01', 7), range('2026-12-01', '2026-12-31', 31)]);
    expect(await lastDaysIn('America/Sao_Paulo', [['2027-03-01T12:00', 31]])).toEqual([range('2027-01-30', '2027-03-01', 31)]);
  });
});

describe('a range of local days in ms (rangeTimes)', { timeout: ZONE_TIMEOUT_MS }, () => {
  it('is the days’ real length: 23 or 25 hours on a daylight-saving day, 24 × 31 over a month without one', async () => {
    expect(await inTimeZone('Europe/Madrid', PROBE, 'hoursOf', [['2027-03-28', '2027-03-28'], ['2026-10-25', '2026-10-25'], ['2026-10-01', '2026-10-31']])).toEqual([23, 25, 31 * 24 + 1]);
    expect(await inTimeZone('America/Santiago', PROBE, 'hoursOf', [['2026-09-06', '2026-09-06']])).toEqual([23]);
    expect(await inTimeZone('America/Mexico_City', PROBE, 'hoursOf', [['2028-02-01', '2028-02-29']])).toEqual([29 * 24]);
  });
});
