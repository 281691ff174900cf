/**
 * The install chart for the page's life (mounted by App once the first page is drawn, a lazy
 * chunk): the app download page and the side menu read it (useAppInstall), and the iOS guide is
 * drawn here, wherever the entry that opened it was.
 */
import { useTranslation } from 'react-i18next';
import { connectAppInstall } from '@machines/app/appInstall.connect';
import { useFlow } from '../../app/actors';
import { FLOW } from '../../app/flowKeys';
import { appInstallLogic } from '../../app/wiring/app/appInstall';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { AddSquareIcon, ShareIcon } from '../../ui/icons';
import { styled } from '../../ui/theme';

export default function AppInstallHost() {
  const { t } = useTranslation('layout');
  const install = useFlow(FLOW.appInstall, appInstallLogic, connectAppInstall);
  return (
    <Dialog
      open={install.guideOpen}
      onClose={install.closeGuide}
      title={t('appInstall.guide.title')}
      description={t('appInstall.guide.intro')}
      size="sm"
      id="app-install-guide"
      footer={
        <Button variant="primary" onClick={install.closeGuide} data-testid="app-install-guide-done">
          {t('appInstall.guide.done')}
        </Button>
      }
    >
      <Steps data-testid="app-install-guide">
        <li>
          <StepIcon aria-hidden="true">
            <ShareIcon size={22} />
          </StepIcon>
          <span>{t('appInstall.guide.share')}</span>
        </li>
        <li>
          <StepIcon aria-hidden="true">
            <AddSquareIcon size={22} />
          </StepIcon>
          <span>{t('appInstall.guide.addToHome')}</span>
        </li>
        <li>
          <StepIcon aria-hidden="true">
            <strong>{t('appInstall.guide.addLabel')}</strong>
          </StepIcon>
          <span>{t('appInstall.guide.confirm')}</span>
        </li>
      </Steps>
    </Dialog>
  );
}

const Steps = styled('ol', {
  listStyle: 'none',
  counterReset: 'step',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$3',
  '& li': {
    counterIncrement: 'step',
    display: 'grid',
    gridTemplateColumns: 'auto auto 1fr',
    alignItems: 'center',
    gap: '$3',
    fontSize: '$sm',
    lineHeight: '$normal',
  },
  '& li::before': { content: 'counter(step)', fontWeight: '$bold', color: '$goldText', minWidth: '1ch' },
});

const StepIcon = styled('span', {
  display: 'grid',
  placeItems: 'center',
  minWidth: '44px',
  height: '44px',
  padding: '0 $2',
  borderRadius: '$md',
  backgroundColor: '$surface2',
  border: '1px solid $border',
  color: '#0a84ff',
  '& strong': { fontSize: '$sm' },
});
