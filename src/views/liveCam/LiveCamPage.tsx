/**
 * /liveCam (SPEC.md §7 "live cam model list and launch chat"): the live-cam models for a
 * signed-in member, each opening the model's chat (the platform's chatUrl) in the chat panel —
 * beside the page on a desktop, full screen on a phone. A visitor is asked to sign in (and comes
 * back here after). The liveCam chart decides; this draws it. A lazy route.
 */
import { useTranslation } from 'react-i18next';
import type { LiveCamModel } from '@api/index';
import { loginPathFor } from '../../app/navigation';
import { Button, LinkButton } from '../../ui/Button';
import { Empty } from '../../ui/Empty';
import { VideoIcon } from '../../ui/icons';
import { Notice } from '../../ui/Notice';
import { PageHead } from '../../ui/PageHead';
import { Skeleton } from '../../ui/Skeleton';
import { styled } from '../../ui/theme';
import { GameImage } from '../games/GameImage';
import { ChatPanel } from '../chat/ChatPanel';
import { useSessionView } from '../layout/useSessionView';
import { useLiveCam } from './useLiveCam';

export default function LiveCamPage() {
  const { t } = useTranslation(['chat', 'errors']);
  const session = useSessionView();
  const cams = useLiveCam(session.restoring ? null : session.loggedIn);

  const name = cams.model?.name ?? '';
  return (
    <Page data-testid="live-cam" data-status={cams.status} aria-busy={cams.status === 'loading' || cams.status === 'checking' || undefined}>
      <PageHead title={t('liveCam.title')} intro={t('liveCam.intro')} />
      {cams.status === 'signIn' ? (
        <Notice tone="info" data-testid="live-cam-sign-in">
          <p>{t('liveCam.signIn')}</p>
          <Actions>
            <LinkButton href={loginPathFor('/liveCam')}>{t('liveCam.signInAction')}</LinkButton>
            <LinkButton href="/register" variant="outline">
              {t('liveCam.register')}
            </LinkButton>
          </Actions>
        </Notice>
      ) : cams.status === 'failed' ? (
        <Notice tone="error" onRetry={cams.retry} retryLabel={t('retry')} data-testid="live-cam-failure">
          {t(cams.failureKey ?? 'errors:unknown')}
        </Notice>
      ) : cams.status === 'empty' ? (
        <Empty data-testid="live-cam-empty">{t('liveCam.empty')}</Empty>
      ) : cams.status === 'ready' ? (
        <Models role="list" aria-label={t('liveCam.title')}>
          {cams.models.map((model) => (
            <ModelCard key={model.modelId} model={model} onWatch={() => cams.watch(model.modelId)} />
          ))}
        </Models>
      ) : (
        <Models role="status" aria-label={t('liveCam.loading')}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} css={{ aspectRatio: '3 / 4', borderRadius: '$lg' }} />
          ))}
        </Models>
      )}
      {cams.panel !== 'closed' ? (
        <ChatPanel
          state={cams.panel}
          title={t('liveCam.panelTitle', { name })}
          frameTitle={t('liveCam.frameTitle', { name })}
          url={cams.chatUrl}
          failureKey={cams.failureKey}
          onClose={cams.close}
          onRetry={cams.retry}
          testId="live-cam-panel"
          icon={<VideoIcon size={20} />}
        />
      ) : null}
    </Page>
  );
}

function ModelCard({ model, onWatch }: { readonly model: LiveCamModel; readonly onWatch: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <Card role="listitem" data-testid="live-cam-model" data-model={model.modelId}>
      <Picture>
        <GameImage src={model.avatarUrl ?? null} />
        <Status online={model.online}>{model.online ? t('liveCam.online') : t('liveCam.offline')}</Status>
      </Picture>
      <strong>{model.name}</strong>
      {model.viewers !== undefined ? <small>{t('liveCam.viewers', { count: model.viewers })}</small> : null}
      <Button size="sm" icon={<VideoIcon size={16} />} onClick={onWatch} aria-label={t('liveCam.watch', { name: model.name })}>
        {t('liveCam.chat')}
      </Button>
    </Card>
  );
}

const Page = styled('section', { display: 'flex', flexDirection: 'column', gap: '$5', padding: '$5 $4', maxWidth: '72rem', margin: '0 auto', width: '100%' });

const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', marginTop: '$3' });

const Models = styled('div', {
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@md': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '@lg': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

const Card = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$2',
  borderRadius: '$lg',
  backgroundColor: '$surface2',
  border: '1px solid $border',
  '& > strong': { fontSize: '$sm' },
  '& > small': { fontSize: '$xs', color: '$textMuted' },
});

const Picture = styled('div', { position: 'relative', aspectRatio: '3 / 4', borderRadius: '$md', overflow: 'hidden', backgroundColor: '$surface3' });

const Status = styled('span', {
  position: 'absolute',
  bottom: '$2',
  left: '$2',
  padding: '2px 8px',
  borderRadius: '$pill',
  fontSize: '11px',
  fontWeight: '$bold',
  backgroundColor: 'rgba(0,0,0,0.6)',
  color: '#fff',
  variants: { online: { true: { backgroundColor: '$danger' }, false: {} } },
});
