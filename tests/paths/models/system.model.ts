/**
 * The path model of the system chart: each outcome of the status call the adapter can produce
 * (status 0, 1 and 2; a refused IP; a platform that does not answer), the visitor's retry and the
 * auto-retry delay, and the device's connection coming back. Error payloads carry the fields of the adapter's PlatformError the chart and
 * its pages read.
 */
import type { EventObject } from 'xstate';
import type { PathModel } from '../registry';
import type { StatusFailure, SystemMachine, SystemStatusResult } from '../../../machines/app/system.machine';

const DONE = 'xstate.done.actor.loadStatus';
const ERROR = 'xstate.error.actor.loadStatus';
const AUTO_RETRY = 'xstate.after.autoRetryDelay.system.networkFailure';

// The chart stores the permission info without reading it; its pages are the browser runner's business.
type Answer = SystemStatusResult<{ readonly mainDomain: string; readonly domainRoute: readonly { url: string; type: string }[] }>;

/** `host` elsewhere: the app runs on a host the domain routing does not list (the domain check). */
function answer(status: Answer['status'], host: 'routed' | 'elsewhere' = 'routed'): EventObject & { output: Answer } {
  return {
    type: DONE,
    output: {
      status,
      info: { mainDomain: 'example.test', domainRoute: [{ url: 'https://www.example.test', type: 'MAIN' }, { url: 'http://app.example.test', type: 'MIRROR' }] },
      flags: { FREEPLAY3: true },
      visitorIp: '203.0.113.7',
      host: host === 'routed' ? 'app.example.test' : 'elsewhere.test',
    },
  };
}

type Failure = StatusFailure & { readonly kind: string; readonly httpStatus: number | null };

function failure(error: Failure): EventObject & { error: Failure } {
  return { type: ERROR, error };
}

export const systemModel: PathModel<SystemMachine> = {
  events: {
    RETRY: [{ type: 'RETRY' }],
    ONLINE: [{ type: 'ONLINE' }],
    [DONE]: [answer(0), answer(1), answer(2), answer(0, 'elsewhere')],
    [ERROR]: [
      failure({ kind: 'envelope', httpStatus: 200, errorCode: 'access.ip.blocked', messageKey: 'errors:accessRestricted' }),
      failure({ kind: 'http', httpStatus: 503, messageKey: 'errors:networkAbnormal' }),
    ],
    [AUTO_RETRY]: [{ type: AUTO_RETRY }],
  },
  // Context only holds what the status call returned; the page shown depends on the value alone.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  describeEvent(event) {
    if (event.type === DONE) {
      const { output } = event as ReturnType<typeof answer>;
      return `${DONE} (status ${output.status}${output.host === 'elsewhere.test' ? ', host not routed' : ''})`;
    }
    if (event.type === ERROR) {
      const error = (event as ReturnType<typeof failure>).error;
      return `${ERROR} (${error.errorCode ?? `http ${error.httpStatus}`})`;
    }
    return event.type;
  },
  stitchTours: true,
};
