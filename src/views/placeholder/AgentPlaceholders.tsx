/**
 * /agentHome (agent centre) until the agent area is built; /agent has its real login page
 * (src/views/auth/AgentPages.tsx). It stands alone: no header, no footer (SPEC.md §2).
 */
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/Button';
import { ChevronLeftIcon, TrophyIcon } from '../../ui/icons';
import { styled } from '../../ui/theme';
import { Logo } from '../layout/Logo';
import { ComingSoonPage } from './ComingSoonPage';

export function AgentCentrePlaceholder() {
  const { t } = useTranslation('layout');
  return (
    <Standalone>
      <LogoRow>
        <Logo size="lg" />
      </LogoRow>
      <ComingSoonPage
        icon={TrophyIcon}
        title={t('routes.agentHome.title')}
        purpose={t('routes.agentHome.purpose')}
        preview="list"
        actions={
          <LinkButton href="/agent" variant="secondary" icon={<ChevronLeftIcon size={18} />}>
            {t('placeholder.backToAgent')}
          </LinkButton>
        }
      />
    </Standalone>
  );
}

const Standalone = styled('div', {
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '$6',
  padding: '$6 $4',
  background: 'radial-gradient(900px 500px at 50% 0%, rgba(244, 192, 78, 0.12) 0%, transparent 70%)',
  '@md': { padding: '$9 $6' },
});

const LogoRow = styled('div', { display: 'flex', justifyContent: 'center' });
