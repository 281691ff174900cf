/**
 * `npm run charts`: writes the statechart gallery to docs/charts/ (generated, gitignored):
 * index.html, and per registered machine <id>.svg and <id>.html, with the coverage of the last
 * path run from .cache/paths/coverage-<runner>.json when present, and the screens of the last
 * storyboard run (`npm run storyboard`, .cache/storyboard/<lang>/<chart>/) on the states: each
 * state's thumbnail in the diagram, its screens at both widths and the path there on a click, and
 * a walk mode over the states and events the generated paths meet. Event and guard labels read as
 * the chart's `meta` descriptions say (labels.ts). Opens from disk, no network.
 *
 *   tsx tests/tools/charts/build.ts [--out <dir>] [--coverage-root <dir holding .cache/paths>] [--lang es|en]
 */
import type { AnyStateMachine } from 'xstate';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as registry from '../../paths/registry';
import { allStates, allTransitions, type TransitionInfo } from '../../../src/dev/charts/model';
import { parseCoverageReport, summarizeRunner, type CoverageReport, type RunnerSummary } from './coverage';
import { indexPage, machinePage, type IndexEntry, type PageShot, type PageStoryboard } from './page';
import { chartWords, stepWords, transitionWords } from './labels';
import { generatePaths } from '../../paths/generate';
import type { RegistryEntry } from '../../paths/registry';
import { currentFigures, INDEX_FILE, parseStoryboard, rewordPath, STORYBOARD_DIR, walkGraph, type ChartStoryboard, type WalkGraph } from '../storyboard/storyboard';
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

/** The storyboard of a chart in `lang` (else in the other language), when one was run. */
function readStoryboard(id: string, lang: string): ChartStoryboard | null {
  for (const candidate of [lang, lang === 'es' ? 'en' : 'es']) {
    const file = join(coverageRoot(), STORYBOARD_DIR, candidate, id, INDEX_FILE);
    if (!existsSync(file)) continue;
    const board = parseStoryboard(readFileSync(file, 'utf8'));
    if (board) return board;
    console.warn(`charts: ignoring ${relative(root, file)}: not a storyboard index`);
  }
  return null;
}

/** The board as a page at `out` shows it: its images addressed from there. */
function pageStoryboard(board: ChartStoryboard, machine: AnyStateMachine, out: string): PageStoryboard {
  const folder = relative(out, join(coverageRoot(), STORYBOARD_DIR, board.lang, board.chart)).split('\\').join('/');
  const url = (file: string | undefined) => (file ? `${folder}/${file}` : null);
  const shots: Record<string, PageShot> = {};
  for (const [id, shot] of Object.entries(board.shots)) {
    shots[id] = {
      value: shot.value,
      phone: url(shot.phone?.large),
      desktop: url(shot.desktop?.large),
      thumb: url(shot.phone?.thumb ?? shot.desktop?.thumb),
      path: rewordPath(machine, shot.path),
    };
  }
  const { lang, generatedAt, states, values } = board;
  return { lang, generatedAt, ...currentFigures(board, machine), shots, states, values };
}

/** The walk mode's states and events, from the chart's generated paths; null when it has no path model. */
function walkOf(id: string, entry: unknown): WalkGraph | null {
  if (typeof entry !== 'object' || entry === null || !('model' in entry)) return null;
  try {
    const registered = entry as RegistryEntry;
    return walkGraph(registered.machine, generatePaths(id, registered).paths);
  } catch (error) {
    console.warn(`charts: no walk mode for ${id}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
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
  const lang = option('--lang') ?? 'es';
  const registered = registryObject();
  const charts = registeredCharts(registered);
  const entries: IndexEntry[] = [];
  for (const [id, machine] of charts) {
    const board = readStoryboard(id, lang);
    const storyboard = board ? pageStoryboard(board, machine, out) : null;
    const thumbnails = new Map<string, string>();
    for (const [stateId, shotId] of Object.entries(storyboard?.states ?? {})) {
      const thumb = storyboard?.shots[shotId]?.thumb;
      if (thumb) thumbnails.set(stateId, thumb);
    }
    const words = chartWords(machine);
    const described = (transition: TransitionInfo) => {
      const said = transitionWords(machine, transition, words);
      return said.described ? said : null;
    };
    const states = allStates(machine);
    const transitions = allTransitions(machine);
    const runners: RunnerSummary[] = reports.map((report) => {
      const key = report.machines[id] ? id : machine.id;
      return summarizeRunner(report, key, states, transitions);
    });
    const present = runners.filter((r) => r.present);
    const coverage = present.flatMap((r) => (r.coverage ? [{ ...r.coverage, runner: r.runner }] : []));
    const layout = await layoutChart(machine, { statusSpace: coverage.length > 0, thumbnails: new Set(thumbnails.keys()), words: described });
    const caption = [
      `${id}`,
      present.length === 0
        ? 'no path run yet'
        : present
            .map((r) => `${r.runner}: states ${r.states.covered}/${r.states.total}, transitions ${r.transitions.covered}/${r.transitions.total}`)
            .join(' · ') + `  (${present.map((r) => r.generatedAt).filter(Boolean).join(', ')})`,
    ];
    // the standalone SVG is opened on its own: its thumbnails are addressed from the same folder as the page's
    const svg = chartSvg(layout, { coverage, caption, legend: true, idPrefix: `sc-${id}`, thumbnails });
    writeFileSync(join(out, `${id}.svg`), `<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`);
    // The page shows the heading itself; the inline diagram needs no caption.
    const inline = chartSvg(layout, { coverage, legend: false, idPrefix: `sc-${id}`, thumbnails });
    const inWords = (transition: TransitionInfo) => {
      const said = described(transition);
      return said ? stepWords(said) : null;
    };
    writeFileSync(
      join(out, `${id}.html`),
      machinePage({ id, layout, svg: inline, runners, coverageFiles: COVERAGE_FILES.map(([, f]) => f), storyboard, walk: walkOf(id, registered[id]), words: inWords }),
    );
    const screens = storyboard ? { withScreen: storyboard.withScreen, total: storyboard.total, lang: storyboard.lang } : null;
    entries.push({ id, states: layout.states.length, transitions: layout.transitions.length, runners, screens });
    const figures = present.map((r) => `${r.runner} ${r.transitions.covered}/${r.transitions.total}`).join(', ') || 'no path run yet';
    const screenFigure = screens ? `; screens ${screens.withScreen}/${screens.total}` : '';
    console.log(`charts: ${id} (${layout.states.length} states, ${layout.transitions.length} transitions; ${figures}${screenFigure})`);
  }
  writeFileSync(join(out, 'index.html'), indexPage(entries, COVERAGE_FILES.map(([, f]) => f)));
  console.log(`charts: wrote ${relative(process.cwd(), join(out, 'index.html')) || 'index.html'}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
