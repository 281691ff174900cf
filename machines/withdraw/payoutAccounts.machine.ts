/**
 * The security centre's bound payout accounts: bank cards (B), e-wallets (E) and crypto
 * addresses (V). The list and binding are the withdraw area's calls, so an account added here is
 * the one the withdraw page offers; unbinding is the security centre's own.
 *
 * - `loading` → `ready` | `failure` (RETRY).
 * - `ready.idle`: ADD {group} → `ready.adding` (the form) → BIND {request} → `ready.binding` (no
 *   second BIND: a double click binds once) → `ready.idle` with the account listed, or back to
 *   `ready.adding` with the refusal at its field; CANCEL closes the form.
 * - ASK_REMOVE {id} → `ready.confirming` → CONFIRM → `ready.removing` (one unbind however often
 *   pressed) → `ready.idle` without it, or with the refusal above the list; CANCEL keeps it.
 */
import { assign, setup } from 'xstate';
import type { BindAccountPayload, WithdrawAccount, WithdrawGroup, WithdrawGroupType } from '../../src/api';
import { errorOf, failureMessage, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';
import { failureField } from '../security/securityTask.machine';

export const PAYOUT_TAGS = {
  adding: 'adding',
  binding: 'binding',
  confirming: 'confirming',
  removing: 'removing',
} as const;

export type PayoutNotice = 'added' | 'removed';

export interface PayoutAccountsContext {
  readonly groups: readonly WithdrawGroup[];
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** The group whose add form is open. */
  readonly addingGroup: WithdrawGroupType | null;
  /** The account the remove dialog is about. */
  readonly selectedId: string | null;
  /** A bind or unbind refusal (and the form field it names). */
  readonly errorKey: string | null;
  readonly errorText: string | null;
  readonly errorField: string | null;
  readonly notice: PayoutNotice | null;
}

export type PayoutAccountsEvent =
  | { type: 'RETRY' }
  | { type: 'ADD'; group: WithdrawGroupType }
  | { type: 'BIND'; request: BindAccountPayload }
  | { type: 'ASK_REMOVE'; id: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

const NO_ERROR = { errorKey: null, errorText: null, errorField: null } as const;

/** The platform's `cardNumber` / `bankCode` / `cardHolder` field names, as the form names them. */
function bindErrorField(error: unknown): string | null {
  const value = (error as { value?: unknown } | null)?.value;
  const named = typeof value === 'object' && value !== null ? (value as { field?: unknown }).field : undefined;
  return typeof named === 'string' ? named : failureField(error);
}

export const payoutAccountsMachine = setup({
  types: { context: {} as PayoutAccountsContext, events: {} as PayoutAccountsEvent },
  actors: {
    loadAccounts: notProvided<readonly WithdrawGroup[]>('loadAccounts'),
    /** The account bound; null when the answer does not carry it (the accounts are read again). */
    bindAccount: notProvided<WithdrawAccount | null, BindAccountPayload>('bindAccount'),
    unbindAccount: notProvided<unknown, { id: string }>('unbindAccount'),
  },
  guards: {
    knownAccount: ({ context, event }) => event.type === 'ASK_REMOVE' && context.groups.some((group) => group.accounts.some((account) => account.bankCardId === event.id)),
  },
  actions: {
    storeGroups: assign((_, groups: readonly WithdrawGroup[]) => ({ groups, failureKey: null, failureText: null })),
    storeFailure: storeFailure({ withText: true }),
    storeError: assign((_, error: unknown) => ({ ...failureMessage(error), errorField: bindErrorField(error) })),
    openForm: assign((_, group: WithdrawGroupType) => ({ addingGroup: group, notice: null, ...NO_ERROR })),
    closeForm: assign({ addingGroup: null, ...NO_ERROR }),
    clearError: assign(NO_ERROR),
    /** Bound, the answer without the account: the form closes and says added; the list read again shows it. */
    boundUnseen: assign({ addingGroup: null, notice: 'added' as const, ...NO_ERROR }),
    appendAccount: assign(({ context }, account: WithdrawAccount) => ({
      groups: context.groups.map((group) => (group.type === account.groupType ? { ...group, accounts: [...group.accounts.filter((other) => other.bankCardId !== account.bankCardId), account] } : group)),
      addingGroup: null,
      notice: 'added' as const,
      ...NO_ERROR,
    })),
    select: assign((_, id: string) => ({ selectedId: id, notice: null, ...NO_ERROR })),
    unselect: assign({ selectedId: null }),
    dropSelected: assign(({ context }) => ({
      groups: context.groups.map((group) => ({ ...group, accounts: group.accounts.filter((account) => account.bankCardId !== context.selectedId) })),
      selectedId: null,
      notice: 'removed' as const,
    })),
  },
}).createMachine({
  id: 'payoutAccounts',
  context: { groups: [], failureKey: null, failureText: null, addingGroup: null, selectedId: null, ...NO_ERROR, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadAccounts',
        src: 'loadAccounts',
        onDone: { target: 'ready', actions: { type: 'storeGroups', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failure: retryableFailure(),
    ready: {
      tags: [TAGS.ready],
      initial: 'idle',
      states: {
        idle: {
          on: {
            ADD: { target: 'adding', actions: { type: 'openForm', params: ({ event }) => event.group } },
            ASK_REMOVE: { guard: 'knownAccount', target: 'confirming', actions: { type: 'select', params: ({ event }) => event.id } },
          },
        },
        adding: {
          tags: [TAGS.editing, PAYOUT_TAGS.adding],
          on: { BIND: { target: 'binding', actions: 'clearError' }, CANCEL: { target: 'idle', actions: 'closeForm' } },
        },
        binding: {
          tags: [TAGS.busy, PAYOUT_TAGS.adding, PAYOUT_TAGS.binding],
          invoke: {
            id: 'bindAccount',
            src: 'bindAccount',
            input: ({ event }) => (event.type === 'BIND' ? event.request : { groupType: 'B', bankCode: '', cardNumber: '', cardHolder: '' }),
            onDone: [
              // bound, but the answer does not carry the account (API.md does not describe it): the list says which
              { guard: ({ event }) => event.output === null, target: '#payoutAccounts.loading', actions: 'boundUnseen' },
              // the branch above took an answer without the account
              { target: 'idle', actions: { type: 'appendAccount', params: ({ event }) => event.output as WithdrawAccount } },
            ],
            onError: { target: 'adding', actions: { type: 'storeError', params: errorOf } },
          },
        },
        confirming: {
          tags: [PAYOUT_TAGS.confirming],
          on: { CONFIRM: 'removing', CANCEL: { target: 'idle', actions: 'unselect' } },
        },
        removing: {
          tags: [TAGS.busy, PAYOUT_TAGS.confirming, PAYOUT_TAGS.removing],
          invoke: {
            id: 'unbindAccount',
            src: 'unbindAccount',
            input: ({ context }) => ({ id: context.selectedId ?? '' }),
            onDone: { target: 'idle', actions: 'dropSelected' },
            onError: { target: 'idle', actions: [{ type: 'storeError', params: errorOf }, 'unselect'] },
          },
        },
      },
    },
  },
});

export type PayoutAccountsMachine = typeof payoutAccountsMachine;
