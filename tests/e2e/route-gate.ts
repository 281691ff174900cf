/**
 * A gate for a call the app chains after another (member info after a login, …): the newest
 * request waits until a path (or test) decides how it ends, so the answer never races the
 * arrangement. Install with `page.route(pattern, (route) => gate.request(route))`.
 */
import type { Page, Request, Route } from '@playwright/test';
import { EXPECT_TIMEOUT_MS } from '../expect-timeout';

export type Decision = { kind: 'pass' } | { kind: 'fail' } | { kind: 'sessionEnded' } | { kind: 'memberType'; type: number };

export const FAILURE_ENVELOPE = { success: false, value: null, message: '', errorCode: 'system.busy' };
/** The platform's answer to a token whose session it ended (API.md: HTTP 401). */
export const SESSION_ENDED_ENVELOPE = { success: false, value: null, message: '', errorCode: 'login.not.session' };

/** One chained call: the newest request waits until the path says how it ends. */
export class Gate {
  private waiting: Route | null = null;
  private readonly decisions: Decision[] = [];

  async request(route: Route): Promise<void> {
    held.add(route.request());
    const previous = this.waiting;
    this.waiting = route;
    // An older request belongs to a state the chart left (its fetch was aborted).
    if (previous) await previous.abort().catch(() => undefined);
    await this.serve();
  }

  async decide(decision: Decision): Promise<void> {
    this.decisions.push(decision);
    await this.serve();
  }

  private async serve(): Promise<void> {
    const route = this.waiting;
    const decision = this.decisions[0];
    if (!route || !decision) return;
    this.waiting = null;
    this.decisions.shift();
    try {
      if (decision.kind === 'pass') await route.continue();
      else if (decision.kind === 'fail') await route.fulfill({ status: 200, json: FAILURE_ENVELOPE });
      else if (decision.kind === 'sessionEnded') await route.fulfill({ status: 401, json: SESSION_ENDED_ENVELOPE });
      else {
        const response = await route.fetch();
        const body = (await response.json()) as { value?: Record<string, unknown> };
        if (body.value) body.value.type = decision.type;
        await route.fulfill({ response, json: body });
      }
    } catch {
      // the page moved on (navigation, aborted fetch): nothing to answer
    }
  }
}

/** Requests a gate keeps waiting on purpose: the page is settled while only they are open. */
const held = new WeakSet<Request>();
const openRequests = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's open requests (before its first navigation), for `settleExceptHeld`. */
export function trackRequests(page: Page): void {
  const open = new Set<Request>();
  openRequests.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** How long nothing but held requests must be open to count as settled (as Playwright's networkidle). */
const QUIET_MS = 500;

/**
 * Like waiting for network idle, but a request a gate holds does not count: with one held,
 * networkidle never comes and the wait would run to its timeout every time.
 */
export async function settleExceptHeld(page: Page): Promise<void> {
  const open = openRequests.get(page);
  if (!open) throw new Error('settleExceptHeld needs trackRequests(page) before the page loads');
  const busy = () => [...open].some((request) => !held.has(request));
  const deadline = performance.now() + EXPECT_TIMEOUT_MS;
  let quietSince = busy() ? null : performance.now();
  while (performance.now() < deadline) {
    if (busy()) quietSince = null;
    else quietSince ??= performance.now();
    if (quietSince !== null && performance.now() - quietSince >= QUIET_MS) return;
    await page.waitForTimeout(50);
  }
}
