/**
 * The page the Chromium path runner walks a machine's tours in (tests/paths/app.spec.ts).
 *
 * Every tour starts from nothing the one before it left: its own platform scenario (a new
 * X-Scenario), no cookies, local or session storage, no route, init script or listener the last
 * tour's UI map or runner added, online, the clock running at the run's now (tests/today.ts), and
 * the last tour's app gone (its document, timers, sockets and calls) before any of that is reset.
 *
 * Why not a fresh browser context per tour: the suite is CPU-bound on two cores, and a page load
 * in a fresh context cost the machine about twice the CPU of the same load in a page already open
 * (1.8 against 0.85 CPU-s per load of / with the tests' flags, all processes, measured): a new
 * renderer process, the page's setup in the browser and in Playwright, a cold HTTP cache and the
 * app's code parsed and compiled again. A tour that failed leaves its context behind (whatever it
 * left is part of the report) and the next tour gets a fresh one; so does every tour where reuse
 * is turned off (PATHS_FRESH_CONTEXTS=1, to rule it out when a chart misbehaves).
 */
import type { Browser, BrowserContext, BrowserContextOptions, Disposable, Page } from '@playwright/test';
import { BLANK_PICTURES_HEADER, SCENARIO_HEADER } from '../../schema/host/platform-paths';
import { watchCspViolations, type CspViolation } from '../e2e/csp-watch';
import { presetConsentDeclined, presetPopupsClosed } from '../e2e/popup-preset';
import { installRunClock, runNow } from '../today';

export interface TourPageSetup {
  readonly origin: string;
  /** The context's options (viewport, reduced motion, time zone), the same for every tour. */
  readonly options: BrowserContextOptions;
  /** The public popups preset closed (every chart but their own). */
  readonly popupsClosed: boolean;
  /** The analytics consent preset declined (every chart but its own). */
  readonly consentDeclined: boolean;
}

/** The page events the runner and the UI maps' helpers listen to (browser-runner.ts, route-gate.ts). */
const TOUR_EVENTS = ['request', 'response', 'requestfailed', 'requestfinished', 'pageerror', 'console', 'dialog', 'popup', 'websocket'] as const;

/** A same-origin document without the app: leaving the app for it ends the last tour's page. */
const BLANK_PATH = '/robots.txt';

interface Open {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly violations: CspViolation[];
  /** The init scripts the last tour added to its page (the token preset, the calls watch, stubs). */
  readonly pageScripts: Disposable[];
}

export class TourPages {
  private open: Open | null = null;

  constructor(
    private readonly browser: Browser,
    private readonly setup: TourPageSetup,
  ) {}

  /** The page for the next tour, on `scenario`, and the CSP violations reported since it began. */
  async start(scenario: string): Promise<{ page: Page; violationsSince: () => readonly CspViolation[] }> {
    let open = this.open;
    if (open) {
      try {
        await this.reset(open, scenario);
      } catch {
        // a page the reset cannot bring back (closed, crashed) is left for a fresh one
        await this.close();
        open = null;
      }
    }
    open ??= await this.fresh(scenario);
    this.open = open;
    const from = open.violations.length;
    return { page: open.page, violationsSince: () => open.violations.slice(from) };
  }

  /** The tour is over: a passed tour's page is kept for the next, a failed one's context closed. */
  async finish(passed: boolean): Promise<void> {
    if (passed && process.env.PATHS_FRESH_CONTEXTS !== '1') return;
    await this.close();
  }

  async close(): Promise<void> {
    const open = this.open;
    this.open = null;
    await open?.context.close();
  }

  private headers(scenario: string): Record<string, string> {
    // The platform's pictures come blank, at their own size: no UI map looks at a picture, and
    // drawing them was a good part of each page load (24 loads of / and /login: renderers 35.3 → 29.9 s of CPU).
    return { [SCENARIO_HEADER]: scenario, [BLANK_PICTURES_HEADER]: '1' };
  }

  private async fresh(scenario: string): Promise<Open> {
    const context = await this.browser.newContext({ ...this.setup.options, baseURL: this.setup.origin, extraHTTPHeaders: this.headers(scenario) });
    const violations = await watchCspViolations(context);
    // the app lives on the run's clock, as the platform and the path models do (tests/today.ts)
    await installRunClock(context);
    if (this.setup.popupsClosed) await presetPopupsClosed(context);
    if (this.setup.consentDeclined) await presetConsentDeclined(context);
    const page = await context.newPage();
    const pageScripts: Disposable[] = [];
    const addInitScript = page.addInitScript.bind(page);
    // kept, so that the next tour in this page runs without them
    page.addInitScript = (async (...args: Parameters<Page['addInitScript']>) => {
      const script = await addInitScript(...args);
      pageScripts.push(script);
      return script;
    }) as Page['addInitScript'];
    return { context, page, violations, pageScripts };
  }

  private async reset(open: Open, scenario: string): Promise<void> {
    const { context, page } = open;
    for (const other of context.pages()) if (other !== page) await other.close();
    // a held answer is let go with its route, before the page that asked is left
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    await page.goto(BLANK_PATH);
    for (const script of open.pageScripts.splice(0)) await script.dispose();
    for (const event of TOUR_EVENTS) page.removeAllListeners(event);
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    await context.clearCookies();
    await context.setExtraHTTPHeaders(this.headers(scenario));
    // back to the run's now and running, wherever the last tour paused or moved it
    await context.clock.setSystemTime(runNow());
    await context.clock.resume();
  }
}
