/**
 * The popup check: the only part of the public popups in the first route's JavaScript. It tells
 * the chart who reads the page (signed in or not, a first login, the language) whenever that
 * changes, and loads the popup view only when a popup is due.
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { PopupAccount, PopupAudience } from '@machines/app/publicPopups.machine';
import { useDialogTurn } from '../../app/dialogs';
import { useSessionFacts } from '../../app/session';
import { signedInOnFirstLogin } from '../../app/wiring/app/publicPopups';
import { ANNOUNCEMENT_PARAM } from '../../app/navigation';
import { ChunkBoundary } from '../../ui/ChunkBoundary';
import { lazyChunk } from '../../ui/loadChunk';
import { usePublicPopups } from './usePublicPopups';
import { SuspenseBoundary } from '../../ui/SuspenseBoundary';
import { withSanitizer } from '../../ui/SafeHtml';

// with the sanitizer: a popup opens with its HTML, not empty and then growing (a layout shift); a
// public popup's text is usually bare markup (its dialog loads parse5 itself for any other), the
// announcements' are not known until they load
const PublicPopupDialog = lazyChunk(withSanitizer(() => import('./PublicPopupDialog')));
const AnnouncementPopup = lazyChunk(withSanitizer(() => import('../announcements/AnnouncementPopup'), 'full'));

export function PublicPopups() {
  const { restoring, signedIn, role } = useSessionFacts();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const audience: PopupAudience = signedIn ? 'member' : 'visitor';
  // a player's popups are a player's: a free-play account is shown none, an agent the agents' own
  const account: PopupAccount | undefined = role === 'agent' ? 'agent' : role === 'trial' ? 'trial' : undefined;
  const firstLogin = signedIn && signedInOnFirstLogin();
  const announcement = new URLSearchParams(useSearch()).get(ANNOUNCEMENT_PARAM);
  // the same record while nothing in it changes: the chart hears a new reader once
  const viewer = useMemo(() => (restoring ? null : { audience, ...(account ? { account } : {}), firstLogin, language }), [restoring, audience, account, firstLogin, language]);
  const popups = usePublicPopups(viewer);
  // information: in its turn, after what the user asked for and what the account must answer, and
  // not before the first page has settled (the dialog manager holds it); its code loads with its
  // first turn, and it stays drawn (closed) while another dialog takes the screen
  const popupId = popups.current ? `public-popup:${popups.current.id ?? popups.current.title}` : '';
  const shown = useDialogTurn(popupId, 'info', popups.current !== null) === 'shown';
  const [drawn, setDrawn] = useState('');
  // Drawn in a transition: its turn comes from the dialog manager's store, whose changes React
  // draws at once, and the dialog's first drawing in that one task (its text sanitised, focus,
  // the page made inert) was the longest task of a first visit's lobby (35-60 ms at desktop
  // speed). As a transition it is drawn in slices between the lobby's own work; so is its code's
  // arrival (the boundary's reveal), and the dialog takes focus and makes the page inert in tasks
  // of their own (src/ui/Dialog.tsx).
  useEffect(() => {
    if (shown && drawn !== popupId) startTransition(() => setDrawn(popupId));
  }, [shown, drawn, popupId]);

  return (
    <>
      {popups.current && drawn === popupId ? (
        <ChunkBoundary area="public-popups" size="inline">
          <SuspenseBoundary fallback={null} reveal="inTransition">
            <PublicPopupDialog key={popupId} popup={popups.current} shown={shown} waiting={popups.waiting} onClose={popups.close} />
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
