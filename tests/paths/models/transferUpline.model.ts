/**
 * The path model of the transfers to another account: the targets (upline, no payment password,
 * nobody, a send of this tab whose outcome was unknown), a send (checked, the balance read before
 * it, accepted, refused, its answer lost), the check of a lost answer (sent, not sent, still
 * unknown; check again), retry and again.
 */
import type { PathModel } from '../registry';
import type { TransferUplineMachine } from '../../../machines/agent/transferUpline.machine';
import { SEND_REQUEST, SENT, TARGETS, TARGETS_NO_PASSWORD, TARGETS_NONE, WALLETS_EMPTY_GAMES } from './ledger-samples';

/** A send to the upline kept from before a reload (its outcome still unknown). */
const PENDING = { key: 'path-model-key-1', request: { recipient: SEND_REQUEST.recipient, amount: 20, remark: '' }, sentAt: 0, before: 1520.75 };

const events = {
  'xstate.done.actor.loadTargets': [
    { type: 'xstate.done.actor.loadTargets', output: TARGETS },
    { type: 'xstate.done.actor.loadTargets', output: TARGETS_NO_PASSWORD },
    { type: 'xstate.done.actor.loadTargets', output: TARGETS_NONE },
    { type: 'xstate.done.actor.loadTargets', output: { ...TARGETS, pending: [PENDING] } },
  ],
  'xstate.error.actor.loadTargets': [{ type: 'xstate.error.actor.loadTargets', error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  'xstate.done.actor.readBalance': [{ type: 'xstate.done.actor.readBalance', output: 1520.75 }],
  'xstate.error.actor.readBalance': [{ type: 'xstate.error.actor.readBalance', error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  'xstate.done.actor.send': [{ type: 'xstate.done.actor.send', output: SENT }],
  'xstate.error.actor.send': [
    { type: 'xstate.error.actor.send', error: { kind: 'envelope', errorCode: 'invalid.payment.pw', messageKey: 'errors:paymentPasswordInvalid' } },
    // API.md's way of saying no payment password is set (a targets answer that does not say)
    { type: 'xstate.error.actor.send', error: { kind: 'envelope', errorCode: 'not.exists.payment.password', messageKey: 'errors:paymentPasswordMissing' } },
    { type: 'xstate.error.actor.send', error: { kind: 'network', messageKey: 'errors:networkAbnormal' } },
  ],
  'xstate.done.actor.checkOutcome': [
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'applied', result: WALLETS_EMPTY_GAMES } },
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'notApplied' } },
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'unknown' } },
  ],
  SUBMIT: [
    { type: 'SUBMIT', request: SEND_REQUEST },
    { type: 'SUBMIT', request: { ...SEND_REQUEST, amount: '' } },
    { type: 'SUBMIT', request: { ...SEND_REQUEST, password: 'abc' } },
  ],
  RETRY: [{ type: 'RETRY' }],
  AGAIN: [{ type: 'AGAIN' }],
  CHECK_AGAIN: [{ type: 'CHECK_AGAIN' }],
};

/** A refusal by its error code (two are modelled), a lost answer by its kind. */
const errorLabel = (error: { kind?: string; errorCode?: string } | undefined) => (error?.kind === 'envelope' && error.errorCode ? `${error.kind} ${error.errorCode}` : error?.kind);

export const transferUplineModel: PathModel<TransferUplineMachine> = {
  stitchTours: true,
  events,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  describeEvent: (event) =>
    event.type === 'xstate.done.actor.loadTargets' || event.type === 'xstate.done.actor.checkOutcome' || event.type === 'xstate.error.actor.send'
      ? `${event.type} ${JSON.stringify((event as { output?: unknown; error?: unknown }).output ?? errorLabel((event as { error?: { kind?: string; errorCode?: string } }).error))}`
      : event.type.startsWith('xstate')
        ? event.type
        : JSON.stringify(event),
};
