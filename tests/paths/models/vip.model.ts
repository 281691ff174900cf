/** The path model of the VIP page: the session's hasVip arrives (ACCESS), then the load (or its failure, retried, or the platform's "not available"); without hasVip not available at once. */
import type { PathModel } from '../registry';
import type { VipMachine } from '../../../machines/rewards/vip.machine';
import { VIP } from './missions-samples';

const LOAD_DONE = 'xstate.done.actor.loadVip';
const LOAD_ERROR = 'xstate.error.actor.loadVip';

const events = {
  [LOAD_DONE]: [{ type: LOAD_DONE, output: VIP }],
  [LOAD_ERROR]: [
    { type: LOAD_ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } },
    { type: LOAD_ERROR, error: { kind: 'envelope', errorCode: 'function.not.available', messageKey: 'errors:functionNotAvailable' } },
  ],
  RETRY: [{ type: 'RETRY' }],
  ACCESS: [
    { type: 'ACCESS', hasVip: true },
    { type: 'ACCESS', hasVip: false },
  ],
};

export const vipModel: PathModel<VipMachine> = {
  events,
  input: { hasVip: null },
  stitchTours: true,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, loaded: snapshot.context.data !== null, hasVip: snapshot.context.hasVip }),
};
