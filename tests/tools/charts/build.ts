/**
 * `npm run charts`: writes the statechart gallery to docs/charts/ (generated, gitignored):
 * index.html, and per registered machine <id>.svg and <id>.html, with the coverage of the last
 * path run from .cache/paths/coverage-<runner>.json when present. Opens from disk, no network.
 *
 *   tsx tests/tools/charts/build.ts [--out <dir>] [--coverage-root <dir holding .cache/paths>]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as registry from '../../paths/registry';
import { allStates, allTransitions } from '../../../src/dev/charts/model';
import { parseCoverageReport, summarizeRunner, type CoverageReport, type RunnerSummary } from './coverage';
import { indexPage, machinePage, type IndexEntry } from './page';
import { registeredCharts } from './registry';
import { chartSvg, layoutChart } from '../../../src/dev/charts/render';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const COVERAGE_FILES = [
  ['vitest', '.cache/paths/coverage-vitest.json'],
  ['chromium', '.cache/paths/coverage-chromium.json'],
] as const;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function outDir(): string {
  const value = option('--out');
  return value ? resolve(process.cwd(), value) : join(root, 'docs/charts');
}

/** Where the coverage reports are looked for (default: the repository root). */
function coverageRoot(): string {
  const value = option('--coverage-root');
  return value ? resolve(process.cwd(), value) : root;
}

function readReports(): CoverageReport[] {
  const reports: CoverageReport[] = [];
  for (const [runner, file] of COVERAGE_FILES) {
    const path = join(coverageRoot(), file);
    if (!existsSync(path)) continue;
    try {
      reports.push(parseCoverageReport(readFileSync(path, 'utf8'), runner));
    } catch (error) {
      console.warn(`charts: ignoring ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return reports;
}

function registryObject(): Record<string, unknown> {
  const candidate = (registry as Record<string, unknown>).registeredMachines ?? (registry as Record<string, unknown>).default;
  if (typeof candidate !== 'object' || candidate === null) throw new Error('tests/paths/registry.ts exports no registeredMachines');
  return candidate as Record<string, unknown>;
}

async function main() {
  const out = outDir();
  mkdirSync(out, { recursive: true });
  // The folder is generated: drop pages of machines that are no longer registered.
  for (const name of readdirSync(out)) if (/\.(svg|html)$/.test(name)) rmSync(join(out, name));

  const reports = readReports();
  const charts = registeredCharts(registryObject());
  const entries: IndexEntry[] = [];
  for (const [id, machine] of charts) {
    const states = allStates(machine);
    const transitions = allTransitions(machine);
    const runners: RunnerSummary[] = reports.map((report) => {
      const key = report.machines[id] ? id : machine.id;
      return summarizeRunner(report, key, states, transitions);
    });
    const present = runners.filter((r) => r.present);
    const coverage = present.flatMap((r) => (r.coverage ? [{ ...r.coverage, runner: r.runner }] : []));
    const layout = await layoutChart(machine, { statusSpace: coverage.length > 0 });
    const caption = [
      `${id}`,
      present.length === 0
        ? 'no path run yet'
        : present
            .map((r) => `${r.runner}: states ${r.states.covered}/${r.states.total}, transitions ${r.transitions.covered}/${r.transitions.total}`)
            .join(' · ') + `  (${present.map((r) => r.generatedAt).filter(Boolean).join(', ')})`,
    ];
    const svg = chartSvg(layout, { coverage, caption, legend: true, idPrefix: `sc-${id}` });
    writeFileSync(join(out, `${id}.svg`), `<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`);
    // The page shows the heading itself; the inline diagram needs no caption.
    const inline = chartSvg(layout, { coverage, legend: false, idPrefix: `sc-${id}` });
    writeFileSync(join(out, `${id}.html`), machinePage({ id, layout, svg: inline, runners, coverageFiles: COVERAGE_FILES.map(([, f]) => f) }));
    entries.push({ id, states: layout.states.length, transitions: layout.transitions.length, runners });
    const figures = present.map((r) => `${r.runner} ${r.transitions.covered}/${r.transitions.total}`).join(', ') || 'no path run yet';
    console.log(`charts: ${id} (${layout.states.length} states, ${layout.transitions.length} transitions; ${figures})`);
  }
  writeFileSync(join(out, 'index.html'), indexPage(entries, COVERAGE_FILES.map(([, f]) => f)));
  console.log(`charts: wrote ${relative(process.cwd(), join(out, 'index.html')) || 'index.html'}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
