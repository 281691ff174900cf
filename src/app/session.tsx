/** The session chart for views: `useSession()` is its connect API (who is signed in, notices, intents). */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { connectSession, type SessionView } from '@machines/auth/session.connect';
import { useSessionRef } from './actors';


/** Before the session child starts (the app's first render) it is "restoring", with nothing to do. */
const NOT_STARTED: SessionView = {
  restoring: true,
  signedIn: false,
  role: null,
  info: null,
  confirmingLogout: false,
  loggingOut: false,
  expiredNotice: false,
  endReason: 'gone',
  passwordChange: null,
  upgradeNotice: false,
  refusal: null,
  dialogDue: false,
  logout: () => undefined,
  confirmLogout: () => undefined,
  cancelLogout: () => undefined,
  dismissNotice: () => undefined,
  restricted: () => undefined,
};

export function useSession(): SessionView {
  const ref = useSessionRef();
  const snapshot = useSelector(ref, (current) => current);
  return useMemo(() => (ref && snapshot ? connectSession(snapshot, ref.send) : NOT_STARTED), [ref, snapshot]);
}
