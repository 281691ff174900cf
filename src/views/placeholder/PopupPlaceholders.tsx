/**
 * /login, /register and /help show the lobby with a popup over it (SPEC.md §2). Until the real
 * popups exist these dialogs name them; closing one returns to /.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, LinkButton } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { HelpIcon, LogInIcon, UserPlusIcon } from '../../ui/icons';
import { styled } from '../../ui/theme';

export function AuthPopupPlaceholder({ kind }: { kind: 'login' | 'register' }) {
  const { t } = useTranslation('layout');
  const [, navigate] = useLocation();
  const primaryRef = useRef<HTMLButtonElement>(null);
  const close = () => navigate('/');
  const Icon = kind === 'login' ? LogInIcon : UserPlusIcon;
  return (
    <Dialog
      open
      onClose={close}
      size="sm"
      title={t(`popups.${kind}.title`)}
      initialFocusRef={primaryRef}
      footer={
        <Button ref={primaryRef} variant="primary" onClick={close}>
          {t('popups.close')}
        </Button>
      }
    >
      <Notice>
        <IconCircle aria-hidden="true">
          <Icon size={26} />
        </IconCircle>
        <p>{t(`popups.${kind}.body`)}</p>
        <LinkButton href={kind === 'login' ? '/register' : '/login'} variant="ghost" size="sm">
          {t(`popups.${kind}.switch`)}
        </LinkButton>
      </Notice>
    </Dialog>
  );
}

const HELP_TOPICS = ['about', 'term', 'privacy', 'responsible'] as const;

export function HelpCentrePlaceholder() {
  const { t } = useTranslation('layout');
  const [, navigate] = useLocation();
  const close = () => navigate('/');
  return (
    <Dialog
      open
      onClose={close}
      size="lg"
      title={t('popups.help.title')}
      description={t('popups.help.body')}
      footer={
        <Button variant="primary" onClick={close}>
          {t('popups.close')}
        </Button>
      }
    >
      <Topics>
        {HELP_TOPICS.map((topic) => (
          <Topic key={topic} id={topic} aria-labelledby={`help-topic-${topic}`}>
            <HelpIcon size={20} aria-hidden="true" />
            <div>
              <h3 id={`help-topic-${topic}`}>{t(`popups.help.topics.${topic}`)}</h3>
              <p>{t('popups.help.topicPending')}</p>
            </div>
          </Topic>
        ))}
      </Topics>
    </Dialog>
  );
}

const Notice = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '$3',
  py: '$3',
  '& p': { color: '$textMuted' },
});

const IconCircle = styled('div', {
  display: 'grid',
  placeItems: 'center',
  size: '56px',
  borderRadius: '$round',
  backgroundColor: '$goldSoft',
  color: '$goldText',
});

const Topics = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });

const Topic = styled('section', {
  display: 'flex',
  gap: '$3',
  padding: '$4',
  borderRadius: '$lg',
  backgroundColor: '$surface2',
  border: '1px solid $border',
  scrollMarginTop: '$4',
  '& > svg': { color: '$goldText', flexShrink: 0, marginTop: '2px' },
  '& h3': { fontSize: '$md', marginBottom: '$1' },
  '& p': { color: '$textMuted', fontSize: '$sm' },
});
