/**
 * The launch flow's view: a context that lets any tile start a game, and the dialog that shows
 * progress, a failure (maintenance #543, previous game not finished #734, …) or a blocked popup.
 * A visitor is sent to the login popup first (SPEC.md §2).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Game } from '@api/index';
import { launchLogic } from '../../app/games-services';
import { usePermissionInfo } from '../../app/system';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { styled } from '../../ui/theme';
import { useSessionView } from '../layout/useSessionView';

type Launch = (game: Game) => void;
const LaunchContext = createContext<Launch>(() => undefined);

export function useLaunch(): Launch {
  return useContext(LaunchContext);
}

export function gameName(game: Pick<Game, 'displayName' | 'gameName' | 'nodeName' | 'vassalage'>): string {
  return game.displayName ?? game.gameName ?? game.nodeName ?? game.vassalage;
}

export function LaunchHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['games', 'errors', 'common']);
  const actor = useActorRef(launchLogic);
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  const failureKey = useSelector(actor, (snapshot) => snapshot.context.failureKey);
  const name = useSelector(actor, (snapshot) => snapshot.context.request?.name ?? '');
  const url = useSelector(actor, (snapshot) => snapshot.context.url);
  const session = useSessionView();
  const [, navigate] = useLocation();
  const info = usePermissionInfo();
  // trial accounts launch free play (accountType 0)
  const trial = session.role === 'trial';

  const launch = useCallback<Launch>(
    (game) => {
      if (!session.loggedIn) {
        navigate('/login');
        return;
      }
      actor.send({
        type: 'LAUNCH',
        request: { nodeId: game.nodeId, gameType: game.gameType, vassalage: game.vassalage, gameCode: game.gameCode, name: gameName(game), freePlay: trial, hosts: info?.launchGameCDNs ?? [] },
      });
    },
    [actor, navigate, session.loggedIn, trial, info],
  );
  const value = useMemo(() => launch, [launch]);
  const dismiss = () => actor.send({ type: 'DISMISS' });
  const open = state !== 'idle';

  return (
    <LaunchContext.Provider value={value}>
      {children}
      <Dialog
        open={open}
        onClose={state === 'failed' || state === 'blocked' ? dismiss : () => undefined}
        title={t('games:launch.title', { name })}
        size="sm"
        id="launch-dialog"
        footer={
          state === 'failed' ? (
            <>
              <Button variant="secondary" onClick={dismiss}>
                {t('common:actions.close')}
              </Button>
              <Button onClick={() => actor.send({ type: 'RETRY' })}>{t('games:retry')}</Button>
            </>
          ) : state === 'blocked' ? (
            <Button variant="secondary" onClick={dismiss}>
              {t('common:actions.close')}
            </Button>
          ) : null
        }
      >
        {state === 'launching' || state === 'opening' ? (
          <Row data-testid="launch-progress" role="status">
            <Spinner size="sm" decorative />
            {t('games:launch.starting')}
          </Row>
        ) : null}
        {state === 'failed' ? (
          <p role="alert" data-testid="launch-error">
            {t(failureKey ?? 'errors:unknown')}
          </p>
        ) : null}
        {state === 'blocked' ? (
          <div role="alert" data-testid="launch-blocked">
            <p>{t('games:launch.blocked')}</p>
            {url ? (
              <p>
                <a href={url} target="_blank" rel="noopener noreferrer" onClick={dismiss}>
                  {t('games:launch.openLink', { name })}
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
      </Dialog>
    </LaunchContext.Provider>
  );
}

const Row = styled('p', { display: 'flex', alignItems: 'center', gap: '$3' });
