/**
 * The session actor shared with the React tree (one per page, see auth-services.ts) and the
 * narrow hooks views read it through.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { roleOf, type SessionInfo, type SessionRole } from '@machines/session.machine';
import { sessionActor, startSession } from './session-services';

export type SessionPhase = 'restoring' | 'visitor' | 'signedIn' | 'confirmLogout' | 'loggingOut';

/** Starts the session actor once the app (system status normal) renders. */
export function useStartSession(): void {
  useEffect(() => startSession(), []);
}

export function useSessionPhase(): SessionPhase {
  return useSelector(sessionActor, (snapshot) => {
    if (snapshot.matches('restoring')) return 'restoring';
    if (snapshot.matches('visitor')) return 'visitor';
    if (snapshot.matches('confirmLogout')) return 'confirmLogout';
    if (snapshot.matches('loggingOut')) return 'loggingOut';
    return 'signedIn';
  });
}

/** The signed-in role; kept while the logout is confirmed or runs. */
export function useSessionRole(): SessionRole | null {
  return useSelector(sessionActor, (snapshot) => roleOf(snapshot.context.info));
}

export function useSessionInfo(): SessionInfo | null {
  return useSelector(sessionActor, (snapshot) => snapshot.context.info);
}

export function useSessionExpiredNotice(): boolean {
  return useSelector(sessionActor, (snapshot) => snapshot.matches({ visitor: 'expired' }));
}

export function useTrialNotice(): boolean {
  return useSelector(sessionActor, (snapshot) => snapshot.matches({ trial: 'upgradeNotice' }));
}

/** A session dialog is due: the logout confirmation (and its call), the not-logged-in notice, the trial notice. */
export function useSessionDialogDue(): boolean {
  return useSelector(
    sessionActor,
    (snapshot) => snapshot.matches('confirmLogout') || snapshot.matches('loggingOut') || snapshot.matches({ visitor: 'expired' }) || snapshot.matches({ trial: 'upgradeNotice' }),
  );
}

export const sendSession = sessionActor.send.bind(sessionActor);
