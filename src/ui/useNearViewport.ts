import { startTransition, useCallback, useState, type RefCallback } from 'react';

/**
 * Whether an element has come near the viewport: within `margin` of it (default one viewport
 * height ahead, so content is ready before it scrolls into sight). For parts of a long page that
 * are mounted, and fetch what they show, only as they approach instead of on the first frame.
 * Once near it stays near: what was mounted stays mounted. Where IntersectionObserver is missing
 * everything counts as near at once, as before.
 *
 * The observer is set up by the ref itself (a ref callback's cleanup disconnects it), not from an
 * element kept in state: setting that state as React attached the element drew the component
 * again at once, in the commit's own task (the home lobby's five sections, skeletons and all:
 * 30 ms at desktop speed, ≈120 ms on a phone), and again as it detached. Coming near is drawn as
 * a transition, in slices: what it mounts shows what the platform sends, nothing typed.
 */
export function useNearViewport<T extends Element>(margin = '100% 0px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observe = useCallback(
    (element: T | null) => {
      if (element === null || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          startTransition(() => setNear(true));
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin],
  );
  return [near ? noRef : observe, near];
}

/** Once near, nothing is observed any more. */
const noRef: RefCallback<Element> = () => undefined;
