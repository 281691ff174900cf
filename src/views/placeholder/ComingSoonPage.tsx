/**
 * The page a route shows until its feature is built: it names the screen, says what it is for
 * and that it is coming, and offers the way back to the lobby. Never a blank page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { LinkButton } from '../../ui/Button';
import { ChevronLeftIcon, type IconComponent } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { styled } from '../../ui/theme';

export interface PlaceholderDetail {
  readonly label: string;
  readonly value: string;
}

export interface ComingSoonPageProps {
  icon: IconComponent;
  title: string;
  purpose: string;
  details?: readonly PlaceholderDetail[];
  /** Skeleton preview of the future content. */
  preview?: 'tiles' | 'list' | 'none';
  /** Full-height centred page without the shell around it (agent pages). */
  standalone?: boolean;
  /** Replaces the default "back to the lobby" action. */
  actions?: ReactNode;
  children?: ReactNode;
}

export function ComingSoonPage({
  icon: Icon,
  title,
  purpose,
  details = [],
  preview = 'tiles',
  standalone = false,
  actions,
  children,
}: ComingSoonPageProps) {
  const { t } = useTranslation('layout');
  return (
    <Page standalone={standalone}>
      <Hero>
        <Glow aria-hidden="true" />
        <IconCircle aria-hidden="true">
          <Icon size={30} />
        </IconCircle>
        <Badge tone="gold">{t('placeholder.comingSoon')}</Badge>
        <Title>{title}</Title>
        <Purpose>{purpose}</Purpose>
        {details.length > 0 ? (
          <Details>
            {details.map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </Details>
        ) : null}
        {children}
        <Actions>
          {actions ?? (
            <LinkButton href="/" variant="secondary" icon={<ChevronLeftIcon size={18} />}>
              {t('placeholder.backToLobby')}
            </LinkButton>
          )}
        </Actions>
      </Hero>
      {preview === 'tiles' ? (
        <TilePreview aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} shape="tile" />
          ))}
        </TilePreview>
      ) : null}
      {preview === 'list' ? (
        <ListPreview aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} css={{ height: '56px', borderRadius: '$md' }} />
          ))}
        </ListPreview>
      ) : null}
    </Page>
  );
}

const Page = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$6',
  variants: {
    standalone: {
      true: {
        minHeight: '100dvh',
        justifyContent: 'center',
        padding: '$6 $4',
        '@md': { padding: '$9' },
      },
      false: {},
    },
  },
});

const Hero = styled('section', {
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '$3',
  width: '100%',
  maxWidth: '720px',
  marginInline: 'auto',
  padding: '$7 $5',
  borderRadius: '$xl',
  backgroundColor: '$surface1',
  border: '1px solid $border',
  boxShadow: '$md',
  '@md': { padding: '$9 $8' },
});

const Glow = styled('div', {
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  background: 'radial-gradient(60% 80% at 50% 0%, rgba(244, 192, 78, 0.16) 0%, transparent 70%)',
});

const IconCircle = styled('div', {
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  size: '64px',
  borderRadius: '$round',
  color: '$goldText',
  backgroundColor: '$goldSoft',
  border: '1px solid rgba(244, 192, 78, 0.4)',
  marginBottom: '$1',
});

const Title = styled('h1', {
  position: 'relative',
  fontSize: '$2xl',
  fontWeight: '$heavy',
  letterSpacing: '-0.01em',
  '@md': { fontSize: '$3xl' },
});

const Purpose = styled('p', {
  position: 'relative',
  maxWidth: '52ch',
  color: '$textMuted',
  fontSize: '$md',
});

const Details = styled('dl', {
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '$2',
  margin: 0,
  '& > div': {
    display: 'flex',
    gap: '$2',
    alignItems: 'baseline',
    padding: '6px $3',
    borderRadius: '$pill',
    backgroundColor: '$surface3',
    border: '1px solid $border',
    fontSize: '$xs',
  },
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontFamily: '$mono', fontWeight: '$bold', color: '$text' },
});

const Actions = styled('div', {
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '$3',
  marginTop: '$3',
});

const TilePreview = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$3',
  opacity: 0.7,
  '@md': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
});

const ListPreview = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  width: '100%',
  maxWidth: '720px',
  marginInline: 'auto',
  opacity: 0.7,
});
