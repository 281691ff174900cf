import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  matchSupported,
  readStoredLanguage,
  resolveLanguage,
  storeLanguage,
} from '../../../src/i18n/language';

const SUPPORTED = ['es', 'en'] as const;

describe('resolveLanguage', () => {
  it('defaults to Spanish when nothing is stored', () => {
    expect(resolveLanguage({}, SUPPORTED)).toBe('es');
    expect(resolveLanguage({ lang: null, hisLang: null }, SUPPORTED)).toBe('es');
    expect(resolveLanguage({ lang: '', hisLang: '   ' }, SUPPORTED)).toBe('es');
  });

  it('keeps a supported stored language', () => {
    expect(resolveLanguage({ lang: 'en' }, SUPPORTED)).toBe('en');
    expect(resolveLanguage({ lang: 'es', hisLang: 'en' }, SUPPORTED)).toBe('es');
  });

  it('falls back to Spanish for an unsupported language', () => {
    expect(resolveLanguage({ lang: 'fr' }, SUPPORTED)).toBe('es');
    expect(resolveLanguage({ lang: 'zh-CN', hisLang: 'vi' }, SUPPORTED)).toBe('es');
    expect(resolveLanguage({ lang: 'undefined' }, SUPPORTED)).toBe('es');
  });

  it('uses hisLang when lang is missing or unsupported', () => {
    expect(resolveLanguage({ hisLang: 'en' }, SUPPORTED)).toBe('en');
    expect(resolveLanguage({ lang: 'pt', hisLang: 'en' }, SUPPORTED)).toBe('en');
  });

  it('ignores case and region', () => {
    expect(resolveLanguage({ lang: 'EN' }, SUPPORTED)).toBe('en');
    expect(resolveLanguage({ lang: 'en-US' }, SUPPORTED)).toBe('en');
    expect(resolveLanguage({ lang: 'es_MX' }, SUPPORTED)).toBe('es');
  });

  it('defaults to the product list (es, en) and to Spanish', () => {
    expect(DEFAULT_LANGUAGE).toBe('es');
    expect([...SUPPORTED_LANGUAGES].sort()).toEqual(['en', 'es']);
    expect(resolveLanguage({ lang: 'en' })).toBe('en');
    expect(resolveLanguage({ lang: 'de' })).toBe('es');
  });
});

describe('matchSupported', () => {
  it('returns null when nothing matches', () => {
    expect(matchSupported('ja', SUPPORTED)).toBeNull();
    expect(matchSupported(undefined, SUPPORTED)).toBeNull();
  });
});

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('language storage', () => {
  it('reads lang and hisLang', () => {
    expect(readStoredLanguage(memoryStorage({ lang: 'en', hisLang: 'es' }))).toEqual({ lang: 'en', hisLang: 'es' });
    expect(readStoredLanguage(null)).toEqual({});
  });

  it('writes the choice under both lang and hisLang', () => {
    const storage = memoryStorage();
    storeLanguage(storage, 'en');
    expect(storage.values.get('lang')).toBe('en');
    expect(storage.values.get('hisLang')).toBe('en');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredLanguage(broken)).toEqual({});
    expect(() => storeLanguage(broken, 'es')).not.toThrow();
    expect(resolveLanguage(readStoredLanguage(broken))).toBe('es');
  });
});
