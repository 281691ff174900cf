/**
 * The analytics consent banner: mounted by App on every page (a lazy chunk), it tells
 * the analyticsConsent chart the permission info's gtagId and the answer this browser remembers,
 * and shows the question — accept or decline — until it is answered. Analytics starts only after
 * an accept (the chart's loadAnalytics).
 */
import { useTranslation } from 'react-i18next';
import { connectAnalyticsConsent } from '@machines/app/analyticsConsent.connect';
import { useFlow } from '../../app/actors';
import { useDialogs } from '../../app/dialogs';
import { usePermissionInfo } from '../../app/system';
import { analyticsConsentLogic, storedConsent } from '../../app/wiring/app/analyticsConsent';
import { Button } from '../../ui/Button';
import { styled } from '../../ui/theme';
import { FLOW } from '../../app/flowKeys';

export default function AnalyticsConsent() {
  const { t } = useTranslation('layout');
  const info = usePermissionInfo();
  const gtagId = info === null ? undefined : (info.analytics?.gtagId ?? null);
  const consent = useFlow(FLOW.analyticsConsent, analyticsConsentLogic, connectAnalyticsConsent, { props: gtagId === undefined ? null : { type: 'CONFIG', gtagId, stored: storedConsent() } });
  // steps aside while a modal is open: the question never covers a dialog or its actions, and comes back after
  const { modalOpen } = useDialogs();
  if (!consent.asking || modalOpen) return null;
  return (
    <Banner role="region" aria-labelledby="consent-title" aria-describedby="consent-text" data-testid="consent-banner">
      <div>
        <h2 id="consent-title">{t('consent.title')}</h2>
        <p id="consent-text">{t('consent.text')}</p>
      </div>
      <Actions>
        <Button variant="secondary" onClick={consent.decline} data-testid="consent-decline">
          {t('consent.decline')}
        </Button>
        <Button variant="primary" onClick={consent.accept} data-testid="consent-accept">
          {t('consent.accept')}
        </Button>
      </Actions>
    </Banner>
  );
}

const Banner = styled('section', {
  position: 'fixed',
  left: '$3',
  right: '$3',
  bottom: 'calc($space$3 + env(safe-area-inset-bottom))',
  zIndex: 60,
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  color: '$text',
  boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
  '& h2': { margin: 0, fontSize: '$md' },
  '& p': { margin: '$1 0 0', fontSize: '$sm', color: '$textMuted', lineHeight: '$normal' },
  '@md': { left: 'auto', maxWidth: '480px' },
});

const Actions = styled('div', { display: 'flex', gap: '$2', justifyContent: 'flex-end', flexWrap: 'wrap' });
