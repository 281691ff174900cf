/**
 * Route changes scroll to the top, or to the element of the URL's #hash when there is one
 * (SPEC.md §2). The target may be rendered by a lazily loaded view, so the hash is looked for
 * on animation frames for a short while before giving up.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';

const LOCATION_EVENTS = ['popstate', 'hashchange', 'pushState', 'replaceState'] as const;
const HASH_WAIT_MS = 3000;

function subscribe(onChange: () => void): () => void {
  // wouter dispatches pushState/replaceState events on window when it navigates
  for (const event of LOCATION_EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of LOCATION_EVENTS) window.removeEventListener(event, onChange);
  };
}

const readHash = () => window.location.hash;
const serverHash = () => '';

export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, readHash, serverHash);
}

export function hashTargetId(hash: string): string | null {
  if (!hash || hash === '#') return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

export function ScrollManager() {
  const [pathname] = useLocation();
  const hash = useLocationHash();

  useEffect(() => {
    const id = hashTargetId(hash);
    if (!id) {
      window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
      return undefined;
    }
    const started = performance.now();
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start', behavior: 'auto' });
        return;
      }
      if (performance.now() - started < HASH_WAIT_MS) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);

  return null;
}
