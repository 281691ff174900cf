/**
 * The path model of the payout accounts: the list loaded or failed (retry); an e-wallet added
 * (bound or refused at its field, cancelled); the bank card removed after the confirmation
 * (unbound or refused), or kept.
 */
import type { PathModel } from '../registry';
import type { PayoutAccountsMachine } from '../../../machines/withdraw/payoutAccounts.machine';
import { CARD, GROUPS, WALLET } from './security-samples';

const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;

const events = {
  [done('loadAccounts')]: [{ type: done('loadAccounts'), output: GROUPS }],
  [error('loadAccounts')]: [{ type: error('loadAccounts'), error: { kind: 'http', httpStatus: 500, errorCode: null, messageKey: 'errors:networkAbnormal' } }],
  // the account, or an answer without it (API.md does not describe it): the accounts are read again
  [done('bindAccount')]: [
    { type: done('bindAccount'), output: WALLET },
    { type: done('bindAccount'), output: null },
  ],
  [error('bindAccount')]: [{ type: error('bindAccount'), error: { kind: 'envelope', errorCode: 'bank.card.exists', messageKey: 'errors:bankCardExists', value: { field: 'cardNumber' } } }],
  [done('unbindAccount')]: [{ type: done('unbindAccount'), output: { bankCardId: CARD.bankCardId } }],
  [error('unbindAccount')]: [{ type: error('unbindAccount'), error: { kind: 'envelope', errorCode: 'bank.card.not.found', messageKey: 'errors:bankCardNotFound' } }],
  RETRY: [{ type: 'RETRY' }],
  ADD: [{ type: 'ADD', group: 'E' }],
  BIND: [{ type: 'BIND', request: { groupType: 'E', bankCode: 'PAYPAL', cardNumber: 'juan.perez@example.com', cardHolder: 'Juan Perez' } }],
  ASK_REMOVE: [{ type: 'ASK_REMOVE', id: CARD.bankCardId }],
  CONFIRM: [{ type: 'CONFIRM' }],
  CANCEL: [{ type: 'CANCEL' }],
};

export const payoutAccountsModel: PathModel<PayoutAccountsMachine> = {
  stitchTours: true,
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      accounts: snapshot.context.groups.flatMap((group) => group.accounts.map((account) => account.bankCardId)).sort(),
      refused: snapshot.context.errorKey !== null,
      notice: snapshot.context.notice,
    }),
};
