/**
 * The path model of the points mall: the load (or its failure and retry), a reward chosen (a
 * virtual one, a physical one, one sold out), the quantity (within bounds or beyond the points),
 * the address of a physical reward, the payment password (six digits or not), the redeem answered
 * or refused (the points left from its answer), the dialog closed at each step; a conversion (valid or
 * refused at its fields, answered or refused) and a refresh behind the mall. A convert or redeem
 * whose answer is lost (kind 'network') is checked: the check says applied (a
 * conversion's or a redeem's answer), not applied, or unknown (then CHECK_AGAIN); a load that
 * finds a conversion or a redeem kept from before a reload resumes its check.
 */
import type { PathModel } from '../registry';
import type { PointsRedeemMachine } from '../../../machines/points/pointsRedeem.machine';
import { MALL_SAMPLE } from './points-samples';

const failure = { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' };
const refused = { kind: 'envelope', errorCode: 'invalid.payment.pw', messageKey: 'errors:paymentPasswordInvalid' };
/** The answer lost on its way back: the command may have been applied. */
const lost = { kind: 'network', httpStatus: null, messageKey: 'errors:networkAbnormal' };
const PENDING_CONVERT = { key: 'path-model-convert-key', request: { points: 100 }, sentAt: 0, before: { points: 12_600, ratio: 100 } };
const PENDING_REDEEM = { key: 'path-model-redeem-key', request: { itemId: 'reward-1', quantity: 1 }, sentAt: 0, before: { points: 13_000, cost: 500 } };

const events = {
  'xstate.done.actor.loadMall': [
    { type: 'xstate.done.actor.loadMall', output: MALL_SAMPLE },
    { type: 'xstate.done.actor.loadMall', output: { ...MALL_SAMPLE, pendingConvert: PENDING_CONVERT } },
    { type: 'xstate.done.actor.loadMall', output: { ...MALL_SAMPLE, pendingRedeem: PENDING_REDEEM } },
  ],
  'xstate.error.actor.loadMall': [{ type: 'xstate.error.actor.loadMall', error: failure }],
  'xstate.done.actor.refreshMall': [{ type: 'xstate.done.actor.refreshMall', output: MALL_SAMPLE }],
  'xstate.error.actor.refreshMall': [{ type: 'xstate.error.actor.refreshMall', error: failure }],
  'xstate.done.actor.redeem': [{ type: 'xstate.done.actor.redeem', output: { id: 'redeem-99', points: 500, remainingPoints: 12_000 } }],
  'xstate.error.actor.redeem': [
    { type: 'xstate.error.actor.redeem', error: refused },
    { type: 'xstate.error.actor.redeem', error: lost },
  ],
  'xstate.done.actor.convert': [{ type: 'xstate.done.actor.convert', output: { points: 12_400, amount: 1, walletBalance: 1556.75 } }],
  'xstate.error.actor.convert': [
    { type: 'xstate.error.actor.convert', error: refused },
    { type: 'xstate.error.actor.convert', error: lost },
  ],
  // one check serves both: a conversion's answer and a redeem's, each as the check reads it
  'xstate.done.actor.checkOutcome': [
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'applied', result: { points: 12_400, amount: 1, walletBalance: 1556.75 } } },
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'applied', result: { id: 'redeem-99', points: 500, remainingPoints: 12_000 } } },
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'notApplied' } },
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'unknown' } },
  ],
  CHOOSE: [
    { type: 'CHOOSE', itemId: 'reward-1' },
    { type: 'CHOOSE', itemId: 'reward-5' },
    { type: 'CHOOSE', itemId: 'reward-9' },
  ],
  SET_QUANTITY: [{ type: 'SET_QUANTITY', quantity: '30' }],
  SET_ADDRESS: [{ type: 'SET_ADDRESS', address: 'Av. Reforma 100, CDMX' }],
  NEXT: [{ type: 'NEXT' }],
  BACK: [{ type: 'BACK' }],
  SUBMIT: [
    { type: 'SUBMIT', password: '246810' },
    { type: 'SUBMIT', password: '12' },
  ],
  CLOSE: [{ type: 'CLOSE' }],
  CONVERT: [
    { type: 'CONVERT', points: '100', password: '246810' },
    { type: 'CONVERT', points: '5', password: '' },
  ],
  REFRESH: [{ type: 'REFRESH' }],
  RETRY: [{ type: 'RETRY' }],
  CHECK_AGAIN: [{ type: 'CHECK_AGAIN' }],
};

export const pointsRedeemModel: PathModel<PointsRedeemMachine> = {
  stitchTours: true,
  events,
  serializeState: (snapshot) => {
    const { itemId, quantity, address } = snapshot.context;
    return JSON.stringify({ value: snapshot.value, itemId, quantity: quantity === '1' || quantity === '2' ? 'ok' : quantity, address: address.length > 0 });
  },
  describeEvent: (event) => {
    if (event.type === 'xstate.done.actor.checkOutcome') return `${event.type} ${JSON.stringify((event as { output?: { kind: string } }).output?.kind)}`;
    if (event.type === 'xstate.done.actor.loadMall') {
      const output = (event as { output?: { pendingConvert?: unknown; pendingRedeem?: unknown } }).output;
      return `${event.type}${output?.pendingConvert ? ' (a conversion kept)' : output?.pendingRedeem ? ' (a redeem kept)' : ''}`;
    }
    if (event.type === 'xstate.error.actor.convert' || event.type === 'xstate.error.actor.redeem') return `${event.type} ${JSON.stringify((event as { error?: { kind: string } }).error?.kind)}`;
    return event.type.startsWith('xstate') ? event.type : JSON.stringify(event);
  },
};
