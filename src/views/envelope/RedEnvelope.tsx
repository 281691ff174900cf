/**
 * The red envelope: App renders this while a member is signed in, loaded with the
 * sign-in (a lazy chunk), so a visitor's first page carries none of it. It opens the redEnvelope
 * flow, whose chart decides everything (when to check, the expiry, opening once, refusals); this
 * draws the floating button while an envelope waits (its expiry counted down) and the dialog:
 * the opening animation (none with prefers-reduced-motion), the amount won (or, when the opening's
 * answer leaves it out, that it was opened and credited), or why it could not be opened; an opening whose answer was lost is checked (the outcome notice) before either. Texts in the missions namespace, fetched only once an envelope is there.
 */

import { useTranslation } from 'react-i18next';
import type { RedEnvelopeView } from '@machines/rewards/redEnvelope.connect';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { OutcomeNotice } from '../../ui/OutcomeNotice';
import { burst, glow, sway } from '../../ui/motion';
import { styled } from '../../ui/theme';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { TimeLeft } from '../member/missions/parts';
import { useRedEnvelope } from './useRedEnvelope';
import { SuspenseBoundary } from '../../ui/SuspenseBoundary';

export default function RedEnvelope() {
  const envelope = useRedEnvelope();
  if (!envelope.showButton && !envelope.dialogOpen) return null;
  return (
    <SuspenseBoundary fallback={null}>
      <EnvelopeUi envelope={envelope} />
    </SuspenseBoundary>
  );
}

function EnvelopeUi({ envelope }: { envelope: RedEnvelopeView }) {
  const { t } = useTranslation(['missions', 'errors']);
  return (
    <>
      {envelope.showButton ? (
        <Floating type="button" onClick={envelope.open} data-testid="red-envelope-button" aria-haspopup="dialog">
          <EnvelopeIcon aria-hidden="true">
            <Seal />
          </EnvelopeIcon>
          <VisuallyHidden>{t('envelope.open')}, </VisuallyHidden>
          <span aria-hidden="true">
            <TimeLeft remainingMs={envelope.remainingMs} />
          </span>
          <VisuallyHidden>
            {t('envelope.expiresIn')} <TimeLeft remainingMs={envelope.remainingMs} />
          </VisuallyHidden>
        </Floating>
      ) : null}
      <Dialog open={envelope.dialogOpen} onClose={envelope.close} title={t('envelope.title')} size="sm" closeLabel={t('envelope.close')}>
        <Body data-testid="red-envelope-dialog" data-state={envelope.status} aria-busy={envelope.status === 'opening' || envelope.outcome === 'checking' || undefined}>
          {envelope.status === 'opening' ? (
            <>
              <Shaking aria-hidden="true">
                <Seal />
              </Shaking>
              <p role="status">{t('envelope.opening')}</p>
            </>
          ) : envelope.status === 'unconfirmed' ? (
            <>
              <OutcomeNotice outcome={envelope.outcome} what={t('envelope.what')} onCheckAgain={envelope.checkAgain} recordsHref="/member/transactionHistory" data-testid="red-envelope-outcome" />
              {envelope.outcome === 'unknown' ? (
                <Button variant="secondary" onClick={envelope.close}>
                  {t('envelope.close')}
                </Button>
              ) : null}
            </>
          ) : envelope.status === 'opened' ? (
            <>
              <Opened aria-hidden="true">
                <Seal />
              </Opened>
              {/* an answer without the amount says opened and credited, never "you won 0" */}
              {envelope.amount === null ? (
                <p role="status" data-testid="red-envelope-credited">
                  {t('envelope.openedNoAmount')}
                </p>
              ) : (
                <>
                  <p role="status" data-testid="red-envelope-won">
                    {t('envelope.won')} <Won value={envelope.amount} />
                  </p>
                  <p>{t('envelope.credited')}</p>
                </>
              )}
              <Button onClick={envelope.close} data-testid="red-envelope-close">
                {t('envelope.close')}
              </Button>
            </>
          ) : envelope.failureKey ? (
            <>
              <Notice tone="error" onRetry={envelope.canRetry ? envelope.retry : undefined} retryLabel={t('retry')} data-testid="red-envelope-failure">
                {t(envelope.failureKey)}
              </Notice>
              <Button variant="secondary" onClick={envelope.close}>
                {t('envelope.close')}
              </Button>
            </>
          ) : null}
        </Body>
      </Dialog>
    </>
  );
}

// the floating button glows rather than moves (its box stays put, a steady target)

const envelopeFace = {
  display: 'inline-grid',
  placeItems: 'center',
  width: '56px',
  height: '72px',
  borderRadius: '$md',
  backgroundColor: '#c8102e',
  color: '#ffd700',
  fontSize: '$xl',
  fontWeight: '$bold',
  boxShadow: 'inset 0 -18px 0 rgba(0, 0, 0, 0.18)',
};

const Floating = styled('button', {
  position: 'fixed',
  right: '$4',
  bottom: 'calc(88px + env(safe-area-inset-bottom, 0px))',
  zIndex: '$sticky',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$1',
  minWidth: '$touch',
  padding: '$2',
  border: '2px solid #ffd700',
  borderRadius: '$lg',
  backgroundColor: '#8f0b20',
  color: '#ffffff',
  fontSize: '$xs',
  fontWeight: '$bold',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  boxShadow: '$lg',
  '@lg': { bottom: '$6', right: '$6' },
  '@motion': { animation: `${glow} 1.8s ease-in-out infinite` },
  '&:focus-visible': { outline: '3px solid #ffd700', outlineOffset: '3px' },
});
/** The envelope's gold seal (a shape: no glyph that a font may lack). */
const Seal = styled('span', { display: 'block', width: '40%', aspectRatio: '1', borderRadius: '$round', backgroundColor: '#ffd700', boxShadow: '0 0 0 3px rgba(0, 0, 0, 0.15)' });
const EnvelopeIcon = styled('span', { ...envelopeFace, width: '40px', height: '52px', fontSize: '$lg' });
const Body = styled('div', { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '$3', textAlign: 'center', padding: '$2 0', '& p': { margin: 0 } });
const Shaking = styled('span', { ...envelopeFace, '@motion': { animation: `${sway} 0.5s ease-in-out infinite` } });
const Opened = styled('span', { ...envelopeFace, '@motion': { animation: `${burst} 0.4s ease-out` } });
const Won = styled(Amount, { display: 'block', fontSize: '$2xl', fontWeight: '$bold', color: '$goldText' });
