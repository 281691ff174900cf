/**
 * What the day rules of machines/money.ts answer in the process's own time zone, for
 * tests/unit/machines/days.test.ts, which runs these in a process of the zone it names
 * (tests/unit/in-time-zone.ts). Times are local wall times ("2027-03-30T12:00"), so a case reads
 * the same in every zone; days come back as yyyy-mm-dd.
 */
import { dayOf, daysInRange, lastDays, rangeFromSearch, rangeTimes } from '../../../machines/money';

/** A local wall time "yyyy-mm-ddThh:mm" as a Date of this process's zone. */
function local(text: string): Date {
  const [day = '', time = '00:00'] = text.split('T');
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, hours ?? 0, minutes ?? 0);
}

export interface LastDays {
  readonly from: string;
  readonly to: string;
  /** How many days the range spans, both ends included. */
  readonly days: number;
  /** The same range as a page without a range in its URL opens on (rangeFromSearch). */
  readonly fromSearch: { readonly from: string; readonly to: string };
}

/** For each case, the last `days` days at the local time `now`. */
export function lastDaysAt(cases: readonly (readonly [now: string, days: number])[]): LastDays[] {
  return cases.map(([now, days]) => {
    const range = lastDays(local(now), days);
    const [from, to] = [dayOf(range.from), dayOf(range.to)];
    return { from, to, days: daysInRange(from, to), fromSearch: rangeFromSearch(new URLSearchParams(''), local(now), days, () => true) };
  });
}

/** For each range of days, the hours from the start of its first to the end of its last (rangeTimes: what a list asks the platform for). */
export function hoursOf(ranges: readonly (readonly [from: string, to: string])[]): number[] {
  return ranges.map(([from, to]) => {
    const { startTime, endTime } = rangeTimes(from, to);
    return (endTime + 1 - startTime) / 3_600_000;
  });
}
