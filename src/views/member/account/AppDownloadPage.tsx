/**
 * /member/appDownload: the iOS, Android and lite apps from the permission info's resources, each
 * with its download link and a QR code to scan with the phone (drawn by the lazily loaded
 * QrImage, the only importer of uqr). Where this browser can install the lite app, its card
 * installs it (the browser's prompt, or the iOS guide) instead of opening the site; once
 * installed, or running installed, the card says so.
 */

import { useTranslation } from 'react-i18next';
import { useSystem } from '../../../app/system';
import { Button, LinkButton } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { DownloadIcon } from '../../../ui/icons';
import { lazyChunk } from '../../../ui/loadChunk';
import { Spinner } from '../../../ui/Spinner';
import { styled } from '../../../ui/theme';
import { Card, Page, PageHead } from '../ledger/parts';
import { appLinksOf, type AppLink } from './appLinks';
import { useAppInstall } from '../../liteApp/useAppInstall';
import { SuspenseBoundary } from '../../../ui/SuspenseBoundary';

const QrImage = lazyChunk(() => import('../../agent/register/QrImage'));

export default function AppDownloadPage() {
  const { t } = useTranslation('account');
  const system = useSystem();
  const apps = appLinksOf(system.info?.resources);
  return (
    <Page data-testid="app-download">
      <PageHead title={t('apps.title')} intro={t('apps.intro')} />
      {apps.length === 0 ? (
        <Empty data-testid="apps-empty">{t('apps.empty')}</Empty>
      ) : (
        <Apps>
          {apps.map((app) => (
            <Card as="li" key={app.kind} data-testid={`app-${app.kind}`}>
              <h2>{t(`apps.kind.${app.kind}`)}</h2>
              {app.kind === 'lite' ? <LiteHint /> : <p>{t(`apps.hint.${app.kind}`)}</p>}
              <QrBox>
                <SuspenseBoundary fallback={<Spinner size="sm" label={t('apps.qrLoading')} />}>
                  <QrImage text={app.url} alt={t('apps.qrAlt', { app: t(`apps.kind.${app.kind}`) })} />
                </SuspenseBoundary>
              </QrBox>
              {app.kind === 'lite' ? <LiteAction app={app} /> : <AppAction app={app} />}
            </Card>
          ))}
        </Apps>
      )}
    </Page>
  );
}

function AppAction({ app }: { app: AppLink }) {
  const { t } = useTranslation('account');
  return (
    <LinkButton href={app.url} target="_blank" rel="noopener noreferrer" variant="primary" icon={<DownloadIcon size={16} />} data-testid="app-link">
      {t(`apps.action.${app.kind}`)}
    </LinkButton>
  );
}

/** The lite app in a sentence: opened in the browser, or installed from it. */
function LiteHint() {
  const { t } = useTranslation(['account', 'layout']);
  const install = useAppInstall();
  return <p>{install.entry === 'none' ? t('apps.hint.lite') : t(install.entry === 'guide' ? 'layout:appInstall.hintIos' : 'layout:appInstall.hint')}</p>;
}

/** The lite app's action: install it where the browser can, else open the site. */
function LiteAction({ app }: { app: AppLink }) {
  const { t } = useTranslation('layout');
  const install = useAppInstall();
  if (install.entry === 'none') return <AppAction app={app} />;
  if (install.entry === 'installed') return <Installed data-testid="app-installed">{t('appInstall.installed')}</Installed>;
  return (
    <Button
      variant="primary"
      onClick={install.install}
      loading={install.busy}
      aria-haspopup={install.entry === 'guide' ? 'dialog' : undefined}
      icon={<DownloadIcon size={16} />}
      data-testid="app-install"
    >
      {t(install.busy ? 'appInstall.installing' : 'appInstall.install')}
    </Button>
  );
}

const Installed = styled('p', { margin: 0, fontWeight: '$bold', color: '$text !important' });

const Apps = styled('ul', {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: '1fr',
  '@md': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '& h2': { margin: 0, fontSize: '$lg' },
  '& p': { margin: 0, color: '$textMuted', fontSize: '$sm' },
});
const QrBox = styled('div', { alignSelf: 'center', width: '180px', height: '180px', display: 'grid', placeItems: 'center', backgroundColor: '#fff', borderRadius: '$md', padding: '$2', '& img': { width: '100%', height: '100%' } });
