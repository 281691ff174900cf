/**
 * "The first page has drawn": no Suspense fallback is showing (no page, shell or texts still
 * loading) nor the session still being restored, and the frame after that has been painted. It
 * turns true once per visit and stays.
 *
 * Why: the signed-in extras (favourites, live notices, the chat room, pending confirmations and
 * contract offers…) have no place on the first screen, but their code, texts and calls went out
 * while the page's own were loading: on the agents' downline page that was eighteen requests
 * sharing a phone's six connections with the page's code, and Lighthouse's simulated largest paint
 * took in every request that finished before the real one. They now start once the
 * page is on screen.
 *
 * "Painted" as afterNextPaint reads it (./afterNextPaint.ts).
 */
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { inNextTask } from '../boot/nextTask';
import { afterNextPaint } from './afterNextPaint';

let fallbacksShown = 0;
let settled = false;
let checking = false;
const listeners = new Set<() => void>();

/** Settles after the next paint if no fallback shows then; a fallback shown meanwhile waits for its own end. */
function checkSettled(): void {
  if (settled || checking) return;
  checking = true;
  afterNextPaint(() => {
    checking = false;
    if (settled || fallbacksShown > 0) return;
    settled = true;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Rendered while the page is still loading: inside every SuspenseBoundary's fallback, and by the
 * app while the session is being restored (the gates draw a spinner then, not a fallback).
 */
export function PageStillLoading(): null {
  useLayoutEffect(() => {
    fallbacksShown += 1;
    return () => {
      fallbacksShown -= 1;
      if (fallbacksShown === 0) checkSettled();
    };
  }, []);
  return null;
}

/** True from the first moment the page has been drawn with nothing left loading (see above). */
export function usePageSettled(): boolean {
  const value = useSyncExternalStore(subscribe, () => settled, () => false);
  // a page that never suspended settles after its first paint
  useEffect(() => {
    if (fallbacksShown === 0) checkSettled();
  }, []);
  return value;
}

/**
 * How many of `count` parts may be drawn: none while `active` is false, then one more in each task
 * of its own. The signed-in extras mounted together started seven chunks in one task (each import
 * inserting its dependencies' preload links, each lazy part rendering its fallback): one long task
 * just after the page was drawn, where Lighthouse counts blocking time. One per task, each is
 * short. Never goes back down: a part once drawn stays.
 */
export function useInTurn(active: boolean, count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!active || shown >= count) return undefined;
    return inNextTask(() => setShown((value) => Math.min(count, value + 1)));
  }, [active, shown, count]);
  return active ? shown : 0;
}
