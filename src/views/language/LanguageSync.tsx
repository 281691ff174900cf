/**
 * Tells the platform the language a signed-in member reads (the languageSync chart):
 * mounted by App while a real account is signed in (a lazy chunk), it reports the sign-in with the
 * member's stored language, then every language switch. Renders nothing: a failed send is quiet.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { connectLanguageSync } from '@machines/app/languageSync.connect';
import { useFlow } from '../../app/actors';
import { useSession } from '../../app/session';
import { languageSyncLogic } from '../../app/wiring/app/languageSync';

export default function LanguageSync() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const session = useSession();
  const stored = session.info?.language ? session.info.language : null;
  const sync = useFlow('languageSync', languageSyncLogic, connectLanguageSync, { language });
  // until the chart has them (an event before the flow is open goes nowhere): the sign-in with
  // the member's stored language, and the language the page shows
  useEffect(() => {
    if (sync.waiting) sync.signedIn(stored);
    else if (sync.language !== language) sync.languageIs(language);
  });
  // nothing to see; the state for tests and tools only
  return <span hidden data-testid="language-sync" data-status={sync.sending ? 'sending' : 'idle'} data-stored={sync.stored ?? ''} data-failed={sync.failed ? 'true' : 'false'} />;
}
