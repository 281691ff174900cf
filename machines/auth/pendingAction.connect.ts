/**
 * The pending action as the sign-in popups and the pages see it: what is waiting, and for which
 * page once signed in. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { Send } from '../kit';
import { PENDING_ACTION_TAGS, type PendingAction, type PendingActionEvent, type PendingActionMachine } from './pendingAction.machine';

export interface PendingActionView {
  /** The action waiting for a sign-in, if any. */
  readonly held: PendingAction | null;
  /** The action to carry out now that the user signed in, if any: only its page does. */
  readonly due: PendingAction | null;
  /** The visitor is sent to sign in for `action`. */
  hold(action: PendingAction): void;
  /** A sign-in popup leading back to `page` is shown. */
  signInShown(page: string): void;
  /** The sign-in popup was closed without signing in. */
  drop(): void;
  /** The page carried the due action out. */
  take(): void;
}

export function connectPendingAction(snapshot: SnapshotFrom<PendingActionMachine>, send: Send<PendingActionEvent>): PendingActionView {
  const { action } = snapshot.context;
  return {
    held: snapshot.hasTag(PENDING_ACTION_TAGS.held) ? action : null,
    due: snapshot.hasTag(PENDING_ACTION_TAGS.due) ? action : null,
    hold: (next) => send({ type: 'HOLD', action: next }),
    signInShown: (page) => send({ type: 'SIGN_IN_SHOWN', page }),
    drop: () => send({ type: 'DROP' }),
    take: () => send({ type: 'TAKE' }),
  };
}

/** The action due on `page`, or null: another page's action is not this page's to carry out. */
export function dueOn(view: Pick<PendingActionView, 'due'>, page: string | null): PendingAction | null {
  return view.due && page !== null && view.due.page === page ? view.due : null;
}
