/** The chat room's flow: App's ChatRoom opens it for a signed-in real account with CHATROOM3; its entries read it. */
import { connectChatRoom, type ChatRoomApi } from '@machines/support/chatRoom.connect';
import { useFlow, useFlowApi } from '../../app/actors';
import { chatRoomLogic } from '../../app/wiring/support/chatRoom';

export const CHAT_ROOM_FLOW = 'chatRoom';

export function useChatRoom(): ChatRoomApi {
  return useFlow(CHAT_ROOM_FLOW, chatRoomLogic, connectChatRoom);
}

export function useChatRoomApi(): ChatRoomApi {
  return useFlowApi(CHAT_ROOM_FLOW, chatRoomLogic, connectChatRoom);
}
