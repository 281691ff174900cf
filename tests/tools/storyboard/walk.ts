/**
 * The storyboard's browser part (run.ts starts the server and loads this once the run's clock is
 * set): per chart, the tours the path tests walk (same generation as tests/paths/app.spec.ts), in
 * one Chromium with a fresh context per tour (its own platform scenario, the run's clock, the
 * popups and consent presets, the language), taking each state's screen the first time a tour
 * shows it.
 *
 * Both widths are taken by walking the tour again at the other width, not by resizing the page at
 * that moment: the layout is chosen in script at 1024 px (AppLayout, Header, MemberCentre use
 * useMediaQuery), so a resize unmounts the phone's views and mounts the desktop's, which closes
 * the flows they opened and starts them again from their initial state: the screen would show
 * another state than the one the tour reached, and the rest of the tour would go astray.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import config from '../../../playwright.config';
import { createControlClient } from '../../../schema/control/client';
import { SCENARIO_HEADER } from '../../../schema/host/platform-paths';
import { presetConsentDeclined, presetPopupsClosed } from '../../e2e/popup-preset';
import { clockedInvocations, observedSteps, planPath, runPathInBrowser } from '../../paths/browser-runner';
import { repoRoot } from '../../paths/coverage-file';
import { generatePaths, type MachinePath, type PathStep } from '../../paths/generate';
import { awaitingUiMaps, registeredMachines, type RegistryEntry } from '../../paths/registry';
import { toursForUiMap } from '../../paths/tours';
import { loadUiMap, uiMapProblems, type UiMap } from '../../paths/ui-map';
import { installRunClock } from '../../today';
import { chartWords } from '../charts/labels';
import {
  INDEX_FILE,
  missingStates,
  candidateOf,
  pathWords,
  planRound,
  screenableStates,
  STORYBOARD_DIR,
  summaryLine,
  WIDTHS,
  type Candidate,
  type ChartStoryboard,
  type Outcome,
  type ScreenImage,
  type Shot,
  type Width,
} from './storyboard';

/** A state passed by unseen in this many tours is not looked for again (the UI map cannot stop there). */
const MAX_ATTEMPTS = 2;
/** Thumbnails' width in pixels: the phone's at about a third, the desktop's at a fifth. */
const THUMB_WIDTH: Readonly<Record<Width, number>> = { phone: 120, desktop: 256 };
const LARGE_QUALITY = 72;
const THUMB_QUALITY = 60;

interface WalkOptions {
  readonly origin: string;
  readonly charts: readonly string[];
  readonly lang: string;
  /** Pages walking at once (one browser). */
  readonly workers: number;
}

const allEntries: Readonly<Record<string, RegistryEntry>> = { ...registeredMachines, ...awaitingUiMaps };
const AWAITING_REASON = 'its events cannot be produced per step in the page (tests/paths/registry.ts awaitingUiMaps)';

/** Room left around a cropped region, in CSS pixels: its shadow and a hint of the page around it. */
const CROP_MARGIN = 12;

interface Clip {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * What to capture: the UI map's region (see UiMap.region) with CROP_MARGIN around it, inside the
 * viewport, when it is on screen; the whole viewport otherwise. Only a region already shown is
 * used (no wait: the runner has just seen the state), so a page without it costs nothing.
 */
async function clipOf(cdp: CDPSession, page: Page, uiMap: UiMap): Promise<Clip> {
  const { cssVisualViewport: view } = await cdp.send('Page.getLayoutMetrics');
  const whole = { x: view.pageX, y: view.pageY, width: view.clientWidth, height: view.clientHeight };
  const region = uiMap.region?.(page).first();
  if (!region || !(await region.isVisible().catch(() => false))) return whole;
  const box = await region.boundingBox({ timeout: 1_000 }).catch(() => null);
  if (!box || box.width < 1 || box.height < 1) return whole;
  // the box is relative to the viewport; the capture's clip to the document
  const left = Math.max(0, box.x - CROP_MARGIN);
  const top = Math.max(0, box.y - CROP_MARGIN);
  const right = Math.min(view.clientWidth, box.x + box.width + CROP_MARGIN);
  const bottom = Math.min(view.clientHeight, box.y + box.height + CROP_MARGIN);
  if (right - left < 1 || bottom - top < 1) return whole;
  return { x: view.pageX + Math.floor(left), y: view.pageY + Math.floor(top), width: Math.ceil(right - left), height: Math.ceil(bottom - top) };
}

/** Scrolls the part of the screen the UI map names for one of the step's states into view (UiMap.inView); nothing when it names none or it is not there. */
async function bringIntoView(page: Page, uiMap: UiMap, stateIds: readonly string[]): Promise<void> {
  const hint = stateIds.map((id) => uiMap.inView?.[id]).find((found) => found !== undefined);
  if (!hint) return;
  // scrolled in the page, not by Playwright's scrollIntoViewIfNeeded: that one waits for the element
  // to stand still over two animation frames, and a tour on the runner's paused clock draws none
  await hint(page)
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'nearest' }), undefined, { timeout: 1_000 })
    .catch(() => undefined);
}

/** The screen (its region, see clipOf) at scale 1 (JPEG) and as a thumbnail (WebP), through the DevTools protocol: one capture each, no resizing. */
async function capture(cdp: CDPSession, page: Page, uiMap: UiMap, dir: string, name: string, width: Width, stateIds: readonly string[]): Promise<ScreenImage> {
  await bringIntoView(page, uiMap, stateIds);
  const clip = await clipOf(cdp, page, uiMap);
  const large = await cdp.send('Page.captureScreenshot', { format: 'jpeg', quality: LARGE_QUALITY, clip: { ...clip, scale: 1 } });
  const thumb = await cdp.send('Page.captureScreenshot', {
    format: 'webp',
    quality: THUMB_QUALITY,
    clip: { ...clip, scale: Math.min(1, THUMB_WIDTH[width] / clip.width) },
  });
  const files = { large: `${name}-${width}.jpg`, thumb: `${name}-${width}-thumb.webp` };
  writeFileSync(join(dir, files.large), Buffer.from(large.data, 'base64'));
  writeFileSync(join(dir, files.thumb), Buffer.from(thumb.data, 'base64'));
  return files;
}

interface TourRun {
  readonly failure: string | null;
  readonly seenStates: ReadonlySet<string>;
}

/** Walks one tour at one width in a fresh context; `onSeen` gets each step the page showed. */
async function walkTour(
  browser: Browser,
  options: WalkOptions,
  machineId: string,
  entry: RegistryEntry,
  uiMap: UiMap,
  tour: MachinePath,
  width: Width,
  onSeen: (page: Page, cdp: CDPSession, step: PathStep, index: number) => Promise<'stop' | undefined>,
): Promise<TourRun> {
  const scenario = randomUUID();
  const use = config.use ?? {};
  const context = await browser.newContext({
    baseURL: options.origin,
    viewport: WIDTHS[width],
    ...(use.reducedMotion ? { reducedMotion: use.reducedMotion } : {}),
    ...(use.serviceWorkers ? { serviceWorkers: use.serviceWorkers } : {}),
    ...(use.timezoneId ? { timezoneId: use.timezoneId } : {}),
    extraHTTPHeaders: { [SCENARIO_HEADER]: scenario },
  });
  const seenStates = new Set<string>();
  try {
    // This process runs under tsx, whose esbuild keeps function names by wrapping them in
    // `__name(fn, "name")`, also in the functions the UI maps send into the page (an init script,
    // an evaluate): the page has no `__name`, so the clipboard stand-in and the member centre's
    // diagnosis threw there. (Playwright's own test loader, the path tests', adds no such call.)
    await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    await installRunClock(context);
    if (machineId !== 'publicPopups') await presetPopupsClosed(context);
    if (machineId !== 'analyticsConsent') await presetConsentDeclined(context);
    // the language, chosen once before the app's first page as a returning reader's (tests/e2e/fixtures.ts presetLanguage)
    await context.addInitScript((lang) => {
      if (!window.sessionStorage.getItem('__storyboard_lang')) {
        window.localStorage.setItem('lang', lang);
        window.localStorage.setItem('hisLang', lang);
        window.sessionStorage.setItem('__storyboard_lang', '1');
      }
    }, options.lang);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const control = createControlClient(options.origin, scenario);
    const run = await runPathInBrowser({
      entry,
      uiMap,
      path: tour,
      page,
      control,
      onSeen: async (step, index) => {
        step.stateIds.forEach((id) => seenStates.add(id));
        return onSeen(page, cdp, step, index);
      },
    });
    return { failure: run.failure ? `tour ${tour.number} step ${run.failure.step}: ${run.failure.message}` : null, seenStates };
  } finally {
    await context.close();
  }
}

function writeBoard(dir: string, board: ChartStoryboard): void {
  writeFileSync(join(dir, INDEX_FILE), `${JSON.stringify(board, null, 1)}\n`);
}

async function walkChart(browser: Browser, options: WalkOptions, machineId: string): Promise<ChartStoryboard> {
  const started = performance.now();
  const entry = allEntries[machineId];
  if (!entry) throw new Error(`no chart "${machineId}" in tests/paths/registry.ts`);
  const { machine } = entry;
  const dir = join(repoRoot, STORYBOARD_DIR, options.lang, machineId);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const screenable = screenableStates(machine);
  const board = (fields: Pick<ChartStoryboard, 'shots' | 'states' | 'values' | 'missing' | 'toursRun'>): ChartStoryboard => ({
    chart: machineId,
    lang: options.lang,
    generatedAt: new Date().toISOString(),
    total: screenable.length,
    withScreen: Object.keys(fields.states).filter((id) => screenable.some((state) => state.id === id)).length,
    ms: Math.round(performance.now() - started),
    ...fields,
  });
  const none = new Map<string, Outcome[]>();
  if (machineId in awaitingUiMaps) {
    return board({ shots: {}, states: {}, values: {}, missing: missingStates(screenable, new Set(), new Set(), none, AWAITING_REASON), toursRun: 0 });
  }
  let uiMap: UiMap;
  try {
    uiMap = await loadUiMap(machineId);
    const problems = uiMapProblems(entry, uiMap);
    if (problems.length > 0) throw new Error(`the UI map is incomplete: ${problems.join('; ')}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failed = new Map(screenable.map((state) => [state.id, [{ kind: 'failed', message } as const]]));
    const all = new Set(screenable.map((state) => state.id));
    return board({ shots: {}, states: {}, values: {}, missing: missingStates(screenable, new Set(), all, failed, null), toursRun: 0 });
  }

  const generated = generatePaths(machineId, entry);
  const tours = toursForUiMap(generated, entry, uiMap);
  const words = chartWords(machine);
  // The tours first (what the path tests walk), then every generated path, renumbered after them:
  // one that ends waiting on a call the map holds shows a state the tours only pass through.
  const clocked = clockedInvocations(machine);
  const settled = new Set(Object.keys(uiMap.settles ?? {}));
  const candidates: Candidate[] = [...tours, ...generated.paths.map((path, index) => ({ ...path, number: tours.length + index + 1 }))].map((path) =>
    candidateOf(path, observedSteps(path, planPath(path, settled), uiMap, clocked)),
  );
  const shown = new Set(candidates.flatMap((candidate) => [...candidate.shows.keys()]));
  // A state every path leaves by a call's answer (no generated path ends there) is shown by a
  // path cut short after it, when the map can hold that call: the state then waits on the page.
  let number = candidates.length;
  for (const state of screenable) {
    if (shown.has(state.id)) continue;
    for (const path of generated.paths) {
      const at = path.steps.findIndex((step) => step.stateIds.includes(state.id));
      if (at < 0) continue;
      number += 1;
      const prefix = { ...path, number, name: `${path.name} (up to ${state.key})`, steps: path.steps.slice(0, at + 1) };
      const candidate = candidateOf(prefix, observedSteps(prefix, planPath(prefix, settled), uiMap, clocked));
      if (!candidate.shows.has(state.id)) continue;
      candidates.push(candidate);
      candidate.shows.forEach((_, id) => shown.add(id));
      break;
    }
  }
  const native: Width = uiMap.wideLayout ? 'desktop' : 'phone';
  // A wide-layout map drives controls the phone's layout does not show (the side menu's language,
  // chat, the header's vendors): its walks at 390 px failed at their first step, every time.
  const widths: readonly Width[] = uiMap.wideLayout ? ['desktop'] : ['phone', 'desktop'];
  // Each worker drives its own copy of the map: a map keeps the path under way in its module (the
  // login map its credentials and gates), and two walks at once through one copy overwrote each
  // other's (the phone's walk failed where the desktop's had started since).
  const workerMaps = [uiMap, ...(await Promise.all(Array.from({ length: options.workers - 1 }, (_, i) => loadUiMap(machineId, `worker${i + 1}`))))];
  const wanted = new Set(screenable.map((state) => state.id).filter((id) => shown.has(id)));
  const shots: Record<string, Shot> = {};
  const states: Record<string, string> = {};
  const values: Record<string, string> = {};
  const attempts = new Map<string, Outcome[]>();
  const walked = new Set<number>();
  const failures: string[] = [];
  let walks = 0;

  // Rounds of walks planned up front, each planned tour walked at both widths side by side (a
  // pool of `workers` pages), each screen taken at the step the plan names at both widths. A
  // state whose walk failed at the UI map's own width is planned again on another path, until no
  // path is left for it or it failed MAX_ATTEMPTS times.
  for (let round = planRound(candidates, wanted, walked); round.length > 0; round = planRound(candidates, wanted, walked)) {
    const jobs = round.flatMap((tour) => widths.map((width) => ({ tour, width })));
    const taken = new Map<string, Partial<Record<Width, ScreenImage>>>();
    const results = new Map<string, string | null>();
    let nextJob = 0;
    const worker = async (workerMap: UiMap) => {
      for (let job = jobs[nextJob++]; job !== undefined; job = jobs[nextJob++]) {
        const { tour, width } = job;
        const last = Math.max(...tour.shots.keys());
        const run = await walkTour(browser, options, machineId, entry, workerMap, tour.path, width, async (page, cdp, step, index) => {
          if (tour.shots.has(index)) {
            const id = `t${tour.path.number}s${index}`;
            const image = await capture(cdp, page, workerMap, dir, id, width, step.stateIds);
            taken.set(id, { ...taken.get(id), [width]: image });
          }
          // the rest of the tour shows nothing the plan wants from it
          return index >= last ? 'stop' : undefined;
        });
        results.set(`${tour.path.number}:${width}`, run.failure);
        if (run.failure) failures.push(`at ${WIDTHS[width].width} px: ${run.failure}`);
      }
    };
    await Promise.all(workerMaps.slice(0, Math.min(options.workers, jobs.length)).map(worker));
    walks += jobs.length;

    for (const tour of round) {
      walked.add(tour.path.number);
      for (const [index, ids] of tour.shots) {
        const id = `t${tour.path.number}s${index}`;
        const images = taken.get(id);
        const step = tour.path.steps[index];
        // the UI map's own width decides: a screen taken only at the other width is kept, the state is still planned again
        if (step && images && (images.phone || images.desktop)) {
          shots[id] = {
            value: step.state,
            stateIds: step.stateIds,
            phone: images.phone ?? null,
            desktop: images.desktop ?? null,
            tour: tour.path.number,
            step: index,
            path: pathWords(machine, tour.path.steps, index, words),
          };
          values[step.state] ??= id;
        }
        for (const stateId of ids) {
          if (images?.[native]) {
            states[stateId] = id;
            wanted.delete(stateId);
            continue;
          }
          if (images && states[stateId] === undefined) states[stateId] = id;
          const failure = results.get(`${tour.path.number}:${native}`) ?? null;
          const outcome: Outcome = failure ? { kind: 'failed', message: failure } : { kind: 'unseen' };
          const list = [...(attempts.get(stateId) ?? []), outcome];
          attempts.set(stateId, list);
          if (list.length >= MAX_ATTEMPTS) wanted.delete(stateId);
        }
      }
    }
  }

  const screened = new Set(Object.keys(states));
  const result = board({ shots, states, values, missing: missingStates(screenable, screened, shown, attempts, null), toursRun: walks });
  const halfTaken = Object.values(shots).filter((shot) => widths.some((width) => !shot[width])).length;
  if (halfTaken > 0) process.stdout.write(`  ${halfTaken} screen(s) at one width only (the walk at the other width failed before them)\n`);
  for (const failure of failures) process.stdout.write(`  ✗ ${failure.split('\n').slice(0, 3).join(' | ')}\n`);
  return result;
}

/** Walks the charts (all registered ones when none is named); false when a chart is unknown. A state without a screen is reported, not an error. */
export async function walkCharts(options: WalkOptions): Promise<boolean> {
  const ids = options.charts.length > 0 ? options.charts : Object.keys(allEntries);
  const unknown = ids.filter((id) => !(id in allEntries));
  if (unknown.length > 0) {
    process.stderr.write(`storyboard: no such chart: ${unknown.join(', ')} (see tests/paths/registry.ts)\n`);
    return false;
  }
  const use = config.use ?? {};
  const browser = await chromium.launch({ ...use.launchOptions, headless: true });
  const started = performance.now();
  try {
    for (const id of ids) {
      process.stdout.write(`storyboard: ${id}…\n`);
      const board = await walkChart(browser, options, id);
      writeBoard(join(repoRoot, STORYBOARD_DIR, options.lang, id), board);
      process.stdout.write(`  ${summaryLine(board)}\n`);
      for (const { stateId, reason } of board.missing) process.stdout.write(`    no screen: ${stateId}: ${reason}\n`);
    }
  } finally {
    await browser.close();
  }
  process.stdout.write(`storyboard: ${ids.length} chart(s) in ${((performance.now() - started) / 1000).toFixed(1)} s, in ${STORYBOARD_DIR}/${options.lang}/\n`);
  return true;
}
