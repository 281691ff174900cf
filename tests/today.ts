/**
 * The one "today" of a test run. Every date a spec, a path model or a UI map works out
 * comes from here, never from the real clock: `TEST_TODAY=yyyy-mm-dd` moves the whole run to that
 * day (schema/infra/run-clock.ts), and without it a run lives at noon of the real day, so that it never
 * crosses midnight half way through. The browser of every test runs on the same clock
 * (`installRunClock`, before any page script) and so does the embedded platform.
 *
 * Days are yyyy-mm-dd in the reader's local time zone (the browser's, which is this process's:
 * playwright.config.ts gives the browser TZ when it is set), counted on the calendar: a day is 23
 * or 25 hours long when daylight saving changes, so no day here is "now minus n × 24 h".
 */
import type { BrowserContext } from '@playwright/test';
import { dayOf, parseDay } from '../machines/money';
import { runClockOffset } from '../schema/infra/run-clock';

const offset = runClockOffset();

/** The run's clock now, ms since the epoch. */
export function runNow(): number {
  // the one place a test reads the real clock: plus the run's offset
  return Date.now() + offset;
}

/** The run's clock now as a Date. */
export function runDate(): Date {
  return new Date(runNow());
}

/** The run's today, yyyy-mm-dd (local). */
export function today(): string {
  return dayOf(runDate());
}

/** `day` moved by `days` calendar days (negative: back), yyyy-mm-dd. */
export function addDays(day: string, days: number): string {
  const start = parseDay(day);
  if (!start) throw new Error(`not a day: ${day}`);
  return dayOf(new Date(start.getFullYear(), start.getMonth(), start.getDate() + days));
}

/** The day `days` calendar days before the run's today, yyyy-mm-dd. */
export function daysAgo(days: number): string {
  return addDays(today(), -days);
}

/** How many months `to`'s month lies after `from`'s (negative: before); both yyyy-mm-dd or yyyy-mm. */
export function monthsBetween(from: string, to: string): number {
  const month = (day: string) => {
    const match = /^(\d{4})-(\d{2})/.exec(day);
    if (!match) throw new Error(`not a day or a month: ${day}`);
    return Number(match[1]) * 12 + Number(match[2]) - 1;
  };
  return month(to) - month(from);
}

/** The month `months` months after `month` (negative: before), yyyy-mm; `month` may be a day. */
export function addMonths(month: string, months: number): string {
  const index = monthsBetween('0000-01', month) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * Puts the context's pages on the run's clock before any of their scripts runs (Playwright's
 * clock, which also takes over the timers: they still fire in real time until a test pauses it).
 * A test that drives the clock further (pauseAt, runFor, fastForward) starts from this time.
 */
export async function installRunClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: runNow() });
}
