/**
 * Code split off the first page arrives by a dynamic import, and an import can fail: the phone
 * lost its signal, a proxy dropped the request. `loadChunk` tries again before giving up: at once
 * when the browser says it is back online, otherwise after a short pause, up to
 * CHUNK_ATTEMPTS times in all. Every lazily loaded module goes through it (`lazyChunk` for React
 * components); what still fails reaches the nearest ChunkBoundary, which offers a reload instead
 * of leaving a blank page.
 */
import { lazy } from 'react';

export const CHUNK_ATTEMPTS = 3;
/** Pause before the second and third attempt while the browser believes it is online. */
const PAUSES_MS: readonly number[] = [800, 2400];

function backOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= CHUNK_ATTEMPTS) throw error;
      await (typeof navigator !== 'undefined' && navigator.onLine === false ? backOnline() : pause(PAUSES_MS[attempt - 1] ?? 2400));
    }
  }
}

/** React.lazy through `loadChunk`: the only way the app declares a lazily loaded component. */
export const lazyChunk: typeof lazy = (load) => lazy(() => loadChunk(load));
