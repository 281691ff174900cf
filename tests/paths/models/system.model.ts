/**
 * The path model of the system chart: each outcome of the status call the adapter can produce
 * (status 0, 1 and 2; a refused IP; a platform that does not answer), the visitor's retry and the
 * auto-retry delay. Error payloads carry the fields of the adapter's PlatformError the chart and
 * its pages read.
 */
import type { EventObject } from 'xstate';
import type { PathModel } from '../registry';
import type { StatusFailure, SystemMachine, SystemStatusResult } from '../../../machines/system.machine';

const DONE = 'xstate.done.actor.loadStatus';
const ERROR = 'xstate.error.actor.loadStatus';
const AUTO_RETRY = 'xstate.after.autoRetryDelay.system.networkFailure';

// The chart stores the permission info without reading it; its pages are the browser runner's business.
type Answer = SystemStatusResult<{ readonly mainDomain: string }>;

function answer(status: Answer['status']): EventObject & { output: Answer } {
  return {
    type: DONE,
    output: { status, info: { mainDomain: 'example.test' }, flags: { FREEPLAY3: true }, visitorIp: '203.0.113.7' },
  };
}

type Failure = StatusFailure & { readonly kind: string; readonly httpStatus: number | null };

function failure(error: Failure): EventObject & { error: Failure } {
  return { type: ERROR, error };
}

export const systemModel: PathModel<SystemMachine> = {
  events: {
    RETRY: [{ type: 'RETRY' }],
    [DONE]: [answer(0), answer(1), answer(2)],
    [ERROR]: [
      failure({ kind: 'envelope', httpStatus: 200, errorCode: 'access.ip.blocked', messageKey: 'errors:accessRestricted' }),
      failure({ kind: 'http', httpStatus: 503, messageKey: 'errors:networkAbnormal' }),
    ],
    [AUTO_RETRY]: [{ type: AUTO_RETRY }],
  },
  // Context only holds what the status call returned; the page shown depends on the value alone.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  describeEvent(event) {
    if (event.type === DONE) return `${DONE} (status ${(event as ReturnType<typeof answer>).output.status})`;
    if (event.type === ERROR) {
      const error = (event as ReturnType<typeof failure>).error;
      return `${ERROR} (${error.errorCode ?? `http ${error.httpStatus}`})`;
    }
    return event.type;
  },
};
