/**
 * The pages the system chart shows instead of the app (SPEC.md §2 "Other screens"). Each reads a
 * narrow slice of the system actor and sends RETRY; none decides anything itself. The session's
 * retry page (a stored token the platform did not answer for) is drawn the same way from the session chart.
 */
import { useTranslation } from 'react-i18next';
import { spin } from '@ui/motion';
import { styled } from '@ui/theme';
import { AUTO_RETRY_DELAY_MS } from '@machines/app/system.machine';
import { useSystem } from '../../app/system';
import { useSession } from '../../app/session';
import { LiveSupportSlot } from '../support/LiveSupportSlot';
import { StatusScreen } from './StatusScreen';
import { GlobeLockIcon, PlugIcon, ShieldIcon, WrenchIcon } from './icons';

const Action = styled('button', {
  appearance: 'none',
  border: 0,
  cursor: 'pointer',
  minHeight: '2.75rem',
  padding: '0 $6',
  borderRadius: '$pill',
  fontWeight: 700,
  fontSize: '$md',
  background: '$accent',
  color: '$onAccent',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  '&:hover': { filter: 'brightness(1.08)' },
  '&:disabled': { opacity: 0.6, cursor: 'default' },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
});

/** The quieter choice beside the page's action. */
const SecondaryAction = styled(Action, {
  background: 'transparent',
  color: '$text',
  border: '1px solid $border',
});

const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', justifyContent: 'center' });

const IpLine = styled('p', { fontFamily: '$mono', fontSize: '$sm' });

export function LoadingPage() {
  const { t } = useTranslation('status');
  return (
    <StatusScreen testId="status-loading" icon={<Spinner />} title={t('loading')}>
      <span role="status" aria-live="polite" />
    </StatusScreen>
  );
}

const Spinner = styled('span', {
  width: '2rem',
  height: '2rem',
  borderRadius: '$round',
  border: '3px solid currentColor',
  borderRightColor: 'transparent',
  // no keyframes named `spin` exists: the name is Stitches' (src/ui/motion.ts)
  animation: `${spin} 0.8s linear infinite`,
  '@reducedMotion': { animationDuration: '2.4s' },
});

export function MaintenancePage() {
  const { t } = useTranslation('status');
  const { retry } = useSystem();
  return (
    <StatusScreen testId="status-maintenance" icon={<WrenchIcon />} title={t('maintenanceTitle')}>
      <p>{t('maintenanceBody')}</p>
      <p>{t('maintenanceApology')}</p>
      <Action type="button" onClick={retry}>
        {t('checkAgain')}
      </Action>
      <LiveSupport />
    </StatusScreen>
  );
}

function LiveSupport() {
  const { t } = useTranslation(['status', 'errors']);
  return (
    <LiveSupportSlot place="status">
      {(support) =>
        support.status === 'unavailable' ? null : (
          <>
            <Action type="button" disabled={support.disabled} aria-busy={support.busy} onClick={support.onClick} data-testid="live-support">
              {t('liveSupport')}
            </Action>
            {support.status === 'failed' ? <p role="alert">{t(support.failureKey ?? 'errors:unknown')}</p> : null}
          </>
        )
      }
    </LiveSupportSlot>
  );
}

export function RegionRestrictedPage() {
  const { t } = useTranslation('status');
  const ip = useSystem().visitorIp;
  return (
    <StatusScreen testId="status-region" icon={<GlobeLockIcon />} title={t('regionTitle')}>
      <p>{t('regionBody')}</p>
      <IpLine data-testid="visitor-ip">{t('yourIp', { ip: ip ?? t('ipUnknown') })}</IpLine>
      <LiveSupport />
    </StatusScreen>
  );
}

/** The domain check refused this host (SPEC.md §8 "Invalid URL, contact customer service"). */
export function InvalidDomainPage() {
  const { t } = useTranslation(['status', 'errors']);
  return (
    <StatusScreen testId="status-invalid-domain" icon={<GlobeLockIcon />} title={t('invalidDomainTitle')}>
      <p role="alert">{t('errors:invalidUrl')}</p>
      <LiveSupport />
    </StatusScreen>
  );
}

export function BlockedIpPage() {
  const { t } = useTranslation('status');
  return (
    <StatusScreen testId="status-blocked" icon={<ShieldIcon />} title={t('blockedTitle')}>
      <p>{t('blockedBody')}</p>
    </StatusScreen>
  );
}

export function NetworkFailurePage() {
  const { t } = useTranslation(['status', 'errors']);
  const { failureKey, retry } = useSystem();
  return (
    <StatusScreen testId="status-network" icon={<PlugIcon />} title={t('networkTitle')}>
      <p role="alert">{t(failureKey ?? 'errors:networkAbnormal')}</p>
      <p>{t('autoRetry', { seconds: AUTO_RETRY_DELAY_MS / 1000 })}</p>
      <Action type="button" onClick={retry}>
        {t('retry')}
      </Action>
    </StatusScreen>
  );
}

/** The stored session could not be checked (the platform did not answer): kept, tried again, or given up. */
export function SessionUnreachablePage() {
  const { t } = useTranslation(['status', 'errors']);
  const unreachable = useSession().unreachable;
  if (!unreachable) return null;
  return (
    <StatusScreen testId="session-unreachable" icon={<PlugIcon />} title={t('sessionTitle')}>
      <p role="alert">{t(unreachable.errorKey)}</p>
      <p>{t('sessionBody')}</p>
      <p>{t('autoRetry', { seconds: unreachable.retryInSeconds })}</p>
      <Actions>
        <Action type="button" onClick={unreachable.retry}>
          {t('retry')}
        </Action>
        <SecondaryAction type="button" onClick={unreachable.continueAsVisitor}>
          {t('continueAsVisitor')}
        </SecondaryAction>
      </Actions>
    </StatusScreen>
  );
}
