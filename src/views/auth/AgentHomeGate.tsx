/**
 * The gate of /agentHome (SPEC.md §2, §6): sends anyone but a signed-in agent to /agent and loads
 * the agent centre (src/views/agent/AgentShell.tsx, its own chunk) for an agent.
 */

import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { useSession } from '../../app/session';
import { lazyChunk } from '../../ui/loadChunk';
import { Spinner } from '../../ui/Spinner';
import { Standalone } from './AgentStandalone';
import { SuspenseBoundary } from '../../ui/SuspenseBoundary';

/** The page in the address (/agentHome/<page>): its code is asked for beside the shell's, not after it. */
function preloadPageInAddress(): Promise<void> {
  return import('../agent/agentPages').then((pages) => pages.preloadPageInAddress());
}

/** The shell's module, and beside it the page in the address. Asked for at boot on an /agentHome path (routes.tsx), while the session is still being restored. */
export const AgentCentre = lazyChunk(() => {
  void preloadPageInAddress().catch(() => undefined);
  return import('../agent/AgentShell');
});

export default function AgentHomeGate() {
  const { t } = useTranslation('auth');
  const session = useSession();
  if (session.restoring) {
    return (
      <Standalone aria-busy="true">
        <Spinner size="lg" label={t('agentHome.checking')} />
      </Standalone>
    );
  }
  if (!session.signedIn || session.role !== 'agent') return <Redirect to="/agent" replace />;
  return (
    <SuspenseBoundary
      fallback={
        <Standalone aria-busy="true">
          <Spinner size="lg" label={t('agentHome.checking')} />
        </Standalone>
      }
    >
      <AgentCentre />
    </SuspenseBoundary>
  );
}
