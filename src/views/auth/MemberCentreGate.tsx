/**
 * /member needs a real account (SPEC.md §6): a visitor goes to the login popup, a trial account
 * sees the real-account notice over the lobby, anyone else gets the member centre.
 */
import { lazy, useEffect } from 'react';
import { Redirect } from 'wouter';
import { sendSession, useSessionPhase, useSessionRole } from '../../app/session';
import { hasSessionToken } from '../../app/routes';

const MemberCentre = lazy(() => import('../placeholder/MemberCentrePlaceholder'));

export function MemberCentreGate() {
  const phase = useSessionPhase();
  const role = useSessionRole();
  const trial = phase === 'signedIn' && role === 'trial';
  useEffect(() => {
    if (trial) sendSession({ type: 'RESTRICTED' });
  }, [trial]);
  if (phase === 'restoring') return null;
  if (phase === 'visitor' && !hasSessionToken()) return <Redirect to="/login" replace />;
  if (trial) return <Redirect to="/" replace />;
  return <MemberCentre />;
}

export default MemberCentreGate;
