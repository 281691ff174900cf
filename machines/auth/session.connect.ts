/**
 * The session chart as the shell and the session dialogs see it: who is signed in, which notice
 * or confirmation is due, and the user's intents. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { ChangePasswordPayload } from '../../src/api';
import { TAGS, type Send } from '../kit';
import { RESTORE_RETRY_DELAY_MS, roleOf, SESSION_TAGS, type PasswordChangeReason, type SessionEndReason, type SessionEvent, type SessionInfo, type SessionMachine, type SessionRole } from './session.machine';

/** The forced password change of a held session, as its dialog shows it. */
export interface ForcedPasswordChangeView {
  readonly reason: PasswordChangeReason;
  /** The change (or the sign-out instead) runs. */
  readonly busy: boolean;
  /** No password is held (a reload, a second tab): the form asks for the current one. */
  readonly askOld: boolean;
  readonly errorKey: string | null;
  readonly errorText: string | null;
  change(payload: ChangePasswordPayload): void;
  /** Gives the session up instead (the logout call). */
  signOut(): void;
}

/** The restore the platform did not answer, as its retry page shows it. */
export interface UnreachableSessionView {
  /** Why (an i18n key: no connection, a timeout, the platform busy). */
  readonly errorKey: string;
  /** Seconds until the page tries again by itself. */
  readonly retryInSeconds: number;
  retry(): void;
  /** Goes on as a visitor instead: the stored token is dropped. */
  continueAsVisitor(): void;
}

export interface SessionView {
  /**
   * Nothing session-dependent is decided yet: the stored token is being checked (or waits for the
   * platform to answer), or the session is held until its password changes (pages that need a
   * session wait; nothing signed in shows).
   */
  readonly restoring: boolean;
  /** A session is set (also while its logout is confirmed or runs). */
  readonly signedIn: boolean;
  /** The stored token could not be checked (the platform did not answer): the retry page; null otherwise. */
  readonly unreachable: UnreachableSessionView | null;
  /** The signed-in role; null for a visitor. */
  readonly role: SessionRole | null;
  readonly info: SessionInfo | null;
  /** The logout confirmation is open. */
  readonly confirmingLogout: boolean;
  /** The logout call runs (the confirmation stays open, busy). */
  readonly loggingOut: boolean;
  /** The not-logged-in notice after a 401. */
  readonly expiredNotice: boolean;
  /** Why the session of the notice ended: gone, or replaced by a login on another device. */
  readonly endReason: SessionEndReason;
  /** The forced password change of a held session; null when none is due. */
  readonly passwordChange: ForcedPasswordChangeView | null;
  /** The real-account notice for a trial account's restricted action. */
  readonly upgradeNotice: boolean;
  /**
   * Why the site refused a held session once its password changed (a non-agent on the agent
   * site; member info failing): i18n key and the server's own message; null when no such notice shows.
   */
  readonly refusal: { readonly key: string | null; readonly text: string | null } | null;
  /** One of the session's dialogs is due (its code is loaded only then). */
  readonly dialogDue: boolean;
  logout(): void;
  confirmLogout(): void;
  cancelLogout(): void;
  /** Closes the not-logged-in, the real-account or the refusal notice. */
  dismissNotice(): void;
  /** A trial account tried something only a real account may do. */
  restricted(): void;
}

export function connectSession(snapshot: SnapshotFrom<SessionMachine>, send: Send<SessionEvent>): SessionView {
  const confirmingLogout = snapshot.hasTag(SESSION_TAGS.confirmingLogout);
  const expiredNotice = snapshot.hasTag(SESSION_TAGS.expiredNotice);
  const upgradeNotice = snapshot.hasTag(SESSION_TAGS.upgradeNotice);
  const refusedNotice = snapshot.hasTag(SESSION_TAGS.refusedNotice);
  const signedIn = snapshot.hasTag(SESSION_TAGS.signedIn) || confirmingLogout;
  const info = signedIn ? snapshot.context.info : null;
  const held = snapshot.hasTag(SESSION_TAGS.passwordChange);
  const { context } = snapshot;
  const unreachable: UnreachableSessionView | null = snapshot.hasTag(SESSION_TAGS.unreachable)
    ? {
        errorKey: context.errorKey ?? 'errors:networkAbnormal',
        retryInSeconds: RESTORE_RETRY_DELAY_MS / 1000,
        retry: () => send({ type: 'RETRY' }),
        continueAsVisitor: () => send({ type: 'SIGN_OUT' }),
      }
    : null;
  const passwordChange: ForcedPasswordChangeView | null = held
    ? {
        reason: context.held?.reason ?? 'weak',
        busy: snapshot.hasTag(TAGS.busy),
        askOld: context.heldPassword === null,
        errorKey: context.errorKey,
        errorText: context.errorText,
        change: (payload) => send({ type: 'CHANGE_PASSWORD', payload }),
        signOut: () => send({ type: 'SIGN_OUT' }),
      }
    : null;
  return {
    restoring: (snapshot.hasTag(TAGS.busy) && !confirmingLogout) || held || unreachable !== null,
    signedIn,
    unreachable,
    role: roleOf(info),
    info,
    confirmingLogout,
    loggingOut: confirmingLogout && snapshot.hasTag(TAGS.busy),
    expiredNotice,
    endReason: context.endReason,
    passwordChange,
    upgradeNotice,
    refusal: refusedNotice ? { key: context.errorKey, text: context.errorText } : null,
    dialogDue: confirmingLogout || expiredNotice || upgradeNotice || held || refusedNotice,
    logout: () => send({ type: 'LOGOUT' }),
    confirmLogout: () => send({ type: 'CONFIRM' }),
    cancelLogout: () => send({ type: 'CANCEL' }),
    dismissNotice: () => send({ type: 'DISMISS' }),
    restricted: () => send({ type: 'RESTRICTED' }),
  };
}
