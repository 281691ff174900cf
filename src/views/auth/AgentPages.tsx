/**
 * The agent site (SPEC.md §2, §6): /agent with its own login form (only agents get in). The gate
 * of /agentHome is AgentHomeGate.tsx, its own chunk, so a signed-in agent's page never loads the
 * login form's code.
 */
import { useTranslation } from 'react-i18next';
import { useSignInShown } from '../../app/navigation';
import { LinkButton } from '../../ui/Button';
import { ChevronLeftIcon } from '../../ui/icons';
import { styled } from '../../ui/theme';
import { Logo } from '../layout/Logo';
import { LoginForm } from './LoginForm';
import { useLogin } from './useLogin';

import { Standalone } from './AgentStandalone';

export function AgentLoginPage() {
  const { t } = useTranslation('auth');
  const login = useLogin('agent');
  // an agent's sign-in leads to the agent centre: what a visitor was doing on the site does not go on
  useSignInShown('/agentHome');
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

