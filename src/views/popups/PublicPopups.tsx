/**
 * The popup check: the only part of the public popups in the first route's JavaScript. It tells
 * the chart who reads the page (signed in or not, a first login, the language) whenever that
 * changes, and loads the popup view only when a popup is due.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { PopupAccount, PopupAudience } from '@machines/app/publicPopups.machine';
import { useSession } from '../../app/session';
import { signedInOnFirstLogin } from '../../app/wiring/app/publicPopups';
import { ANNOUNCEMENT_PARAM } from '../../app/navigation';
import { ChunkBoundary } from '../../ui/ChunkBoundary';
import { lazyChunk } from '../../ui/loadChunk';
import { usePublicPopups } from './usePublicPopups';
import { SuspenseBoundary } from '../../ui/SuspenseBoundary';
import { withSanitizer } from '../../ui/SafeHtml';
import { usePageSettled } from '../../ui/pageSettled';

// with the sanitizer: a popup opens with its HTML, not empty and then growing (a layout shift)
const PublicPopupDialog = lazyChunk(withSanitizer(() => import('./PublicPopupDialog')));
const AnnouncementPopup = lazyChunk(withSanitizer(() => import('../announcements/AnnouncementPopup')));

export function PublicPopups() {
  const { restoring, signedIn, role } = useSession();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const audience: PopupAudience = signedIn ? 'member' : 'visitor';
  // a player's popups are a player's: a free-play account is shown none, an agent the agents' own
  const account: PopupAccount | undefined = role === 'agent' ? 'agent' : role === 'trial' ? 'trial' : undefined;
  const firstLogin = signedIn && signedInOnFirstLogin();
  const announcement = new URLSearchParams(useSearch()).get(ANNOUNCEMENT_PARAM);
  // a due popup opens over the page once the page is on screen, not while its code still loads
  const pageSettled = usePageSettled();
  // the same record while nothing in it changes: the chart hears a new reader once
  const viewer = useMemo(() => (restoring ? null : { audience, ...(account ? { account } : {}), firstLogin, language }), [restoring, audience, account, firstLogin, language]);
  const popups = usePublicPopups(viewer);

  return (
    <>
      {popups.current && pageSettled ? (
        <ChunkBoundary area="public-popups" size="inline">
          <SuspenseBoundary fallback={null}>
            <PublicPopupDialog key={popups.current.id ?? popups.current.title} popup={popups.current} waiting={popups.waiting} onClose={popups.close} />
          </SuspenseBoundary>
        </ChunkBoundary>
      ) : null}
      {announcement !== null && !popups.current ? (
        <ChunkBoundary area="announcements" size="inline">
          <SuspenseBoundary fallback={null}>
            <AnnouncementPopup openId={announcement || null} />
          </SuspenseBoundary>
        </ChunkBoundary>
      ) : null}
    </>
  );
}
