/**
 * `npm run test:paths`: the model-based path tests for QA. Runs the Vitest runner on the charts,
 * builds the app, runs the Chromium runner against it (Playwright's webServer serves the build
 * with the embedded platform), then prints per machine and runner the states and transitions
 * covered, the paths run and every failure with its events and screenshot.
 *
 *   PATHS_PROJECT=phone npm run test:paths   # run the browser paths in another Playwright project
 *   PATHS_SKIP_BUILD=1 npm run test:paths    # reuse dist/ as it is
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { registeredMachines } from '../paths/registry';
import { allStates, allTransitions } from '../../src/dev/charts/model';
import { pathsCacheDir, readCoverageFile, repoRoot, type RunnerName } from '../paths/coverage-file';
import { formatReport, type Inventory } from './paths-report';

const project = process.env.PATHS_PROJECT ?? 'paths';

function run(title: string, command: string, args: string[], quiet = false): boolean {
  process.stdout.write(`\n▶ ${title}: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, PATHS_PROJECT: project, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  });
  if (quiet) {
    const log = join(pathsCacheDir, `${title.replace(/\W+/g, '-')}.log`);
    writeFileSync(log, `${result.stdout ?? ''}${result.stderr ?? ''}`);
    if (result.status !== 0) process.stdout.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    else process.stdout.write(`  ok (log: ${log.slice(repoRoot.length)})\n`);
  }
  if (result.error) process.stdout.write(`  could not start: ${result.error.message}\n`);
  return result.status === 0;
}

rmSync(pathsCacheDir, { recursive: true, force: true });
mkdirSync(pathsCacheDir, { recursive: true });

const skipped: Partial<Record<RunnerName, string>> = {};
const vitestOk = run('vitest', 'npx', ['vitest', 'run', 'tests/paths', '--reporter=dot']);
const buildOk = process.env.PATHS_SKIP_BUILD ? true : run('build', 'npx', ['vite', 'build'], true);
let chromiumOk = false;
if (buildOk) {
  chromiumOk = run('chromium', 'npx', ['playwright', 'test', 'tests/paths', `--project=${project}`, '--reporter=line']);
} else {
  skipped.chromium = 'the build failed';
}

const inventories: Record<string, Inventory> = {};
for (const [id, { machine }] of Object.entries(registeredMachines)) {
  inventories[id] = { states: allStates(machine).map((s) => s.id), transitions: allTransitions(machine).map((t) => t.id) };
}
const report = formatReport({
  inventories,
  files: { vitest: readCoverageFile('vitest'), chromium: readCoverageFile('chromium') },
  skipped,
});
process.stdout.write(`\n${report.text}\n`);
process.exitCode = vitestOk && buildOk && chromiumOk && report.complete ? 0 : 1;
