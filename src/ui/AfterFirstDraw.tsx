/**
 * Draws its children in the render after the first one: what starts below the fold (the footer)
 * stays out of the first render, the load's longest task, and React adds it in a deferred render
 * of its own right after, in slices between other work (useDeferredValue's initial value). No
 * timer: paused test clocks do not hold it. Put nothing here that the first screen shows.
 */
import { useDeferredValue, type ReactNode } from 'react';

export function AfterFirstDraw({ children }: { children: ReactNode }) {
  const due = useDeferredValue(true, false);
  return due ? children : null;
}
