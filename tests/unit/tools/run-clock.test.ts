/**
 * The run's one clock: TEST_TODAY names the day a run lives on, the process that starts
 * the run works the offset out once and hands it down, and the tests' calendar helpers count days
 * and months on the calendar (a daylight-saving day is 23 or 25 hours, a year ends, February has 29 days).
 */
import { describe, expect, it, vi } from 'vitest';
import { decideRunClockOffset, establishRunClock, offsetClock, parseTestToday, runClockOffset, RUN_CLOCK_OFFSET_ENV } from '../../../schema/infra/run-clock';
import { addDays, addMonths, monthsBetween } from '../../today';
import { dayOf } from '../../../machines/money';

const REAL_NOW = new Date(2026, 11, 1, 23, 59, 30).getTime();

describe('TEST_TODAY', () => {
  it('names noon of that local day, or the time it gives', () => {
    expect(parseTestToday('2028-02-29')).toBe(new Date(2028, 1, 29, 12).getTime());
    expect(parseTestToday('2027-01-01T00:30')).toBe(new Date(2027, 0, 1, 0, 30).getTime());
  });

  it('refuses a day the calendar does not have and anything not a day', () => {
    expect(() => parseTestToday('2027-02-29')).toThrow(/not a day of the calendar/);
    expect(() => parseTestToday('2026-13-01')).toThrow(/not a day of the calendar/);
    expect(() => parseTestToday('1/12/2026')).toThrow(/yyyy-mm-dd/);
  });
});

describe('the offset a run hands down', () => {
  it('moves the clock to TEST_TODAY', () => {
    const offset = decideRunClockOffset({ TEST_TODAY: '2027-01-01' }, REAL_NOW, { pinToNoon: true });
    expect(dayOf(new Date(REAL_NOW + offset))).toBe('2027-01-01');
    expect(new Date(REAL_NOW + offset).getHours()).toBe(12);
  });

  it('without TEST_TODAY, a test run lives at noon of the real day (never crossing midnight), the app served for people on the real clock', () => {
    const pinned = decideRunClockOffset({}, REAL_NOW, { pinToNoon: true });
    expect(dayOf(new Date(REAL_NOW + pinned))).toBe('2026-12-01');
    expect(new Date(REAL_NOW + pinned).getHours()).toBe(12);
    expect(decideRunClockOffset({}, REAL_NOW, { pinToNoon: false })).toBe(0);
  });

  it('is worked out once: the processes a run starts take the offset they were handed', () => {
    const env: Record<string, string | undefined> = { TEST_TODAY: '2028-02-29' };
    const offset = establishRunClock(env, REAL_NOW);
    expect(env[RUN_CLOCK_OFFSET_ENV]).toBe(String(offset));
    // a worker starting a minute later (after midnight, even) gets the same offset, not its own
    expect(runClockOffset(env, REAL_NOW + 60_000)).toBe(offset);
    expect(establishRunClock(env, REAL_NOW + 60_000)).toBe(offset);
    expect(() => runClockOffset({ [RUN_CLOCK_OFFSET_ENV]: 'soon' })).toThrow(/number of ms/);
  });

  it('the platform clock reads the real one plus the offset', () => {
    expect(offsetClock(0)).toBe(Date.now);
    const clock = offsetClock(86_400_000);
    expect(Math.abs(clock() - (Date.now() + 86_400_000))).toBeLessThan(1_000);
  });
});

describe("the tests' calendar", () => {
  it('counts days on the calendar across a month end, a year end and a leap day', () => {
    expect(addDays('2026-12-01', -31)).toBe('2026-10-31');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('counts months both ways across a year end', () => {
    expect(monthsBetween('2026-05-29', '2026-12-01')).toBe(7);
    expect(monthsBetween('2027-01-01', '2026-10-31')).toBe(-3);
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12');
    expect(addMonths('2028-02', -14)).toBe('2026-12');
  });
});

describe('the Vitest runs live on the run clock (tests/unit/setup-run-clock.ts)', () => {
  /**
   * The real clock, which Date no longer answers here: the real Date the setup keeps on the global.
   * Not performance.timeOrigin + performance.now(): that drifts from the wall clock by whatever the
   * system clock was stepped since the worker started (seconds on a CI machine syncing its time).
   */
  const realNow = () => {
    const RealDate = (globalThis as { [key: symbol]: unknown })[Symbol.for('betting-front.realDate')] as DateConstructor | undefined;
    if (!RealDate) throw new Error('tests/unit/setup-run-clock.ts did not keep the real Date');
    return RealDate.now();
  };

  it("Date answers the run's clock: TEST_TODAY's day when it is set, noon of the real day when not", () => {
    const offset = runClockOffset();
    expect(Math.abs(Date.now() - (realNow() + offset))).toBeLessThan(1_000);
    expect(Math.abs(new Date().getTime() - Date.now())).toBeLessThan(1_000);
    const named = process.env.TEST_TODAY;
    expect(dayOf(new Date())).toBe(named ? named.slice(0, 10) : dayOf(new Date(realNow())));
    // a date given in full is the date given
    expect(new Date(2028, 1, 29).getDate()).toBe(29);
    expect(new Date(0).getTime()).toBe(0);
    expect(new Date(2028, 1, 29)).toBeInstanceOf(Date);
  });

  it("Vitest's fake timers start on the run's clock and give it back", () => {
    const before = Date.now();
    vi.useFakeTimers();
    try {
      expect(Math.abs(Date.now() - before)).toBeLessThan(1_000);
    } finally {
      vi.useRealTimers();
    }
    expect(Math.abs(Date.now() - (realNow() + runClockOffset()))).toBeLessThan(1_000);
  });
});
