/**
 * The faults a platform call can meet, what the adapter must make of each (SPEC.md §8 texts,
 * src/api/errors.ts keys), and one helper that arranges any of them on any route of an in-process
 * platform. The adapter-level fault matrix (fault-matrix.test.ts) runs every route × every kind;
 * a chart-level matrix can reuse the same list and helper:
 *
 *   const harness = createInProcessHarness(platform, 'my-scenario');       // ./in-process.ts
 *   const api = faultApi(harness, 'timeout');                               // short timeout for 'timeout'
 *   await arrangeFault(harness, 'balance', 'http502', attemptsFor('balance', 'http502'));
 *   await api.wallet.getBalance();  // rejects: PlatformError, messageKey errors:networkAbnormal
 *
 * Every kind but `offline` is driven through the platform's control endpoint (`failNext` with a
 * FailureKind, schema/README.md "Fault kinds"); `offline` is the browser's own failure, so the
 * harness's fetch rejects with a TypeError as a browser's does.
 */
import { DEFAULT_RETRY, errorKey, type ErrorMessageKey, type PlatformErrorKind, type RetryPolicy } from '../../../src/api';
import { type PlatformApi } from './platform-api';
import { ROUTES, type RouteId } from '../../../src/api/routes';
import type { InProcessHarness } from './in-process';

export const FAULT_KINDS = ['http500', 'http502', 'timeout', 'unknownErrorCode', 'malformedBody', 'wrongShape', 'droppedConnection', 'offline'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultExpectation {
  /** What arranges it (for test titles and docs). */
  readonly arranged: string;
  /** The SPEC.md §8 message the adapter must reject with. */
  readonly messageKey: ErrorMessageKey;
  /** PlatformError.kind. */
  readonly errorKind: PlatformErrorKind;
  /** Whether the adapter retries a GET after it (request.ts isRetryable); POST/PUT/DELETE never retry. */
  readonly retried: boolean;
}

/** A code no catalogue knows: it must show "Unknown error" (API.md "Error codes"). */
export const UNKNOWN_ERROR_CODE = 'fault.matrix.never.mapped';

/** The adapter timeout to build the API with for the `timeout` kind, and how late the platform answers. */
export const FAULT_TIMEOUT_MS = 20;
export const FAULT_SLOW_MS = 10 * FAULT_TIMEOUT_MS;

/** The retry policy the matrix runs with: the adapter's default (the harness records the backoff instead of sleeping). */
export const FAULT_RETRY: RetryPolicy = DEFAULT_RETRY;

export const FAULT_EXPECTATIONS: Readonly<Record<FaultKind, FaultExpectation>> = {
  http500: { arranged: 'failNext ENVELOPE httpStatus 500 (system.error)', messageKey: errorKey('networkAbnormal'), errorKind: 'http', retried: true },
  http502: { arranged: 'failNext MALFORMED_BODY httpStatus 502 (a gateway page, not the envelope)', messageKey: errorKey('networkAbnormal'), errorKind: 'http', retried: true },
  timeout: { arranged: `failNext SLOW ${FAULT_SLOW_MS} ms, adapter timeout ${FAULT_TIMEOUT_MS} ms`, messageKey: errorKey('timeout'), errorKind: 'timeout', retried: true },
  unknownErrorCode: { arranged: `failNext ENVELOPE errorCode ${UNKNOWN_ERROR_CODE}`, messageKey: errorKey('unknown'), errorKind: 'envelope', retried: false },
  malformedBody: { arranged: 'failNext MALFORMED_BODY (HTTP 200, truncated JSON)', messageKey: errorKey('unknown'), errorKind: 'parse', retried: false },
  wrongShape: { arranged: 'failNext WRONG_SHAPE (HTTP 200, JSON that is not the envelope)', messageKey: errorKey('unknown'), errorKind: 'parse', retried: false },
  droppedConnection: { arranged: 'failNext DROP_CONNECTION (body broken off halfway)', messageKey: errorKey('networkAbnormal'), errorKind: 'network', retried: true },
  offline: { arranged: 'fetch rejects with TypeError (browser offline)', messageKey: errorKey('networkAbnormal'), errorKind: 'network', retried: true },
};

/** How many fetches one adapter call makes under the fault with `retry`: all attempts for a retried GET, else one. */
export function attemptsFor(routeId: RouteId, kind: FaultKind, retry: RetryPolicy = FAULT_RETRY): number {
  return ROUTES[routeId].method === 'GET' && FAULT_EXPECTATIONS[kind].retried ? retry.retries + 1 : 1;
}

/** The backoff waits (request.ts) between those attempts. */
export function backoffFor(routeId: RouteId, kind: FaultKind, retry: RetryPolicy = FAULT_RETRY): number[] {
  return Array.from({ length: attemptsFor(routeId, kind, retry) - 1 }, (_, index) => retry.baseDelayMs * 2 ** index);
}

/** An adapter on the harness for the fault: the matrix's retry policy, and the short timeout for `timeout`. */
export function faultApi(harness: InProcessHarness, kind: FaultKind, retry: RetryPolicy = FAULT_RETRY): PlatformApi {
  return harness.apiWith({ retry, timeoutMs: kind === 'timeout' ? FAULT_TIMEOUT_MS : undefined });
}

const offlineFetches = new WeakMap<InProcessHarness, Map<RouteId, number>>();

/** Fetches of each route the harness still fails as offline. */
export function pendingOffline(harness: InProcessHarness): number {
  return [...(offlineFetches.get(harness)?.values() ?? [])].reduce((sum, count) => sum + count, 0);
}

/**
 * Makes the next `times` fetches of `routeId` meet `kind` (pass attemptsFor() so a retried GET
 * fails on every attempt). Platform faults queue on the harness's scenario; `offline` is held by
 * the harness's fetch.
 */
export async function arrangeFault(harness: InProcessHarness, routeId: RouteId, kind: FaultKind, times = 1): Promise<void> {
  const { control } = harness;
  switch (kind) {
    case 'http500':
      await control.failNext(routeId, times, { httpStatus: 500 });
      return;
    case 'http502':
      await control.failNext(routeId, times, { kind: 'MALFORMED_BODY', httpStatus: 502 });
      return;
    case 'timeout':
      await control.failNext(routeId, times, { kind: 'SLOW', delayMs: FAULT_SLOW_MS });
      return;
    case 'unknownErrorCode':
      await control.failNext(routeId, times, { errorCode: UNKNOWN_ERROR_CODE });
      return;
    case 'malformedBody':
      await control.failNext(routeId, times, { kind: 'MALFORMED_BODY' });
      return;
    case 'wrongShape':
      await control.failNext(routeId, times, { kind: 'WRONG_SHAPE' });
      return;
    case 'droppedConnection':
      await control.failNext(routeId, times, { kind: 'DROP_CONNECTION' });
      return;
    case 'offline': {
      let pending = offlineFetches.get(harness);
      if (!pending) {
        const routes = new Map<RouteId, number>();
        pending = routes;
        offlineFetches.set(harness, routes);
        const previous = harness.beforeFetch;
        harness.beforeFetch = (call) => {
          const left = call.routeId ? (routes.get(call.routeId) ?? 0) : 0;
          if (call.routeId && left > 0) {
            routes.set(call.routeId, left - 1);
            throw new TypeError('Failed to fetch');
          }
          previous?.(call);
        };
      }
      pending.set(routeId, (pending.get(routeId) ?? 0) + times);
      return;
    }
  }
}

/** Drops every fault still arranged on the harness: the platform's queued failures and the held offline fetches. */
export async function clearFaults(harness: InProcessHarness): Promise<void> {
  await harness.control.clearFailures();
  offlineFetches.get(harness)?.clear();
}
