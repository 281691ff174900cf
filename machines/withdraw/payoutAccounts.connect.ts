/** The bound payout accounts as their view sees them. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { BindAccountPayload, WithdrawAccount, WithdrawGroup, WithdrawGroupType } from '../../src/api';
import { type LoadStatus, type Send, TAGS } from '../kit';
import { PAYOUT_TAGS, type PayoutAccountsEvent, type PayoutAccountsMachine, type PayoutNotice } from './payoutAccounts.machine';

export interface PayoutAccountsView {
  readonly status: LoadStatus;
  /** B, E and V, each with its banks (networks) and accounts (numbers masked by the platform). */
  readonly groups: readonly WithdrawGroup[];
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** The group whose add form is open (also while it binds). */
  readonly adding: WithdrawGroupType | null;
  readonly binding: boolean;
  /** The account the remove dialog asks about (also while it is removed). */
  readonly confirmingRemove: WithdrawAccount | null;
  readonly removing: boolean;
  readonly error: { readonly key: string; readonly text: string | null; readonly field: string | null } | null;
  readonly notice: PayoutNotice | null;
  retry(): void;
  add(group: WithdrawGroupType): void;
  bind(request: BindAccountPayload): void;
  askRemove(id: string): void;
  confirmRemove(): void;
  cancel(): void;
}

export function connectPayoutAccounts(snapshot: SnapshotFrom<PayoutAccountsMachine>, send: Send<PayoutAccountsEvent>): PayoutAccountsView {
  const { groups, failureKey, failureText, addingGroup, selectedId, errorKey, errorText, errorField, notice } = snapshot.context;
  const failed = snapshot.hasTag(TAGS.failed);
  const ready = snapshot.hasTag(TAGS.ready);
  const confirming = snapshot.hasTag(PAYOUT_TAGS.confirming);
  const selected = groups.flatMap((group) => group.accounts).find((account) => account.bankCardId === selectedId) ?? null;
  return {
    status: failed ? 'failed' : ready ? 'ready' : 'loading',
    groups: ready ? groups : [],
    failureKey: failed ? failureKey : null,
    failureText: failed ? failureText : null,
    adding: snapshot.hasTag(PAYOUT_TAGS.adding) ? addingGroup : null,
    binding: snapshot.hasTag(PAYOUT_TAGS.binding),
    confirmingRemove: confirming ? selected : null,
    removing: snapshot.hasTag(PAYOUT_TAGS.removing),
    error: errorKey && ready && !snapshot.hasTag(TAGS.busy) ? { key: errorKey, text: errorText, field: errorField } : null,
    notice: ready ? notice : null,
    retry: () => send({ type: 'RETRY' }),
    add: (group) => send({ type: 'ADD', group }),
    bind: (request) => send({ type: 'BIND', request }),
    askRemove: (id) => send({ type: 'ASK_REMOVE', id }),
    confirmRemove: () => send({ type: 'CONFIRM' }),
    cancel: () => send({ type: 'CANCEL' }),
  };
}
