/**
 * What the shell needs to know about the session (the session actor, src/app/session.tsx):
 * signed in or not, the role, whether the stored token is still being checked, and whether the
 * referral promotion is on (the REFERRAL3 flag: the invite-friends entry shows only then).
 */
import type { SessionRole } from '@machines/session.machine';
import { useSession } from '../../app/session';
import { useFlag } from '../../app/system';

export interface SessionView {
  readonly loggedIn: boolean;
  readonly referralEnabled: boolean;
  readonly role: SessionRole | null;
  readonly restoring: boolean;
  logout(): void;
}

export function useSessionView(): SessionView {
  const session = useSession();
  const referralEnabled = useFlag('REFERRAL3');
  return { loggedIn: session.signedIn, referralEnabled, role: session.role, restoring: session.restoring, logout: session.logout };
}
