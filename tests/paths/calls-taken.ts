/**
 * Which platform calls the page has made, and which of their answers it has taken, as the page
 * itself sees them: an init script wraps the page's fetch, and a call counts as taken once its
 * body has been read (or the call failed). The app reads a platform answer (src/api/request.ts)
 * and acts on it (the chart's transition, its next timer, the render) in the microtasks that follow
 * that read, so anything the runner asks of the page afterwards, a query or a clock move, sees the
 * answer handled. Seeing the call answered on the network is not enough: the page may still be
 * about to read it when the next command reaches it. Only tests import this file.
 */
import type { Page } from '@playwright/test';

/** One fetch the page made: its address and whether its answer has been read (or the call failed). */
export interface PageCall {
  readonly index: number;
  readonly url: string;
  readonly taken: boolean;
}

interface CallsInPage {
  readonly calls: { readonly url: string; taken: boolean }[];
  readonly waiters: Set<() => void>;
}

/** Installs the watch: before the page's first load. */
export async function watchCallsTaken(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state: CallsInPage = { calls: [], waiters: new Set() };
    Object.defineProperty(window, '__pathCalls', { value: state });
    const nativeFetch = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const href = input instanceof Request ? input.url : String(input);
      const call = { url: new URL(href, window.location.href).href, taken: false };
      state.calls.push(call);
      const take = () => {
        if (call.taken) return;
        call.taken = true;
        state.waiters.forEach((waiter) => waiter());
      };
      return nativeFetch(input, init).then(
        (response) => {
          for (const method of ['text', 'json', 'arrayBuffer', 'blob'] as const) {
            const read = response[method].bind(response) as () => Promise<unknown>;
            Object.defineProperty(response, method, { value: () => read().finally(take) });
          }
          return response;
        },
        (error: unknown) => {
          take();
          throw error;
        },
      );
    };
  });
}

/** Every call the page has made from `from` on, in order. */
export async function callsSince(page: Page, from = 0): Promise<PageCall[]> {
  return page.evaluate((first) => {
    const { calls } = (window as unknown as { __pathCalls: CallsInPage }).__pathCalls;
    return calls.slice(first).map((call, i) => ({ index: first + i, url: call.url, taken: call.taken }));
  }, from);
}

/**
 * Waits until the page has taken the answers of the calls at `indexes`, or `timeout` ms (then
 * throws, naming them).
 */
export async function callsTaken(page: Page, calls: readonly PageCall[], timeout: number): Promise<void> {
  if (calls.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the page did not take the answers of ${calls.map((call) => new URL(call.url).pathname).join(', ')} within ${timeout} ms`)), timeout);
  });
  const taken = page.evaluate(
    (indexes) =>
      new Promise<void>((resolve) => {
        const { calls: all, waiters } = (window as unknown as { __pathCalls: CallsInPage }).__pathCalls;
        const check = () => {
          if (!indexes.every((index) => all[index]?.taken)) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
    calls.map((call) => call.index),
  );
  try {
    await Promise.race([taken, late]);
  } finally {
    clearTimeout(timer);
  }
}
