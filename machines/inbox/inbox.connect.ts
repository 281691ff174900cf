/** The messages page as its view sees it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { InboxMessage } from '../../src/api/inbox';
import { type ListStatus, listStatusOf, type Send } from '../kit';
import { INBOX_TAGS, type InboxEvent, type InboxMachine } from './inbox.machine';

export interface InboxView {
  readonly status: ListStatus;
  readonly items: readonly InboxMessage[];
  /** The member's unread messages (the platform's count, the same the menu badge shows). */
  readonly unread: number;
  readonly page: number;
  readonly totalPages: number;
  readonly totalCount: number;
  /** The message open for reading (its HTML goes through SafeHtml), null when none. */
  readonly open: InboxMessage | null;
  readonly selected: readonly string[];
  /** The delete confirmation is asked: how many messages it is about (0 when not asked). */
  readonly confirmingCount: number;
  /** A delete is running: the confirm button is busy and takes no second press. */
  readonly deleting: boolean;
  /** How many messages the last delete took away (the notice), null for none. */
  readonly deleted: number | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  readonly actionFailureKey: string | null;
  setPage(page: number): void;
  openItem(id: string): void;
  close(): void;
  toggle(id: string): void;
  clearSelection(): void;
  deleteOpen(): void;
  deleteSelected(): void;
  confirmDelete(): void;
  cancelDelete(): void;
  retry(): void;
}

export function connectInbox(snapshot: SnapshotFrom<InboxMachine>, send: Send<InboxEvent>): InboxView {
  const { page, result, openId, selected, pendingDelete, deleted, failureKey, failureText, actionFailureKey } = snapshot.context;
  const status = listStatusOf(snapshot);
  const items = status === 'ready' ? (result?.items ?? []) : [];
  const confirming = snapshot.hasTag(INBOX_TAGS.confirming) || snapshot.hasTag(INBOX_TAGS.deleting);
  return {
    status,
    items,
    unread: result?.unread ?? 0,
    page,
    totalPages: status === 'ready' ? (result?.totalPages ?? 1) : 0,
    totalCount: result?.totalCount ?? 0,
    open: snapshot.hasTag(INBOX_TAGS.reading) ? (items.find((item) => item.id === openId) ?? null) : null,
    selected,
    confirmingCount: confirming ? pendingDelete.length : 0,
    deleting: snapshot.hasTag(INBOX_TAGS.deleting),
    deleted,
    failureKey: status === 'failed' ? failureKey : null,
    failureText: status === 'failed' ? failureText : null,
    actionFailureKey,
    setPage: (next) => send({ type: 'SET_PAGE', page: next }),
    openItem: (id) => send({ type: 'OPEN', id }),
    close: () => send({ type: 'CLOSE' }),
    toggle: (id) => send({ type: 'TOGGLE', id }),
    clearSelection: () => send({ type: 'CLEAR' }),
    deleteOpen: () => send({ type: 'DELETE' }),
    deleteSelected: () => send({ type: 'DELETE_SELECTED' }),
    confirmDelete: () => send({ type: 'CONFIRM' }),
    cancelDelete: () => send({ type: 'CANCEL' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
