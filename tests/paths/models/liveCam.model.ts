/** The path model of live cam: the session known (a visitor asked to sign in), the models loaded (none, a failure retried), one model's chat launched (or failed and retried), closed; the session ending. */
import type { PathModel } from '../registry';
import type { LiveCamMachine } from '../../../machines/games/liveCam.machine';

const LOAD_DONE = 'xstate.done.actor.loadModels';
const LOAD_ERROR = 'xstate.error.actor.loadModels';
const LAUNCH_DONE = 'xstate.done.actor.launchModel';
const LAUNCH_ERROR = 'xstate.error.actor.launchModel';

export const LIVE_CAM_MODEL = { modelId: 'cam-1', name: 'Valentina', avatarUrl: '/__platform/img/livecam/1', viewers: 120, online: true, language: 'es' };

const events = {
  SESSION: [
    { type: 'SESSION', signedIn: true },
    { type: 'SESSION', signedIn: false },
  ],
  [LOAD_DONE]: [
    { type: LOAD_DONE, output: [LIVE_CAM_MODEL] },
    { type: LOAD_DONE, output: [] },
  ],
  [LOAD_ERROR]: [{ type: LOAD_ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  [LAUNCH_DONE]: [{ type: LAUNCH_DONE, output: '/__platform/chat/cam-1?lang=en' }],
  [LAUNCH_ERROR]: [{ type: LAUNCH_ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  WATCH: [{ type: 'WATCH', modelId: LIVE_CAM_MODEL.modelId }],
  CLOSE: [{ type: 'CLOSE' }],
  RETRY: [{ type: 'RETRY' }],
};

export const liveCamModel: PathModel<LiveCamMachine> = {
  events,
  stitchTours: true,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, models: snapshot.context.models.length, open: snapshot.context.chatUrl !== null }),
};
