/**
 * The new version's offer (the appUpdate chart): mounted by App once the first page is drawn (a
 * lazy chunk, with workbox-window). A polite status message at the foot of the screen, never a
 * modal, never over a dialog, and never a reload the player did not ask for: whatever they are
 * typing stays.
 */
import { useTranslation } from 'react-i18next';
import { connectAppUpdate } from '@machines/app/appUpdate.connect';
import { useFlow } from '../../app/actors';
import { useDialogs } from '../../app/dialogs';
import { FLOW } from '../../app/flowKeys';
import { appUpdateLogic } from '../../app/wiring/app/appUpdate';
import { Button } from '../../ui/Button';
import { styled } from '../../ui/theme';

export default function AppUpdateOffer() {
  const { t } = useTranslation('layout');
  const update = useFlow(FLOW.appUpdate, appUpdateLogic, connectAppUpdate);
  // steps aside while a dialog is open (the sign-in, a withdrawal's confirmation): the player
  // finishes there first, and the offer comes back after
  const { modalOpen } = useDialogs();
  if (update.offer === 'none' || modalOpen) return null;
  return (
    <Offer role="status" aria-labelledby="app-update-title" data-testid="app-update" data-offer={update.offer}>
      <p id="app-update-title">{t(`appUpdate.${update.offer}`)}</p>
      {update.offer === 'ready' || update.offer === 'replaced' ? (
        <Actions>
          <Button variant="secondary" onClick={update.later} data-testid="app-update-later">
            {t('appUpdate.later')}
          </Button>
          <Button variant="primary" onClick={update.reload} data-testid="app-update-reload">
            {t('appUpdate.reload')}
          </Button>
        </Actions>
      ) : null}
    </Offer>
  );
}

const Offer = styled('section', {
  position: 'fixed',
  left: '$3',
  right: '$3',
  bottom: 'calc($space$3 + env(safe-area-inset-bottom))',
  zIndex: 61,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '$3',
  padding: '$3 $4',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  color: '$text',
  boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
  '& p': { margin: 0, fontSize: '$sm', lineHeight: '$normal', minWidth: 0, overflowWrap: 'anywhere' },
  '@md': { left: 'auto', maxWidth: '480px' },
});

const Actions = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap' });
