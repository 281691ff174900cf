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

/** The shell's module, and with it the page in the address (/agentHome/<page>). */
function withPageInAddress(shell: typeof import('../agent/AgentShell')) {
  shell.preloadPageInAddress();
  return shell;
}

/** Asked for at boot on an /agentHome path (routes.tsx), while the session is still being restored. */
export const AgentCentre = lazyChunk(() => import('../agent/AgentShell').then(withPageInAddress));

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
