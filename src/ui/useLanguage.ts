/**
 * The interface language, for views that format but translate nothing (an amount, a date). Cheaper
 * than `useTranslation()`, which builds a translator and an effect per component: a records page
 * draws a couple of hundred amounts, and their useTranslation calls were about a third of that
 * render at 4x CPU. Follows a change of language like useTranslation does, and never
 * suspends on texts it does not read.
 */
import { useSyncExternalStore } from 'react';
import { currentLanguage, i18next } from '../i18n';

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

export function useLanguage(): string {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
