/**
 * The Vitest runs live on the run's one clock (schema/infra/run-clock.ts): vitest.config.ts
 * works out the offset once (TEST_TODAY, or noon of the real day) and every worker's Date answers
 * the real clock plus it, so a test of "today", "the last 7 days" or a month's period sees the same
 * day the browser tests and the platform do, and TEST_TODAY=2028-02-29 runs them on a leap day.
 *
 * Only Date moves: timers and performance.now() keep the real pace. A test that installs Vitest's
 * fake timers starts them at this clock's now (Vitest reads Date.now()), and gets this Date back
 * when it restores the real timers (the fake timers put back the Date they replaced); one that
 * restores Vitest's own Date after vi.setSystemTime gets it back here before the next test.
 */
import { afterEach } from 'vitest';
import { runClockOffset } from '../../schema/infra/run-clock';

/**
 * The real Date, kept on the global once: the test files share their worker's globals
 * (vitest.config.ts isolate: false) and this setup runs again before each file, when Date is
 * already the run's; taking that one as "real" again would add the offset twice.
 */
const REAL_DATE = Symbol.for('betting-front.realDate');
const globals = globalThis as typeof globalThis & { [REAL_DATE]?: DateConstructor };
const RealDate: DateConstructor = (globals[REAL_DATE] ??= globalThis.Date);
const offset = runClockOffset();

/** Date with "now" on the run's clock; every other form (a time, parts, a string) as the real one. */
function shiftedDate(): DateConstructor {
  function RunDate(this: unknown, ...args: unknown[]): Date | string {
    const now = RealDate.now() + offset;
    // Date() called as a function answers a string
    if (!new.target) return new RealDate(now).toString();
    return args.length === 0 ? new RealDate(now) : new RealDate(...(args as ConstructorParameters<DateConstructor>));
  }
  Object.setPrototypeOf(RunDate, RealDate);
  RunDate.prototype = RealDate.prototype;
  RunDate.now = () => RealDate.now() + offset;
  RunDate.parse = RealDate.parse;
  RunDate.UTC = RealDate.UTC;
  return RunDate as unknown as DateConstructor;
}

if (offset !== 0) {
  const RunDate = shiftedDate();
  globalThis.Date = RunDate;
  afterEach(() => {
    // vi.useRealTimers() after vi.setSystemTime() puts back Vitest's copy of the real Date
    if (globalThis.Date === RealDate) globalThis.Date = RunDate;
  });
}
