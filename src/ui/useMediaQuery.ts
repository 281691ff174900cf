import { useCallback, useSyncExternalStore } from 'react';

/** Breakpoints of theme.ts `media`, for code that must branch (not just restyle) per size. */
export const MEDIA = {
  md: '(min-width: 768px)',
  lg: '(min-width: 1024px)',
} as const;

/** True while the media query matches; false where matchMedia is missing (tests, SSR). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, read, () => false);
}
