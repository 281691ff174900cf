/**
 * i18next setup. Texts live in `locales/<lng>/<ns>.json`; a tiny backend loads them through
 * `import.meta.glob`, so every file is its own lazily fetched chunk and only the active language's
 * files are ever requested. A namespace is added by adding the two files (es and en): nothing
 * here lists them.
 *
 * Missing keys do not fall back to Spanish at runtime, because that would fetch the Spanish files
 * for every English visitor; a unit test keeps the key sets of both languages identical instead.
 * "Spanish is the fallback" applies to the language choice (resolveLanguage).
 */
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  matchSupported,
  readStoredLanguage,
  resolveLanguage,
  storeLanguage,
} from './language';

export * from './language';

type LocaleModule = Record<string, unknown>;

const localeLoaders = import.meta.glob<LocaleModule>('/locales/*/*.json', { import: 'default' });

/** Every namespace that has a file in some language (derived from the files). */
export const NAMESPACES: readonly string[] = [
  ...new Set(Object.keys(localeLoaders).map((path) => path.replace(/^.*\/([^/]+)\.json$/, '$1'))),
].sort();

export const DEFAULT_NAMESPACE = 'common';

/** Loaded before the first render; other namespaces load when a view first asks for them. */
export const INITIAL_NAMESPACES: readonly string[] = ['common', 'layout', 'status', 'errors', 'games'];

const globBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = localeLoaders[`/locales/${language}/${namespace}.json`];
    if (!load) {
      // A namespace that does not exist (yet) in this language is empty, not an error.
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data as never),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function reflectOnDocument(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
}

export interface InitI18nOptions {
  /** Namespaces to load before resolving; default INITIAL_NAMESPACES. */
  namespaces?: readonly string[];
  /** Where `lang`/`hisLang` are read and written; default window.localStorage. */
  storage?: Storage | null;
}

let initialising: Promise<I18n> | null = null;

/**
 * Initialises i18next once (later calls return the same promise): picks the language from
 * localStorage `lang`/`hisLang` (Spanish when missing or unsupported), writes the resolved code
 * back to both keys, loads that language's initial namespaces and sets <html lang>.
 */
export function initI18n(options: InitI18nOptions = {}): Promise<I18n> {
  if (initialising) return initialising;
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const language = resolveLanguage(readStoredLanguage(storage), SUPPORTED_LANGUAGES);
  storeLanguage(storage, language);

  i18next.on('languageChanged', (next) => {
    reflectOnDocument(next);
    storeLanguage(storage, next);
  });

  initialising = i18next
    .use(globBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: false,
      load: 'currentOnly',
      fallbackLng: false,
      ns: [...(options.namespaces ?? INITIAL_NAMESPACES)],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: false,
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    })
    .then(() => {
      reflectOnDocument(i18next.language);
      return i18next;
    });
  return initialising;
}

/**
 * Switches the interface language. An unsupported code falls back to Spanish. Resolves once the
 * new language's namespaces are loaded and applied; <html lang> and localStorage follow.
 */
export async function changeLanguage(code: string): Promise<string> {
  const language = matchSupported(code, SUPPORTED_LANGUAGES) ?? DEFAULT_LANGUAGE;
  await i18next.changeLanguage(language);
  return language;
}

/** The active language code (for the adapter's `Language` header, formatting, …). */
export function currentLanguage(): string {
  return i18next.resolvedLanguage ?? i18next.language ?? DEFAULT_LANGUAGE;
}

export { i18next };
