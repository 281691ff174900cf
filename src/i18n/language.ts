/**
 * Language choice (SPEC.md §1): Spanish is the default and the fallback; the choice is kept in
 * localStorage under both `lang` and `hisLang`. Pure functions, so they are easy to test.
 */
import languageList from '../../locales/languages.json' with { type: 'json' };

export interface LanguageInfo {
  /** BCP 47 code as used by the platform (es, en, pt, zh-CN, …). */
  readonly code: string;
  readonly nativeName: string;
  readonly englishName: string;
  /** The interface is translated into this language. */
  readonly supported?: boolean;
}

export const LANGUAGES: readonly LanguageInfo[] = languageList as LanguageInfo[];

export const DEFAULT_LANGUAGE = 'es';

/** Loaded before the first render (and asked for by index.html, src/boot); other namespaces load when a view first asks for them. */
export const INITIAL_NAMESPACES: readonly string[] = ['common', 'layout', 'status', 'errors', 'games'];

/** Languages the interface is translated into, in list order (es first). */
export const SUPPORTED_LANGUAGES: readonly string[] = LANGUAGES.filter((language) => language.supported).map(
  (language) => language.code,
);

export const LANGUAGE_STORAGE_KEYS = ['lang', 'hisLang'] as const;

export interface StoredLanguage {
  lang?: string | null;
  hisLang?: string | null;
}

/**
 * Matches a code against the supported list: exact match ignoring case, then its base language
 * ('en-US' → 'en', 'ES' → 'es'). Null when nothing matches.
 */
export function matchSupported(code: string | null | undefined, supported: readonly string[]): string | null {
  const wanted = code?.trim().toLowerCase().replace('_', '-');
  if (!wanted) return null;
  const exact = supported.find((candidate) => candidate.toLowerCase() === wanted);
  if (exact) return exact;
  const base = wanted.split('-')[0];
  return supported.find((candidate) => candidate.toLowerCase() === base) ?? null;
}

/**
 * The language to start in: `lang`, else `hisLang`, when it is supported; otherwise Spanish.
 */
export function resolveLanguage(stored: StoredLanguage, supported: readonly string[] = SUPPORTED_LANGUAGES): string {
  return matchSupported(stored.lang, supported) ?? matchSupported(stored.hisLang, supported) ?? DEFAULT_LANGUAGE;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | null): StoredLanguage {
  if (!storage) return {};
  try {
    return { lang: storage.getItem('lang'), hisLang: storage.getItem('hisLang') };
  } catch {
    return {};
  }
}

export function storeLanguage(storage: KeyValueStorage | null, code: string): void {
  if (!storage) return;
  try {
    for (const key of LANGUAGE_STORAGE_KEYS) storage.setItem(key, code);
  } catch {
    // storage unavailable (private mode, quota): the choice still applies to this page view
  }
}

export function languageInfo(code: string): LanguageInfo | undefined {
  return LANGUAGES.find((language) => language.code === code);
}
