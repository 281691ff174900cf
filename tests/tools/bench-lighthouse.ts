/**
 * Lighthouse figures for `npm run bench`: for each route, the median of N runs (3 by
 * default) of Lighthouse's mobile preset with simulated throttling, in Debian's Chromium, against
 * the production build with the embedded platform: the performance, accessibility, best-practices
 * and SEO scores and the four figures the budget names (first and largest contentful paint, total
 * blocking time, cumulative layout shift). Figures only: nothing here is asserted.
 *
 * Signed-in routes get a real session token (a login through the adapter, as the e2e tests do)
 * written to sessionStorage before the app's first script, which is where the app keeps it.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';
import { DEFAULT_MERCHANT_CODE } from '../../src/api/routes';
import { createPlatformApi } from '../unit/api/platform-api';
import { MEMBER_PAGES, MEMBER_PAGE_VIEWS } from '../../src/views/member/memberPages';
import { AGENT_PAGES } from '../../machines/agent/agentShell.machine';
import { ACCOUNTS } from '../e2e/auth-helpers';

export type Account = 'member' | 'agent';
export interface LighthouseRoute {
  path: string;
  /** Signed in as this account, or a visitor. */
  as?: Account;
  group: 'public' | 'member' | 'agent';
}

/** The routes the issue names: the public lobbies, the lottery signed in, every built member and agent page. */
export function lighthouseRoutes(): LighthouseRoute[] {
  const memberPages = MEMBER_PAGES.filter((name) => MEMBER_PAGE_VIEWS[name] !== undefined);
  return [
    { path: '/', group: 'public' },
    { path: '/rng', group: 'public' },
    { path: '/live', group: 'public' },
    { path: '/lottery', as: 'member', group: 'public' },
    ...memberPages.map((name): LighthouseRoute => ({ path: `/member/${name}`, as: 'member', group: 'member' })),
    ...AGENT_PAGES.map((name): LighthouseRoute => ({ path: `/agentHome/${name}`, as: 'agent', group: 'agent' })),
  ];
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function sessionToken(origin: string, account: Account): Promise<string> {
  const credentials = account === 'member' ? ACCOUNTS.member : ACCOUNTS.agent;
  const api = createPlatformApi({
    baseUrl: origin,
    merchantCode: DEFAULT_MERCHANT_CODE,
    getToken: () => null,
    getLanguage: () => 'es',
    getDeviceId: () => 'bench-device',
    onSessionExpired: () => {},
    fetch: (input, init) => fetch(input, init),
  });
  const session = await api.session.login({ type: 'username', ...credentials });
  return session.token;
}

/**
 * --lh-save=DIR keeps each run's whole report (the LCP element, the shifts, the long tasks) to read
 * after; with --lh-trace, the run's own trace beside it (`….trace.json`, what its simulation was
 * computed from: which task is which, at 1x), to open in DevTools' performance panel.
 */
const saveDir = process.argv.find((arg) => arg.startsWith('--lh-save='))?.slice('--lh-save='.length);
const saveTrace = process.argv.includes('--lh-trace');

function saveReport(dir: string, url: string, lhr: object, trace: unknown): void {
  mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
  let base = join(dir, name);
  for (let run = 2; existsSync(`${base}.json`); run += 1) base = join(dir, `${name}-${run}`);
  writeFileSync(`${base}.json`, JSON.stringify(lhr));
  if (saveTrace && trace) writeFileSync(`${base}.trace.json`, JSON.stringify(trace));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function runOnce(browser: Browser, url: string, token: string | null): Promise<LighthouseFigures> {
  const page = await browser.newPage();
  try {
    if (token) {
      await page.evaluateOnNewDocument((value: string) => window.sessionStorage.setItem('token', value), token);
    }
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    };
    const result = await lighthouse(url, flags, undefined, page);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    if (saveDir) saveReport(saveDir, url, lhr, result.artifacts.Trace);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    await page.close();
  }
}

/** Runs every route `runs` times and answers the median of each figure. */
export async function measureLighthouse(
  origin: string,
  chromePath: string | undefined,
  routes: readonly LighthouseRoute[],
  runs: number,
  onRoute?: (route: LighthouseRoute, figures: LighthouseFigures) => void,
): Promise<Array<{ route: LighthouseRoute; figures: LighthouseFigures }>> {
  const chrome = await chromeLauncher.launch({ ...(chromePath ? { chromePath } : {}), chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const tokens = new Map<Account, string>();
  const results: Array<{ route: LighthouseRoute; figures: LighthouseFigures }> = [];
  try {
    for (const route of routes) {
      let token: string | null = null;
      if (route.as) {
        token = tokens.get(route.as) ?? (await sessionToken(origin, route.as));
        tokens.set(route.as, token);
      }
      const all: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) all.push(await runOnce(browser, `${origin}${route.path}`, token));
      const pick = (key: keyof LighthouseFigures) => median(all.map((figures) => figures[key]));
      const figures: LighthouseFigures = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
      };
      results.push({ route, figures });
      onRoute?.(route, figures);
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return results;
}

/** The performance budget (docs/PERFORMANCE.md), printed beside each figure. */
export const LIGHTHOUSE_BUDGET = { performance: 90, tbtMs: 200, lcpMs: 2500, cls: 0.02, accessibility: 100, bestPractices: 100, seo: 100 };

export function formatLighthouseHeader(runs: number): string {
  return `  Lighthouse ${'12.8'} mobile (simulated throttling), median of ${runs}; budget perf ≥ ${LIGHTHOUSE_BUDGET.performance}, TBT ≤ ${LIGHTHOUSE_BUDGET.tbtMs} ms, LCP ≤ ${LIGHTHOUSE_BUDGET.lcpMs} ms, CLS ≤ ${LIGHTHOUSE_BUDGET.cls}; a11y/BP/SEO 100 on public pages
      route                                         perf  a11y    bp   seo     FCP ms    LCP ms   TBT ms     CLS`;
}

export function formatLighthouseRow(route: LighthouseRoute, figures: LighthouseFigures): string {
  const over: string[] = [];
  if (figures.performance < LIGHTHOUSE_BUDGET.performance) over.push('perf');
  if (figures.tbtMs > LIGHTHOUSE_BUDGET.tbtMs) over.push('TBT');
  if (figures.lcpMs > LIGHTHOUSE_BUDGET.lcpMs) over.push('LCP');
  if (figures.cls > LIGHTHOUSE_BUDGET.cls) over.push('CLS');
  if (route.group === 'public') {
    if (figures.accessibility < 100) over.push('a11y');
    if (figures.bestPractices < 100) over.push('BP');
    if (figures.seo < 100) over.push('SEO');
  }
  const num = (value: number, width: number, digits = 0) => value.toFixed(digits).padStart(width);
  return (
    `      ${(route.path + (route.as ? ` (${route.as})` : '')).padEnd(44)}` +
    `${num(figures.performance, 5)} ${num(figures.accessibility, 5)} ${num(figures.bestPractices, 5)} ${num(figures.seo, 5)}` +
    ` ${num(figures.fcpMs, 10)} ${num(figures.lcpMs, 9)} ${num(figures.tbtMs, 8)} ${num(figures.cls, 7, 3)}` +
    `  ${over.length ? `OVER: ${over.join(', ')}` : 'ok'}`
  );
}
