/**
 * The path model of the withdrawal-confirmation chart: an order found or none, the load failing;
 * the countdown tick and the deadline (a part auto-confirmed, then the order read again or not);
 * "fully paid" asked once more (confirmed or taken back, or its question ended by a deadline);
 * each answer sent or refused; proofs accepted or refused; dismissing.
 */
import type { PathModel } from '../registry';
import type { WithdrawalConfirmationMachine } from '../../../machines/withdraw/withdrawalConfirmation.machine';
import type { WithdrawalOrder, WithdrawalPart } from '../../../src/api';
import { withdrawalOrder, withdrawalPart } from '../../fixtures/withdrawals';

/** A part paid by Ana R.; a waiting one has its whole 30 minutes left. */
const part = (partId: string, amount: number, status: WithdrawalPart['status'] = 'WAITING'): WithdrawalPart => ({
  ...withdrawalPart(partId, amount, status === 'WAITING' ? 30 * 60_000 : 0, status),
  deadlineTime: 30 * 60_000,
});
export const CONFIRMATION_ORDER: WithdrawalOrder = withdrawalOrder({ status: 'PAYING', parts: [part('p1', 200), part('p2', 150), part('p3', 142.5)] });
const answered: WithdrawalOrder = { ...CONFIRMATION_ORDER, receivedAmount: 200, remainingAmount: 292.5, parts: [part('p1', 200, 'RECEIVED'), part('p2', 150), part('p3', 142.5)] };
const proof = (name: string, type: string, size: number) => ({ name, type, size, blob: new Blob(['x'], { type }) });

const events = {
  'xstate.done.actor.loadConfirmation': [
    { type: 'xstate.done.actor.loadConfirmation', output: CONFIRMATION_ORDER },
    { type: 'xstate.done.actor.loadConfirmation', output: null },
  ],
  'xstate.error.actor.loadConfirmation': [{ type: 'xstate.error.actor.loadConfirmation', error: { kind: 'network', messageKey: 'errors:networkAbnormal' } }],
  'xstate.done.actor.reloadConfirmation': [{ type: 'xstate.done.actor.reloadConfirmation', output: answered }],
  'xstate.error.actor.reloadConfirmation': [{ type: 'xstate.error.actor.reloadConfirmation', error: { kind: 'timeout', messageKey: 'errors:timeout' } }],
  // the order, or an answer naming none (API.md does not describe it): the order is read again
  'xstate.done.actor.answerPart': [
    { type: 'xstate.done.actor.answerPart', output: answered },
    { type: 'xstate.done.actor.answerPart', output: null },
  ],
  'xstate.error.actor.answerPart': [{ type: 'xstate.error.actor.answerPart', error: { kind: 'envelope', messageKey: 'errors:c2cPartClosed' } }],
  RECEIVED: [{ type: 'RECEIVED', partId: 'p1' }],
  FULLY_PAID: [{ type: 'FULLY_PAID', partId: 'p2' }],
  CONFIRM_FULLY_PAID: [{ type: 'CONFIRM_FULLY_PAID' }],
  CANCEL_FULLY_PAID: [{ type: 'CANCEL_FULLY_PAID' }],
  NOT_RECEIVED: [{ type: 'NOT_RECEIVED', partId: 'p2' }],
  ADD_PROOFS: [
    { type: 'ADD_PROOFS', partId: 'p2', files: [proof('receipt.gif', 'image/gif', 10)] },
    { type: 'ADD_PROOFS', partId: 'p2', files: [proof('receipt.png', 'image/png', 10)] },
  ],
  REMOVE_PROOF: [{ type: 'REMOVE_PROOF', partId: 'p2', index: 0 }],
};

export const withdrawalConfirmationModel: PathModel<WithdrawalConfirmationMachine> = {
  events,
  input: { orderNo: 'WD1' },
  // every answer is the model's own data (tests/paths/ui-maps/withdrawalConfirmation.ui-map.ts):
  // a state looks the same however it was reached, so the Chromium runner may walk paths as tours
  stitchTours: true,
  // time counted and the proofs picked are free data; whether proofs are there decides NOT_RECEIVED
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      waiting: snapshot.context.order?.parts.filter((candidate) => candidate.status === 'WAITING').length ?? null,
      proofs: Object.values(snapshot.context.proofs).some((list) => list.length > 0),
    }),
};
