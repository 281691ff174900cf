/**
 * The session chart for views: `useSession()` is its connect API (who is signed in, notices, intents).
 * Before the root starts the session (the app's first render, the status gate) it is the chart's
 * initial state: restoring, nobody signed in, nothing to do.
 */
import { connectSession, type SessionView } from '@machines/auth/session.connect';
import { useRootChild } from './actors';

export function useSession(): SessionView {
  return useRootChild('session', connectSession);
}
