/**
 * The chat room and live cam (API.md "Chat and live cam": CBS_unreadCount, CBS_launchChat with
 * `chatUrl`, CBS_modelList). A member's unread chat-room messages live beside the scenario (a
 * WeakMap, so a reset scenario starts from the seed): every real account starts with a seeded
 * count (member01: 4), launching the chat room reads them all (0), and the control endpoint's
 * `setChatUnread` sets the count so a test can steer it. The chat room is the whitelabel's
 * CHATROOM3 module (seeded on); live cam is for signed-in real accounts.
 */
import { hashString } from '../infra/prng.js';
import type { Member, Scenario } from '../state/scenario.js';
import { TRIAL_TYPE } from '../seed/accounts.js';

/** The whitelabel module of the chat room (schema/seed/settings.ts, seeded on). */
export const CHAT_ROOM_FLAG = 'CHATROOM3';

const unreadBook = new WeakMap<Scenario, Map<string, number>>();

/** The seeded count: member01 has 4 waiting; other accounts 1–6 by their name. */
function seededUnread(member: Member): number {
  if (member.type === TRIAL_TYPE) return 0;
  if (member.username.toLowerCase() === 'member01') return 4;
  return 1 + (hashString(member.username.toLowerCase()) % 6);
}

function bookOf(scenario: Scenario): Map<string, number> {
  let book = unreadBook.get(scenario);
  if (!book) unreadBook.set(scenario, (book = new Map()));
  return book;
}

export function chatUnread(scenario: Scenario, member: Member): number {
  const book = bookOf(scenario);
  const key = member.username.toLowerCase();
  if (!book.has(key)) book.set(key, seededUnread(member));
  return book.get(key) ?? 0;
}

/** The control endpoint's setChatUnread (a whole number ≥ 0). */
export function setChatUnread(scenario: Scenario, member: Member, count: number): number {
  const value = Math.max(0, Math.floor(count));
  bookOf(scenario).set(member.username.toLowerCase(), value);
  return value;
}

/** Opening the chat room reads everything waiting. */
export function readChatRoom(scenario: Scenario, member: Member): void {
  bookOf(scenario).set(member.username.toLowerCase(), 0);
}
