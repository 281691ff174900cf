/**
 * The Chromium path runner: every generated path of every registered machine, run in the built
 * app through the machine's UI map, each path in a fresh browser context with its own platform
 * scenario. Each page load costs seconds, so it walks the covering subset of the generated paths
 * (every state, transition and event case at least once; the Vitest runner walks them all),
 * stitched into tours where one path's end is another's way point (tours.ts).
 * One test per machine (paths are its steps), so one worker gathers the machine's
 * coverage, writes it to `.cache/paths/coverage-chromium.json` and applies the gate to what the
 * browser actually showed.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registeredMachines } from './registry';
import { createControlClient } from '../../schema/control/client';
import { BLANK_PICTURES_HEADER, SCENARIO_HEADER } from '../../schema/host/platform-paths';
import { describeViolations, watchCspViolations } from '../e2e/csp-watch';
import { presetConsentDeclined, presetPopupsClosed } from '../e2e/popup-preset';
import { runPathInBrowser } from './browser-runner';
import { installRunClock } from '../today';
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

    for (const path of paths) {
      await test.step(`path ${path.number}: ${path.name}`, async () => {
        const scenario = randomUUID();
        const timing = process.env.PATHS_TIMING ? { begun: performance.now(), ready: 0, ran: 0 } : null;
        const context = await browser.newContext({
          baseURL: origin,
          ...(uiMap.wideLayout ? { viewport: WIDE_VIEWPORT } : testInfo.project.use.viewport ? { viewport: testInfo.project.use.viewport } : {}),
          // the config's choice (playwright.config.ts): no endless animation takes the workers' CPU
          reducedMotion,
          // the reader's time zone (TZ, a daylight-saving day say: playwright.config.ts), as the models' days are counted in it
          ...(timezoneId ? { timezoneId } : {}),
          // The platform's pictures (banners, tiles, logos, avatars) come blank, at their own size:
          // no UI map looks at a picture, and drawing them was a good part of each page load the
          // paths make (24 loads of / and /login: renderers 35.3 → 29.9 s of CPU).
          extraHTTPHeaders: { [SCENARIO_HEADER]: scenario, [BLANK_PICTURES_HEADER]: '1' },
        });
        const cspViolations = await watchCspViolations(context);
        // the app lives on the run's clock, as the platform and the path models do (tests/today.ts)
        await installRunClock(context);
        // the public popups stay closed, except for their own chart (its UI map opens them)
        if (machineId !== 'publicPopups') await presetPopupsClosed(context);
        // the analytics consent banner stays answered (declined), except for its own chart
        if (machineId !== 'analyticsConsent') await presetConsentDeclined(context);
        try {
          const page = await context.newPage();
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
          expect.soft(cspViolations, `path ${path.number}: Content-Security-Policy violations:\n${describeViolations(cspViolations)}`).toEqual([]);
        } finally {
          await context.close();
          // PATHS_TIMING=1: where a tour's time goes (the runner prints its start and steps)
          if (timing) console.log(`${machineId} tour ${path.number} (${path.steps.length} steps): context ${Math.round(timing.ready - timing.begun)} ms, run ${Math.round(timing.ran - timing.ready)} ms, close ${Math.round(performance.now() - timing.ran)} ms`);
        }
      });
    }

    writeFragment('chromium', machineId, machineCoverage(entry.machine, visited, paths.length, failures), registeredIds);
    const gaps = findGaps(machineId, entry.machine, visited);
    const uncovered = [...gaps.states.uncovered, ...gaps.transitions.uncovered];
    const hint = 'A step counts once the page showed it: fix the failing paths, or give the UI map a hold for a call a path ends in.';
    expect.soft(uncovered, hasGaps(gaps) ? formatGaps(gaps, 'the Chromium runs', hint) : undefined).toEqual([]);
  });
}
