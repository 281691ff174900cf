/** The live-cam page's flow, open while the page is; the page tells it the session (SESSION). */
import { connectLiveCam, type LiveCamApi } from '@machines/games/liveCam.connect';
import { useFlow } from '../../app/actors';
import { liveCamLogic } from '../../app/wiring/games/liveCam';

export const useLiveCam = (): LiveCamApi => useFlow('liveCam', liveCamLogic, connectLiveCam);
