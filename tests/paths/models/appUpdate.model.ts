/**
 * The path model of the new-version chart: the worker registers (or there is none), a new version
 * is found at start, while current or while postponed, the player updates or postpones, the hourly
 * check, the re-offer, an activation that never completes, and a takeover asked for in another tab.
 */
import type { PathModel } from '../registry';
import type { AppUpdateMachine } from '../../../machines/app/appUpdate.machine';

const CHECK = 'xstate.after.checkInterval.appUpdate.current';
const REOFFER = 'xstate.after.reofferDelay.appUpdate.postponed';
const RESAY = 'xstate.after.reofferDelay.appUpdate.replacedPostponed';
const ACTIVATION_TIMEOUT = 'xstate.after.activationTimeout.appUpdate.activating';

export const appUpdateModel: PathModel<AppUpdateMachine> = {
  events: {
    REGISTERED: [{ type: 'REGISTERED' }],
    UNAVAILABLE: [{ type: 'UNAVAILABLE' }],
    NEW_VERSION: [{ type: 'NEW_VERSION' }],
    TOOK_OVER: [{ type: 'TOOK_OVER' }],
    RELOAD: [{ type: 'RELOAD' }],
    LATER: [{ type: 'LATER' }],
    [CHECK]: [{ type: CHECK }],
    [REOFFER]: [{ type: REOFFER }],
    [RESAY]: [{ type: RESAY }],
    [ACTIVATION_TIMEOUT]: [{ type: ACTIVATION_TIMEOUT }],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};
