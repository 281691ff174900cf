/**
 * The path model of the contractOffer chart ("my downlines' contracts" of the dividend page): the
 * list read (an active contract-3 with agent41, a rejected contract-8; the downlines agent41 and
 * ga0016) or failing; a new offer and a change, each submitted valid (sent) or invalid (refused in
 * the form); the offer sent or refused (at the downline field, or above the form); a termination
 * confirmed or closed, sent or refused; the reload after each answering or failing.
 */
import type { PathModel } from '../registry';
import type { ContractOfferMachine } from '../../../machines/contractOffer.machine';
import { INVALID_OFFER, OFFERS, VALID_OFFER } from '../../fixtures/contractOffers';

const busy = { kind: 'envelope', errorCode: 'system.busy', messageKey: 'errors:systemBusy' };

const events = {
  'xstate.done.actor.loadOffers': [{ type: 'xstate.done.actor.loadOffers', output: OFFERS }],
  'xstate.error.actor.loadOffers': [{ type: 'xstate.error.actor.loadOffers', error: busy }],
  'xstate.done.actor.reloadOffers': [{ type: 'xstate.done.actor.reloadOffers', output: OFFERS }],
  'xstate.error.actor.reloadOffers': [{ type: 'xstate.error.actor.reloadOffers', error: busy }],
  'xstate.done.actor.sendOffer': [{ type: 'xstate.done.actor.sendOffer', output: undefined }],
  'xstate.error.actor.sendOffer': [
    { type: 'xstate.error.actor.sendOffer', error: { kind: 'envelope', errorCode: 'contract.downline.invalid', messageKey: 'errors:contractDownlineInvalid' } },
    { type: 'xstate.error.actor.sendOffer', error: busy },
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
};

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
};
