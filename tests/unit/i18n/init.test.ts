/** The i18next setup against the real locale files (loaded through import.meta.glob). */
import { describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, i18next, initI18n, NAMESPACES } from '../../../src/i18n';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    key: (index: number) => [...values.keys()][index] ?? null,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('initI18n', () => {
  const storage = memoryStorage({ lang: 'en', hisLang: 'fr' });

  it('finds the namespaces from the files', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'layout']));
  });

  it('starts in the stored language and loads only that language', async () => {
    await initI18n({ storage });
    expect(currentLanguage()).toBe('en');
    expect(storage.getItem('lang')).toBe('en');
    expect(storage.getItem('hisLang')).toBe('en');
    expect(i18next.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'layout')).toBe(true);
    expect(i18next.hasResourceBundle('es', 'common')).toBe(false);
    expect(i18next.t('layout:header.login')).toBe('Log in');
  });

  it('is idempotent', async () => {
    const first = initI18n({ storage });
    expect(initI18n({ storage })).toBe(first);
    await first;
  });

  it('switches language, writing both keys; unsupported codes give Spanish', async () => {
    await expect(changeLanguage('es')).resolves.toBe('es');
    expect(i18next.t('layout:header.login')).toBe('Iniciar sesión');
    expect(storage.getItem('lang')).toBe('es');
    expect(storage.getItem('hisLang')).toBe('es');

    await changeLanguage('en');
    await expect(changeLanguage('ja')).resolves.toBe('es');
    expect(currentLanguage()).toBe('es');
  });

  it('uses common as the default namespace', () => {
    expect(i18next.t('actions.close')).toBe('Cerrar');
  });
});
