/** The interface languages SPEC.md supports; Spanish is the default. */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/** A text the platform serves in the language of the request's `Language` header. */
export interface LocalizedText {
  readonly es: string;
  readonly en: string;
}

/** Maps a `Language` header (es, es-MX, en-US, …) onto a supported language. */
export function languageFrom(header: string | null | undefined): Language {
  const primary = header?.trim().toLowerCase().split(/[-_,;]/)[0];
  return primary === 'en' ? 'en' : DEFAULT_LANGUAGE;
}
