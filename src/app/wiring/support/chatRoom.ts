/** Wiring of the chat room: CBS_unreadCount and CBS_launchChat (the chat room's address). */
import { chatRoomMachine } from '@machines/support/chatRoom.machine';
import { api, platformCall } from '../platform';

export const chatRoomLogic = chatRoomMachine.provide({
  actors: {
    loadUnread: platformCall<number>((_input, { signal }) => api.content.getChatUnreadCount({ signal })),
    launchChat: platformCall<string>((_input, { signal }) => api.content.launchChat({}, { signal })),
  },
});
