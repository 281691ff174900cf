/**
 * The chat room (SPEC.md §1 "chat room", §2 modal "chat room"; API.md "Chat and live cam":
 * CBS_unreadCount, CBS_launchChat → chatUrl). App opens it for a signed-in real account while the
 * whitelabel's CHATROOM3 module is on; its entries (side menu, header, beside the game page) show
 * the unread count and open the chat in a panel beside the page (desktop) or full screen (phone).
 *
 * - `counting` (named `loadUnread`) → `idle`; a failed count is quiet (the last count stays, the
 *   next poll asks again); REFRESH while counting asks again.
 * - `idle`: the count asked again every CHAT_POLL_MS and on REFRESH (the window regains focus);
 *   OPEN → `launching` (named `launchChat`: the chat room's address, which reads its messages) →
 *   `open` (the platform's chatUrl; the count is 0) | `failed` (its message; RETRY → `launching`).
 * - CLOSE from `launching`, `failed` → `idle`; from `open` → `counting` (messages may have come).
 */
import { assign, setup } from 'xstate';
import { errorOf, notProvided, storeFailure, TAGS } from '../kit';

/** How often the unread count is asked while the chat is closed. */
export const CHAT_POLL_MS = 30_000;

export const CHAT_TAGS = {
  /** The chat's panel is shown (launching, open or failed). */
  panel: 'panel',
  launching: 'launching',
  /** The platform's chat page is framed. */
  open: 'open',
} as const;

export interface ChatRoomContext {
  /** Unread chat-room messages (null until the first count answers). */
  readonly unread: number | null;
  readonly chatUrl: string | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
}

export type ChatRoomEvent = { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'RETRY' } | { type: 'REFRESH' };

export const chatRoomMachine = setup({
  types: { context: {} as ChatRoomContext, events: {} as ChatRoomEvent },
  actors: {
    loadUnread: notProvided<number>('loadUnread'),
    launchChat: notProvided<string>('launchChat'),
  },
  actions: {
    storeFailure: storeFailure({ withText: true }),
  },
}).createMachine({
  id: 'chatRoom',
  context: { unread: null, chatUrl: null, failureKey: null, failureText: null },
  initial: 'counting',
  states: {
    counting: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadUnread',
        src: 'loadUnread',
        onDone: { target: 'idle', actions: assign({ unread: ({ event }) => Math.max(0, event.output) }) },
        // quiet: the count is a hint; the next poll asks again
        onError: 'idle',
      },
      on: {
        OPEN: { target: 'launching', actions: assign({ failureKey: null, failureText: null }) },
        // the window regained focus while a count was out: that answer may predate what came since
        REFRESH: { target: 'counting', reenter: true },
      },
    },
    idle: {
      tags: [TAGS.ready],
      after: { [CHAT_POLL_MS]: 'counting' },
      on: {
        REFRESH: 'counting',
        OPEN: { target: 'launching', actions: assign({ failureKey: null, failureText: null }) },
      },
    },
    launching: {
      tags: [CHAT_TAGS.panel, CHAT_TAGS.launching, TAGS.busy],
      invoke: {
        id: 'launchChat',
        src: 'launchChat',
        onDone: { target: 'open', actions: assign({ chatUrl: ({ event }) => event.output, unread: 0 }) },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
      on: { CLOSE: 'idle' },
    },
    failed: {
      tags: [CHAT_TAGS.panel, TAGS.failed],
      on: { RETRY: { target: 'launching', actions: assign({ failureKey: null, failureText: null }) }, CLOSE: 'idle' },
    },
    open: {
      tags: [CHAT_TAGS.panel, CHAT_TAGS.open],
      on: { CLOSE: { target: 'counting', actions: assign({ chatUrl: null }) } },
    },
  },
});

export type ChatRoomMachine = typeof chatRoomMachine;
