/**
 * A gate for a call the app chains after another (member info after a login, …): the newest
 * request waits until a path (or test) decides how it ends, so the answer never races the
 * arrangement. Install with `page.route(pattern, (route) => gate.request(route))`.
 */
import type { Route } from '@playwright/test';

export type Decision = { kind: 'pass' } | { kind: 'fail' } | { kind: 'memberType'; type: number };

export const FAILURE_ENVELOPE = { success: false, value: null, message: '', errorCode: 'system.busy' };

/** One chained call: the newest request waits until the path says how it ends. */
export class Gate {
  private waiting: Route | null = null;
  private readonly decisions: Decision[] = [];

  async request(route: Route): Promise<void> {
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
