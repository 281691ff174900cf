/**
 * The app's one connection to the platform: the requester (merchant, token, language, device,
 * 401 signal), the adapter areas the first page calls (`api`), `lazyArea` for every other area,
 * and `platformCall`, which every wiring module uses to turn an adapter function into a chart's
 * named call.
 */
import { fromPromise, type NonReducibleUnknown } from 'xstate';
import { createCoreApi, type LazyAreas } from '@api/core';
import { toPlatformError } from '@api/errors';
import { createRequester, type PlatformRequester } from '@api/request';
import { MERCHANT_CODE } from '../../config/brand';
import { deviceId, readToken } from '../../config/storage';
import { currentLanguage } from '../../i18n';
import { takeEarlyResponse } from '../../boot/earlyCalls';
import { sessionEndReasonOf, type SessionEndReason } from '@api/errors';

/** Listeners for a 401 from any call; the session chart's `sessionExpiry` subscribes. */
const sessionExpiredListeners = new Set<(reason: SessionEndReason) => void>();
export function onSessionExpired(listener: (reason: SessionEndReason) => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/**
 * One requester for the whole app. The areas the first page calls are built here; an area only a
 * lazily loaded part calls (lottery, agent, points) is built by that part from this requester
 * (`lazyArea`), so its code and response schemas stay out of the first route's JavaScript.
 */
export const requester = createRequester({
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  merchantCode: MERCHANT_CODE,
  // The token lives in sessionStorage only, for this browser session (SPEC.md, API.md).
  getToken: readToken,
  getLanguage: currentLanguage,
  getDeviceId: deviceId,
  onSessionExpired: (error) => {
    const reason = sessionEndReasonOf(error.errorCode);
    sessionExpiredListeners.forEach((listener) => listener(reason));
  },
  // One retry: a platform blip is absorbed, a real outage reaches the retry page quickly.
  retry: { retries: 1, baseDelayMs: 400 },
  // the status and banner calls index.html started while this code was downloading
  earlyResponse: takeEarlyResponse,
});

export const api = createCoreApi(requester);

const builtAreas = new Map<keyof LazyAreas, LazyAreas[keyof LazyAreas]>();

/**
 * An adapter area only lazily loaded parts call, the one way a wiring module reaches it: declared
 * at the module's top, so the area's code and schemas load with that part's chunk, and read where
 * a call is made.
 *
 *   const ledgerArea = lazyArea('ledger', createLedgerApi);
 *   loadPage: platformCall((query, { signal }) => ledgerArea().getTransactionRecord(query, { signal })),
 *
 * The area is built from the shared requester when first read, once for the app: the parts that
 * declare the same area share it.
 */
export function lazyArea<Name extends keyof LazyAreas>(name: Name, create: (requester: PlatformRequester) => LazyAreas[Name]): () => LazyAreas[Name] {
  return () => {
    const built = builtAreas.get(name) as LazyAreas[Name] | undefined;
    if (built) return built;
    const area = create(requester);
    builtAreas.set(name, area);
    return area;
  };
}

export interface CallOptions {
  readonly signal: AbortSignal;
}

/**
 * A chart's named call made of an adapter call: the chart's input in, the answer out, and any
 * failure rejected as the adapter's PlatformError (messageKey, errorCode, serverMessage), which
 * is what the charts' failure events read. The actor's abort signal cancels the request when the
 * chart leaves the invoking state.
 *
 *   loadBalance: platformCall((_, { signal }) => api.wallet.getBalance({ signal })),
 *
 * `asFailure` adds what a chart reads beyond the PlatformError (the login's captcha flag).
 */
export function platformCall<TOutput, TInput = NonReducibleUnknown>(
  call: (input: TInput, options: CallOptions) => Promise<TOutput>,
  asFailure: (error: unknown) => unknown = toPlatformError,
) {
  return fromPromise<TOutput, TInput>(async ({ input, signal }) => {
    try {
      return await call(input, { signal });
    } catch (error) {
      throw asFailure(error);
    }
  });
}
