/** The path model of the transfers to another account: the targets (upline, no payment password, nobody), a send (checked, accepted, refused), retry and again. */
import type { PathModel } from '../registry';
import type { TransferUplineMachine } from '../../../machines/transferUpline.machine';
import { SEND_REQUEST, SENT, TARGETS, TARGETS_NO_PASSWORD, TARGETS_NONE } from './ledger-samples';

const events = {
  'xstate.done.actor.loadTargets': [
    { type: 'xstate.done.actor.loadTargets', output: TARGETS },
    { type: 'xstate.done.actor.loadTargets', output: TARGETS_NO_PASSWORD },
    { type: 'xstate.done.actor.loadTargets', output: TARGETS_NONE },
  ],
  'xstate.error.actor.loadTargets': [{ type: 'xstate.error.actor.loadTargets', error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  'xstate.done.actor.send': [{ type: 'xstate.done.actor.send', output: SENT }],
  'xstate.error.actor.send': [{ type: 'xstate.error.actor.send', error: { kind: 'envelope', errorCode: 'invalid.payment.pw', messageKey: 'errors:paymentPasswordInvalid' } }],
  SUBMIT: [
    { type: 'SUBMIT', request: SEND_REQUEST },
    { type: 'SUBMIT', request: { ...SEND_REQUEST, amount: '' } },
  ],
  RETRY: [{ type: 'RETRY' }],
  AGAIN: [{ type: 'AGAIN' }],
};

export const transferUplineModel: PathModel<TransferUplineMachine> = {
  stitchTours: true,
  events,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  describeEvent: (event) => (event.type === 'xstate.done.actor.loadTargets' ? `${event.type} ${JSON.stringify((event as { output?: unknown }).output)}` : event.type.startsWith('xstate') ? event.type : JSON.stringify(event)),
};
