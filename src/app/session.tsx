/**
 * The session chart for views: `useSession()` is its connect API (who is signed in, notices, intents).
 * Before the root starts the session (the app's first render, the status gate) it is the chart's
 * initial state: restoring, nobody signed in, nothing to do.
 */
import { useCallback } from 'react';
import { connectSession, type SessionView } from '@machines/auth/session.connect';
import type { SessionRole } from '@machines/auth/session.machine';
import { sameFields, useRootChild, useRootChildRef, useRootChildValue } from './actors';

export function useSession(): SessionView {
  return useRootChild('session', connectSession);
}

/** Who is signed in, as the shell shows it: the parts of the session a page's frame depends on. */
export interface SessionFacts {
  readonly signedIn: boolean;
  readonly role: SessionRole | null;
  readonly restoring: boolean;
}

/** The session's facts, redrawing its reader only when one of them changes (not on each step of the chart). */
export function useSessionFacts(): SessionFacts {
  return useRootChildValue('session', connectSession, ({ signedIn, role, restoring }) => ({ signedIn, role, restoring }), sameFields);
}

/** Whether a member is signed in, redrawing its reader only when that changes. */
export function useSignedIn(): boolean {
  return useRootChildValue('session', connectSession, (session) => session.signedIn);
}

/** The signed-in account's role (null for a visitor), redrawing its reader only when that changes. */
export function useSessionRole(): SessionRole | null {
  return useRootChildValue('session', connectSession, (session) => (session.signedIn ? session.role : null));
}

/** What the app's frame draws from the session: a session dialog due, the restore (or its retry page), a held sign-in (a forced password change). */
export interface SessionGate {
  readonly dialogDue: boolean;
  readonly restoring: boolean;
  readonly held: boolean;
  /** The stored token waits for the platform to answer: the retry page instead of the app. */
  readonly unreachable: boolean;
}

/** The session as the app's frame reads it: it redraws (and every page under it) only when one of these changes. */
export function useSessionGate(): SessionGate {
  return useRootChildValue('session', connectSession, ({ dialogDue, restoring, passwordChange, unreachable }) => ({ dialogDue, restoring, held: passwordChange !== null, unreachable: unreachable !== null }), sameFields);
}

/** The logout intent, one function for the page's life. */
export function useLogout(): () => void {
  const session = useRootChildRef('session');
  return useCallback(() => session?.send({ type: 'LOGOUT' }), [session]);
}
