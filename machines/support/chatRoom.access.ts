/**
 * Who has the chat room: apart from the chart, so the app shell decides without loading it (the
 * chart comes with the chat's chunk). A real account (member or agent) while the whitelabel's
 * CHATROOM3 module is on; never a trial account or a visitor.
 */
import { hasLiveEvents, type AccountEventsRole } from '../inbox/accountEvents.access';

/** The whitelabel module of the chat room (API.md "Whitelabel tree"; the platform seeds it on). */
export const CHAT_ROOM_FLAG = 'CHATROOM3';

export function chatRoomOffered(role: AccountEventsRole, flagOn: boolean): boolean {
  return flagOn && hasLiveEvents(role);
}
