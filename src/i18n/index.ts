/**
 * i18next setup. Texts live in `locales/<lng>/<ns>.json`; a tiny backend fetches them as JSON from
 * the URLs `import.meta.glob` gives, so every file is fetched on its own when first needed and only
 * the active language's files are ever requested. A namespace is added by adding the two files (es and en): nothing
 * here lists them.
 *
 * Missing keys do not fall back to Spanish at runtime, because that would fetch the Spanish files
 * for every English visitor; a unit test keeps the key sets of both languages identical instead.
 * "Spanish is the fallback" applies to the language choice (resolveLanguage).
 */
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { takeEarlyResponse } from '../boot/earlyCalls';
import {
  DEFAULT_LANGUAGE,
  INITIAL_NAMESPACES,
  SUPPORTED_LANGUAGES,
  matchSupported,
  readStoredLanguage,
  resolveLanguage,
  storeLanguage,
} from './language';

export * from './language';

/**
 * Each locale file's URL. The build emits the files as hashed JSON assets (vite.config.ts keeps
 * them out of line and names them by language): texts are data, fetched and parsed as JSON, not
 * shipped as JavaScript modules.
 */
const localeUrls = import.meta.glob<string>('/locales/*/*.json', { query: '?url', import: 'default', eager: true });

/** Every namespace that has a file in some language (derived from the files). */
export const NAMESPACES: readonly string[] = [
  ...new Set(Object.keys(localeUrls).map((path) => path.replace(/^.*\/([^/]+)\.json$/, '$1'))),
].sort();

async function fetchLocale(url: string): Promise<Record<string, unknown>> {
  // the first page's texts were asked for by index.html while the code downloaded (src/boot)
  const response = await (takeEarlyResponse(url) ?? fetch(url));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

export const DEFAULT_NAMESPACE = 'common';


const globBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = localeUrls[`/locales/${language}/${namespace}.json`];
    if (!url) {
      // A namespace that does not exist (yet) in this language is empty, not an error.
      callback(null, {});
      return;
    }
    fetchLocale(url).then(
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
/** The language chosen when initialising started: calls made while the texts load already carry it. */
let chosenLanguage: string | null = null;

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
  chosenLanguage = language;

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
      // Not 'loaded': that re-renders every translated component on the page whenever any
      // namespace arrives (~230 ms of blocking time on a member page). A view waiting
      // for its texts is suspended, and its SuspenseBoundary draws it again when they arrive.
      react: { useSuspense: true, bindI18n: 'languageChanged' },
    })
    .then(() => {
      reflectOnDocument(i18next.language);
      return i18next;
    });
  return initialising;
}

/**
 * Asks for namespaces ahead of the view that reads them (a lazily loaded page, with its chunk), so
 * the view does not suspend on its texts after its code arrived: one round trip instead of two.
 * Resolves when they are in or failed (the view then asks again); nothing before i18n is set up.
 */
export function loadTexts(namespaces: readonly string[]): Promise<void> {
  if (!initialising || namespaces.length === 0) return Promise.resolve();
  return initialising.then(
    () => i18next.loadNamespaces([...namespaces]),
    () => undefined,
  );
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
  return i18next.resolvedLanguage ?? i18next.language ?? chosenLanguage ?? DEFAULT_LANGUAGE;
}

export { i18next };
