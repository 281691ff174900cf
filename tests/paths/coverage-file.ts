/**
 * The coverage files the path runners write under `.cache/paths/` and the chart gallery and
 * `npm run test:paths` read: `coverage-vitest.json` and `coverage-chromium.json`, one format.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import type { Coverage, MachinePath } from './generate';
import { allStates, allTransitions } from '../../src/dev/charts/model';

export type RunnerName = 'vitest' | 'chromium';

export interface PathFailure {
  /** The event types of the path, `xstate.init` first. */
  readonly path: readonly string[];
  /** The same events as labels that tell the cases apart (e.g. which status a done event carries). */
  readonly events: readonly string[];
  /** The state each step should reach, serialized by the machine's model. */
  readonly states: readonly string[];
  /** Index into `path` of the step that failed. */
  readonly step: number;
  readonly message: string;
  /** Repository-relative PNG of the page at the failing step, or null (Vitest has no page). */
  readonly screenshot: string | null;
}

export interface MachineCoverage {
  readonly states: { readonly total: number; readonly covered: readonly string[] };
  readonly transitions: { readonly total: number; readonly covered: readonly string[] };
  /** How many paths the runner ran. */
  readonly paths: number;
  readonly failures: readonly PathFailure[];
}

export interface CoverageFile {
  readonly generatedAt: string;
  readonly runner: RunnerName;
  readonly machines: Readonly<Record<string, MachineCoverage>>;
}

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const pathsCacheDir = join(repoRoot, '.cache', 'paths');

export function coverageFilePath(runner: RunnerName): string {
  return join(pathsCacheDir, `coverage-${runner}.json`);
}

export function repoRelative(file: string): string {
  return relative(repoRoot, file).split('\\').join('/');
}

/** Covered ids in inventory order, so files diff cleanly between runs. */
export function machineCoverage(machine: AnyStateMachine, coverage: Coverage, paths: number, failures: readonly PathFailure[]): MachineCoverage {
  const states = allStates(machine).map((state) => state.id);
  const transitions = allTransitions(machine).map((transition) => transition.id);
  return {
    states: { total: states.length, covered: states.filter((id) => coverage.states.has(id)) },
    transitions: { total: transitions.length, covered: transitions.filter((id) => coverage.transitions.has(id)) },
    paths,
    failures,
  };
}

export function failureOf(path: MachinePath, step: number, message: string, screenshot: string | null): PathFailure {
  return {
    path: path.steps.map((s) => s.event.type),
    events: path.steps.map((s) => s.label),
    states: path.steps.map((s) => s.state),
    step,
    message,
    screenshot,
  };
}

/** Writes atomically (temp file + rename) so a reader never sees half a file. */
export function writeJsonAtomic(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temp, file);
}

export function writeCoverageFile(runner: RunnerName, machines: Readonly<Record<string, MachineCoverage>>): CoverageFile {
  // when the report was written, for the person reading it: the real clock, not the run's
  // eslint-disable-next-line no-restricted-syntax -- not a date the app or a test compares
  const file: CoverageFile = { generatedAt: new Date().toISOString(), runner, machines };
  writeJsonAtomic(coverageFilePath(runner), file);
  return file;
}

export function readCoverageFile(runner: RunnerName): CoverageFile | null {
  try {
    return JSON.parse(readFileSync(coverageFilePath(runner), 'utf8')) as CoverageFile;
  } catch {
    return null;
  }
}

function fragmentDir(runner: RunnerName): string {
  return join(pathsCacheDir, runner);
}

/**
 * Browser workers each run some machines; each writes its machine's part, then folds every part
 * of a registered machine into the runner's coverage file (the last writer sees them all).
 */
export function writeFragment(runner: RunnerName, machineId: string, coverage: MachineCoverage, registered: readonly string[]): CoverageFile {
  writeJsonAtomic(join(fragmentDir(runner), `${machineId}.json`), coverage);
  const machines: Record<string, MachineCoverage> = {};
  for (const name of readdirSync(fragmentDir(runner)).sort()) {
    const id = name.replace(/\.json$/, '');
    if (!name.endsWith('.json') || !registered.includes(id)) continue;
    try {
      machines[id] = JSON.parse(readFileSync(join(fragmentDir(runner), name), 'utf8')) as MachineCoverage;
    } catch {
      // A part being replaced right now; its writer folds the files again after it.
    }
  }
  return writeCoverageFile(runner, machines);
}
