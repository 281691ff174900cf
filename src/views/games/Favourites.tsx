/**
 * The favourites chart in the React tree: one actor while a member is signed in (none for a
 * visitor, whose star opens the login popup), hooks for the tiles and lists, and the messages of
 * a failed load (with retry) or a save that was undone. A star press is always sent: the chart
 * decides whether the tile is still inside its throttle.
 */
import { useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { createActor, type ActorRefFrom } from 'xstate';
import type { Game } from '@api/index';
import type { favouritesLogic } from '../../app/favourites-services';
import { Button } from '../../ui/Button';
import { styled } from '../../ui/theme';
import { useSessionView } from '../layout/useSessionView';

type FavouritesRef = ActorRefFrom<typeof favouritesLogic>;
const FavouritesContext = createContext<FavouritesRef | null>(null);

export function FavouritesProvider({ children }: { children: ReactNode }) {
  const { loggedIn } = useSessionView();
  const [actor, setActor] = useState<FavouritesRef | null>(null);
  useEffect(() => {
    if (!loggedIn) return undefined;
    let started: FavouritesRef | null = null;
    let cancelled = false;
    // the chart's code comes with the sign-in: a visitor's first page carries none of it
    void import('../../app/favourites-services').then(({ favouritesLogic: logic }) => {
      if (cancelled) return;
      started = createActor(logic).start();
      // the actor lives outside React for the signed-in span; the state only hands it to the tree
      setActor(started);
    });
    return () => {
      cancelled = true;
      started?.stop();
      setActor(null);
    };
  }, [loggedIn]);
  return (
    <FavouritesContext.Provider value={actor}>
      {children}
      {actor ? <FavouritesStatus actor={actor} /> : null}
    </FavouritesContext.Provider>
  );
}

const EMPTY: readonly string[] = [];
const selectNothing = () => EMPTY;
const stub = { subscribe: () => ({ unsubscribe: () => undefined }), getSnapshot: () => undefined };

/** The member's favourite ids, or null for a visitor. */
export function useFavouriteIds(): readonly string[] | null {
  const actor = useContext(FavouritesContext);
  // useSelector needs a stable subscription even without an actor
  const ids = useSelector((actor ?? stub) as FavouritesRef, actor ? (snapshot) => snapshot.context.ids : selectNothing);
  return actor ? ids : null;
}

export function useFavouriteToggle(): (game: Game) => void {
  const actor = useContext(FavouritesContext);
  const [, navigate] = useLocation();
  return useCallback(
    (game: Game) => {
      if (!actor) {
        navigate('/login');
        return;
      }
      actor.send({ type: 'TOGGLE', game: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } });
    },
    [actor, navigate],
  );
}

/** 'loading', 'ready' or 'failure': whether the ids are there, whatever is being saved. */
const topStateOf = (value: string | Record<string, unknown>) => (typeof value === 'string' ? value : (Object.keys(value)[0] ?? ''));

function FavouritesStatus({ actor }: { actor: FavouritesRef }) {
  const { t } = useTranslation(['games', 'errors', 'common']);
  const state = useSelector(actor, (snapshot) => topStateOf(snapshot.value));
  const saving = useSelector(actor, (snapshot) => snapshot.context.unsentChanges.length > 0);
  const coolingDown = useSelector(actor, (snapshot) => snapshot.context.coolingDown.join(' '));
  const failureKey = useSelector(actor, (snapshot) => snapshot.context.failureKey);
  const failureCount = useSelector(actor, (snapshot) => snapshot.context.failureCount);
  // the failure the member closed: a later one, even for the same reason, shows again
  const [dismissed, setDismissed] = useState<number | null>(null);
  const message = failureKey && dismissed !== failureCount ? failureKey : null;
  return (
    <>
      {/* for tests and QA: the chart's state, whether a change is still unanswered, the tiles cooling down */}
      <span hidden data-testid="favourites" data-state={state} data-saving={saving} data-cooling-down={coolingDown} />
      {message ? (
        <Toast role="alert" data-testid="favourites-error">
          <span>{state === 'failure' ? t('favourites.loadFailed') : t('favourites.saveFailed')}</span>
          <span>{t(message)}</span>
          {state === 'failure' ? (
            <Button size="sm" onClick={() => actor.send({ type: 'RETRY' })}>
              {t('games:retry')}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => setDismissed(failureCount)}>
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
