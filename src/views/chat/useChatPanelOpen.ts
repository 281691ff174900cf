/** Whether the chat room's panel shows (the game page makes room for it beside the game); false while the chat room is not open. */
import { useChatRoomApi } from './useChatRoom';

export function useChatPanelOpen(): boolean {
  return useChatRoomApi().panel !== 'closed';
}
