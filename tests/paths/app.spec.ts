/**
 * The Chromium path runner: every generated path of every registered machine, run in the built
 * app through the machine's UI map, each with its own platform scenario, in one page per machine
 * reset between tours to nothing the last one left (tour-page.ts). Each page load costs seconds,
 * so it walks the covering subset of the generated paths (every state, transition and event case
 * at least once; the Vitest runner walks them all),
 * stitched into tours where one path's end is another's way point (tours.ts).
 * One test per machine (paths are its steps), so one worker gathers the machine's
 * coverage, writes it to `.cache/paths/coverage-chromium.json` and applies the gate to what the
 * browser actually showed.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registeredMachines } from './registry';
import { createControlClient } from '../../schema/control/client';
import { describeViolations } from '../e2e/csp-watch';
import { runPathInBrowser } from './browser-runner';
import { TourPages } from './tour-page';
import { failureOf, machineCoverage, writeFragment, type PathFailure } from './coverage-file';
import { generatePaths } from './generate';
import { toursForUiMap } from './tours';
import { findGaps, formatGaps, hasGaps } from './gate';
import { loadUiMap, uiMapProblems, WIDE_VIEWPORT, type UiMap } from './ui-map';

/** A page load per path, then each step: generous, a loaded CI machine is slow; a stuck step still fails. */
const PER_PATH_BUDGET_MS = 20_000;
const PER_STEP_BUDGET_MS = 8_000;
const registeredIds = Object.keys(registeredMachines);

for (const [machineId, entry] of Object.entries(registeredMachines)) {
  test(`${machineId} chart: every generated path in the built app`, async ({ browser, baseURL, reducedMotion, timezoneId }, testInfo) => {
    const origin = baseURL ?? 'http://127.0.0.1:4173';
    const generated = generatePaths(machineId, entry);
    let uiMap: UiMap;
    try {
      uiMap = await loadUiMap(machineId);
      const problems = uiMapProblems(entry, uiMap);
      if (problems.length > 0) throw new Error(`the UI map of ${machineId} is incomplete:\n  - ${problems.join('\n  - ')}`);
    } catch (error) {
      // Recorded too, so `npm run test:paths` says why the machine has no browser results.
      const message = error instanceof Error ? error.message : String(error);
      const nothing = { states: new Set<string>(), transitions: new Set<string>() };
      const failure: PathFailure = { path: [], events: [], states: [], step: 0, message, screenshot: null };
      writeFragment('chromium', machineId, machineCoverage(entry.machine, nothing, 0, [failure]), registeredIds);
      throw error;
    }
    // the covering paths stitched into tours: fewer page loads for the same coverage (tours.ts)
    const paths = toursForUiMap(generated, entry, uiMap);
    test.setTimeout(30_000 + paths.reduce((sum, path) => sum + PER_PATH_BUDGET_MS + path.steps.length * PER_STEP_BUDGET_MS, 0));
    const visited = { states: new Set<string>(), transitions: new Set<string>() };
    const failures: PathFailure[] = [];

    // one page for the chart's tours, each reset to nothing the last one left (tour-page.ts)
    const tourPages = new TourPages(browser, {
      origin,
      options: {
        ...(uiMap.wideLayout ? { viewport: WIDE_VIEWPORT } : testInfo.project.use.viewport ? { viewport: testInfo.project.use.viewport } : {}),
        // the config's choice (playwright.config.ts): no endless animation takes the workers' CPU
        reducedMotion,
        // the reader's time zone (TZ, a daylight-saving day say: playwright.config.ts), as the models' days are counted in it
        ...(timezoneId ? { timezoneId } : {}),
      },
      // the public popups stay closed and the analytics consent answered (declined), except for their own charts
      popupsClosed: machineId !== 'publicPopups',
      consentDeclined: machineId !== 'analyticsConsent',
    });

    try {
      for (const path of paths) {
        await test.step(`path ${path.number}: ${path.name}`, async () => {
          const scenario = randomUUID();
          const timing = process.env.PATHS_TIMING ? { begun: performance.now(), ready: 0, ran: 0 } : null;
          const { page, violationsSince } = await tourPages.start(scenario);
          let passed = false;
          try {
            const control = createControlClient(origin, scenario);
            if (timing) timing.ready = performance.now();
            const run = await runPathInBrowser({ entry, uiMap, path, page, control });
            if (timing) timing.ran = performance.now();
            run.coverage.states.forEach((id) => visited.states.add(id));
            run.coverage.transitions.forEach((id) => visited.transitions.add(id));
            if (run.failure) {
              const { step, message, screenshot } = run.failure;
              failures.push(failureOf(path, step, message, screenshot));
              if (screenshot) await testInfo.attach(`path ${path.number} step ${step}`, { path: screenshot, contentType: 'image/png' });
              const trail = path.steps.map((s, i) => `${i === step ? '✗' : ' '} ${i}. ${s.label} → ${s.state}`).join('\n');
              expect.soft(step, `path ${path.number} failed at step ${step}: ${message}\n${trail}`).toBeNull();
            }
            const cspViolations = violationsSince();
            expect.soft(cspViolations, `path ${path.number}: Content-Security-Policy violations:\n${describeViolations(cspViolations)}`).toEqual([]);
            passed = !run.failure && cspViolations.length === 0;
          } finally {
            await tourPages.finish(passed);
            // PATHS_TIMING=1: where a tour's time goes (the runner prints its start and steps)
            if (timing) console.log(`${machineId} tour ${path.number} (${path.steps.length} steps): page ${Math.round(timing.ready - timing.begun)} ms, run ${Math.round(timing.ran - timing.ready)} ms, finish ${Math.round(performance.now() - timing.ran)} ms`);
          }
        });
      }
    } finally {
      await tourPages.close();
    }

    writeFragment('chromium', machineId, machineCoverage(entry.machine, visited, paths.length, failures), registeredIds);
    const gaps = findGaps(machineId, entry.machine, visited);
    const uncovered = [...gaps.states.uncovered, ...gaps.transitions.uncovered];
    const hint = 'A step counts once the page showed it: fix the failing paths, or give the UI map a hold for a call a path ends in.';
    expect.soft(uncovered, hasGaps(gaps) ? formatGaps(gaps, 'the Chromium runs', hint) : undefined).toEqual([]);
  });
}
