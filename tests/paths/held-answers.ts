/**
 * Answers a UI map gives a call from the chart's own data, each held until the path's step that
 * settles it (a call may run while the path takes other steps: the records reload while the
 * member binds a card, a part's answer runs while the countdown ticks). `answerNext` arranges the
 * next call's answer under the outcome's event type; `settle`, the map's `settles` entry for that
 * type, lets it go. Only tests import this file.
 */
import type { Page, Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { UiContext } from './ui-map';

/** A platform answer with this body. */
export const answer = (body: unknown) => (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
/** A successful platform answer carrying `payload`. */
export const value = (payload: unknown) => answer({ success: true, value: payload, message: null, errorCode: null });
/** A refusal with the platform's code. */
export const refusedWith = (errorCode: string) => answer({ success: false, value: null, message: null, errorCode });

/** Per page and outcome type: lets the held answer go. */
const releases = new WeakMap<Page, Map<string, { readonly released: Promise<void>; readonly release: () => void }>>();

/** Answers the next call matching `url` as given once `type`'s step settles it (an older route is dropped first). */
export async function answerNext(page: Page, type: string, url: (url: URL) => boolean, handler: (route: Route) => Promise<void>) {
  const pending = releases.get(page) ?? new Map<string, { readonly released: Promise<void>; readonly release: () => void }>();
  releases.set(page, pending);
  let gate = pending.get(type);
  if (!gate) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    gate = { released, release };
    pending.set(type, gate);
  }
  const { released } = gate;
  await page.unroute(url);
  await page.route(
    url,
    async (route) => {
      await released;
      await handler(route).catch(() => undefined);
    },
    { times: 1 },
  );
}

/** The `settles` entry of an outcome arranged with `answerNext`: its answer goes now. */
export const settle = async ({ page }: UiContext, event: EventObject) => {
  const gate = releases.get(page)?.get(event.type);
  releases.get(page)?.delete(event.type);
  gate?.release();
};

/** A map's `settles`: each of these outcome types, arranged with `answerNext`, answers at its own step. */
export const settlesOf = (...types: readonly string[]) => Object.fromEntries(types.map((type) => [type, settle]));
