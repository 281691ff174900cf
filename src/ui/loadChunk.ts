/**
 * Code split off the first page arrives by a dynamic import, and an import can fail: the phone
 * lost its signal, a proxy dropped the request. `loadChunk` tries again before giving up: at once
 * when the browser says it is back online, otherwise after a short pause, up to
 * CHUNK_ATTEMPTS times in all. Every lazily loaded module goes through it (`lazyChunk` for React
 * components); what still fails reaches the nearest ChunkBoundary, which offers a reload instead
 * of leaving a blank page.
 */
import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

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

type Listener = () => void;
const chunkListeners = new Set<Listener>();

/**
 * Calls `listener` each time a component chunk arrives; returns the unsubscribe. SuspenseBoundary
 * listens, so a boundary showing its fallback draws the content at once rather than after React's
 * throttled reveal.
 */
export function onChunkLoaded(listener: Listener): () => void {
  chunkListeners.add(listener);
  return () => chunkListeners.delete(listener);
}

/** A lazily loaded component that can be asked for ahead of its first render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component, its props kept by T
type AnyComponent = ComponentType<any>;

export type ChunkComponent<T extends AnyComponent = ComponentType> = T & {
  /** Starts loading the chunk (once); a failure is left for the render to meet. */
  preload: () => Promise<void>;
};

/**
 * React.lazy through `loadChunk`: the only way the app declares a lazily loaded component. Once
 * the chunk is in (preloaded at boot for the page being opened, or rendered before) the component
 * renders at once instead of suspending: a suspension shows a fallback, and React then holds the
 * content back for up to 300 ms after it (the first page waited on that).
 */
type TextsLoader = (namespaces: readonly string[]) => Promise<void>;
let loadTexts: TextsLoader = () => Promise.resolve();

/**
 * How a chunk's `texts` are fetched: the i18n setup's loader, given by the boot (src/main.tsx).
 * Given rather than imported, so the page tables (memberPages.ts, read by the browser tests and
 * the bench in Node) do not pull i18n's Vite-only file glob in.
 */
export function provideTextsLoader(loader: TextsLoader): void {
  loadTexts = loader;
}

export interface ChunkOptions {
  /**
   * The namespaces the component reads as it first draws: fetched beside the code, so it does not
   * suspend on them once the code is in. Those left out still load, one round trip later. The
   * build fills it in from the module's useTranslation calls (src/boot/chunkTextsPlugin.ts);
   * write it only to choose otherwise.
   */
  texts?: readonly string[];
}

export function lazyChunk<T extends AnyComponent>(load: () => Promise<{ default: T }>, options: ChunkOptions = {}): ChunkComponent<T> {
  let loaded: T | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const start = () =>
    (loading ??= Promise.all([loadChunk(load), loadTexts(options.texts ?? [])]).then(
      ([module]) => {
        loaded = module.default;
        for (const listener of chunkListeners) listener();
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  function Chunk(props: ComponentProps<T>) {
    return createElement((loaded ?? Lazy) as ComponentType<ComponentProps<T>>, props);
  }
  Chunk.preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return Chunk as unknown as ChunkComponent<T>;
}
