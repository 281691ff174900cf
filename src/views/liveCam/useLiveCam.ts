/** The live-cam page's flow, open while the page is; the page tells it the session (SESSION). */
import { connectLiveCam, type LiveCamView } from '@machines/games/liveCam.connect';
import { useFlow } from '../../app/actors';
import { liveCamLogic } from '../../app/wiring/games/liveCam';
import { FLOW } from '../../app/flowKeys';

/** `signedIn`: null while the session is not known yet. */
export const useLiveCam = (signedIn: boolean | null): LiveCamView => useFlow(FLOW.liveCam, liveCamLogic, connectLiveCam, { props: signedIn === null ? null : { type: 'SESSION', signedIn } });
