/** The path model of the chat room: the unread count (or a quiet failure), polled and refreshed; the chat launched (or failed and retried), closed. */
import type { PathModel } from '../registry';
import { CHAT_POLL_MS, type ChatRoomMachine } from '../../../machines/support/chatRoom.machine';

const COUNT_DONE = 'xstate.done.actor.loadUnread';
const COUNT_ERROR = 'xstate.error.actor.loadUnread';
const LAUNCH_DONE = 'xstate.done.actor.launchChat';
const LAUNCH_ERROR = 'xstate.error.actor.launchChat';
const POLL = `xstate.after.${CHAT_POLL_MS}.chatRoom.idle`;

/** The chat room's address on the embedded platform (the UI map checks the frame shows it). */
export const CHAT_ROOM_URL = '/__platform/chatroom?lang=en';

const events = {
  [COUNT_DONE]: [{ type: COUNT_DONE, output: 4 }],
  [COUNT_ERROR]: [{ type: COUNT_ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  [LAUNCH_DONE]: [{ type: LAUNCH_DONE, output: CHAT_ROOM_URL }],
  [LAUNCH_ERROR]: [{ type: LAUNCH_ERROR, error: { kind: 'envelope', errorCode: 'function.not.available', messageKey: 'errors:functionNotAvailable' } }],
  [POLL]: [{ type: POLL }],
  OPEN: [{ type: 'OPEN' }],
  CLOSE: [{ type: 'CLOSE' }],
  RETRY: [{ type: 'RETRY' }],
  REFRESH: [{ type: 'REFRESH' }],
};

export const chatRoomModel: PathModel<ChatRoomMachine> = {
  events,
  stitchTours: true,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, unread: snapshot.context.unread, open: snapshot.context.chatUrl !== null }),
};
