/**
 * /member needs a real account (SPEC.md §6): a visitor goes to the login popup, a trial account
 * sees the real-account notice over the lobby, anyone else gets the member centre.
 */
import { useEffect } from 'react';
import { lazyChunk } from '../../ui/loadChunk';
import { Redirect } from 'wouter';
import { hasSessionToken } from '../../config/storage';
import { SendToLogin } from '../../app/navigation';
import { useSession } from '../../app/session';

const MemberCentre = lazyChunk(() => import('../placeholder/MemberCentrePlaceholder'));

export function MemberCentreGate() {
  const session = useSession();
  const trial = session.signedIn && session.role === 'trial';
  const { restricted } = session;
  useEffect(() => {
    if (trial) restricted();
    // once per arrival: `restricted` is a new function with every session snapshot
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trial]);
  if (session.restoring) return null;
  if (!session.signedIn && !hasSessionToken()) return <SendToLogin />;
  if (trial) return <Redirect to="/" replace />;
  return <MemberCentre />;
}

export default MemberCentreGate;
