/**
 * The date matrix: the date-sensitive tests run again as if today were a day that has
 * broken date code before: the first day of a month, 1 January, a leap day, and the day after
 * daylight saving began in the reader's time zone (its last 7 and 30 days hold a 23-hour day).
 * Each entry is a whole run of its own on the run's one clock (TEST_TODAY, and TZ for the reader's
 * zone: schema/infra/run-clock.ts, tests/today.ts): the date-sensitive Vitest files, then the
 * date-sensitive browser specs and chart paths against the built app with a platform on that day.
 *
 *   npm run test:dates                      # every entry, phone, desktop and paths
 *   npm run test:dates -- --only=2028-02-29 # one entry
 *   tsx tests/tools/date-matrix.ts --npm-test-clock   # the clock `npm test` runs on, as shell exports
 *
 * Builds dist/ first when it is missing. Prints a line per entry and exits non-zero when any failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { RUN_CLOCK_OFFSET_ENV, TEST_TODAY_ENV } from '../../schema/infra/run-clock';

interface Entry {
  readonly today: string;
  /** The reader's (and so the browser's and the workers') IANA time zone; unset: this machine's. */
  readonly tz?: string;
  readonly why: string;
}

export const MATRIX: readonly Entry[] = [
  { today: '2026-12-01', why: 'first day of a month: 31 days back start two months earlier' },
  { today: '2027-01-01', why: '1 January: the ranges, months and periods cross a year end' },
  { today: '2028-02-29', why: 'a leap day' },
  { today: '2027-03-29', tz: 'Europe/Madrid', why: 'the day after daylight saving began in Madrid: its last days hold the 23-hour 28 March' },
];

/**
 * The entry whose clock `npm test` runs on, whole (tests/tools/npm-test.sh): the one that has found
 * the most (a 23-hour day inside the ranges). Every test of the suite, not only the date-sensitive
 * ones, then runs there, and a CI run is the same run on whatever day it happens.
 */
const NPM_TEST_ENTRY = '2027-03-29';

/** Vitest files whose subject is a date: ranges, periods, records, reports, countdowns, the clock. */
const UNIT_FILES = [
  'tests/unit/tools/run-clock.test.ts',
  'tests/unit/machines/days.test.ts',
  'tests/unit/machines/agentReport.test.ts',
  'tests/unit/machines/agentReport.csv.test.ts',
  'tests/unit/machines/contractRecords.test.ts',
  'tests/unit/connect/memberRecords.test.ts',
  'tests/unit/connect/transactionHistory.test.ts',
  'tests/unit/connect/teamOverview.test.ts',
  'tests/unit/connect/downlineList.test.ts',
  'tests/unit/connect/contractRecords.test.ts',
  'tests/unit/connect/pointsRecords.test.ts',
  'tests/unit/connect/missionLeaderboard.test.ts',
  'tests/unit/connect/redEnvelope.test.ts',
  'tests/unit/connect/responsibleGaming.test.ts',
  'tests/unit/ui/time-left.test.tsx',
  'tests/unit/platform/member-records.test.ts',
  'tests/unit/platform/responsible.test.ts',
  'tests/unit/platform/content-dates.test.ts',
  'tests/unit/platform/agent-contracts.test.ts',
  'tests/unit/platform/ledger.test.ts',
];

/** Browser specs whose subject is a date: the reports, records, history, team overview, contracts' periods, the agent shell's clock, countdowns, limits' periods. */
const E2E_SPECS = [
  'tests/e2e/agent-reports.spec.ts',
  'tests/e2e/money-records.spec.ts',
  'tests/e2e/member-records.spec.ts',
  'tests/e2e/agent-team.spec.ts',
  'tests/e2e/agent-contracts.spec.ts',
  'tests/e2e/agent-centre.spec.ts',
  'tests/e2e/missions-vip.spec.ts',
  'tests/e2e/responsible-gaming.spec.ts',
];

/** Charts whose paths pick ranges, periods or wait on a clock. */
const CHARTS = ['periodRecord', 'betRecord', 'transactionHistory', 'teamOverview', 'downlineList', 'agentReport', 'contractRecords', 'agentShell', 'pointsRecords', 'missionLeaderboard', 'responsibleGaming'];

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status === 0;
}

function main(): number {
  const args = process.argv.slice(2);
  if (args.includes('--npm-test-clock')) {
    const entry = MATRIX.find((candidate) => candidate.today === NPM_TEST_ENTRY);
    if (!entry) return 2;
    console.log(`export ${TEST_TODAY_ENV}=${entry.today}${entry.tz ? ` TZ=${entry.tz}` : ''}`);
    return 0;
  }
  const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const entries = only ? MATRIX.filter((entry) => entry.today === only) : MATRIX;
  if (entries.length === 0) {
    console.error(`No matrix entry for ${only}; the entries are ${MATRIX.map((entry) => entry.today).join(', ')}.`);
    return 2;
  }
  if (!existsSync('dist/index.html') && !run('npx', ['vite', 'build'], process.env)) return 1;

  const results: string[] = [];
  let failed = false;
  for (const entry of entries) {
    const started = performance.now();
    // a run of its own: its own offset, worked out by its own runner from TEST_TODAY
    const env: NodeJS.ProcessEnv = { ...process.env, [TEST_TODAY_ENV]: entry.today };
    delete env[RUN_CLOCK_OFFSET_ENV];
    if (entry.tz) env.TZ = entry.tz;
    const label = `${entry.today}${entry.tz ? ` in ${entry.tz}` : ''}`;
    console.log(`\n=== ${label}: ${entry.why}`);
    const unit = run('npx', ['vitest', 'run', ...UNIT_FILES], env);
    // its own output folder: Playwright empties the one it writes to, and a suite's run before
    // this one keeps its failures' screenshots and traces in test-results/
    const output = `--output=test-results/dates-${entry.today}`;
    const charts = ['tests/paths/app.spec.ts', '--grep', `^(?!.*chart: every generated path)|(${CHARTS.join('|')}) chart:`];
    const browser = run('npx', ['playwright', 'test', output, ...E2E_SPECS, ...charts], env);
    failed ||= !unit || !browser;
    const minutes = ((performance.now() - started) / 60_000).toFixed(1);
    results.push(`${label.padEnd(28)} unit ${unit ? 'passed' : 'FAILED'}  browser ${browser ? 'passed' : 'FAILED'}  ${minutes} min`);
  }
  console.log(`\nDate matrix:\n${results.map((line) => `  ${line}`).join('\n')}`);
  return failed ? 1 : 0;
}

process.exit(main());
