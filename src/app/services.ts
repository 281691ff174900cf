/**
 * The wiring module (DESIGN.md): the one place where the machines' named effects meet the real
 * adapter, storage and clock. Tests provide fakes under the same names instead.
 */
import { fromPromise } from 'xstate';
import { createCoreApi } from '@api/core';
import { createRequester } from '@api/request';
import { systemMachine, type SystemStatusResult } from '@machines/system.machine';
import { MERCHANT_CODE } from '../config/brand';
import { currentLanguage } from '../i18n';

const DEVICE_ID_KEY = 'deviceId';
const TOKEN_KEY = 'token';

function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** A UUID kept in localStorage and sent as `loginDeviceId` (API.md "Device id"). */
function deviceId(): string {
  const existing = readStorage(() => localStorage, DEVICE_ID_KEY);
  if (existing) return existing;
  const created =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    localStorage.setItem(DEVICE_ID_KEY, created);
  } catch {
    // storage unavailable: a per-page-view id still lets the call go through
  }
  return created;
}

/** Listeners for a 401 from any call; the session actor subscribes when it exists. */
const sessionExpiredListeners = new Set<() => void>();
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/**
 * One requester for the whole app (merchant, token, language, device, 401 listeners). The areas
 * the first page calls are built here; an area only a lazily loaded part calls (lottery, agent,
 * points) is built by that part from this requester, so its code and response schemas stay out of
 * the first route's JavaScript.
 */
export const requester = createRequester({
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  merchantCode: MERCHANT_CODE,
  // The token lives in sessionStorage only, for this browser session (SPEC.md, API.md).
  getToken: () => readStorage(() => sessionStorage, TOKEN_KEY),
  getLanguage: currentLanguage,
  getDeviceId: deviceId,
  onSessionExpired: () => sessionExpiredListeners.forEach((listener) => listener()),
  // One retry: a platform blip is absorbed, a real outage reaches the retry page quickly.
  retry: { retries: 1, baseDelayMs: 400 },
});

export const api = createCoreApi(requester);

export const systemLogic = systemMachine.provide({
  actors: {
    loadStatus: fromPromise<SystemStatusResult>(async ({ signal }) => {
      const result = await api.system.getStatus({ signal });
      return { status: result.status, info: result.info, flags: result.flags, visitorIp: result.location.ip ?? null };
    }),
  },
});
