/**
 * The interface language, for views that format but translate nothing (an amount, a date). Cheaper
 * than `useTranslation()`, which builds a translator and an effect per component: a records page
 * draws a couple of hundred amounts, and their useTranslation calls were about a third of that
 * render at 4x CPU (issue 17). Follows a change of language like useTranslation does, and never
 * suspends on texts it does not read.
 */
import { useSyncExternalStore } from 'react';
import { i18next } from '../i18n';
import { DEFAULT_LANGUAGE } from '../i18n/language';

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

function read(): string {
  return i18next.resolvedLanguage ?? i18next.language ?? DEFAULT_LANGUAGE;
}

export function useLanguage(): string {
  return useSyncExternalStore(subscribe, read, read);
}
