/**
 * The path model of the wallet transfers: the load (wallets, single wallet, failure, a transfer
 * kept across a reload whose outcome is still unknown), a transfer (valid or refused at the field;
 * refused by the platform, or its answer lost), the check of a lost answer (applied, not applied,
 * still unknown; check again), all back to main (something to bring back or not; refused, or its
 * answer lost), a refresh behind the form (answered, failed, or overtaken by a transfer) and retry.
 */
import type { PathModel } from '../registry';
import type { TransferFundMachine, WalletTransferIntent } from '../../../machines/wallet/transferFund.machine';
import { runNow } from '../../today';
import { WALLETS_EMPTY_GAMES, WALLETS_WITH_GAME_MONEY } from './ledger-samples';

const failure = { kind: 'envelope', errorCode: 'balance.insufficient', messageKey: 'errors:balanceInsufficient' };
/** A dropped connection: the platform may have applied the command (machines/outcome.ts). */
const lost = { kind: 'network', messageKey: 'errors:networkAbnormal' };

/** 10 from main to PG, sent from the wallets WALLETS_EMPTY_GAMES shows, a minute before the reload. */
export const PENDING_TRANSFER: WalletTransferIntent = {
  key: 'path-model-pending-transfer',
  request: { from: '1', to: '11', amount: 10 },
  sentAt: runNow() - 60_000,
  before: { from: 1520.75, to: 0 },
};

const events = {
  'xstate.done.actor.loadWallets': [
    { type: 'xstate.done.actor.loadWallets', output: { isSingle: false, balance: WALLETS_EMPTY_GAMES, consolidated: null } },
    { type: 'xstate.done.actor.loadWallets', output: { isSingle: false, balance: WALLETS_WITH_GAME_MONEY, consolidated: null } },
    { type: 'xstate.done.actor.loadWallets', output: { isSingle: true, balance: { sumBalance: 0, balance: [] }, consolidated: null } },
    { type: 'xstate.done.actor.loadWallets', output: { isSingle: false, balance: WALLETS_EMPTY_GAMES, consolidated: null, pendingTransfer: PENDING_TRANSFER } },
  ],
  'xstate.error.actor.loadWallets': [{ type: 'xstate.error.actor.loadWallets', error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  'xstate.done.actor.refreshWallets': [{ type: 'xstate.done.actor.refreshWallets', output: { isSingle: false, balance: WALLETS_WITH_GAME_MONEY, consolidated: null } }],
  'xstate.error.actor.refreshWallets': [{ type: 'xstate.error.actor.refreshWallets', error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  'xstate.done.actor.transfer': [{ type: 'xstate.done.actor.transfer', output: WALLETS_WITH_GAME_MONEY }],
  'xstate.error.actor.transfer': [
    { type: 'xstate.error.actor.transfer', error: failure },
    { type: 'xstate.error.actor.transfer', error: lost },
  ],
  // the check's verdict: the wallets show the 10 moved (as WALLETS_WITH_GAME_MONEY does after WALLETS_EMPTY_GAMES), not moved, or neither
  'xstate.done.actor.checkOutcome': [
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'applied', result: WALLETS_WITH_GAME_MONEY } },
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'notApplied' } },
    { type: 'xstate.done.actor.checkOutcome', output: { kind: 'unknown' } },
  ],
  'xstate.done.actor.recall': [{ type: 'xstate.done.actor.recall', output: WALLETS_EMPTY_GAMES }],
  'xstate.error.actor.recall': [
    { type: 'xstate.error.actor.recall', error: failure },
    { type: 'xstate.error.actor.recall', error: lost },
  ],
  TRANSFER: [
    { type: 'TRANSFER', from: '1', to: '11', amount: '10' },
    { type: 'TRANSFER', from: '1', to: '11', amount: '1.234' },
  ],
  SET_AMOUNT: [{ type: 'SET_AMOUNT', amount: '25' }],
  RECALL: [{ type: 'RECALL' }],
  REFRESH: [{ type: 'REFRESH' }],
  RETRY: [{ type: 'RETRY' }],
  CHECK_AGAIN: [{ type: 'CHECK_AGAIN' }],
};

function describe(event: { type: string } & Record<string, unknown>): string {
  const { type } = event;
  if (type === 'xstate.done.actor.loadWallets' || type === 'xstate.done.actor.refreshWallets') {
    const output = event['output'] as { isSingle: boolean; pendingTransfer?: unknown } | undefined;
    return `${type} ${JSON.stringify({ single: output?.isSingle, ...(output?.pendingTransfer ? { resumed: true } : {}) })}`;
  }
  if (type === 'xstate.done.actor.checkOutcome') return `${type} (${(event['output'] as { kind?: string } | undefined)?.kind ?? '?'})`;
  if (type === 'xstate.error.actor.transfer' || type === 'xstate.error.actor.recall') return `${type} (${(event['error'] as { kind?: string } | undefined)?.kind ?? '?'})`;
  return type.startsWith('xstate') ? type : JSON.stringify(event);
}

export const transferFundModel: PathModel<TransferFundMachine> = {
  stitchTours: true,
  events,
  input: { consolidated: false },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      gameMoney: (snapshot.context.balance?.balance ?? []).some((wallet) => wallet.accountTypeId !== '1' && wallet.accountTypeId !== '2' && wallet.availBalance > 0),
    }),
  describeEvent: (event) => describe(event as { type: string } & Record<string, unknown>),
};
