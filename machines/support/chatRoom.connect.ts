/** The chat room as its entries and its panel see it: the unread count, the panel's state, the intents. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import { firstTagOf, TAGS, type Send } from '../kit';
import { CHAT_TAGS, type ChatRoomEvent, type ChatRoomMachine } from './chatRoom.machine';

export type ChatPanelStatus = 'closed' | 'launching' | 'open' | 'failed';

export interface ChatRoomView {
  /** Unread chat-room messages to show on the entries (null: none known yet, or none to show). */
  readonly unread: number | null;
  /** The badge's text: "99+" above 99. */
  readonly unreadText: string | null;
  readonly panel: ChatPanelStatus;
  /** The count is being asked (the chat closed). */
  readonly counting: boolean;
  /** The platform's chat address while the panel shows it. */
  readonly chatUrl: string | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  open(): void;
  close(): void;
  retry(): void;
  /** Ask the count again (the window regains focus). */
  refresh(): void;
}

export function connectChatRoom(snapshot: SnapshotFrom<ChatRoomMachine>, send: Send<ChatRoomEvent>): ChatRoomView {
  const panel: ChatPanelStatus = snapshot.hasTag(CHAT_TAGS.panel)
    ? firstTagOf(snapshot, [[CHAT_TAGS.open, 'open'], [TAGS.failed, 'failed']], 'launching')
    : 'closed';
  const { unread } = snapshot.context;
  const shown = unread !== null && unread > 0 ? unread : null;
  return {
    unread: shown,
    unreadText: shown === null ? null : shown > 99 ? '99+' : String(shown),
    panel,
    counting: panel === 'closed' && snapshot.hasTag(TAGS.busy),
    chatUrl: panel === 'open' ? snapshot.context.chatUrl : null,
    failureKey: panel === 'failed' ? snapshot.context.failureKey : null,
    failureText: panel === 'failed' ? snapshot.context.failureText : null,
    open: () => send({ type: 'OPEN' }),
    close: () => send({ type: 'CLOSE' }),
    retry: () => send({ type: 'RETRY' }),
    refresh: () => send({ type: 'REFRESH' }),
  };
}
