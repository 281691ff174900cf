/**
 * TimeChart's time axis: where uPlot puts its ticks and how they read. uPlot lays time ticks on
 * the reader's local calendar (local midnights, the 1st of a local month) unless it is given a
 * zone's dates (`tzDate`). A chart whose labels are written in another zone — the platform's UTC
 * days and months, `tickFormat.timeZone` — gets its ticks on that zone's calendar too: else a
 * reader east of GMT (Europe/Madrid, Asia/Shanghai) sees each tick an hour or more before the
 * UTC midnight it stands for, labelled with the day or month before it (under the point of
 * 1 December 2026, "nov 26"; under 1 February 2027, "ene 27").
 */
import uPlot from 'uplot';
import { dateTimeFormat } from './formats';

export interface TimeAxis {
  /** uPlot's `tzDate` (a time in seconds as a Date whose local fields are the zone's); absent: the reader's own zone. */
  readonly tzDate?: (seconds: number) => Date;
  /** uPlot's axis `values`: the ticks' labels (ticks in seconds). */
  readonly values: (self: uPlot, ticks: number[]) => string[];
}

export function timeAxis(language: string, tickFormat: Intl.DateTimeFormatOptions): TimeAxis {
  const tick = dateTimeFormat(language, tickFormat);
  const values = (_self: uPlot, ticks: number[]) => ticks.map((value) => tick.format(value * 1000));
  const zone = tickFormat.timeZone;
  return zone ? { tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), zone), values } : { values };
}
