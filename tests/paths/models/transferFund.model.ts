/** The path model of the wallet transfers: the load (wallets, single wallet, failure), a transfer (valid or refused at the field), all back to main (something to bring back or not), a refresh behind the form (answered, failed, or overtaken by a transfer) and retry. */
import type { PathModel } from '../registry';
import type { TransferFundMachine } from '../../../machines/transferFund.machine';
import { WALLETS_EMPTY_GAMES, WALLETS_WITH_GAME_MONEY } from './ledger-samples';

const failure = { kind: 'envelope', errorCode: 'balance.insufficient', messageKey: 'errors:balanceInsufficient' };

const events = {
  'xstate.done.actor.loadWallets': [
    { type: 'xstate.done.actor.loadWallets', output: { isSingle: false, balance: WALLETS_EMPTY_GAMES, consolidated: null } },
    { type: 'xstate.done.actor.loadWallets', output: { isSingle: false, balance: WALLETS_WITH_GAME_MONEY, consolidated: null } },
    { type: 'xstate.done.actor.loadWallets', output: { isSingle: true, balance: { sumBalance: 0, balance: [] }, consolidated: null } },
  ],
  'xstate.error.actor.loadWallets': [{ type: 'xstate.error.actor.loadWallets', error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  'xstate.done.actor.refreshWallets': [{ type: 'xstate.done.actor.refreshWallets', output: { isSingle: false, balance: WALLETS_WITH_GAME_MONEY, consolidated: null } }],
  'xstate.error.actor.refreshWallets': [{ type: 'xstate.error.actor.refreshWallets', error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  'xstate.done.actor.transfer': [{ type: 'xstate.done.actor.transfer', output: WALLETS_WITH_GAME_MONEY }],
  'xstate.error.actor.transfer': [{ type: 'xstate.error.actor.transfer', error: failure }],
  'xstate.done.actor.recall': [{ type: 'xstate.done.actor.recall', output: WALLETS_EMPTY_GAMES }],
  'xstate.error.actor.recall': [{ type: 'xstate.error.actor.recall', error: failure }],
  TRANSFER: [
    { type: 'TRANSFER', from: '1', to: '11', amount: '10' },
    { type: 'TRANSFER', from: '1', to: '11', amount: '1.234' },
  ],
  SET_AMOUNT: [{ type: 'SET_AMOUNT', amount: '25' }],
  RECALL: [{ type: 'RECALL' }],
  REFRESH: [{ type: 'REFRESH' }],
  RETRY: [{ type: 'RETRY' }],
};

export const transferFundModel: PathModel<TransferFundMachine> = {
  stitchTours: true,
  events,
  input: { consolidated: false },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      gameMoney: (snapshot.context.balance?.balance ?? []).some((wallet) => wallet.accountTypeId !== '1' && wallet.accountTypeId !== '2' && wallet.availBalance > 0),
    }),
  describeEvent: (event) => (event.type === 'xstate.done.actor.loadWallets' || event.type === 'xstate.done.actor.refreshWallets' ? `${event.type} ${JSON.stringify({ single: (event as { output?: { isSingle: boolean } }).output?.isSingle })}` : event.type.startsWith('xstate') ? event.type : JSON.stringify(event)),
};
