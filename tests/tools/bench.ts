/**
 * `npm run bench`: builds the app (skip with --no-build), serves dist/ with the embedded platform
 * (vite preview), and in Chromium with the full catalogue prints:
 *   - JavaScript transferred for / at 1280 and at 390 px (gzip KB, each script gzipped at level 9
 *     as a server would send it), script by script,
 *   - time to the first game tile on /,
 *   - time to apply a vendor filter and a name search in the RNG lobby (1,500+ games in the
 *     catalogue): median and worst of five each,
 *   - total and longest long task while scrolling a grid of several loaded pages,
 *   - the entry's first task on / at 4x CPU with and without a DevTools client's Runtime domain,
 *     which DevTools enables and which makes V8 parse the entry again; Lighthouse's runs do not pay it
 *     (tests/tools/bench-inspector.ts, docs/PERFORMANCE.md),
 *   - with --composition, what the entry chunk is made of (tests/tools/bench-composition.ts),
 *   - the lite app's first and repeat visit to / on a phone at Lighthouse's mobile settings: LCP and
 *     JavaScript from the network, the repeat visit with the service worker installed
 *     (tests/tools/bench-repeat-visit.ts; --repeat-only prints just these),
 *   - Lighthouse (mobile preset) per route, median of 3 (tests/tools/bench-lighthouse.ts): scores and
 *     FCP, LCP, TBT, CLS for /, /rng, /live, /lottery and every built member and agent page.
 *     --lighthouse-only skips the rest; --no-lighthouse skips it; --lh-runs=N; --lh-groups=public,member,agent;
 *     --lh-route=/rng (repeatable) measures just those paths; --lh-save=DIR keeps every report (--lh-trace: its trace too).
 *   - with --profile (alone), the long tasks of a first load of a route on a phone at 4x CPU, together
 *     and one by one with the script frames inside each (tests/tools/bench-profile.ts);
 *     --profile-route=/rng (default /), --profile-runs=N (default 3).
 * Budgets (printed next to the figures, never asserted): first-route JS ≤ 150 KB gzip, filter and
 * search ≤ 50 ms, no long task over 100 ms.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { printComposition } from './bench-composition';
import { measureInspectorCost, type EntryTask } from './bench-inspector';
import { measureRepeatVisit, printRepeatVisit } from './bench-repeat-visit';
import { printProfiles, profileFirstLoad, type ProfiledLoad } from './bench-profile';
import { formatLighthouseHeader, formatLighthouseRow, lighthouseRoutes, measureLighthouse, type LighthouseRoute } from './bench-lighthouse';
import { ACCOUNTS, startSignedIn } from '../e2e/auth-helpers';
import { presetConsentDeclined, presetPopupsClosed } from '../e2e/popup-preset';
import { createControlClient } from '../../schema/control/client';
import { SCENARIO_HEADER } from '../../schema/host/platform-paths';
import { establishControlSecret } from '../../schema/infra/control-secret';

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BUDGET = { jsKb: 150, interactionMs: 50, longTaskMs: 100 };

function chromiumPath(): string | undefined {
  // Full Chromium first (Lighthouse's figures were taken with it); the headless shell that
  // .ci/ensure-chromium.sh installs for the browser tests when nothing else is there.
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/chromium-headless-shell'];
  return candidates.find((path) => path && existsSync(path));
}

async function waitForServer(url: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Long tasks and the first tile, recorded by the page itself from its first script on. */
function instrument() {
  const w = window as unknown as { __longTasks: number[]; __firstTile?: number };
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (w.__firstTile === undefined && document.querySelector('[data-testid="game-tile"]')) {
      w.__firstTile = performance.now();
      observer.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
}

async function lobbyReady(page: Page) {
  await page.locator('[data-testid="game-lobby"][data-state="ready"] [data-testid="game-tile"]').first().waitFor();
}

interface InteractionTiming {
  /** Input → the start of the frame after the one that draws the lobby's new first page. */
  frame: number;
  /** Input → the main thread free again after that frame (the new thumbnails decoded and painted). */
  settled: number;
}

/**
 * Times one lobby interaction inside the page, from the user's input event (the pointer going
 * down on a button, or the Enter key), not from before the Playwright call: its actionability
 * checks (visible, stable over two frames, hit target) happen before any input reaches the page.
 * A mutation observer sees the new first page arrive; the next animation frame draws it, and the
 * start of the frame after that is the "frame" figure (budgeted); a task queued then runs once the
 * main thread is free again
 * ("settled": it includes rasterising the new thumbnails, which for the embedded platform's SVG
 * art happens on the main thread; real vendor art is bitmaps, decoded off it).
 */
async function timeInteraction(page: Page, act: () => Promise<void>): Promise<InteractionTiming> {
  const marker = await page.locator('[data-testid="game-lobby"] [data-testid="game-tile"]').first().getAttribute('data-node-id');
  // strings, not functions: the bundler's helpers (__name) do not exist in the page
  await page.evaluate(`(() => {
    const previous = ${JSON.stringify(marker)};
    const lobby = document.querySelector('[data-testid="game-lobby"]');
    window.__timing = new Promise((resolve) => {
      let t0;
      const arm = (event) => {
        if (event.type === 'keydown' && event.key !== 'Enter') return;
        t0 = event.timeStamp;
        window.removeEventListener('pointerdown', arm, true);
        window.removeEventListener('keydown', arm, true);
      };
      window.addEventListener('pointerdown', arm, true);
      window.addEventListener('keydown', arm, true);
      const observer = new MutationObserver(() => {
        const first = lobby.querySelector('[data-testid="game-tile"]');
        const state = lobby.getAttribute('data-state');
        const arrived = state === 'empty' || (state === 'ready' && first && first.getAttribute('data-node-id') !== previous);
        if (t0 === undefined || !arrived) return;
        observer.disconnect();
        // the frame after the one that draws it: by then that frame has been produced
        requestAnimationFrame(() =>
          requestAnimationFrame((frameTime) => {
            const frame = frameTime - t0;
            setTimeout(() => resolve({ frame, settled: Math.max(frame, performance.now() - t0) }), 0);
          }),
        );
      });
      observer.observe(lobby, { attributes: true, childList: true, subtree: true });
    });
  })()`);
  await act();
  return page.evaluate('window.__timing') as Promise<InteractionTiming>;
}

const REPEATS = 5;
const SEARCH_WORDS = ['dragon', 'fortune', 'gold', 'lucky', 'tiger'];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Every script / loads until the network is idle, each gzipped at level 9 as a server would send it. */
async function firstRouteJavaScript(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const scripts = new Map<string, number>();
  let brotliBytes = 0;
  const texts = new Map<string, number>();
  page.on('response', (response) => {
    // the texts are JSON data, fetched by the i18n backend: counted apart from the JavaScript
    if (/\/locales\/[^/]+\/[^/]+\.json$/.test(new URL(response.url()).pathname)) {
      pending.push(response.body().then((body) => void texts.set(response.url(), gzipSync(body, { level: 9 }).length), () => undefined));
      return;
    }
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => {
          scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
          brotliBytes += brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
        },
        () => undefined, // a redirect or an aborted script has no body
      ),
    );
  });
  await page.goto(`${ORIGIN}/`);
  await page.getByTestId('home-ready').waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((total, size) => total + size, 0) / 1024;
  return { scripts, kb: sum(scripts), brotliKb: brotliBytes / 1024, texts, textsKb: sum(texts) };
}

/** The team the downline list is measured with (smooth with 5,000 members). */
const TEAM_MEMBERS = 5000;

/**
 * The downline management with agent01's team grown to 5,000 members (control growTeam, its own
 * scenario): long tasks while it opens, searches, sorts and pages. Figures only, never asserted.
 */
async function downlineListLongTasks(browser: Browser) {
  const scenario = randomUUID();
  const control = createControlClient(ORIGIN, scenario);
  await control.growTeam(ACCOUNTS.agent.username, TEAM_MEMBERS);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: ORIGIN, extraHTTPHeaders: { [SCENARIO_HEADER]: scenario } });
  await presetPopupsClosed(context);
  await presetConsentDeclined(context);
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const list = page.getByTestId('downline-management');
  const settled = async () => {
    await page.locator('[data-testid="downline-management"]:is([data-status="ready"], [data-status="empty"])').waitFor();
  };
  const steps: { label: string; longest: number; count: number }[] = [];
  const measure = async (label: string, act: () => Promise<void>) => {
    await page.evaluate(() => {
      (window as unknown as { __longTasks: number[] }).__longTasks = [];
    });
    await act();
    await settled();
    await page.waitForTimeout(300);
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    steps.push({ label, longest: tasks.length ? Math.max(...tasks) : 0, count: tasks.length });
  };
  await measure('open', () => startSignedIn(page, ACCOUNTS.agent, '/agentHome/downlineManagmentView'));
  const teamSize = await list.getByTestId('downline-count').textContent();
  await measure('search "m0"', async () => {
    await page.getByTestId('downline-keyword').fill('m0');
    await page.getByTestId('downline-search').getByRole('button').click();
  });
  await measure('sort by bets', () => page.getByTestId('downline-sort').selectOption('betAmount').then(() => undefined));
  await measure('sort by team size', () => page.getByTestId('downline-sort').selectOption('teamSize').then(() => undefined));
  // the list's own next-page button (the last one of the pagination)
  const matches = (await list.getAttribute('data-status')) === 'empty' ? 'no match' : await list.getByTestId('downline-count').textContent();
  for (const next of [2, 3]) {
    if ((await page.getByTestId('downline-pages').count()) === 0) break;
    await measure(`page ${next}`, () => page.getByTestId('downline-pages').getByRole('button').last().click());
  }
  await measure('search cleared', async () => {
    await page.getByTestId('downline-keyword').fill('');
    await page.getByTestId('downline-search').getByRole('button').click();
  });
  await context.close();
  return { teamSize: teamSize ?? '', matches: matches ?? '', steps };
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // With the port taken, our server would quit at once and the figures be silently another server's.
  if (await fetch(`${ORIGIN}/`).then(() => true, () => false)) {
    throw new Error(`${ORIGIN} already answers: stop that server or set BENCH_PORT`);
  }
  // the server inherits the secret its control endpoint will ask for, and this process's control clients send it
  establishControlSecret();
  const server: ChildProcess = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore', detached: true });
  let serverExited = false;
  server.once('exit', () => (serverExited = true));
  try {
    await waitForServer(`${ORIGIN}/`);
    if (process.argv.includes('--lighthouse-only')) {
      await printLighthouse();
      return;
    }
    const browser = await chromium.launch({ executablePath: chromiumPath() });
    if (process.argv.includes('--repeat-only')) {
      printRepeatVisit(await measureRepeatVisit(browser, ORIGIN));
      await browser.close();
      return;
    }
    if (process.argv.includes('--profile')) {
      const route = process.argv.find((arg) => arg.startsWith('--profile-route='))?.slice('--profile-route='.length) ?? '/';
      const runs = Number(process.argv.find((arg) => arg.startsWith('--profile-runs='))?.slice('--profile-runs='.length) ?? 3);
      const loads: ProfiledLoad[] = [];
      for (let run = 0; run < runs; run += 1) loads.push(await profileFirstLoad(browser, `${ORIGIN}${route}`));
      printProfiles(route, loads);
      await browser.close();
      return;
    }
    if (process.argv.includes('--team-only')) {
      printTeam(await downlineListLongTasks(browser));
      await browser.close();
      return;
    }
    const desktopJs = await firstRouteJavaScript(browser, { viewport: { width: 1280, height: 900 } });
    // most players are on phones: no header vendor menu there, the side menu is a drawer
    const phoneJs = await firstRouteJavaScript(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // a returning reader: the session's public popups closed and analytics answered, so neither covers the lobby's filters
    await presetPopupsClosed(context);
    await presetConsentDeclined(context);
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/`);
    // the home is ready before its hot list's tiles are drawn: the figure waits for a tile
    await page.getByTestId('game-tile').first().waitFor();
    const firstTile = await page.evaluate(() => (window as unknown as { __firstTile?: number }).__firstTile ?? NaN);

    await page.goto(`${ORIGIN}/rng`);
    await lobbyReady(page);
    // the category's whole list loads beside its first page: filters are only timed once it is in
    await page.waitForLoadState('networkidle');
    const vendorTimes: InteractionTiming[] = [];
    const searchTimes: InteractionTiming[] = [];
    for (let round = 0; round < REPEATS; round += 1) {
      vendorTimes.push(await timeInteraction(page, () => page.locator('button[data-vendor="PG"]').click()));
      await page.locator('button[data-vendor="ALL"]').click();
      await lobbyReady(page);
    }
    for (const word of SEARCH_WORDS) {
      searchTimes.push(
        await timeInteraction(page, async () => {
          await page.getByRole('searchbox').fill(word);
          await page.getByRole('searchbox').press('Enter');
        }),
      );
    }

    // a grid of several pages, then scroll through it
    await page.getByRole('searchbox').fill('');
    await page.getByRole('searchbox').press('Enter');
    await lobbyReady(page);
    for (let i = 0; i < 5; i += 1) {
      await page.getByTestId('load-more').click();
      await lobbyReady(page);
    }
    await page.evaluate(() => {
      (window as unknown as { __longTasks: number[] }).__longTasks = [];
    });
    for (let i = 0; i < 30; i += 1) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(50);
    }
    await page.waitForTimeout(500);
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    const tiles = await page.locator('[data-testid="game-lobby"] [data-testid="game-tile"]').count();
    const team = await downlineListLongTasks(browser);
    const repeatVisit = await measureRepeatVisit(browser, ORIGIN);
    await browser.close();

    const mark = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');
    const longest = longTasks.length ? Math.max(...longTasks) : 0;
    const total = longTasks.reduce((sum, ms) => sum + ms, 0);
    const timing = (timings: InteractionTiming[]) => {
      const frames = timings.map((timing) => timing.frame);
      const settled = timings.map((timing) => timing.settled);
      return (
        `median ${median(frames).toFixed(0)} ms, worst ${Math.max(...frames).toFixed(0)} ms of ${frames.length} to the frame showing it (budget ${BUDGET.interactionMs}) ${mark(median(frames) <= BUDGET.interactionMs)}; ` +
        `main thread free again after ${median(settled).toFixed(0)} ms (worst ${Math.max(...settled).toFixed(0)})`
      );
    };
    console.log('\nbench (production build, embedded platform, Chromium)');
    for (const [label, js] of [['1280×900', desktopJs], ['390×844 ', phoneJs]] as const) {
      console.log(`  JavaScript for / at ${label} .. ${js.kb.toFixed(1)} KB gzip in ${js.scripts.size} scripts (budget ${BUDGET.jsKb}) ${mark(js.kb <= BUDGET.jsKb)}; ${js.brotliKb.toFixed(1)} KB with Brotli`);
      for (const [url, bytes] of [...js.scripts].sort((a, b) => b[1] - a[1])) {
        console.log(`      ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
      }
      console.log(`    and texts (JSON, not JavaScript): ${js.textsKb.toFixed(1)} KB gzip in ${js.texts.size} files`);
    }
    console.log(`  first game tile on / ........ ${firstTile.toFixed(0)} ms after navigation start`);
    console.log(`  vendor filter (RNG) ......... ${timing(vendorTimes)}`);
    console.log(`  name search (RNG) ........... ${timing(searchTimes)}`);
    console.log(`  scrolling ${tiles} tiles ......... long tasks: ${longTasks.length}, total ${total.toFixed(0)} ms, longest ${longest.toFixed(0)} ms (budget ${BUDGET.longTaskMs}) ${mark(longest <= BUDGET.longTaskMs)}`);
    printTeam(team);
    printRepeatVisit(repeatVisit);
    printInspectorCost(await measureInspectorCost(chromiumPath() ?? '/usr/bin/chromium', `${ORIGIN}/`, 3));
    if (process.argv.includes('--composition')) printComposition();
    if (!process.argv.includes('--no-lighthouse')) await printLighthouse();
  } finally {
    if (server.pid && !serverExited) process.kill(-server.pid);
  }
}

function printInspectorCost({ bare, runtime }: { bare: EntryTask[]; runtime: EntryTask[] }) {
  const task = (runs: EntryTask[]) => median(runs.map((run) => run.taskMs)).toFixed(0).padStart(4);
  console.log(`  entry's first task on / at 4x CPU, median of ${bare.length} (figures, not budgets):`);
  console.log(`      in a player's browser (no DevTools client) ....... ${task(bare)} ms`);
  console.log(
    `      with a client's Runtime domain on (DevTools open)  ${task(runtime)} ms, of which ${median(runtime.map((run) => run.reparseMs)).toFixed(0)} ms V8 parsing the entry again for stack positions`,
  );
}

/** The routes asked for on the command line (--lh-route, --lh-groups), or all of them. */
function chosenLighthouseRoutes(): LighthouseRoute[] {
  const all = lighthouseRoutes();
  const paths = process.argv.filter((arg) => arg.startsWith('--lh-route=')).map((arg) => arg.slice('--lh-route='.length));
  if (paths.length > 0) return paths.map((path) => all.find((route) => route.path === path) ?? { path, group: 'public' });
  const groups = process.argv.find((arg) => arg.startsWith('--lh-groups='))?.slice('--lh-groups='.length).split(',');
  return groups ? all.filter((route) => groups.includes(route.group)) : all;
}

async function printLighthouse() {
  const runs = Number(process.argv.find((arg) => arg.startsWith('--lh-runs='))?.slice('--lh-runs='.length) ?? 3);
  console.log(formatLighthouseHeader(runs));
  // printed as each route finishes: the whole list takes a while
  await measureLighthouse(ORIGIN, chromiumPath(), chosenLighthouseRoutes(), runs, (route, figures) => console.log(formatLighthouseRow(route, figures)));
}

function printTeam(team: Awaited<ReturnType<typeof downlineListLongTasks>>) {
  console.log(`  downline list, agent01 grown by ${TEAM_MEMBERS} members (${team.teamSize} direct; the search: ${team.matches}), longest task per step (budget ${BUDGET.longTaskMs} ms):`);
  for (const step of team.steps) console.log(`      ${step.label.padEnd(20, '.')} ${step.longest.toFixed(0).padStart(4)} ms longest of ${step.count} long tasks ${step.longest <= BUDGET.longTaskMs ? 'ok' : 'OVER BUDGET'}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
