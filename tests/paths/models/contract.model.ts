/**
 * The path model of the contract chart: the consolidated info read (three rows waiting: the
 * lower-rate daily offer contract-2, a termination request contract-1, a plain real-time offer
 * contract-9) or failing; each answer sent, refused, or refused for the rate conflict (consent asked
 * then); consent given or cancelled; the reload after an answer answering or failing; dismissing.
 */
import type { PathModel } from '../registry';
import type { ContractMachine } from '../../../machines/contract.machine';
import { contractRow, HELD, infoOf, LOWER_RATE_OFFER, TERMINATION } from '../../fixtures/contracts';

export const PLAIN_OFFER = contractRow({ id: 'contract-9', kind: 'REALTIME_SALARY', gameType: 'LIVE', rate: 0.3, tiers: [{ minimumBet: 0, netLoss: 0, activeMember: 0, rateType: 'P', rate: 0.3 }] });
/** What the platform answers every read: the same three rows waiting (the model's platform keeps them). */
export const CONTRACT_INFO = infoOf([LOWER_RATE_OFFER, TERMINATION, PLAIN_OFFER], [HELD]);

const events = {
  'xstate.done.actor.loadContracts': [{ type: 'xstate.done.actor.loadContracts', output: CONTRACT_INFO }],
  'xstate.error.actor.loadContracts': [{ type: 'xstate.error.actor.loadContracts', error: { kind: 'envelope', errorCode: 'system.busy', messageKey: 'errors:systemBusy' } }],
  'xstate.done.actor.reloadContracts': [{ type: 'xstate.done.actor.reloadContracts', output: CONTRACT_INFO }],
  'xstate.error.actor.reloadContracts': [{ type: 'xstate.error.actor.reloadContracts', error: { kind: 'envelope', errorCode: 'system.busy', messageKey: 'errors:systemBusy' } }],
  'xstate.done.actor.answerContract': [{ type: 'xstate.done.actor.answerContract', output: undefined }],
  'xstate.error.actor.answerContract': [
    { type: 'xstate.error.actor.answerContract', error: { kind: 'envelope', errorCode: 'contract.status.invalid', messageKey: 'errors:contractStatusInvalid' } },
    { type: 'xstate.error.actor.answerContract', error: { kind: 'envelope', errorCode: 'contract.rate.conflict', messageKey: 'errors:contractRateConflict' } },
  ],
  ANSWER: [
    { type: 'ANSWER', contractId: 'contract-2', answer: 'accept' },
    { type: 'ANSWER', contractId: 'contract-9', answer: 'accept' },
    { type: 'ANSWER', contractId: 'contract-1', answer: 'keep' },
  ],
  CONSENT: [{ type: 'CONSENT' }],
  CANCEL: [{ type: 'CANCEL' }],
  RETRY: [{ type: 'RETRY' }],
  DISMISS: [{ type: 'DISMISS' }],
};

export const contractModel: PathModel<ContractMachine> = {
  events,
  input: { kinds: ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] },
  // every answer is the model's own data: a state looks the same however it was reached
  stitchTours: true,
  // the answer held (which row, which answer, with consent or not) decides where a refusal leads
  serializeState: (snapshot) => {
    const { pending } = snapshot.context;
    return JSON.stringify({ value: snapshot.value, pending: pending ? `${pending.row.id}:${pending.answer}:${pending.confirmLowerRate}` : null });
  },
};
