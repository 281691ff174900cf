/**
 * The agent site (SPEC.md §2, §6): /agent with its own login form (only agents get in) and the
 * gate of /agentHome, which sends anyone but a signed-in agent to /agent and loads the agent centre
 * (src/views/agent/AgentShell.tsx, its own chunk) for an agent.
 */
import { Suspense } from 'react';
import { lazyChunk } from '../../ui/loadChunk';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { useSession } from '../../app/session';
import { LinkButton } from '../../ui/Button';
import { ChevronLeftIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { styled } from '../../ui/theme';
import { Logo } from '../layout/Logo';
import { LoginForm } from './LoginForm';
import { useLogin } from './useLogin';

const AgentCentre = lazyChunk(() => import('../agent/AgentShell'));

export function AgentLoginPage() {
  const { t } = useTranslation('auth');
  const login = useLogin('agent');
  return (
    <Standalone>
      <Card aria-labelledby="agent-login-title">
        <Logo size="lg" />
        <h1 id="agent-login-title">{t('login.agentTitle')}</h1>
        <p>{t('login.agentIntro')}</p>
        <LoginForm login={login} />
        <LinkButton href="/" variant="ghost" size="sm" icon={<ChevronLeftIcon size={16} />}>
          {t('login.backToSite')}
        </LinkButton>
      </Card>
    </Standalone>
  );
}

export function AgentHomeGate() {
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
    <Suspense
      fallback={
        <Standalone aria-busy="true">
          <Spinner size="lg" label={t('agentHome.checking')} />
        </Standalone>
      }
    >
      <AgentCentre />
    </Suspense>
  );
}

const Standalone = styled('div', {
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: '$4',
  color: '$goldText',
});

const Card = styled('section', {
  width: '100%',
  maxWidth: '420px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: '$3',
  padding: '$5',
  borderRadius: '$xl',
  backgroundColor: '$surface1',
  border: '1px solid $border',
  color: '$text',
  '& > a:first-child, & > svg:first-child': { alignSelf: 'center' },
  '& h1': { fontSize: '$xl', textAlign: 'center' },
  '& > p': { color: '$textMuted', textAlign: 'center', fontSize: '$sm' },
  '& > a:last-child': { alignSelf: 'center' },
});

