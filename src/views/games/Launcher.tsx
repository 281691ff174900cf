/**
 * The launch flow's view: a launcher (a lobby) opens a launch flow for as long as it is shown,
 * lets any of its tiles start a game, and shows the dialog with progress, a failure (maintenance
 * #543, previous game not finished #734, …) or a blocked popup. A visitor is sent to the login
 * popup first (SPEC.md §2); signed in there, they are back on the page and the game opens. The
 * host also adds the game a visitor starred before signing in (every page with tiles has one). A
 * launch the platform refused as under maintenance marks that game's tile at once (the chart keeps
 * it), as the lobby's own mark would after a reload.
 */
import { createContext, useCallback, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { lazyChunk } from '../../ui/loadChunk';
import type { Game } from '@api/index';
import { connectLaunch, launchRequestOf, underMaintenance } from '@machines/games/launch.connect';
import { useFlow } from '../../app/actors';
import { useDueAction, useSendToLogin } from '../../app/navigation';
import { usePermissionInfo } from '../../app/system';
import { launchLogic } from '../../app/wiring/games/launch';
import { useSessionRole, useSignedIn } from '../../app/session';
import { SuspenseBoundary } from '../../ui/SuspenseBoundary';
import { FLOW } from '../../app/flowKeys';
import { useDueFavourite } from './useFavourites';

export { gameName } from '@machines/games/launch.connect';

/** The progress, failure and blocked-popup dialog: loaded on the first launch, not with every lobby. */
const LaunchDialog = lazyChunk(() => import('./LaunchDialog'));

type Launch = (game: Game) => void;
const LaunchContext = createContext<Launch>(() => undefined);
/** Games the platform refused as under maintenance since this launcher opened (the launch chart's). */
const MaintenanceFoundContext = createContext<readonly string[]>([]);

export function useLaunch(): Launch {
  return useContext(LaunchContext);
}

/** The game is under maintenance: the lobby said so, or a launch of it was refused for it since the lobby loaded. */
export function useUnderMaintenance(game: Game): boolean {
  return underMaintenance(game, useContext(MaintenanceFoundContext));
}

export function LaunchHost({ children }: { children: ReactNode }) {
  const key = `${FLOW.launch}:${useId()}`;
  const launch = useFlow(key, launchLogic, connectLaunch);
  // the tiles get one launch function for the flow's life, not one per launch state: it calls the latest intent
  const latest = useRef(launch);
  useEffect(() => {
    latest.current = launch;
  });
  const signedIn = useSignedIn();
  const role = useSessionRole();
  const sendToLogin = useSendToLogin();
  const hosts = usePermissionInfo()?.launchGameCDNs;
  // trial accounts launch free play (accountType 0)
  const freePlay = role === 'trial';

  const start = useCallback<Launch>(
    (game) => {
      if (!signedIn) {
        // the login popup, and this game once signed in here
        sendToLogin({ kind: 'launch', game });
        return;
      }
      latest.current.launch(launchRequestOf(game, { freePlay, hosts: hosts ?? [], maintenanceFound: latest.current.maintenanceFound }));
    },
    [sendToLogin, signedIn, freePlay, hosts],
  );

  // the game a visitor pressed "Jugar" on before signing in, now that they are back on this page
  const due = useDueAction();
  useEffect(() => {
    if (due.action?.kind !== 'launch' || !signedIn) return;
    start(due.action.game);
    due.take();
  }, [due, signedIn, start]);
  // and the game a visitor starred
  useDueFavourite();

  return (
    <LaunchContext.Provider value={start}>
      <MaintenanceFoundContext.Provider value={launch.maintenanceFound}>
        {children}
        {launch.active ? (
          <SuspenseBoundary fallback={null}>
            <LaunchDialog launch={launch} />
          </SuspenseBoundary>
        ) : null}
      </MaintenanceFoundContext.Provider>
    </LaunchContext.Provider>
  );
}
