/**
 * The balance chart as the header's balance box sees it: what to show and what the user can do.
 * Pure (no React): tests call it with a snapshot and a spy for `send`.
 */
import type { SnapshotFrom } from 'xstate';
import { BALANCE_TAGS, type BalanceEvent, type BalanceMachine } from './balance.machine';
import { loadStatusOf, TAGS, type LoadStatus, type Send } from '../kit';

export interface BalanceView {
  readonly status: LoadStatus;
  /** A call is running: refresh and show/hide wait for it. */
  readonly busy: boolean;
  /** A refresh was just answered: the next one waits (the throttle), the button says so. */
  readonly coolingDown: boolean;
  /** The amount, once loaded (kept while hidden and across a failed refresh). */
  readonly amount: number | null;
  /** What may be withdrawn (the main wallet's available balance), once loaded; null when none is named. */
  readonly withdrawable: number | null;
  /** Default $ (SPEC.md §9). */
  readonly currencySymbol: string;
  readonly visible: boolean;
  /** Why the last load failed (i18n key, SPEC.md §8), while it is the current state. */
  readonly failureKey: string | null;
  /** The last refresh failed but an amount was read before: it is shown, with when it was read. */
  readonly stale: boolean;
  /** When the amount shown was read (ms since the epoch), null before the first answer. */
  readonly readAt: number | null;
  refresh(): void;
  toggleVisibility(): void;
}

export function connectBalance(snapshot: SnapshotFrom<BalanceMachine>, send: Send<BalanceEvent>): BalanceView {
  const busy = snapshot.hasTag(TAGS.busy);
  const { balance, visible, failureKey, readAt } = snapshot.context;
  const failed = snapshot.hasTag(TAGS.failed);
  return {
    status: loadStatusOf(snapshot),
    busy,
    coolingDown: snapshot.hasTag(BALANCE_TAGS.cooling),
    amount: balance?.amount ?? null,
    withdrawable: balance?.withdrawable ?? null,
    currencySymbol: balance?.currencySymbol || '$',
    visible,
    failureKey: failed ? failureKey : null,
    stale: failed && balance !== null,
    readAt,
    refresh: () => send({ type: 'REFRESH' }),
    toggleVisibility: () => send({ type: 'TOGGLE_VISIBILITY' }),
  };
}
