/**
 * The path runners' coverage reports (`.cache/paths/coverage-<runner>.json`) read against a
 * machine's inventory. Pure: build.ts does the file reading.
 *
 * Report shape: `{ generatedAt, runner, machines: { <id>: { states: { total, covered },
 * transitions: { total, covered }, paths, failures } } }` with ids from tests/paths/model.ts.
 */
import type { StateInfo, TransitionInfo } from '../../../src/dev/charts/model';

export interface MachineCoverage {
  readonly states: { readonly total: number; readonly covered: readonly string[] };
  readonly transitions: { readonly total: number; readonly covered: readonly string[] };
  readonly paths?: number;
  readonly failures?: readonly unknown[];
}

export interface CoverageReport {
  readonly generatedAt: string;
  readonly runner: string;
  readonly machines: Readonly<Record<string, MachineCoverage>>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function part(value: unknown): { total: number; covered: string[] } {
  if (!isObject(value)) return { total: 0, covered: [] };
  return { total: typeof value.total === 'number' ? value.total : 0, covered: strings(value.covered) };
}

/** Parses a report, tolerating missing fields; throws when it is not a report at all. */
export function parseCoverageReport(text: string, fallbackRunner: string): CoverageReport {
  const data: unknown = JSON.parse(text);
  if (!isObject(data) || !isObject(data.machines)) throw new Error('not a coverage report (no "machines" object)');
  const machines: Record<string, MachineCoverage> = {};
  for (const [id, value] of Object.entries(data.machines)) {
    if (!isObject(value)) continue;
    machines[id] = {
      states: part(value.states),
      transitions: part(value.transitions),
      ...(typeof value.paths === 'number' ? { paths: value.paths } : {}),
      failures: Array.isArray(value.failures) ? value.failures : [],
    };
  }
  return {
    generatedAt: typeof data.generatedAt === 'string' ? data.generatedAt : '',
    runner: typeof data.runner === 'string' && data.runner ? data.runner : fallbackRunner,
    machines,
  };
}

export interface RunnerSummary {
  readonly runner: string;
  readonly generatedAt: string;
  /** False when the report exists but has no entry for this machine. */
  readonly present: boolean;
  readonly states: { readonly covered: number; readonly total: number };
  readonly transitions: { readonly covered: number; readonly total: number };
  readonly paths: number | null;
  readonly failures: readonly string[];
  readonly coveredStates: ReadonlySet<string>;
  readonly coveredTransitions: ReadonlySet<string>;
  /** Covered ids the current inventory no longer has: the chart changed since the run. */
  readonly unknownIds: readonly string[];
  /** The report's totals differ from the current inventory's. */
  readonly totalsDiffer: boolean;
  /** The machine's slice of the report, for the SVG overlay. */
  readonly coverage: MachineCoverage | null;
}

export function describeFailure(failure: unknown): string {
  if (typeof failure === 'string') return failure;
  if (isObject(failure)) {
    const path = Array.isArray(failure.path) ? strings(failure.path).join(' → ') : undefined;
    const step = typeof failure.step === 'number' ? ` (step ${failure.step})` : '';
    const where = [path ? path + step : undefined, ...['name', 'title', 'test'].map((key) => failure[key])].find(
      (value) => typeof value === 'string',
    );
    const what = ['message', 'error', 'reason'].map((key) => failure[key]).find((value) => typeof value === 'string');
    if (where || what) return [where, what].filter(Boolean).join(': ');
  }
  try {
    return JSON.stringify(failure);
  } catch {
    return String(failure);
  }
}

/** Ids plus their ancestors: a state is visited whenever one of its descendants is. */
export function withAncestors(ids: Iterable<string>, states: readonly StateInfo[]): Set<string> {
  const parents = new Map(states.map((state) => [state.id, state.parent]));
  const out = new Set<string>();
  for (const id of ids) {
    if (!parents.has(id)) continue;
    for (let current: string | null | undefined = id; current; current = parents.get(current)) out.add(current);
  }
  return out;
}

export function summarizeRunner(
  report: CoverageReport,
  machineId: string,
  states: readonly StateInfo[],
  transitions: readonly TransitionInfo[],
): RunnerSummary {
  const entry = report.machines[machineId];
  const stateIds = new Set(states.map((s) => s.id));
  const transitionIds = new Set(transitions.map((t) => t.id));
  const coveredStates = withAncestors(entry?.states.covered ?? [], states);
  const coveredTransitions = new Set((entry?.transitions.covered ?? []).filter((id) => transitionIds.has(id)));
  const unknownIds = [
    ...(entry?.states.covered ?? []).filter((id) => !stateIds.has(id)),
    ...(entry?.transitions.covered ?? []).filter((id) => !transitionIds.has(id)),
  ];
  return {
    runner: report.runner,
    generatedAt: report.generatedAt,
    present: entry !== undefined,
    states: { covered: coveredStates.size, total: states.length },
    transitions: { covered: coveredTransitions.size, total: transitions.length },
    paths: entry?.paths ?? null,
    failures: (entry?.failures ?? []).map(describeFailure),
    coveredStates,
    coveredTransitions,
    unknownIds,
    totalsDiffer: entry !== undefined && (entry.states.total !== states.length || entry.transitions.total !== transitions.length),
    coverage: entry ?? null,
  };
}

export const percent = (covered: number, total: number): string => (total === 0 ? '—' : `${Math.floor((covered / total) * 100)}%`);
