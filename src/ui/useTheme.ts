import { useCallback, useSyncExternalStore } from 'react';
import { getTheme, setTheme, subscribeTheme, type ThemeName } from './theme';

/** The active theme and the setter that applies and persists it. */
export function useTheme(): readonly [ThemeName, (name: ThemeName) => void] {
  const name = useSyncExternalStore(subscribeTheme, getTheme, getTheme);
  const set = useCallback((next: ThemeName) => setTheme(next), []);
  return [name, set] as const;
}
