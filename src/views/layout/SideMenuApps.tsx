/**
 * The side menu's apps: iOS, Android and the lite app from the permission info's
 * resources, each a download link and a QR code to scan with the phone — drawn by the app
 * download page's lazily loaded QrImage only once its disclosure is opened. Where this browser
 * can install the lite app, its tile installs it (the browser's prompt, or the iOS guide); once
 * installed, or running installed, the lite tile is gone. Its own chunk, so none of it weighs on
 * the first route; nothing when the platform names no app.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissionInfo } from '../../app/system';
import { DownloadIcon, SmartphoneIcon } from '../../ui/icons';
import { lazyChunk } from '../../ui/loadChunk';
import { Spinner } from '../../ui/Spinner';
import { styled } from '../../ui/theme';
import { appLinksOf, type AppKind } from '../member/account/appLinks';
import { useAppInstall } from '../liteApp/useAppInstall';
import { SuspenseBoundary } from '../../ui/SuspenseBoundary';

const QrImage = lazyChunk(() => import('../agent/register/QrImage'));

export default function SideMenuApps() {
  const { t } = useTranslation('layout');
  const install = useAppInstall();
  const apps = appLinksOf(usePermissionInfo()?.resources).filter((app) => app.kind !== 'lite' || install.entry !== 'installed');
  if (apps.length === 0) return null;
  return (
    <Group data-testid="side-menu-apps">
      <GroupTitle as="h2">{t('sideMenu.appTitle')}</GroupTitle>
      <AppTiles role="list">
        {apps.map((app) => (
          <AppItem key={app.kind} kind={app.kind} url={app.url} />
        ))}
      </AppTiles>
    </Group>
  );
}

function AppItem({ kind, url }: { kind: AppKind; url: string }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const install = useAppInstall();
  const name = t(`sideMenu.app.${kind}`);
  const installs = kind === 'lite' && install.entry !== 'none';
  return (
    <li data-testid={`side-menu-app-${kind}`}>
      {installs ? (
        <AppTile
          as="button"
          type="button"
          onClick={install.install}
          disabled={install.busy}
          aria-haspopup={install.entry === 'guide' ? 'dialog' : undefined}
          data-testid="side-menu-app-install"
        >
          <QrFrame aria-hidden="true">
            <DownloadIcon size={22} />
          </QrFrame>
          <span>
            <strong>{t(install.busy ? 'appInstall.installing' : 'appInstall.install')}</strong>
            <small>{name}</small>
          </span>
        </AppTile>
      ) : (
        <AppTile href={url} target="_blank" rel="noopener noreferrer">
          <QrFrame aria-hidden="true">
            <SmartphoneIcon size={22} />
          </QrFrame>
          <span>
            <strong>{name}</strong>
            <small>{t('sideMenu.app.download')}</small>
          </span>
        </AppTile>
      )}
      <QrDisclosure onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{t('sideMenu.app.scan')}</summary>
        {open ? (
          <QrBox>
            <SuspenseBoundary fallback={<Spinner size="sm" label={t('sideMenu.app.qrLoading')} />}>
              <QrImage text={url} alt={t('sideMenu.app.qrAlt', { app: name })} />
            </SuspenseBoundary>
          </QrBox>
        ) : null}
      </QrDisclosure>
    </li>
  );
}


// as the side menu's groups
const Group = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  paddingBottom: '$2',
  borderBottom: '1px solid $border',
});

const GroupTitle = styled('h2', {
  px: '$3',
  fontSize: '$xs',
  fontWeight: '$bold',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: '$textSubtle',
  paddingTop: '$2',
  paddingBottom: '$1',
});

const AppTiles = styled('ul', {
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: '$2',
  padding: '0 $1',
  margin: 0,
  listStyle: 'none',
});

const QrDisclosure = styled('details', {
  marginTop: '$1',
  fontSize: '$sm',
  '& summary': { cursor: 'pointer', minHeight: '$touch', display: 'flex', alignItems: 'center', px: '$2', color: '$goldText' },
  '& summary:focus-visible': { outline: '2px solid $gold', outlineOffset: '2px' },
});

const QrBox = styled('div', { width: '160px', height: '160px', display: 'grid', placeItems: 'center', backgroundColor: '#fff', borderRadius: '$md', padding: '$2', margin: '$1 $2', '& img': { width: '100%', height: '100%' } });

const AppTile = styled('a', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  padding: '$2',
  minHeight: '$touch',
  borderRadius: '$md',
  backgroundColor: '$surface2',
  border: '1px solid $border',
  color: '$text',
  textDecoration: 'none',
  width: '100%',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  transition: 'border-color $fast',
  '@hover': { '&:hover': { borderColor: '$gold' } },
  '&:focus-visible': { outline: '2px solid $gold', outlineOffset: '2px' },
  '&:disabled': { cursor: 'progress', opacity: 0.7 },
  '& strong': { display: 'block', fontSize: '$sm' },
  '& small': { display: 'block', fontSize: '11px', color: '$textMuted' },
});

const QrFrame = styled('span', {
  display: 'grid',
  placeItems: 'center',
  size: '36px',
  flexShrink: 0,
  borderRadius: '$sm',
  backgroundColor: '$goldSoft',
  color: '$goldText',
});
