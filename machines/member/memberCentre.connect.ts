/**
 * The member centre chart as the shell sees it: whether to draw the centre, as an overlay or a
 * full page, which page is open, and the user's intents (the menu's badges are memberBadges.connect.ts). Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import { firstTagOf, TAGS, type Send } from '../kit';
import type { MemberAccess, MemberCentreEvent, MemberCentreMachine } from './memberCentre.machine';

export interface MemberCentreView {
  /** checking: the session is being decided (draw nothing yet); open: draw the centre; leaving: it is on its way out. */
  readonly status: 'checking' | 'open' | 'leaving';
  /** The open page (SPEC.md §2 name). */
  readonly page: string;
  /** An overlay (modal dialog) over `beneath`; false: a full page. */
  readonly overlay: boolean;
  /** What the overlay sits over (path and query); null: the home lobby. */
  readonly beneath: string | null;
  /** Closes the overlay (back to the page beneath); nothing on a full page. */
  close(): void;
}

export function connectMemberCentre(snapshot: SnapshotFrom<MemberCentreMachine>, send: Send<MemberCentreEvent>): MemberCentreView {
  const { page, wide, beneath } = snapshot.context;
  return {
    status: firstTagOf(snapshot, [[TAGS.ready, 'open'], [TAGS.done, 'leaving']], 'checking'),
    page,
    overlay: wide,
    beneath,
    close: () => send({ type: 'CLOSE' }),
  };
}

/** The gate's reading of the session (SPEC.md §6): a token being restored is still checking. */
export function memberAccessOf(session: { readonly restoring: boolean; readonly signedIn: boolean; readonly role: string | null }, hasToken: boolean): MemberAccess {
  if (session.restoring) return 'checking';
  if (!session.signedIn) return hasToken ? 'checking' : 'visitor';
  return session.role === 'trial' ? 'trial' : 'member';
}
