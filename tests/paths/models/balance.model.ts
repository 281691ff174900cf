/** The path model of the balance chart: the balance call answering or failing, refresh (throttled) and show/hide. */
import type { PathModel } from '../registry';
import type { BalanceMachine } from '../../../machines/wallet/balance.machine';

const DONE = 'xstate.done.actor.loadBalance';
const ERROR = 'xstate.error.actor.loadBalance';

const events = {
  [DONE]: [{ type: DONE, output: { amount: 1520.75, currencySymbol: '$' } }],
  [ERROR]: [{ type: ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:systemBusy' } }],
  REFRESH: [{ type: 'REFRESH' }],
  TOGGLE_VISIBILITY: [{ type: 'TOGGLE_VISIBILITY' }],
};

export const balanceModel: PathModel<BalanceMachine> = {
  events,
  // a refresh kept for the end of the wait is a state of its own: the wait then ends in a load
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, visible: snapshot.context.visible, refreshDue: snapshot.context.refreshDue }),
};
