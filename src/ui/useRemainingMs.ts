import { useEffect, useState } from 'react';

/**
 * A small clock for purely visual countdowns: the milliseconds left until `target` (epoch ms or a
 * Date), refreshed every `stepMs` and stopped at zero. Countdowns that change behaviour are
 * statechart delays instead (machines/), which hand the view their own remaining time.
 */
export function useRemainingMs(target: number | Date | null | undefined, stepMs = 1000, now: () => number = Date.now): number {
  const end = target instanceof Date ? target.getTime() : (target ?? 0);
  const [remaining, setRemaining] = useState(() => Math.max(0, end - now()));
  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, end - now()));
    tick();
    if (end - now() <= 0) return undefined;
    const timer = setInterval(() => {
      tick();
      if (end - now() <= 0) clearInterval(timer);
    }, stepMs);
    return () => clearInterval(timer);
  }, [end, stepMs, now]);
  return remaining;
}
