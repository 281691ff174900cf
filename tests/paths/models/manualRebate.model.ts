/** The path model of the manual rebate: the load (or its failure), the claim (or its refusal), another page of claims. */
import type { PathModel } from '../registry';
import type { ManualRebateMachine } from '../../../machines/manualRebate.machine';
import { REBATE, REBATE_CLAIMS } from './inbox-samples';

const LOAD_DONE = 'xstate.done.actor.loadRebate';
const LOAD_ERROR = 'xstate.error.actor.loadRebate';
const CLAIM_DONE = 'xstate.done.actor.claimRebate';
const CLAIM_ERROR = 'xstate.error.actor.claimRebate';
const failure = { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' };

export const REBATE_SAMPLE = { rebate: REBATE, claims: { ...REBATE_CLAIMS, totalPages: 2 } };

const events = {
  [LOAD_DONE]: [{ type: LOAD_DONE, output: REBATE_SAMPLE }],
  [LOAD_ERROR]: [{ type: LOAD_ERROR, error: failure }],
  [CLAIM_DONE]: [{ type: CLAIM_DONE, output: { claimId: 'b-9', amount: 11, validBet: 1500, from: '2025-06-20T00:00:00Z', claimedTime: '2025-06-30T00:00:00Z' } }],
  [CLAIM_ERROR]: [{ type: CLAIM_ERROR, error: failure }],
  CLAIM: [{ type: 'CLAIM' }],
  CLAIMS_PAGE: [{ type: 'CLAIMS_PAGE', page: 2 }],
  RETRY: [{ type: 'RETRY' }],
};

export const manualRebateModel: PathModel<ManualRebateMachine> = {
  events,
  stitchTours: true,
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, page: snapshot.context.claimsPage, loaded: snapshot.context.data !== null, notice: snapshot.context.claimed !== null || snapshot.context.actionFailureKey !== null }),
};
