/** The wallet transfers as their page sees them: wallets, consolidated balance, the form's state and intents. Pure. */
import type { SnapshotFrom } from 'xstate';
import type { ConsolidatedFunds } from '../../src/api';
import { firstTagOf, TAGS, type Send } from '../kit';
import { outcomeOf, type OutcomeView } from '../outcome';
import { isTransferWallet, MAIN_WALLET_ID, TRANSFER_FUND_TAGS, type TransferFundEvent, type TransferFundMachine, type TransferNotice, type WalletTransferRequest } from './transferFund.machine';

export interface WalletView {
  readonly id: string;
  /** The platform's name (MAIN, BONUS, PG …); the view translates the known ones. */
  readonly name: string;
  readonly balance: number;
  readonly main: boolean;
  /** Money can move to or from it here (not the bonus wallet). */
  readonly transferable: boolean;
}

export interface TransferFundView {
  readonly status: 'loading' | 'failed' | 'single' | 'ready';
  /** A transfer or the recall runs: the buttons hold. */
  readonly busy: boolean;
  /** The wallets are read again behind the form (the refresh button, a live balance change). */
  readonly refreshing: boolean;
  readonly wallets: readonly WalletView[];
  readonly sumBalance: number;
  readonly currencySymbol: string | undefined;
  readonly consolidated: ConsolidatedFunds | null;
  readonly failureKey: string | null;
  readonly errorKey: string | null;
  readonly errorText: string | null;
  readonly amountErrorKey: string | null;
  readonly notice: TransferNotice | null;
  /** The amount as typed (emptied once a transfer is done). */
  readonly amount: string;
  /** A transfer whose answer was lost: being checked, or still unknown after the checks. */
  readonly outcome: OutcomeView;
  /** The transfer being checked (while `outcome` is set). */
  readonly unconfirmed: WalletTransferRequest | null;
  checkAgain(): void;
  setAmount(amount: string): void;
  transfer(from: string, to: string, amount: string): void;
  recallAll(): void;
  refresh(): void;
  retry(): void;
}

export function connectTransferFund(snapshot: SnapshotFrom<TransferFundMachine>, send: Send<TransferFundEvent>): TransferFundView {
  const { balance, consolidated, failureKey, errorKey, errorText, amountErrorKey, notice, amount } = snapshot.context;
  const status = firstTagOf(snapshot, [[TAGS.failed, 'failed'], [TAGS.empty, 'single'], [TAGS.ready, 'ready']], 'loading');
  return {
    status,
    busy: snapshot.hasTag(TAGS.busy),
    refreshing: snapshot.hasTag(TRANSFER_FUND_TAGS.refreshing),
    wallets: (balance?.balance ?? []).map((wallet) => ({
      id: wallet.accountTypeId,
      name: wallet.accountTypeName ?? wallet.accountTypeId,
      balance: wallet.availBalance,
      main: wallet.accountTypeId === MAIN_WALLET_ID,
      transferable: isTransferWallet(wallet.accountTypeId),
    })),
    sumBalance: balance?.sumBalance ?? 0,
    currencySymbol: balance?.currencySymbol,
    consolidated,
    failureKey: status === 'failed' ? failureKey : null,
    errorKey,
    errorText,
    amountErrorKey,
    notice,
    amount,
    outcome: outcomeOf(snapshot),
    unconfirmed: outcomeOf(snapshot) ? (snapshot.context.intent?.request ?? null) : null,
    checkAgain: () => send({ type: 'CHECK_AGAIN' }),
    setAmount: (typed) => send({ type: 'SET_AMOUNT', amount: typed }),
    transfer: (from, to, typed) => send({ type: 'TRANSFER', from, to, amount: typed }),
    recallAll: () => send({ type: 'RECALL' }),
    refresh: () => send({ type: 'REFRESH' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
