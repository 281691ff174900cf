/**
 * What the shell needs to know about the session (the session actor, src/app/session.tsx):
 * signed in or not, the role, whether the stored token is still being checked, and whether the
 * referral promotion is on (the REFERRAL3 flag: the invite-friends entry shows only then), and
 * whether the chat room is offered (a real account with CHATROOM3: its entries show only then).
 */
import { CHAT_ROOM_FLAG, chatRoomOffered } from '@machines/support/chatRoom.access';
import type { SessionRole } from '@machines/auth/session.machine';
import { useMemo } from 'react';
import { useLogout, useSessionFacts } from '../../app/session';
import { useFlag } from '../../app/system';

export interface SessionView {
  readonly loggedIn: boolean;
  readonly referralEnabled: boolean;
  /** The chat room's entries show (a signed-in real account, CHATROOM3 on). */
  readonly chatRoom: boolean;
  readonly role: SessionRole | null;
  readonly restoring: boolean;
  logout(): void;
}

/** Redraws its reader only when one of these changes, not on each step of the session's chart. */
export function useSessionView(): SessionView {
  const { signedIn, role, restoring } = useSessionFacts();
  const referralEnabled = useFlag('REFERRAL3');
  const chatRoom = chatRoomOffered(signedIn ? role : null, useFlag(CHAT_ROOM_FLAG));
  const logout = useLogout();
  return useMemo(() => ({ loggedIn: signedIn, referralEnabled, chatRoom, role, restoring, logout }), [signedIn, referralEnabled, chatRoom, role, restoring, logout]);
}
