/**
 * Runs a module's exported function in a Node process of its own whose local time zone is `zone`
 * (TZ), and answers what it returned (through JSON: a Date comes back as its ISO string). For the
 * date rules a reader's zone changes: a day of 23 or 25 hours when daylight saving starts or ends,
 * a midnight that does not exist.
 *
 * Why a process: Vitest runs the test files in worker threads, and Node applies `process.env.TZ`
 * in the main thread only (a worker's env is a copy: setting TZ at the top of a test file leaves
 * its Date in the zone the run started in — tried), so a test file cannot move its own Date. The
 * child is Node with tsx: it imports the module as it is, so only modules Node can load without
 * Vite (machines/, pure helpers; not a view that reaches `import.meta.glob`). Arguments go as JSON
 * too; a Date among them arrives as a Date. The child's zone is checked before its answer is
 * believed.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A test's time when it starts such processes: each costs Node's start and tsx's compile (about a
 * second here, several with jsdom and uPlot, more on a busy machine) on top of what it runs.
 */
export const ZONE_TIMEOUT_MS = 60_000;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const CHILD = `
const [file, name, encoded] = process.argv.slice(1);
const revive = (_key, value) => (value !== null && typeof value === 'object' && '$date' in value ? new Date(value.$date) : value);
const module = await import(file);
const result = await module[name](...JSON.parse(encoded, revive));
process.stdout.write(JSON.stringify({ zone: Intl.DateTimeFormat().resolvedOptions().timeZone, result }));
`;

/** `modulePath` from the repository's root ("machines/money.ts"). */
export async function inTimeZone<T>(zone: string, modulePath: string, exportName: string, ...args: readonly unknown[]): Promise<T> {
  const encoded = JSON.stringify(args, function encode(this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.getTime() } : value;
  });
  const file = pathToFileURL(resolve(ROOT, modulePath)).href;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', CHILD, file, exportName, encoded], {
    cwd: ROOT,
    env: { ...process.env, TZ: zone },
  });
  const answer = JSON.parse(stdout) as { zone: string; result: T };
  if (answer.zone !== zone) throw new Error(`the child process ran in ${answer.zone}, not ${zone}`);
  return answer.result;
}
