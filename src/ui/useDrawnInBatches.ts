/**
 * How many items of a long list to draw: the first `first` at once, then `batch` more in each
 * task of its own until all are drawn. A phone's records page drew its 31 cards,
 * 800 of the page's 1,200 elements, in the one task that its rows arrived in, though a screen
 * shows four; each later batch is a short task.
 *
 * Once drawn, items stay drawn: new items (a sort, another page, a live row) are drawn at once
 * up to the count reached, so the page never shrinks under a reader who scrolled down. A list
 * still being drawn says so with `aria-busy` (the caller sets it from `drawing`).
 */
import { useEffect, useState } from 'react';
import { inNextTask } from '../boot/nextTask';

export interface DrawnInBatches {
  /** How many of the items to draw now. */
  readonly drawn: number;
  /** Some items are still to come in a later task. */
  readonly drawing: boolean;
}

export function useDrawnInBatches(total: number, first: number, batch: number): DrawnInBatches {
  // the most items drawn so far, whatever the list was then
  const [reached, setReached] = useState(() => Math.min(total, first));
  const drawn = Math.min(total, Math.max(reached, first));
  useEffect(() => {
    if (drawn >= total) return undefined;
    return inNextTask(() => setReached(drawn + batch));
  }, [drawn, total, batch]);
  return { drawn, drawing: drawn < total };
}
