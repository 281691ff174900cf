/**
 * What the shell needs to know about the session (the session actor, src/app/session.tsx):
 * signed in or not, the role, whether the stored token is still being checked. The referral
 * promotion stays off until the promotions issue reads it.
 */
import type { SessionRole } from '@machines/session.machine';
import { useSession } from '../../app/session';

export interface SessionView {
  readonly loggedIn: boolean;
  readonly referralEnabled: boolean;
  readonly role: SessionRole | null;
  readonly restoring: boolean;
  logout(): void;
}

export function useSessionView(): SessionView {
  const session = useSession();
  return { loggedIn: session.signedIn, referralEnabled: false, role: session.role, restoring: session.restoring, logout: session.logout };
}
