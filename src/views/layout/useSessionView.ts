/**
 * What the shell needs to know about the session (the session actor, src/app/session.tsx):
 * signed in or not, the role, whether the stored token is still being checked. The referral
 * promotion stays off until the promotions issue reads it.
 */
import type { SessionRole } from '@machines/session.machine';
import { useSessionPhase, useSessionRole } from '../../app/session';

export interface SessionView {
  readonly loggedIn: boolean;
  readonly referralEnabled: boolean;
  readonly role: SessionRole | null;
  readonly restoring: boolean;
}

export function useSessionView(): SessionView {
  const phase = useSessionPhase();
  const role = useSessionRole();
  const loggedIn = role !== null && phase !== 'visitor' && phase !== 'restoring';
  return { loggedIn, referralEnabled: false, role: loggedIn ? role : null, restoring: phase === 'restoring' };
}
