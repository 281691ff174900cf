/**
 * A player's first and repeat visit to / with the lite app's service worker (src/boot/liteApp.ts),
 * at Lighthouse's mobile settings (4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down): the
 * largest contentful paint, and the JavaScript that came over the network rather than from the
 * worker's cache. Goal: a repeat visit fetches no app code and paints its largest content within
 * 1.0 s. Figures only (npm run bench prints them), never asserted.
 */
import type { Browser, Page } from '@playwright/test';

export interface VisitFigures {
  /** Largest contentful paint, ms after navigation start. */
  readonly lcpMs: number;
  /** What that paint was: an image (its file name) or a text block (its element). */
  readonly lcpWhat: string;
  /** The platform calls and pictures that had answered by then, each with the ms its answer ended. */
  readonly before: readonly string[];
  /** Script bytes (transfer) fetched from the network. */
  readonly networkJsKb: number;
  /** Scripts answered by the service worker. */
  readonly workerScripts: number;
  readonly networkScripts: number;
}

/** Lighthouse's mobile throttling (simulated there, applied here through DevTools). */
const MOBILE = { cpuSlowdown: 4, latencyMs: 150, downloadBps: (1.6 * 1024 * 1024) / 8, uploadBps: (750 * 1024) / 8 };

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: MOBILE.latencyMs, downloadThroughput: MOBILE.downloadBps, uploadThroughput: MOBILE.uploadBps });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
}

/** One visit to `url` in a new page of the context: its LCP and where its scripts came from. */
async function visit(page: Page, url: string): Promise<VisitFigures> {
  await throttle(page);
  let networkBytes = 0;
  let networkScripts = 0;
  let workerScripts = 0;
  const sizes: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    if (response.fromServiceWorker()) {
      workerScripts += 1;
      return;
    }
    networkScripts += 1;
    sizes.push(response.request().sizes().then((size) => void (networkBytes += size.responseBodySize + size.responseHeadersSize), () => undefined));
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __lcpWhat: string };
    w.__lcp = 0;
    w.__lcpWhat = '';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        w.__lcp = entry.startTime;
        const paint = entry as PerformanceEntry & { element?: Element | null; url?: string };
        w.__lcpWhat = paint.url ? `image ${new URL(paint.url).pathname.split('/').pop() ?? ''}` : `${paint.element?.tagName.toLowerCase() ?? '?'} text`;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url);
  await page.getByTestId('home-ready').waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  // LCP is final at the first input or when the page hides: read it after the page has settled
  const { lcpMs, lcpWhat, before } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __lcpWhat: string };
    // what had answered by the largest paint: the platform's calls and the pictures, when each ended
    const before = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
      .filter((entry) => entry.responseEnd <= w.__lcp + 1 && (entry.initiatorType === 'img' || entry.name.includes('/wps/')))
      .map((entry) => `${new URL(entry.name).pathname.split('/').slice(-2).join('/')} ${Math.round(entry.responseEnd)}`);
    return { lcpMs: w.__lcp, lcpWhat: w.__lcpWhat, before };
  });
  await Promise.all(sizes);
  return { lcpMs, lcpWhat, before, networkJsKb: networkBytes / 1024, workerScripts, networkScripts };
}

/** The first visit (no worker yet), then, once the worker has installed, a repeat visit in the same browser profile. */
export async function measureRepeatVisit(browser: Browser, origin: string): Promise<{ first: VisitFigures; repeat: VisitFigures }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
  try {
    const firstPage = await context.newPage();
    const first = await visit(firstPage, `${origin}/`);
    // the worker installs after the page is drawn; its precache must be complete before the next visit
    await firstPage.evaluate(async () => void (await navigator.serviceWorker.ready));
    await firstPage.close();
    const repeat = await visit(await context.newPage(), `${origin}/`);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

export function printRepeatVisit({ first, repeat }: { first: VisitFigures; repeat: VisitFigures }): void {
  const line = (label: string, figures: VisitFigures) =>
    `  ${label} LCP ${figures.lcpMs.toFixed(0)} ms (${figures.lcpWhat}); JavaScript from the network ${figures.networkJsKb.toFixed(1)} KB in ${figures.networkScripts} scripts, ${figures.workerScripts} from the service worker`;
  console.log('\nlite app, / on a phone at Lighthouse mobile settings (4x CPU, 150 ms RTT, 1.6 Mbit/s)');
  console.log(line('first visit ..', first));
  for (const [label, figures] of [['first', first], ['repeat', repeat]] as const) console.log(`    ${label}: answered before its largest paint: ${figures.before.join(', ') || 'nothing'}`);
  console.log(`${line('repeat visit .', repeat)} (goal: no app code from the network ${repeat.networkScripts === 0 ? 'ok' : 'NOT MET'}, LCP ≤ 1000 ms ${repeat.lcpMs <= 1000 ? 'ok' : 'NOT MET'})`);
}
