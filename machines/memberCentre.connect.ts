/**
 * The member centre chart as the shell sees it: whether to draw the centre, as an overlay or a
 * full page, which page is open, the menu's badges, and the user's intents. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import { TAGS, type Send } from './kit';
import { MEMBER_CENTRE_TAGS, type MemberAccess, type MemberCentreEvent, type MemberCentreMachine } from './memberCentre.machine';

/** The menu entries that carry a red count badge (SPEC.md §2), by page name. */
export const BADGED_PAGES = { messageV2: 'unreadMessages', missionLeaderboard: 'missions', rewardCenter: 'rewards' } as const;
export type BadgedPage = keyof typeof BADGED_PAGES;

export interface MemberCentreApi {
  /** checking: the session is being decided (draw nothing yet); open: draw the centre; leaving: it is on its way out. */
  readonly status: 'checking' | 'open' | 'leaving';
  /** The open page (SPEC.md §2 name). */
  readonly page: string;
  /** An overlay (modal dialog) over `beneath`; false: a full page. */
  readonly overlay: boolean;
  /** What the overlay sits over (path and query); null: the home lobby. */
  readonly beneath: string | null;
  /** The red count of a menu entry, only when above 0 (null: no badge). */
  badgeOf(page: string): number | null;
  /** The counts are being asked for. */
  readonly badgesLoading: boolean;
  /** The last ask for the counts failed (the last counts, if any, stay on show). */
  readonly badgesFailed: boolean;
  /** The session's verdict changed (sent by the view from the session). */
  setAccess(access: MemberAccess): void;
  /** The URL now shows this page. */
  showPage(page: string): void;
  setWide(wide: boolean): void;
  /** Closes the overlay (back to the page beneath); nothing on a full page. */
  close(): void;
  /** The counts may have changed: focus or visibility regained, a live account event. */
  badgesStale(): void;
}

function isBadgedPage(page: string): page is BadgedPage {
  return Object.hasOwn(BADGED_PAGES, page);
}

export function connectMemberCentre(snapshot: SnapshotFrom<MemberCentreMachine>, send: Send<MemberCentreEvent>): MemberCentreApi {
  const { page, wide, beneath, badges } = snapshot.context;
  return {
    status: snapshot.hasTag(TAGS.ready) ? 'open' : snapshot.hasTag(TAGS.done) ? 'leaving' : 'checking',
    page,
    overlay: wide,
    beneath,
    badgeOf: (entry) => {
      if (!badges || !isBadgedPage(entry)) return null;
      const count = badges[BADGED_PAGES[entry]];
      return count > 0 ? count : null;
    },
    badgesLoading: snapshot.hasTag(MEMBER_CENTRE_TAGS.badgesLoading),
    badgesFailed: snapshot.hasTag(TAGS.failed),
    setAccess: (access) => send({ type: 'ACCESS', access }),
    showPage: (next) => send({ type: 'SHOW_PAGE', page: next }),
    setWide: (next) => send({ type: 'VIEWPORT', wide: next }),
    close: () => send({ type: 'CLOSE' }),
    badgesStale: () => send({ type: 'BADGES_STALE' }),
  };
}

/** The gate's reading of the session (SPEC.md §6): a token being restored is still checking. */
export function memberAccessOf(session: { readonly restoring: boolean; readonly signedIn: boolean; readonly role: string | null }, hasToken: boolean): MemberAccess {
  if (session.restoring) return 'checking';
  if (!session.signedIn) return hasToken ? 'checking' : 'visitor';
  return session.role === 'trial' ? 'trial' : 'member';
}
