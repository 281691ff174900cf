/**
 * The path model of the contractOffer chart ("my downlines' contracts" of the dividend page): the
 * list read (an active contract-3 with agent41, a rejected contract-8; the downlines agent41 and
 * ga0016) or failing; a new offer and a change, each submitted valid (sent) or invalid (refused in
 * the form); the offer sent or refused (at the downline field, or above the form); a termination
 * confirmed or closed, sent or refused; the reload after each answering or failing. An offer whose
 * answer is lost (a dropped connection) is checked: the check's verdicts (offered, not
 * offered, still unknown) and check again; a load that finds an offer of this kind kept by the tab
 * before a reload checks it first.
 */
import type { PathModel } from '../registry';
import { offerRowSignature, type ContractOfferMachine, type OfferIntent } from '../../../machines/contracts/contractOffer.machine';
import { INVALID_OFFER, OFFERS, VALID_OFFER } from '../../fixtures/contractOffers';
import { runNow } from '../../today';

/** The valid offer sent a few seconds before a reload, while the model's rows were listed; its answer lost. */
export const PENDING_OFFER: OfferIntent = {
  key: 'path-model-pending-offer',
  request: { kind: 'DIVIDEND', offer: VALID_OFFER, mode: 'new', contractId: null },
  sentAt: runNow() - 5_000,
  before: { rows: OFFERS.contracts.map(offerRowSignature) },
};
/** A dropped connection: the platform may have taken the offer (machines/outcome.ts). */
const lost = { kind: 'network', messageKey: 'errors:networkAbnormal' };

const busy = { kind: 'envelope', errorCode: 'system.busy', messageKey: 'errors:systemBusy' };

const events = {
  'xstate.done.actor.loadOffers': [
    { type: 'xstate.done.actor.loadOffers', output: OFFERS },
    { type: 'xstate.done.actor.loadOffers', output: { ...OFFERS, pendingOffer: PENDING_OFFER } },
  ],
  'xstate.error.actor.loadOffers': [{ type: 'xstate.error.actor.loadOffers', error: busy }],
  'xstate.done.actor.reloadOffers': [{ type: 'xstate.done.actor.reloadOffers', output: OFFERS }],
  'xstate.error.actor.reloadOffers': [{ type: 'xstate.error.actor.reloadOffers', error: busy }],
  'xstate.done.actor.sendOffer': [{ type: 'xstate.done.actor.sendOffer', output: undefined }],
  'xstate.error.actor.sendOffer': [
    { type: 'xstate.error.actor.sendOffer', error: { kind: 'envelope', errorCode: 'contract.downline.invalid', messageKey: 'errors:contractDownlineInvalid' } },
    { type: 'xstate.error.actor.sendOffer', error: busy },
    { type: 'xstate.error.actor.sendOffer', error: lost },
  ],
  // the check's verdict: the offer among the kind's contracts (made), not there (not made), or the contracts unreadable
  'xstate.done.actor.checkOutcome': [
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'applied', result: null } },
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'notApplied' } },
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'unknown' } },
  ],
  'xstate.done.actor.requestTermination': [{ type: 'xstate.done.actor.requestTermination', output: undefined }],
  'xstate.error.actor.requestTermination': [{ type: 'xstate.error.actor.requestTermination', error: { kind: 'envelope', errorCode: 'contract.not.found', messageKey: 'errors:contractNotFound' } }],
  OPEN_NEW: [{ type: 'OPEN_NEW' }],
  CHANGE: [{ type: 'CHANGE', contractId: 'contract-3' }],
  TERMINATE: [{ type: 'TERMINATE', contractId: 'contract-3' }],
  SUBMIT: [
    { type: 'SUBMIT', offer: VALID_OFFER },
    { type: 'SUBMIT', offer: INVALID_OFFER },
  ],
  CONFIRM: [{ type: 'CONFIRM' }],
  CLOSE: [{ type: 'CLOSE' }],
  RETRY: [{ type: 'RETRY' }],
  CHECK_AGAIN: [{ type: 'CHECK_AGAIN' }],
};

function describe(event: { type: string } & Record<string, unknown>): string {
  const { type } = event;
  if (type === 'xstate.done.actor.loadOffers') return `${type}${(event['output'] as { pendingOffer?: unknown } | undefined)?.pendingOffer ? ' (an offer kept)' : ''}`;
  if (type === 'xstate.done.actor.checkOutcome') return `${type} (${(event['output'] as { kind?: string } | undefined)?.kind ?? '?'})`;
  if (type === 'xstate.error.actor.sendOffer') {
    const error = event['error'] as { kind?: string; errorCode?: string } | undefined;
    return `${type} (${error?.kind === 'network' ? 'lost' : (error?.errorCode ?? '?')})`;
  }
  return type.startsWith('xstate') ? type : JSON.stringify(event);
}

export const contractOfferModel: PathModel<ContractOfferMachine> = {
  events,
  input: { kind: 'DIVIDEND' },
  // every answer is the model's own data: a state looks the same however it was reached
  stitchTours: true,
  // the form's mode, and where a refusal shows, are what a view tells apart
  serializeState: (snapshot) => {
    const { draft, fieldErrors, failureKey, terminating, notice } = snapshot.context;
    return JSON.stringify({
      value: snapshot.value,
      form: draft?.mode ?? null,
      refusal: failureKey ? 'above' : Object.keys(fieldErrors).length > 0 ? 'field' : null,
      terminating: terminating?.id ?? null,
      notice,
    });
  },
  describeEvent: (event) => describe(event as { type: string } & Record<string, unknown>),
};
