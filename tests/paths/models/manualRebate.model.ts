/**
 * The path model of the manual rebate: the load (or its failure), the claim (or its refusal), another
 * page of claims. A claim whose answer is lost (kind 'network') is checked: the check
 * says applied (the claim found on top of the claims), not applied, or unknown (then CHECK_AGAIN);
 * a load that finds a claim kept from before a reload resumes its check.
 */
import type { PathModel } from '../registry';
import type { ManualRebateMachine } from '../../../machines/rewards/manualRebate.machine';
import { REBATE, REBATE_CLAIMS } from './inbox-samples';

const LOAD_DONE = 'xstate.done.actor.loadRebate';
const LOAD_ERROR = 'xstate.error.actor.loadRebate';
const CLAIM_DONE = 'xstate.done.actor.claimRebate';
const CLAIM_ERROR = 'xstate.error.actor.claimRebate';
const CHECK_DONE = 'xstate.done.actor.checkOutcome';
const failure = { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' };
/** A refusal the platform answered: a failure at once, no check. */
const refused = { kind: 'envelope', errorCode: '#727', messageKey: 'errors:systemBusy' };
/** The answer lost on its way back: the claim may have been made. */
const lost = { kind: 'network', httpStatus: null, messageKey: 'errors:networkAbnormal' };

export const REBATE_SAMPLE = { rebate: REBATE, claims: { ...REBATE_CLAIMS, totalPages: 2 } };
/** The claim this model's paths make (answered, or found by the check). */
export const REBATE_CLAIMED = { claimId: 'b-9', amount: 11, validBet: 1500, from: '2025-06-20T00:00:00Z', claimedTime: '2025-06-30T00:00:00Z' };
/** A claim of this tab kept from before a reload, sent in the sample's period. */
export const PENDING_REBATE_CLAIM = { key: 'path-model-rebate-key', request: { amount: REBATE.total }, sentAt: 0, before: { since: REBATE.since ?? null } };

const events = {
  [LOAD_DONE]: [
    { type: LOAD_DONE, output: REBATE_SAMPLE },
    { type: LOAD_DONE, output: { ...REBATE_SAMPLE, pendingClaim: PENDING_REBATE_CLAIM } },
  ],
  [LOAD_ERROR]: [{ type: LOAD_ERROR, error: failure }],
  [CLAIM_DONE]: [{ type: CLAIM_DONE, output: REBATE_CLAIMED }],
  [CLAIM_ERROR]: [
    { type: CLAIM_ERROR, error: refused },
    { type: CLAIM_ERROR, error: lost },
  ],
  [CHECK_DONE]: [
    { type: CHECK_DONE, output: { kind: 'applied', result: REBATE_CLAIMED } },
    { type: CHECK_DONE, output: { kind: 'notApplied' } },
    { type: CHECK_DONE, output: { kind: 'unknown' } },
  ],
  CLAIM: [{ type: 'CLAIM' }],
  CLAIMS_PAGE: [{ type: 'CLAIMS_PAGE', page: 2 }],
  RETRY: [{ type: 'RETRY' }],
  CHECK_AGAIN: [{ type: 'CHECK_AGAIN' }],
};

export const manualRebateModel: PathModel<ManualRebateMachine> = {
  events,
  stitchTours: true,
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, page: snapshot.context.claimsPage, loaded: snapshot.context.data !== null, notice: snapshot.context.claimed !== null || snapshot.context.actionFailureKey !== null }),
  describeEvent: (event) => {
    if (event.type === CHECK_DONE) return `${event.type} ${JSON.stringify((event as { output?: { kind?: string } }).output?.kind)}`;
    if (event.type === LOAD_DONE) return `${event.type}${(event as { output?: { pendingClaim?: unknown } }).output?.pendingClaim ? ' (a claim kept)' : ''}`;
    if (event.type === CLAIM_ERROR) return `${event.type} ${JSON.stringify((event as { error?: { kind: string } }).error?.kind)}`;
    return event.type.startsWith('xstate') ? event.type : JSON.stringify(event);
  },
};
