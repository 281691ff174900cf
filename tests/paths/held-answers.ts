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

type UrlMatcher = (url: URL) => boolean;
/** Per page and call: the matcher of the answer installed last (each answer has its own, so it can be removed alone). */
const installed = new WeakMap<Page, Map<UrlMatcher, UrlMatcher>>();

/** Per page and outcome type: lets the held answer go. */
const releases = new WeakMap<Page, Map<string, { readonly released: Promise<void>; readonly release: () => void }>>();

/** Answers the next call matching `url` as given once `type`'s step settles it (older routes for it are dropped). */
export async function answerNext(page: Page, type: string, url: UrlMatcher, handler: (route: Route) => Promise<void>) {
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
  // The new route goes in before the older ones go out. Removing them first can leave the page
  // with no route at all for a moment, and Playwright then turns request interception off, which
  // lets a call another answerNext still holds (awaiting its release) through to the real
  // platform: an answer arranged as accepted came back as the platform's own refusal.
  const earlier = installed.get(page)?.get(url);
  const matcher = (at: URL) => url(at);
  await page.route(
    matcher,
    async (route) => {
      await released;
      await handler(route).catch(() => undefined);
    },
    { times: 1 },
  );
  const byUrl = installed.get(page) ?? new Map<UrlMatcher, UrlMatcher>();
  installed.set(page, byUrl);
  byUrl.set(url, matcher);
  // a map's own holds for this call (registered with `url` itself), then an earlier answer never used
  await page.unroute(url);
  if (earlier) await page.unroute(earlier);
}

/** The `settles` entry of an outcome arranged with `answerNext`: its answer goes now. */
export const settle = async ({ page }: UiContext, event: EventObject) => {
  const gate = releases.get(page)?.get(event.type);
  releases.get(page)?.delete(event.type);
  gate?.release();
};

/** A map's `settles`: each of these outcome types, arranged with `answerNext`, answers at its own step. */
export const settlesOf = (...types: readonly string[]) => Object.fromEntries(types.map((type) => [type, settle]));
