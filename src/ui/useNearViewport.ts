import { useEffect, useState, type RefCallback } from 'react';

/**
 * Whether an element has come near the viewport: within `margin` of it (default one viewport
 * height ahead, so content is ready before it scrolls into sight). For parts of a long page that
 * are mounted, and fetch what they show, only as they approach instead of on the first frame.
 * Once near it stays near: what was mounted stays mounted. Where IntersectionObserver is missing
 * everything counts as near at once, as before.
 */
export function useNearViewport<T extends Element>(margin = '100% 0px'): [RefCallback<T>, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return [setElement, near];
}
