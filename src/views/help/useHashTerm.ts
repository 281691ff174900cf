/** The `#term` of the address (/help#deposit → "deposit"), following in-page links, router navigation and back/forward. */
import { useSyncExternalStore } from 'react';

const EVENTS = ['hashchange', 'popstate', 'pushState', 'replaceState'] as const;

function subscribe(onChange: () => void): () => void {
  for (const name of EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of EVENTS) window.removeEventListener(name, onChange);
  };
}

const read = (): string | null => {
  const hash = typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '');
  return hash ? decodeURIComponent(hash) : null;
};

export function useHashTerm(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
