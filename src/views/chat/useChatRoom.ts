/** The chat room's flow: App's ChatRoom opens it for a signed-in real account with CHATROOM3; its entries read it. */
import { connectChatRoom, type ChatRoomView } from '@machines/support/chatRoom.connect';
import { useFlow, useFlowApi } from '../../app/actors';
import { chatRoomLogic } from '../../app/wiring/support/chatRoom';
import { FLOW } from '../../app/flowKeys';

export function useChatRoom(): ChatRoomView {
  return useFlow(FLOW.chatRoom, chatRoomLogic, connectChatRoom);
}

export function useChatRoomApi(): ChatRoomView {
  return useFlowApi(FLOW.chatRoom, chatRoomLogic, connectChatRoom);
}
