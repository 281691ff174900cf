/**
 * The agent shell's clock in the browser's time zone, run in a process of each zone
 * (tests/unit/in-time-zone.ts; the chart's run in agentShell.zone.ts): the offset is read again
 * with the clock at every tick, so a shell left open while daylight saving starts or ends shows the
 * new offset and time at once, not the offset it opened with; the date turns at local midnight,
 * on a leap day and into a new year too.
 */
import { describe, expect, it } from 'vitest';
import { inTimeZone, ZONE_TIMEOUT_MS } from '../in-time-zone';
import type { ClockReading } from './agentShell.zone';

const clockFrom = (zone: string, openedAt: number, ticks: number, offsetMinutes?: number) =>
  inTimeZone<ClockReading[]>(zone, 'tests/unit/machines/agentShell.zone.ts', 'clockFrom', openedAt, ticks, ...(offsetMinutes === undefined ? [] : [offsetMinutes]));
const reading = (gmtOffset: string, date: string, time: string): ClockReading => ({ gmtOffset, date, time });

describe('the agent shell clock in the browser’s zone', { timeout: ZONE_TIMEOUT_MS }, () => {
  it('in Europe/Madrid goes from 01:59:59 GMT+01:00 to 03:00:00 GMT+02:00 when summer time starts (2027-03-28)', async () => {
    expect(await clockFrom('Europe/Madrid', Date.UTC(2027, 2, 28, 0, 59, 58), 2)).toEqual([
      reading('GMT+01:00', '2027-03-28', '01:59:58'),
      reading('GMT+01:00', '2027-03-28', '01:59:59'),
      reading('GMT+02:00', '2027-03-28', '03:00:00'),
    ]);
  });

  it('in Europe/Madrid goes from 02:59:59 GMT+02:00 back to 02:00:00 GMT+01:00 when it ends (2026-10-25)', async () => {
    expect(await clockFrom('Europe/Madrid', Date.UTC(2026, 9, 25, 0, 59, 59), 1)).toEqual([reading('GMT+02:00', '2026-10-25', '02:59:59'), reading('GMT+01:00', '2026-10-25', '02:00:00')]);
  });

  it('in America/New_York (2027-03-14) and not in America/Mexico_City, which has no daylight saving (its old change, 2027-04-04)', async () => {
    expect(await clockFrom('America/New_York', Date.UTC(2027, 2, 14, 6, 59, 59), 1)).toEqual([reading('GMT-05:00', '2027-03-14', '01:59:59'), reading('GMT-04:00', '2027-03-14', '03:00:00')]);
    expect(await clockFrom('America/Mexico_City', Date.UTC(2027, 3, 4, 7, 59, 59), 1)).toEqual([reading('GMT-06:00', '2027-04-04', '01:59:59'), reading('GMT-06:00', '2027-04-04', '02:00:00')]);
  });

  it('turns the date at local midnight: into a new year and onto a leap day (Europe/Madrid)', async () => {
    expect(await clockFrom('Europe/Madrid', Date.UTC(2026, 11, 31, 22, 59, 59), 1)).toEqual([reading('GMT+01:00', '2026-12-31', '23:59:59'), reading('GMT+01:00', '2027-01-01', '00:00:00')]);
    expect(await clockFrom('Europe/Madrid', Date.UTC(2028, 1, 28, 22, 59, 59), 1)).toEqual([reading('GMT+01:00', '2028-02-28', '23:59:59'), reading('GMT+01:00', '2028-02-29', '00:00:00')]);
  });

  it('keeps a fixed zone’s offset when it is given one, whatever the browser’s does', async () => {
    expect(await clockFrom('Europe/Madrid', Date.UTC(2027, 2, 28, 0, 59, 59), 1, 480)).toEqual([reading('GMT+08:00', '2027-03-28', '08:59:59'), reading('GMT+08:00', '2027-03-28', '09:00:00')]);
  });
});
