/**
 * The QA summary of a path-test run (`npm run test:paths`): per machine and runner, states and
 * transitions covered/total and paths run; then each failure as its list of events with the
 * failing step marked and the screenshot; then whatever is left unvisited.
 */
import type { CoverageFile, MachineCoverage, RunnerName } from '../paths/coverage-file';

export interface Inventory {
  readonly states: readonly string[];
  readonly transitions: readonly string[];
}

export interface ReportInput {
  /** Every registered machine's states and transitions, by machine id. */
  readonly inventories: Readonly<Record<string, Inventory>>;
  readonly files: Readonly<Partial<Record<RunnerName, CoverageFile | null>>>;
  /** Runners that did not run at all, with the reason (e.g. the build failed). */
  readonly skipped?: Readonly<Partial<Record<RunnerName, string>>>;
}

export interface Report {
  readonly text: string;
  /** True when every runner ran every path of every machine, none failed, and nothing is unvisited. */
  readonly complete: boolean;
}

const RUNNERS: readonly RunnerName[] = ['vitest', 'chromium'];

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

function table(rows: readonly string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) => row.map((cell, column) => pad(cell, widths[column] ?? 0)).join('   ').trimEnd());
}

function ratio(covered: number, total: number): string {
  return `${covered}/${total}${covered < total ? ' ✗' : ''}`;
}

export function formatReport(input: ReportInput): Report {
  const rows: string[][] = [['machine', 'runner', 'states', 'transitions', 'paths', 'failures']];
  const failureLines: string[] = [];
  const gapLines: string[] = [];
  let complete = true;

  for (const [machineId, inventory] of Object.entries(input.inventories)) {
    for (const runner of RUNNERS) {
      const skippedBecause = input.skipped?.[runner];
      const coverage: MachineCoverage | undefined = input.files[runner]?.machines[machineId];
      if (!coverage) {
        complete = false;
        rows.push([machineId, runner, '-', '-', '-', skippedBecause ? `not run: ${skippedBecause}` : 'no results']);
        continue;
      }
      const statesCovered = new Set(coverage.states.covered);
      const transitionsCovered = new Set(coverage.transitions.covered);
      const missingStates = inventory.states.filter((id) => !statesCovered.has(id));
      const missingTransitions = inventory.transitions.filter((id) => !transitionsCovered.has(id));
      if (coverage.failures.length > 0 || missingStates.length > 0 || missingTransitions.length > 0) complete = false;
      rows.push([
        machineId,
        runner,
        ratio(inventory.states.length - missingStates.length, inventory.states.length),
        ratio(inventory.transitions.length - missingTransitions.length, inventory.transitions.length),
        String(coverage.paths),
        String(coverage.failures.length),
      ]);

      for (const failure of coverage.failures) {
        if (failure.path.length === 0) {
          // Not a path: the runner could not start on this machine (e.g. its UI map is missing).
          failureLines.push(`${machineId} · ${runner} · could not run:`, ...failure.message.split('\n').map((line) => `    | ${line}`), '');
          continue;
        }
        failureLines.push(`${machineId} · ${runner} · failed at step ${failure.step} of:`);
        const labels = failure.events.length === failure.path.length ? failure.events : failure.path;
        labels.forEach((label, index) => {
          const state = failure.states?.[index];
          failureLines.push(`    ${index === failure.step ? '✗' : ' '} ${index}. ${label}${state === undefined ? '' : ` → ${state}`}`);
        });
        for (const line of failure.message.split('\n')) failureLines.push(`    | ${line}`);
        failureLines.push(`    screenshot: ${failure.screenshot ?? 'none'}`, '');
      }
      if (missingStates.length > 0 || missingTransitions.length > 0) {
        gapLines.push(`${machineId} · ${runner}:`);
        missingStates.forEach((id) => gapLines.push(`    state       ${id}`));
        missingTransitions.forEach((id) => gapLines.push(`    transition  ${id}`));
      }
    }
  }

  const lines = ['Path tests: coverage of every registered statechart', '', ...table(rows), ''];
  if (failureLines.length > 0) lines.push('Failures', '', ...failureLines);
  if (gapLines.length > 0) lines.push('Not visited', '', ...gapLines, '');
  lines.push(complete ? 'All paths passed; every state and transition was visited by both runners.' : 'INCOMPLETE: see above.');
  return { text: lines.join('\n'), complete };
}
