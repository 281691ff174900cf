/**
 * The favourites flow while a member is signed in (App renders this, loaded with the sign-in: a
 * visitor, whose star opens the login popup, carries none of it), and the message of a failed load
 * (with retry) or of a save that was undone. Tiles and lobbies read the flow with the hooks of
 * useFavourites.ts; each star says on its button whether the favourites are there, its change
 * is unanswered or it is inside its throttle.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectFavourites } from '@machines/games/favourites.connect';
import { useFlow } from '../../app/actors';
import { favouritesLogic } from '../../app/wiring/games/favourites';
import { Button } from '../../ui/Button';
import { styled } from '../../ui/theme';
import { FLOW } from '../../app/flowKeys';

export default function Favourites() {
  const { t } = useTranslation(['games', 'errors', 'common']);
  const favourites = useFlow(FLOW.favourites, favouritesLogic, connectFavourites);
  // the failure the member closed: a later one, even for the same reason, shows again
  const [dismissed, setDismissed] = useState<number | null>(null);
  const message = favourites.failureKey && dismissed !== favourites.failureCount ? favourites.failureKey : null;
  return (
    <>
      {message ? (
        <Toast role="alert" data-testid="favourites-error">
          <span>{favourites.loadFailed ? t('favourites.loadFailed') : t('favourites.saveFailed')}</span>
          <span>{t(message)}</span>
          {favourites.loadFailed ? (
            <Button size="sm" onClick={favourites.retry}>
              {t('games:retry')}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => setDismissed(favourites.failureCount)}>
              {t('common:actions.close')}
            </Button>
          )}
        </Toast>
      ) : null}
    </>
  );
}

const Toast = styled('div', {
  position: 'fixed',
  insetInline: '$3',
  bottom: '$3',
  zIndex: 50,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2',
  padding: '$3 $4',
  borderRadius: '$lg',
  backgroundColor: '$surface2',
  border: '1px solid $border',
  boxShadow: '0 8px 24px rgba(0,0,0,0.35)',
  fontSize: '$sm',
  '& > span:first-child': { fontWeight: '$bold' },
  '@md': { insetInline: 'auto', right: '$5', maxWidth: '420px' },
});
