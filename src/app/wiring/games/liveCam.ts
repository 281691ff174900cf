/** Wiring of live cam: CBS_modelList and CBS_launchChat with the model (its chatUrl). */
import type { LiveCamModel } from '@api/index';
import { liveCamMachine } from '@machines/games/liveCam.machine';
import { api, platformCall } from '../platform';

export const liveCamLogic = liveCamMachine.provide({
  actors: {
    loadModels: platformCall<readonly LiveCamModel[]>((_input, { signal }) => api.content.getLiveCamModels({ signal })),
    launchModel: platformCall<string, { modelId: string }>(({ modelId }, { signal }) => api.content.launchChat({ modelId }, { signal })),
  },
});
