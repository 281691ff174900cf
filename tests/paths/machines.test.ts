/**
 * The Vitest path runner and coverage gate for every registered machine: each generated path runs
 * on a live actor with fakes (./actor-runner), then the gate asserts the paths visit every state
 * node and transition. What ran is written to `.cache/paths/coverage-vitest.json`.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { awaitingUiMaps, registeredMachines } from './registry';
import { runPathOnActor } from './actor-runner';
import { failureOf, machineCoverage, writeCoverageFile, type MachineCoverage, type PathFailure } from './coverage-file';
import { generatePaths } from './generate';
import { findGaps, formatGaps, hasGaps } from './gate';

const results: Record<string, MachineCoverage> = {};

/**
 * PATH_CHARTS=a,b walks only those charts, for whoever works on them (`PATH_CHARTS=deposit npx
 * vitest run tests/paths/machines.test.ts`). Vitest's -t alone would still generate every chart's
 * paths to name their tests, the most of this file's time.
 */
const onlyCharts = process.env.PATH_CHARTS ? new Set(process.env.PATH_CHARTS.split(',')) : null;
const charts = { ...registeredMachines, ...awaitingUiMaps };
const unknownCharts = [...(onlyCharts ?? [])].filter((id) => !(id in charts));
if (unknownCharts.length > 0) throw new Error(`PATH_CHARTS names no registered chart: ${unknownCharts.join(', ')}`);

afterAll(() => {
  writeCoverageFile('vitest', results);
});

for (const [machineId, entry] of Object.entries(charts)) {
  if (onlyCharts && !onlyCharts.has(machineId)) continue;
  describe(`${machineId} chart paths`, () => {
    // A model the generator refuses fails its own chart here, not the whole file's collection.
    let generated: ReturnType<typeof generatePaths>;
    try {
      generated = generatePaths(machineId, entry);
    } catch (error) {
      it('generates its paths', () => {
        throw error;
      });
      return;
    }
    const visited = { states: new Set<string>(), transitions: new Set<string>() };
    const failures: PathFailure[] = [];
    let ran = 0;

    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
      results[machineId] = machineCoverage(entry.machine, visited, ran, failures);
    });

    for (const path of generated.paths) {
      it(`path ${path.number}: ${path.name}`, async () => {
        const run = await runPathOnActor(entry, path, { advance: (ms) => vi.advanceTimersByTimeAsync(ms) });
        // Coverage counts what the actor did, so a path that breaks early covers only its prefix.
        ran += 1;
        run.coverage.states.forEach((id) => visited.states.add(id));
        run.coverage.transitions.forEach((id) => visited.transitions.add(id));
        if (run.failure) {
          failures.push(failureOf(path, run.failure.step, run.failure.message, null));
          const trail = path.steps.map((step, i) => `${i === run.failure?.step ? '✗' : ' '} ${i}. ${step.label} → ${step.state}`);
          expect.fail(`step ${run.failure.step}: ${run.failure.message}\n${trail.join('\n')}`);
        }
      });
    }

    it('coverage gate: the paths visit every state node and every transition', () => {
      const gaps = findGaps(machineId, entry.machine, generated.coverage);
      if (hasGaps(gaps)) expect.fail(formatGaps(gaps));
      expect(gaps.states.uncovered).toEqual([]);
      expect(gaps.transitions.uncovered).toEqual([]);
    });
  });
}
