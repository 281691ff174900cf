import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, THEME_STORAGE_KEY, darkTheme, lightTheme, readStoredTheme } from '../../../src/ui/theme';

describe('stored theme', () => {
  const storage = (value: string | null) => ({ getItem: (key: string) => (key === THEME_STORAGE_KEY ? value : null) });

  it('defaults to dark', () => {
    expect(DEFAULT_THEME).toBe('dark');
    expect(readStoredTheme(storage(null))).toBe('dark');
    expect(readStoredTheme(null)).toBe('dark');
  });

  it('keeps light and dark', () => {
    expect(readStoredTheme(storage('light'))).toBe('light');
    expect(readStoredTheme(storage('dark'))).toBe('dark');
  });

  it('ignores anything else', () => {
    expect(readStoredTheme(storage('LIGHT'))).toBe('dark');
    expect(readStoredTheme(storage('blue'))).toBe('dark');
    expect(
      readStoredTheme({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('dark');
  });

  it('names the theme classes put on <html>', () => {
    expect(darkTheme.className).toBe('theme-dark');
    expect(lightTheme.className).toBe('theme-light');
  });
});
