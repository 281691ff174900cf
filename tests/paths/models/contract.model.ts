/**
 * The path model of the contract chart: the consolidated info read (three rows waiting: the
 * lower-rate daily offer contract-2, a termination request contract-1, a plain real-time offer
 * contract-9) or failing, or read with an answer kept from before a reload whose outcome is still
 * unknown (checked first); each answer sent, refused, refused for the rate conflict (consent asked
 * then), or its answer lost (kind network); the check's verdicts (applied, not applied, still
 * unknown; check again); consent given or cancelled; the reload after an answer answering or
 * failing; dismissing.
 */
import type { PathModel } from '../registry';
import type { ContractAnswerIntent, ContractMachine } from '../../../machines/contracts/contract.machine';
import { runNow } from '../../today';
import { contractRow, HELD, infoOf, LOWER_RATE_OFFER, TERMINATION } from '../../fixtures/contracts';

export const PLAIN_OFFER = contractRow({ id: 'contract-9', kind: 'REALTIME_SALARY', gameType: 'LIVE', rate: 0.3, tiers: [{ minimumBet: 0, netLoss: 0, activeMember: 0, rateType: 'P', rate: 0.3 }] });
/** What the platform answers every read: the same three rows waiting (the model's platform keeps them). */
export const CONTRACT_INFO = infoOf([LOWER_RATE_OFFER, TERMINATION, PLAIN_OFFER], [HELD]);
/** The plain real-time offer accepted by the dialog a minute before the reload, its outcome still unknown. */
export const PENDING_ANSWER: ContractAnswerIntent = {
  key: 'path-model-pending-contract-answer',
  request: { row: PLAIN_OFFER, answer: 'accept', status: 'A', confirmLowerRate: false },
  sentAt: runNow() - 60_000,
  before: { status: 'P' },
};
/** A dropped connection: the platform may have taken the answer (machines/outcome.ts). */
const lost = { kind: 'network', messageKey: 'errors:networkAbnormal' };

const events = {
  'xstate.done.actor.loadContracts': [
    { type: 'xstate.done.actor.loadContracts', output: CONTRACT_INFO },
    { type: 'xstate.done.actor.loadContracts', output: { ...CONTRACT_INFO, pendingAnswer: PENDING_ANSWER } },
  ],
  'xstate.error.actor.loadContracts': [{ type: 'xstate.error.actor.loadContracts', error: { kind: 'envelope', errorCode: 'system.busy', messageKey: 'errors:systemBusy' } }],
  'xstate.done.actor.reloadContracts': [{ type: 'xstate.done.actor.reloadContracts', output: CONTRACT_INFO }],
  'xstate.error.actor.reloadContracts': [{ type: 'xstate.error.actor.reloadContracts', error: { kind: 'envelope', errorCode: 'system.busy', messageKey: 'errors:systemBusy' } }],
  'xstate.done.actor.answerContract': [{ type: 'xstate.done.actor.answerContract', output: undefined }],
  'xstate.error.actor.answerContract': [
    { type: 'xstate.error.actor.answerContract', error: { kind: 'envelope', errorCode: 'contract.status.invalid', messageKey: 'errors:contractStatusInvalid' } },
    { type: 'xstate.error.actor.answerContract', error: { kind: 'envelope', errorCode: 'contract.rate.conflict', messageKey: 'errors:contractRateConflict' } },
    { type: 'xstate.error.actor.answerContract', error: lost },
  ],
  // the check's verdict: the info shows the answer taken, the row still waiting as it was, or neither
  'xstate.done.actor.checkOutcome': [
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'applied', result: null } },
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'notApplied' } },
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'unknown' } },
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
  CHECK_AGAIN: [{ type: 'CHECK_AGAIN' }],
};

function describe(event: { type: string } & Record<string, unknown>): string {
  const { type } = event;
  if (type === 'xstate.done.actor.loadContracts') return `${type}${(event['output'] as { pendingAnswer?: unknown } | undefined)?.pendingAnswer ? ' (resumed)' : ''}`;
  if (type === 'xstate.done.actor.checkOutcome') return `${type} (${(event['output'] as { kind?: string } | undefined)?.kind ?? '?'})`;
  if (type === 'xstate.error.actor.answerContract') {
    const error = event['error'] as { kind?: string; errorCode?: string } | undefined;
    return `${type} (${error?.errorCode ?? error?.kind ?? '?'})`;
  }
  return type.startsWith('xstate') ? type : JSON.stringify(event);
}

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
  describeEvent: (event) => describe(event as { type: string } & Record<string, unknown>),
};
