/**
 * What a chart keeps to follow the page's language (docs/ARCHITECTURE.md "One language at a
 * time"): the view opens the flow with the language in its input and keeps it told as LANGUAGE.
 * The chart keeps the language it was told (`language`) and the one the texts it shows were asked
 * in (`dataLanguage`); where the texts show and they were asked in another, it asks again,
 * keeping what the reader typed and chose.
 */

/** The page's language when the flow opens. */
export interface LanguageInput {
  readonly language: string;
}

export interface LanguageContext {
  /** The page's language as last told. */
  readonly language: string;
  /** The language the texts shown were asked in. */
  readonly dataLanguage: string;
}

/** The page's language: what the platform sent in another one is asked for again. */
export type LanguageEvent = { type: 'LANGUAGE'; language: string };

export const languageContext = (input: LanguageInput): LanguageContext => ({ language: input.language, dataLanguage: input.language });

/** The context after LANGUAGE: the page's language; the texts shown keep theirs until asked again. */
export const toldLanguage = (language: string): Pick<LanguageContext, 'language'> => ({ language });

/** A load starts: the texts it brings are in the page's language of now. */
export const askedNow = (context: LanguageContext): Pick<LanguageContext, 'dataLanguage'> => ({ dataLanguage: context.language });

/** The texts shown were asked in another language than the page's. */
export const readInOtherLanguage = (context: LanguageContext): boolean => context.dataLanguage !== context.language;
