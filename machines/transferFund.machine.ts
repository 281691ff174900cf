/**
 * Transfers between wallets (/member/transferFund; issue 13 "Transfers"): money moves between the
 * main wallet and each game wallet, or every game wallet back to main in one action. A
 * single-wallet merchant has no transfers (a clear message instead); with AGENTPOLICY3 the
 * consolidated balance shows too. The amount is checked here (positive, 2 decimals, at most what
 * the source wallet holds); while a transfer runs a second submit is ignored, so a double click
 * never moves money twice.
 *
 * The wallets follow the account live: a balance change pushed by the platform (a bet, a credited
 * deposit) and every resync after a break read them again, as the refresh button does, while the
 * form stays as it is (`refreshing` keeps what was typed and still takes a transfer). A change
 * caused by the page's own transfer arrives while it runs and is not needed: its answer is the new
 * balance.
 */
import { assign, setup } from 'xstate';
import type { Balance, ConsolidatedFunds } from '../src/api';
import { refreshOn } from './accountSignals';
import { errorOf, failureKeyOf, failureMessage, notProvided, TAGS } from './kit';
import { checkAmount } from './money';

/** The main wallet's accountTypeId; the bonus wallet takes no transfers. */
export const MAIN_WALLET_ID = '1';
export const BONUS_WALLET_ID = '2';

export interface TransferFundLoad {
  readonly isSingle: boolean;
  readonly balance: Balance;
  /** Only with AGENTPOLICY3 (null otherwise, or when it could not be read). */
  readonly consolidated: ConsolidatedFunds | null;
}

export interface WalletTransferRequest {
  readonly from: string;
  readonly to: string;
  readonly amount: number;
}

export interface TransferFundInput {
  /** AGENTPOLICY3: show the consolidated balance. */
  readonly consolidated: boolean;
}

export type TransferNotice = { readonly kind: 'transferred'; readonly amount: number; readonly from: string; readonly to: string } | { readonly kind: 'recalled' };

export interface TransferFundContext {
  readonly consolidatedWanted: boolean;
  readonly balance: Balance | null;
  readonly consolidated: ConsolidatedFunds | null;
  readonly failureKey: string | null;
  /** The last refused transfer (i18n key and the server's text). */
  readonly errorKey: string | null;
  readonly errorText: string | null;
  /** The typed amount's problem (i18n key), shown at the field. */
  readonly amountErrorKey: string | null;
  readonly pending: WalletTransferRequest | null;
  readonly notice: TransferNotice | null;
  /**
   * The amount as typed. A transfer done empties it: the same click again (a burst, a user unsure
   * it went through) is then refused at the field instead of moving the money once more.
   */
  readonly amount: string;
}

export type TransferFundEvent =
  | { type: 'TRANSFER'; from: string; to: string; amount: string }
  | { type: 'SET_AMOUNT'; amount: string }
  | { type: 'RECALL' }
  | { type: 'REFRESH' }
  | { type: 'RETRY' };

/** Live events that send REFRESH (accountSignals.ts): every movement changes the balance. */
export const transferFundHearsAccount = refreshOn(['balanceChanged'], { type: 'REFRESH' } satisfies TransferFundEvent);

/** The chart's own tag: the wallets are read again behind the form. */
export const TRANSFER_FUND_TAGS = { refreshing: 'refreshing' } as const;

/** Typing goes on in every state the form shows, also while a transfer or the recall runs. */
const typing = { SET_AMOUNT: { actions: 'setAmount' } } as const;

const formEvents = {
  ...typing,
  TRANSFER: [{ guard: 'transferValid', target: 'transferring', actions: 'begin' }, { actions: 'refuse' }],
  RECALL: [{ guard: 'hasGameMoney', target: 'recalling', actions: 'begin' }, { actions: 'nothingToRecall' }],
} as const;

/** A wallet money can move to or from on this page: main and the game wallets (not bonus). */
export const isTransferWallet = (id: string) => id !== BONUS_WALLET_ID;

const balanceOf = (balance: Balance | null, id: string) => balance?.balance.find((wallet) => wallet.accountTypeId === id)?.availBalance ?? 0;

/** What is wrong with a transfer request (i18n key), or null. */
export function transferProblem(balance: Balance | null, from: string, to: string, amount: string): string | null {
  if (from === to || !isTransferWallet(from) || !isTransferWallet(to) || (from !== MAIN_WALLET_ID && to !== MAIN_WALLET_ID)) return 'ledger:transfer.pickWallets';
  const checked = checkAmount(amount, balanceOf(balance, from));
  return checked.ok ? null : checked.errorKey;
}

export const transferFundMachine = setup({
  types: { context: {} as TransferFundContext, events: {} as TransferFundEvent, input: {} as TransferFundInput },
  actors: {
    loadWallets: notProvided<TransferFundLoad, { consolidated: boolean }>('loadWallets'),
    transfer: notProvided<Balance, WalletTransferRequest>('transfer'),
    recall: notProvided<Balance>('recall'),
  },
  guards: {
    isSingle: (_, output: TransferFundLoad) => output.isSingle,
    transferValid: ({ context, event }) => event.type === 'TRANSFER' && transferProblem(context.balance, event.from, event.to, event.amount) === null,
    hasGameMoney: ({ context }) => (context.balance?.balance ?? []).some((wallet) => wallet.accountTypeId !== MAIN_WALLET_ID && isTransferWallet(wallet.accountTypeId) && wallet.availBalance > 0),
  },
  actions: {
    storeLoad: assign((_, output: TransferFundLoad) => ({ balance: output.balance, consolidated: output.consolidated, failureKey: null })),
    storeLoadFailure: assign((_, error: unknown) => ({ failureKey: failureKeyOf(error) })),
    refuse: assign(({ context, event }) => (event.type === 'TRANSFER' ? { amountErrorKey: transferProblem(context.balance, event.from, event.to, event.amount), notice: null } : {})),
    nothingToRecall: assign({ errorKey: 'ledger:transfer.nothingToRecall', errorText: null, notice: null }),
    begin: assign(({ event }) => {
      if (event.type !== 'TRANSFER') return { errorKey: null, errorText: null, amountErrorKey: null, notice: null };
      const amount = Number(event.amount.trim().replace(',', '.'));
      return { pending: { from: event.from, to: event.to, amount: Math.round(amount * 100) / 100 }, errorKey: null, errorText: null, amountErrorKey: null, notice: null };
    }),
    setAmount: assign(({ event }) => (event.type === 'SET_AMOUNT' ? { amount: event.amount } : {})),
    transferred: assign(({ context }, balance: Balance) => ({
      balance,
      notice: context.pending ? { kind: 'transferred' as const, ...context.pending } : null,
      pending: null,
      amount: '',
    })),
    recalled: assign((_, balance: Balance) => ({ balance, notice: { kind: 'recalled' as const } })),
    storeFailure: assign((_, error: unknown) => ({ ...failureMessage(error), pending: null })),
  },
}).createMachine({
  id: 'transferFund',
  context: ({ input }) => ({
    consolidatedWanted: input.consolidated,
    balance: null,
    consolidated: null,
    failureKey: null,
    errorKey: null,
    errorText: null,
    amountErrorKey: null,
    pending: null,
    notice: null,
    amount: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadWallets',
        src: 'loadWallets',
        input: ({ context }) => ({ consolidated: context.consolidatedWanted }),
        onDone: [
          { guard: { type: 'isSingle', params: ({ event }) => event.output }, target: 'single' },
          { target: 'ready', actions: { type: 'storeLoad', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeLoadFailure', params: errorOf } },
      },
    },
    loadFailed: { tags: [TAGS.failed], on: { RETRY: 'loading' } },
    /** A single-wallet merchant: nothing to transfer. */
    single: { tags: [TAGS.empty] },
    ready: {
      tags: [TAGS.ready, TAGS.editing],
      on: { ...formEvents, REFRESH: 'refreshing' },
    },
    // The form stays (and takes a transfer, which supersedes this read); a failed read keeps the
    // wallets shown and says so above the form.
    refreshing: {
      tags: [TAGS.ready, TAGS.editing, TRANSFER_FUND_TAGS.refreshing],
      invoke: {
        id: 'refreshWallets',
        src: 'loadWallets',
        input: ({ context }) => ({ consolidated: context.consolidatedWanted }),
        // the merchant's wallet mode is read once per session (the wiring keeps it): only the balances change
        onDone: { target: 'ready', actions: { type: 'storeLoad', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'storeFailure', params: errorOf } },
      },
      on: formEvents,
    },
    // No TRANSFER or RECALL here: a second click while one runs is ignored.
    transferring: {
      tags: [TAGS.ready, TAGS.busy],
      on: typing,
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => context.pending ?? { from: '', to: '', amount: 0 },
        onDone: { target: 'ready', actions: { type: 'transferred', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    recalling: {
      tags: [TAGS.ready, TAGS.busy],
      on: typing,
      invoke: {
        id: 'recall',
        src: 'recall',
        onDone: { target: 'ready', actions: { type: 'recalled', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
  },
});

export type TransferFundMachine = typeof transferFundMachine;
