/**
 * The launch flow's view: a context that lets any tile start a game, and the dialog that shows
 * progress, a failure (maintenance #543, previous game not finished #734, …) or a blocked popup.
 * A visitor is sent to the login popup first (SPEC.md §2).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { Game } from '@api/index';
import { launchLogic } from '../../app/games-services';
import { usePermissionInfo } from '../../app/system';
import { useSessionView } from '../layout/useSessionView';

/** The progress, failure and blocked-popup dialog: loaded on the first launch, not with every lobby. */
const LaunchDialog = lazy(() => import('./LaunchDialog'));

type Launch = (game: Game) => void;
const LaunchContext = createContext<Launch>(() => undefined);

export function useLaunch(): Launch {
  return useContext(LaunchContext);
}

export function gameName(game: Pick<Game, 'displayName' | 'gameName' | 'nodeName' | 'vassalage'>): string {
  return game.displayName ?? game.gameName ?? game.nodeName ?? game.vassalage;
}

export type LaunchActor = ActorRefFrom<typeof launchLogic>;

export function LaunchHost({ children }: { children: ReactNode }) {
  const actor = useActorRef(launchLogic);
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
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
  const open = state !== 'idle';

  return (
    <LaunchContext.Provider value={value}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <LaunchDialog actor={actor} state={state} />
        </Suspense>
      ) : null}
    </LaunchContext.Provider>
  );
}
