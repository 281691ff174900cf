/**
 * Transfers between wallets (/member/transferFund): money moves between the
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
 *
 * A transfer whose answer is lost (a dropped connection, a timeout, a 5xx) is an unknown outcome,
 * not a failure (machines/outcome.ts): the chart reads the wallets until they show the transfer
 * (done), show it did not happen (the failure, and a retry that carries the same idempotency key)
 * or the readings run out ("do not send again"). The intent is kept for the tab while its outcome
 * is unknown, so a reload resumes the check.
 */
import { assign, setup } from 'xstate';
import type { Balance, ConsolidatedFunds } from '../../src/api';
import { refreshOn, tellBalanceChanged } from '../accountSignals';
import { errorOf, failureKeyOf, failureMessage, notProvided, retryableFailure, TAGS } from '../kit';
import { appliedResult, newIntentKey, outcomeCheckMachine, outcomeGuards, outcomeUnknownState, type Intent, type OutcomeReading } from '../outcome';
import { checkAmount } from '../money';

/** The main wallet's accountTypeId; the bonus wallet takes no transfers. */
export const MAIN_WALLET_ID = '1';
export const BONUS_WALLET_ID = '2';

export interface TransferFundLoad {
  readonly isSingle: boolean;
  readonly balance: Balance;
  /** Only with AGENTPOLICY3 (null otherwise, or when it could not be read). */
  readonly consolidated: ConsolidatedFunds | null;
  /** A transfer sent before a reload whose outcome was still unknown (kept for the tab): checked first. */
  readonly pendingTransfer?: WalletTransferIntent | null;
}

export interface WalletTransferRequest {
  readonly from: string;
  readonly to: string;
  readonly amount: number;
}

/** The two wallets' balances when the transfer was sent: the check compares against them. */
export interface WalletsBefore {
  readonly from: number;
  readonly to: number;
}

/** A wallet transfer as it is sent and, while its outcome is unknown, kept for the tab. */
export type WalletTransferIntent = Intent<WalletTransferRequest, WalletsBefore>;

/** What the transfer call receives: the request and its idempotency key. */
export interface WalletTransferCall extends WalletTransferRequest {
  readonly idempotencyKey: string;
}

export interface TransferFundInput {
  /** AGENTPOLICY3: show the consolidated balance. */
  readonly consolidated: boolean;
}

/**
 * What the wallets say about a transfer sent from `before`: both moved by the amount (done), neither
 * moved (not done), or something else moved them (not known yet).
 */
export function readWalletTransfer(intent: WalletTransferIntent, now: Balance): OutcomeReading<Balance> {
  const from = balanceOf(now, intent.request.from) - intent.before.from;
  const to = balanceOf(now, intent.request.to) - intent.before.to;
  const near = (value: number, expected: number) => Math.abs(value - expected) < 0.005;
  if (near(from, -intent.request.amount) && near(to, intent.request.amount)) return { kind: 'applied', result: now };
  if (near(from, 0) && near(to, 0)) return { kind: 'notApplied' };
  return { kind: 'unknown' };
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
  /** The transfer being sent or checked (its key is reused by a retry of the same transfer). */
  readonly intent: WalletTransferIntent | null;
  /** A transfer the check found not done: the same transfer sent again carries its key. */
  readonly retryable: WalletTransferIntent | null;
  /** The lost answer's message, shown if the check finds the transfer not done. */
  readonly lostAnswer: { readonly errorKey: string; readonly errorText: string | null } | null;
}

export type TransferFundEvent =
  | { type: 'TRANSFER'; from: string; to: string; amount: string }
  | { type: 'SET_AMOUNT'; amount: string }
  | { type: 'RECALL' }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  /** Read the wallets again after the checks ran out. */
  | { type: 'CHECK_AGAIN' };

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
    transfer: notProvided<Balance, WalletTransferCall>('transfer'),
    recall: notProvided<Balance>('recall'),
    checkOutcome: outcomeCheckMachine,
  },
  guards: {
    isSingle: (_, output: TransferFundLoad) => output.isSingle,
    transferValid: ({ context, event }) => event.type === 'TRANSFER' && transferProblem(context.balance, event.from, event.to, event.amount) === null,
    resumed: (_, output: TransferFundLoad) => Boolean(output.pendingTransfer),
    ...outcomeGuards,
    hasGameMoney: ({ context }) => (context.balance?.balance ?? []).some((wallet) => wallet.accountTypeId !== MAIN_WALLET_ID && isTransferWallet(wallet.accountTypeId) && wallet.availBalance > 0),
  },
  actions: {
    storeLoad: assign((_, output: TransferFundLoad) => ({ balance: output.balance, consolidated: output.consolidated, failureKey: null })),
    resume: assign((_, output: TransferFundLoad) => ({ intent: output.pendingTransfer ?? null, pending: output.pendingTransfer?.request ?? null })),
    storeLoadFailure: assign((_, error: unknown) => ({ failureKey: failureKeyOf(error) })),
    refuse: assign(({ context, event }) => (event.type === 'TRANSFER' ? { amountErrorKey: transferProblem(context.balance, event.from, event.to, event.amount), notice: null } : {})),
    nothingToRecall: assign({ errorKey: 'ledger:transfer.nothingToRecall', errorText: null, notice: null }),
    begin: assign(({ context, event }) => {
      if (event.type !== 'TRANSFER') return { errorKey: null, errorText: null, amountErrorKey: null, notice: null };
      const amount = Number(event.amount.trim().replace(',', '.'));
      const request = { from: event.from, to: event.to, amount: Math.round(amount * 100) / 100 };
      // the same transfer again after a check found it not done: the same intent, the same key
      const again = context.retryable;
      const sameIntent = again !== null && again.request.from === request.from && again.request.to === request.to && again.request.amount === request.amount;
      const intent: WalletTransferIntent = {
        key: sameIntent ? again.key : newIntentKey(),
        request,
        sentAt: Date.now(),
        before: { from: balanceOf(context.balance, request.from), to: balanceOf(context.balance, request.to) },
      };
      return { pending: request, intent, retryable: null, lostAnswer: null, errorKey: null, errorText: null, amountErrorKey: null, notice: null };
    }),
    /** Kept for the tab while the outcome may be unknown (the wiring writes sessionStorage). */
    keepIntent: () => undefined,
    tellBalanceChanged,
    forgetIntent: () => undefined,
    rememberLostAnswer: assign((_, error: unknown) => ({ lostAnswer: failureMessage(error) })),
    checkedNotDone: assign(({ context }) => ({
      ...(context.lostAnswer ?? { errorKey: 'errors:networkAbnormal', errorText: null }),
      retryable: context.intent,
      intent: null,
      pending: null,
    })),
    setAmount: assign(({ event }) => (event.type === 'SET_AMOUNT' ? { amount: event.amount } : {})),
    transferred: assign(({ context }, balance: Balance) => ({
      balance,
      notice: context.pending ? { kind: 'transferred' as const, ...context.pending } : null,
      pending: null,
      intent: null,
      retryable: null,
      amount: '',
    })),
    recalled: assign((_, balance: Balance) => ({ balance, notice: { kind: 'recalled' as const } })),
    storeFailure: assign((_, error: unknown) => ({ ...failureMessage(error), pending: null, intent: null })),
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
    intent: null,
    retryable: null,
    lostAnswer: null,
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
          {
            guard: { type: 'resumed', params: ({ event }) => event.output },
            target: 'outcomeUnknown',
            actions: [
              { type: 'storeLoad', params: ({ event }) => event.output },
              { type: 'resume', params: ({ event }) => event.output },
            ],
          },
          { target: 'ready', actions: { type: 'storeLoad', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeLoadFailure', params: errorOf } },
      },
    },
    loadFailed: retryableFailure(),
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
      entry: 'keepIntent',
      on: typing,
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => ({ ...(context.intent?.request ?? { from: '', to: '', amount: 0 }), idempotencyKey: context.intent?.key ?? '' }),
        onDone: { target: 'ready', actions: [{ type: 'transferred', params: ({ event }) => event.output }, 'forgetIntent', 'tellBalanceChanged'] },
        onError: [
          { guard: { type: 'outcomeUnknown', params: errorOf }, target: 'outcomeUnknown', actions: { type: 'rememberLostAnswer', params: errorOf } },
          { target: 'ready', actions: [{ type: 'storeFailure', params: errorOf }, 'forgetIntent'] },
        ],
      },
    },
    /**
     * The answer was lost: the wallets are read until they show whether the transfer happened.
     * No TRANSFER here (the form holds); typing goes on.
     */
    outcomeUnknown: outcomeUnknownState({
      tags: [TAGS.ready, TAGS.busy],
      on: typing,
      applied: { target: '#transferFund.ready', actions: [{ type: 'transferred', params: appliedResult<Balance> }, 'forgetIntent', 'tellBalanceChanged'] },
      notApplied: { target: '#transferFund.ready', actions: ['checkedNotDone', 'forgetIntent'] },
    }),
    recalling: {
      tags: [TAGS.ready, TAGS.busy],
      on: typing,
      invoke: {
        id: 'recall',
        src: 'recall',
        onDone: { target: 'ready', actions: [{ type: 'recalled', params: ({ event }) => event.output }, 'tellBalanceChanged'] },
        // A recall moves whatever the game wallets hold, so it is safe to press again; a lost answer
        // reads the wallets again to show where the money is now, with the message.
        onError: [
          { guard: { type: 'outcomeUnknown', params: errorOf }, target: 'refreshing', actions: { type: 'storeFailure', params: errorOf } },
          { target: 'ready', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
  },
});

export type TransferFundMachine = typeof transferFundMachine;
