/**
 * Tells the platform the language a signed-in member reads (the languageSync chart):
 * mounted by App while a real account is signed in (a lazy chunk), it reports the sign-in with the
 * member's stored language, then every language switch. Renders nothing: a failed send is quiet.
 */
import { useTranslation } from 'react-i18next';
import { connectLanguageSync } from '@machines/app/languageSync.connect';
import { useFlow } from '../../app/actors';
import { useSession } from '../../app/session';
import { languageSyncLogic } from '../../app/wiring/app/languageSync';
import { FLOW } from '../../app/flowKeys';

export default function LanguageSync(): null {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const session = useSession();
  const stored = session.info?.language ? session.info.language : null;
  // the sign-in with the member's stored language, then the language the page shows
  useFlow(FLOW.languageSync, languageSyncLogic, connectLanguageSync, {
    input: { language },
    props: [
      { type: 'SIGNED_IN', stored },
      { type: 'LANGUAGE', language },
    ],
  });
  return null;
}
