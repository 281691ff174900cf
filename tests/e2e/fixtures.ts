/**
 * Shared Playwright fixtures: every test gets a fresh embedded-platform scenario (isolated state
 * selected by the X-Scenario header on every request the page makes), a control client bound to
 * it, and a list of the console errors the page printed. Every test also fails when the page
 * broke the Content-Security-Policy (`cspViolations`, automatic).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { BLANK_PICTURES_HEADER, SCENARIO_HEADER } from '../../schema/host/platform-paths';
import { createControlClient, type ControlClient } from '../../schema/control/client';
import { describeViolations, watchCspViolations, type CspViolation } from './csp-watch';
import { presetConsentDeclined, presetPopupsClosed } from './popup-preset';
import { installRunClock } from '../today';
import { bounded } from '../bounded';

/** Options a project sets (playwright.config.ts). */
export interface PlatformOptions {
  /**
   * Where the embedded platform's control endpoint answers, when the app is served by another
   * server that hides it (the nginx project); unset: the app's own server (baseURL).
   */
  platformURL: string | undefined;
}

interface Fixtures {
  /** 'closed' (default): the test's reader has closed the public popups already (popup-preset.ts); 'shown': they open. */
  publicPopups: 'closed' | 'shown';
  /**
   * 'blank' (default): the platform answers its pictures with blank ones of the same size
   * (BLANK_PICTURES_HEADER), so a test's page loads cost the renderer less; 'real': a test that
   * looks at a picture's drawing, or at paints the pictures make, asks for them.
   */
  pictures: 'blank' | 'real';
  /** declined: the analytics consent is answered before the first page (no banner); unset: asked. */
  analyticsConsent: 'declined' | 'unset';
  scenario: string;
  control: ControlClient;
  consoleErrors: string[];
  /** securitypolicyviolation events of the test's context; the test fails unless it is empty. */
  cspViolations: CspViolation[];
}

/**
 * One step of the reused context's reset before a test: a step that never answers fails with its
 * name instead of running out the test's whole timeout "while setting up context" (seen once in
 * CI, with nothing to say which step waited).
 */
const resetStep = (name: string, work: Promise<unknown>) => bounded(`the context's reset before the test: ${name}`, work, 15_000);

/**
 * Not the app's: Playwright's clock keeps its calls as scripts that run in every new document
 * (`globalThis.__pwClock.controller.log(...)`, playwright-core's server/clock.ts), and the reset
 * of a reused context disposes them with the script that defines `__pwClock`. Now and then one
 * outlives that reset and runs before the next test's clock is defined: "Cannot read properties
 * of undefined (reading 'controller')", thrown by a script without an address (every frame
 * `<anonymous>`; the app's scripts all have one). Seen in two CI runs of the last ten, after a sign-in,
 * with that stack (CI on 04036f1).
 */
function isPlaywrightClockLeftover(error: Error): boolean {
  if (error.message !== "Cannot read properties of undefined (reading 'controller')") return false;
  const frames = (error.stack ?? '').split('\n').slice(1).map((line) => line.trim()).filter((line) => line.startsWith('at '));
  return frames.length > 0 && frames.every((frame) => /^at (\S+ \()?<anonymous>:\d+:\d+\)?$/.test(frame));
}

export const test = base.extend<Fixtures & PlatformOptions>({
  platformURL: [undefined, { option: true }],
  publicPopups: ['closed', { option: true }],
  analyticsConsent: ['declined', { option: true }],
  pictures: ['blank', { option: true }],
  scenario: async ({}, use) => {
    await use(randomUUID());
  },
  control: async ({ scenario, baseURL, platformURL }, use) => {
    await use(createControlClient(platformURL ?? baseURL ?? 'http://127.0.0.1:4173', scenario));
  },
  context: async ({ context, scenario, publicPopups, analyticsConsent, pictures }, use) => {
    // what Playwright's reset of a reused context leaves as the last test set it (playwright.config.ts reuseContext)
    await resetStep('setOffline', context.setOffline(false));
    await resetStep('clearPermissions', context.clearPermissions());
    await resetStep('setExtraHTTPHeaders', context.setExtraHTTPHeaders({ [SCENARIO_HEADER]: scenario, ...(pictures === 'blank' ? { [BLANK_PICTURES_HEADER]: '1' } : {}) }));
    // the page lives on the run's clock, as the platform does (tests/today.ts)
    await resetStep('installRunClock', installRunClock(context));
    if (publicPopups === 'closed') await resetStep('presetPopupsClosed', presetPopupsClosed(context));
    if (analyticsConsent === 'declined') await resetStep('presetConsentDeclined', presetConsentDeclined(context));
    await use(context);
  },
  cspViolations: [
    async ({ context }, use, testInfo) => {
      const violations = await watchCspViolations(context);
      await use(violations);
      // a test that expects a violation empties the list itself
      if (testInfo.status === testInfo.expectedStatus) {
        expect(violations, `Content-Security-Policy violations:\n${describeViolations(violations)}`).toEqual([]);
      }
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // each with where it was thrown
    page.on('pageerror', (error) => {
      if (isPlaywrightClockLeftover(error)) return;
      errors.push(error.stack ? `${error.message}\n${error.stack.split('\n').slice(1, 6).join('\n')}` : error.message);
    });
    await use(errors);
  },
});

export { expect };

/**
 * Stores a language choice before the app boots, as a returning visitor would have it.
 *
 * A test written for both languages is walked in one: Spanish on the phone or English on the
 * desktop (its "(es)"/"(en)" title picks the project, playwright.config.ts), alternating through a
 * file (`if (L.lang === 'es') test(...)`, or a loop over one language's entry where a file has a
 * single such test); tests/unit/i18n/locales.test.ts keeps the texts of both (suite
 * time). A test whose body checks what differs by width (the layout, the viewport, the project)
 * still runs in both; so do accessibility.spec.ts and money-a11y.spec.ts.
 */
export async function presetLanguage(page: Page, lang: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('__preset_done')) {
      window.localStorage.setItem('lang', value);
      window.localStorage.setItem('hisLang', value);
      window.sessionStorage.setItem('__preset_done', '1');
    }
  }, lang);
}

/**
 * A screenshot to look at (not taken in CI unless LOOK=1 is set). Full page, except over the member centre's desktop overlay: a full-page
 * capture resizes the viewport for a moment, which can cross the overlay's breakpoint and show
 * the page frame instead of the dialog one wanted to see (what was typed survives the crossing:
 * member-centre.spec "crossing the breakpoint").
 */
export async function lookAt(page: Page, path: string): Promise<void> {
  // for people to open while they build; CI's runs have no one to look (LOOK=1 takes them there too)
  if (process.env.CI && !process.env.LOOK) return;
  // an overlay or a modal dialog is drawn against the viewport: a full-page capture (the viewport
  // stretched to the document) shows it misplaced, so those are taken as the user sees them
  const overlay = await page.locator('[data-testid="member-centre"][data-presentation="overlay"], [role="dialog"][aria-modal="true"]').count();
  // a full-page capture can leave the page scrolled elsewhere (it was at the footer after one, and
  // the accessibility scan that followed found a footer link under the fixed header): put it back,
  // so that a test reads the page as CI, which takes no picture, does
  const scroll = await page.evaluate(() => [window.scrollX, window.scrollY] as const);
  await page.screenshot({ path, fullPage: overlay === 0 });
  await page.evaluate(([x, y]) => window.scrollTo(x, y), scroll);
}

/**
 * Records, in order, "asked X" when the page requests something `nameOf` names and "got X" when
 * that request finishes; the returned list fills as the page loads. For tests that check what
 * waits for what.
 */
export function watchRequestOrder(page: Page, nameOf: (url: string) => string | undefined): string[] {
  const events: string[] = [];
  page.on('request', (request) => {
    const name = nameOf(request.url());
    if (name) events.push(`asked ${name}`);
  });
  page.on('requestfinished', (request) => {
    const name = nameOf(request.url());
    if (name) events.push(`got ${name}`);
  });
  return events;
}

/**
 * Holds the platform reads the page makes once `sendRoute` has reached the platform (an outcome
 * check's readings after a send whose answer was lost), until the returned release is called. A
 * test then presses the busy form while it checks and sees that nothing more is sent: unheld, a
 * quick check could end before the press and take the pressed control away (a test timed out so
 * under three workers). Reads before the send (a balance taken to compare) pass at once.
 */
export async function holdCheckReadings(page: Page, control: Pick<ControlClient, 'callCount'>, sendRoute: string): Promise<() => void> {
  let released = false;
  let release = () => {};
  const mayRead = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => /^\/(wps|lgw)\//.test(url.pathname),
    async (route) => {
      // a read: a GET that is not a send (a relay send is a GET too, with its idempotency key,
      // and the request layer repeats it with that key when its connection drops)
      const read = route.request().method() === 'GET' && !new URL(route.request().url()).searchParams.has('idempotencyKey');
      if (!released && read && (await control.callCount(sendRoute)) > 0) await mayRead;
      await route.fallback();
    },
  );
  return () => {
    released = true;
    release();
  };
}
