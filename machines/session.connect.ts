/**
 * The session chart as the shell and the session dialogs see it: who is signed in, which notice
 * or confirmation is due, and the user's intents. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import { TAGS, type Send } from './kit';
import { roleOf, SESSION_TAGS, type SessionEvent, type SessionInfo, type SessionMachine, type SessionRole } from './session.machine';

export interface SessionApi {
  /** The stored token is still being checked: nothing session-dependent is decided yet. */
  readonly restoring: boolean;
  /** A session is set (also while its logout is confirmed or runs). */
  readonly signedIn: boolean;
  /** The signed-in role; null for a visitor. */
  readonly role: SessionRole | null;
  readonly info: SessionInfo | null;
  /** The logout confirmation is open. */
  readonly confirmingLogout: boolean;
  /** The logout call runs (the confirmation stays open, busy). */
  readonly loggingOut: boolean;
  /** The not-logged-in notice after a 401. */
  readonly expiredNotice: boolean;
  /** The real-account notice for a trial account's restricted action. */
  readonly upgradeNotice: boolean;
  /** One of the session's dialogs is due (its code is loaded only then). */
  readonly dialogDue: boolean;
  logout(): void;
  confirmLogout(): void;
  cancelLogout(): void;
  /** Closes the not-logged-in or the real-account notice. */
  dismissNotice(): void;
  /** A trial account tried something only a real account may do. */
  restricted(): void;
}

export function connectSession(snapshot: SnapshotFrom<SessionMachine>, send: Send<SessionEvent>): SessionApi {
  const confirmingLogout = snapshot.hasTag(SESSION_TAGS.confirmingLogout);
  const expiredNotice = snapshot.hasTag(SESSION_TAGS.expiredNotice);
  const upgradeNotice = snapshot.hasTag(SESSION_TAGS.upgradeNotice);
  const signedIn = snapshot.hasTag(SESSION_TAGS.signedIn) || confirmingLogout;
  const info = signedIn ? snapshot.context.info : null;
  return {
    restoring: snapshot.hasTag(TAGS.busy) && !confirmingLogout,
    signedIn,
    role: roleOf(info),
    info,
    confirmingLogout,
    loggingOut: confirmingLogout && snapshot.hasTag(TAGS.busy),
    expiredNotice,
    upgradeNotice,
    dialogDue: confirmingLogout || expiredNotice || upgradeNotice,
    logout: () => send({ type: 'LOGOUT' }),
    confirmLogout: () => send({ type: 'CONFIRM' }),
    cancelLogout: () => send({ type: 'CANCEL' }),
    dismissNotice: () => send({ type: 'DISMISS' }),
    restricted: () => send({ type: 'RESTRICTED' }),
  };
}
