/**
 * The header's balance (SPEC.md §2 header, §9): loaded when the header of a signed-in user shows,
 * refreshed on request, shown or hidden by the user (the amount stays loaded while hidden).
 *
 * Refreshes are throttled like the captcha's and the SMS send's: after each answer (`ready` or
 * `failed`) the balance cools for BALANCE_REFRESH_THROTTLE_MS (tag `cooling`, the refresh button
 * says so). A REFRESH meanwhile is not dropped but kept for the end of the wait (a pushed balance
 * change must still be read), so twenty clicks make at most one call per wait, not twenty.
 *
 * A failed refresh keeps the last amount read and when it was read (`readAt`): the header says the
 * refresh failed (a timeout as such) beside that amount, never a silent old figure.
 */
import { assign, setup } from 'xstate';
import { refreshOn } from '../accountSignals';
import { errorOf, notProvided, storeFailure, TAGS } from '../kit';

export interface BalanceValue {
  readonly amount: number;
  /** Default $ (SPEC.md §9). */
  readonly currencySymbol: string;
  /** What may be withdrawn: the main wallet's available balance (absent or null: no main wallet named). */
  readonly withdrawable?: number | null;
}

/** The least time between two balance calls asked for by REFRESH. */
export const BALANCE_REFRESH_THROTTLE_MS = 1_000;

export const BALANCE_TAGS = {
  /** A refresh now waits for the end of the throttle. */
  cooling: 'cooling',
} as const;

export interface BalanceContext {
  readonly balance: BalanceValue | null;
  /** When `balance` was read (ms since the epoch), null before the first answer. */
  readonly readAt: number | null;
  /** A REFRESH came while cooling: the balance is read again when the wait ends. */
  readonly refreshDue: boolean;
  readonly visible: boolean;
  /** Why the last load failed (i18n key), shown beside "balance unavailable". */
  readonly failureKey: string | null;
}

export type BalanceEvent = { type: 'REFRESH' } | { type: 'TOGGLE_VISIBILITY' };

/** Live events that send REFRESH (accountSignals.ts): a balance change pushed by the platform. */
export const balanceHearsAccount = refreshOn(['balanceChanged'], { type: 'REFRESH' } satisfies BalanceEvent);

/** An answered state's refresh: cooling first (a REFRESH kept for the end of it), then taken at once. */
const throttled = () =>
  ({
    initial: 'cooling',
    states: {
      cooling: {
        tags: [BALANCE_TAGS.cooling],
        on: { REFRESH: { actions: 'keepRefresh' } },
        after: { refreshThrottle: [{ guard: 'refreshDue', target: '#balance.loading' }, { target: 'idle' }] },
      },
      idle: { on: { REFRESH: '#balance.loading' } },
    },
  }) as const;

export const balanceMachine = setup({
  types: { context: {} as BalanceContext, events: {} as BalanceEvent },
  actors: {
    loadBalance: notProvided<BalanceValue>('loadBalance'),
  },
  guards: {
    refreshDue: ({ context }) => context.refreshDue,
  },
  actions: {
    store: assign((_, balance: BalanceValue) => ({ balance, readAt: Date.now(), failureKey: null })),
    storeFailure: storeFailure(),
    toggle: assign(({ context }) => ({ visible: !context.visible })),
    keepRefresh: assign({ refreshDue: true }),
    clearRefresh: assign({ refreshDue: false }),
  },
  delays: {
    refreshThrottle: BALANCE_REFRESH_THROTTLE_MS,
  },
}).createMachine({
  id: 'balance',
  context: { balance: null, readAt: null, refreshDue: false, visible: true, failureKey: null },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      entry: 'clearRefresh',
      // a refresh asked for during a load (a pushed balance change, the resync on reconnect) starts
      // the load again: the answer in flight may predate the change, and keeping it would show the old amount
      on: { REFRESH: { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadBalance',
        src: 'loadBalance',
        onDone: { target: 'ready', actions: { type: 'store', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    // Show/hide waits for the amount: a refresh in flight keeps the eye button disabled.
    ready: { tags: [TAGS.ready], ...throttled(), on: { TOGGLE_VISIBILITY: { actions: 'toggle' } } },
    failed: { tags: [TAGS.failed], ...throttled(), on: { TOGGLE_VISIBILITY: { actions: 'toggle' } } },
  },
});

export type BalanceMachine = typeof balanceMachine;
