/**
 * The header's balance (SPEC.md §2 header, §9): loaded when the header of a signed-in user shows,
 * refreshed on request, shown or hidden by the user (the amount stays loaded while hidden).
 */
import { assign, setup } from 'xstate';
import { refreshOn } from '../accountSignals';
import { errorOf, notProvided, storeFailure, TAGS } from '../kit';

export interface BalanceValue {
  readonly amount: number;
  /** Default $ (SPEC.md §9). */
  readonly currencySymbol: string;
}

export interface BalanceContext {
  readonly balance: BalanceValue | null;
  readonly visible: boolean;
  /** Why the last load failed (i18n key), shown beside "balance unavailable". */
  readonly failureKey: string | null;
}

export type BalanceEvent = { type: 'REFRESH' } | { type: 'TOGGLE_VISIBILITY' };

/** Live events that send REFRESH (accountSignals.ts): a balance change pushed by the platform. */
export const balanceHearsAccount = refreshOn(['balanceChanged'], { type: 'REFRESH' } satisfies BalanceEvent);

export const balanceMachine = setup({
  types: { context: {} as BalanceContext, events: {} as BalanceEvent },
  actors: {
    loadBalance: notProvided<BalanceValue>('loadBalance'),
  },
  actions: {
    store: assign((_, balance: BalanceValue) => ({ balance, failureKey: null })),
    storeFailure: storeFailure(),
    toggle: assign(({ context }) => ({ visible: !context.visible })),
  },
}).createMachine({
  id: 'balance',
  context: { balance: null, visible: true, failureKey: null },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
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
    ready: { tags: [TAGS.ready], on: { REFRESH: 'loading', TOGGLE_VISIBILITY: { actions: 'toggle' } } },
    failed: { tags: [TAGS.failed], on: { REFRESH: 'loading', TOGGLE_VISIBILITY: { actions: 'toggle' } } },
  },
});

export type BalanceMachine = typeof balanceMachine;
