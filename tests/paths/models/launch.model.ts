/**
 * The path model of the launch chart: one game to launch, the launch call answering a URL or
 * refused as under maintenance (begun after the lobby loaded) or failing (#543), the window opening
 * or being blocked, retry and dismiss; a game the lobby marked as under maintenance.
 */
import type { EventObject } from 'xstate';
import type { PathModel } from '../registry';
import type { LaunchMachine, LaunchRequest } from '../../../machines/games/launch.machine';

export const LAUNCH_SAMPLE: LaunchRequest = {
  nodeId: '11231',
  gameType: 'PVP',
  vassalage: 'TH',
  name: "Texas Hold'em 4",
  freePlay: false,
  hosts: [],
};

/** A game of a vendor the lobby marked as under maintenance: told so, nothing asked. */
const LAUNCH_MAINTENANCE_SAMPLE: LaunchRequest = { ...LAUNCH_SAMPLE, maintenance: true };

export const launchModel: PathModel<LaunchMachine> = {
  stitchTours: true,
  events: {
    LAUNCH: [{ type: 'LAUNCH', request: LAUNCH_SAMPLE } as EventObject, { type: 'LAUNCH', request: LAUNCH_MAINTENANCE_SAMPLE } as EventObject],
    RETRY: [{ type: 'RETRY' }],
    DISMISS: [{ type: 'DISMISS' }],
    'xstate.done.actor.launchGame': [{ type: 'xstate.done.actor.launchGame', output: 'https://games.example.test/play/11231' } as EventObject],
    'xstate.error.actor.launchGame': [
      // under maintenance since the lobby loaded (the platform's game.maintenance): the maintenance answer, the game marked
      { type: 'xstate.error.actor.launchGame', error: { messageKey: 'errors:gameMaintenance', errorCode: 'game.maintenance' } } as EventObject,
      // API.md's #543 function not available: a failure to retry
      { type: 'xstate.error.actor.launchGame', error: { messageKey: 'errors:functionNotAvailable', errorCode: '543' } } as EventObject,
    ],
    'xstate.done.actor.openGame': [{ type: 'xstate.done.actor.openGame', output: undefined } as EventObject],
    'xstate.error.actor.openGame': [{ type: 'xstate.error.actor.openGame', error: new Error('popup.blocked') } as EventObject],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  describeEvent: (event) => {
    if (event.type === 'LAUNCH' && (event as { request?: LaunchRequest }).request?.maintenance) return 'LAUNCH (under maintenance)';
    const code = event.type === 'xstate.error.actor.launchGame' ? (event as { error?: { errorCode?: string } }).error?.errorCode : undefined;
    return code ? `${event.type} (${code})` : event.type;
  },
};
