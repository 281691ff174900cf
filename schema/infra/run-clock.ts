/**
 * The run's one clock: `TEST_TODAY=yyyy-mm-dd` (or `yyyy-mm-ddThh:mm`, local time) makes a test
 * run, or `npm start` for QA, behave as if that were the date. Everything that reads "now" in a
 * run reads it through this offset: the embedded platform's clock (schema/host/vite-plugin.ts), the
 * browser's (Playwright's clock, tests/today.ts), the tests' own dates and the Vitest runs.
 *
 * The offset is worked out once, by the process that starts the run (playwright.config.ts,
 * vitest.config.ts), and handed to every process it starts in RUN_CLOCK_OFFSET_MS, so that the
 * platform, the workers and the browsers agree to the millisecond even when the run began a
 * moment before midnight. Time still flows: the offset is added to the real clock.
 */

/** The variable a person sets: the date (and optionally the local time) the run lives on. */
export const TEST_TODAY_ENV = 'TEST_TODAY';
/** The variable a run hands to its processes: ms to add to the real clock. */
export const RUN_CLOCK_OFFSET_ENV = 'RUN_CLOCK_OFFSET_MS';

/**
 * A test run starts at noon of its day unless TEST_TODAY names the time: a run of half an hour,
 * or two on a busy machine, never crosses midnight, and noon is the same calendar day in UTC and
 * in every reader's time zone from UTC-11 to UTC+11.
 */
const DEFAULT_HOUR = 12;

const TEST_TODAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/** The local instant TEST_TODAY names (noon when it names no time); throws on anything else. */
export function parseTestToday(value: string): number {
  const match = TEST_TODAY_PATTERN.exec(value.trim());
  if (!match) throw new Error(`${TEST_TODAY_ENV} must be yyyy-mm-dd or yyyy-mm-ddThh:mm (local time), not "${value}"`);
  const [year, month, day, hour, minute] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  const date = new Date(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? DEFAULT_HOUR, minute ?? 0);
  // new Date rolls 2027-02-29 over to 1 March: a day that does not exist is a typo, not a date
  if (date.getFullYear() !== year || date.getMonth() !== (month ?? 1) - 1 || date.getDate() !== day) {
    throw new Error(`${TEST_TODAY_ENV}=${value} is not a day of the calendar`);
  }
  return date.getTime();
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The offset a run hands down: from TEST_TODAY when set, else `pinToNoon` moves the real clock to
 * noon of the real day (a test run), or 0 (the app served for people: real time).
 */
export function decideRunClockOffset(env: Env, realNow: number, { pinToNoon }: { pinToNoon: boolean }): number {
  const named = env[TEST_TODAY_ENV];
  if (named) return parseTestToday(named) - realNow;
  if (!pinToNoon) return 0;
  const today = new Date(realNow);
  return new Date(today.getFullYear(), today.getMonth(), today.getDate(), DEFAULT_HOUR).getTime() - realNow;
}

/** The offset this process was handed (RUN_CLOCK_OFFSET_MS), else the one TEST_TODAY names, else 0. */
export function runClockOffset(env: Env = process.env, realNow: number = Date.now()): number {
  const handed = env[RUN_CLOCK_OFFSET_ENV];
  if (handed !== undefined && handed !== '') {
    const offset = Number(handed);
    if (!Number.isFinite(offset)) throw new Error(`${RUN_CLOCK_OFFSET_ENV} must be a number of ms, not "${handed}"`);
    return offset;
  }
  return decideRunClockOffset(env, realNow, { pinToNoon: false });
}

/**
 * Called once by the process that starts a run: works out the run's offset (unless a parent
 * already did) and puts it in this process's environment, which its children inherit.
 */
export function establishRunClock(env: Record<string, string | undefined> = process.env, realNow: number = Date.now()): number {
  const handed = env[RUN_CLOCK_OFFSET_ENV];
  if (handed !== undefined && handed !== '') return runClockOffset(env, realNow);
  const offset = decideRunClockOffset(env, realNow, { pinToNoon: true });
  env[RUN_CLOCK_OFFSET_ENV] = String(offset);
  return offset;
}

/** A clock that reads the real one plus `offset` (the platform's `now` option). */
export function offsetClock(offset: number): () => number {
  return offset === 0 ? Date.now : () => Date.now() + offset;
}
