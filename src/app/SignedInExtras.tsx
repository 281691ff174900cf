/**
 * The signed-in parts with no place on the first screen: a member's favourites (read by every
 * tile's star), the withdrawal confirmation waiting for an answer, live account notices, the chat
 * room, the red envelope or an agent's contract offers, and the language the member reads told to
 * the platform. Each is a chunk of its own.
 *
 * They start once the page is drawn (src/ui/pageSettled.ts), one per task in this order
 * (`useInTurn`): mounted together they started seven chunks in one long task just after the page
 * was drawn. A component of its own, so neither the page settling nor each turn redraws the app.
 */
import { memo, type ComponentType } from 'react';
import { hasLiveEvents } from '@machines/inbox/accountEvents.access';
import { CHAT_ROOM_FLAG, chatRoomOffered } from '@machines/support/chatRoom.access';
import { ChunkBoundary } from '../ui/ChunkBoundary';
import { lazyChunk } from '../ui/loadChunk';
import { useInTurn, usePageSettled } from '../ui/pageSettled';
import { SuspenseBoundary } from '../ui/SuspenseBoundary';
import { useSessionFacts } from './session';
import { useFlag } from './system';

/** A member's favourites flow and its status: its code comes with the sign-in, a visitor's first page carries none of it. */
const Favourites = lazyChunk(() => import('../views/games/Favourites'));
/** Live account notices (the account WebSocket): loaded with the sign-in, like the favourites. */
const LiveNotices = lazyChunk(() => import('../views/live/LiveNotices'));
/** The withdrawal confirmation waiting for a signed-in member (checked on sign-in): its code comes with the sign-in. */
const PendingConfirmation = lazyChunk(() => import('../views/member/withdraw/PendingConfirmation'));
/** The contract offers waiting for a signed-in agent (checked on sign-in, AGENTPOLICY3): its code comes with the agent's sign-in. */
const PendingContracts = lazyChunk(() => import('../views/agent/contracts/PendingContracts'));
/** A member's red envelope: checked on sign-in, its code comes with the member's sign-in. */
const RedEnvelope = lazyChunk(() => import('../views/envelope/RedEnvelope'));
/** The chat room: its unread count and panel, for a real account with CHATROOM3; its code comes with the sign-in. */
const ChatRoom = lazyChunk(() => import('../views/chat/ChatRoom'));
const LanguageSync = lazyChunk(() => import('../views/language/LanguageSync'));

/** The turns below: favourites, withdrawal confirmation, live notices, chat room, envelope or contract offers, language sync. */
const TURNS = 6;

export function SignedInExtras() {
  const { signedIn, role } = useSessionFacts();
  const agentPolicy = useFlag('AGENTPOLICY3');
  const chatRoom = chatRoomOffered(signedIn ? role : null, useFlag(CHAT_ROOM_FLAG));
  const turn = useInTurn(usePageSettled() && signedIn, TURNS);
  // a real account only (a trial account or a visitor never connects)
  const liveEvents = hasLiveEvents(role);
  return (
    <>
      {/* a member's favourites: open while signed in, read by every tile's star */}
      {turn > 0 ? <Part area="favourites" view={Favourites} /> : null}
      {/* a real account's live account notices, and a C2C payment waiting for the member's answer,
          whose dialog opens after sign-in */}
      {turn > 1 && liveEvents ? <Part area="withdrawal-confirmation" view={PendingConfirmation} /> : null}
      {turn > 2 && liveEvents ? <Part area="live-notices" view={LiveNotices} /> : null}
      {turn > 3 && chatRoom ? <Part area="chat-room" view={ChatRoom} /> : null}
      {turn > 4 && role === 'member' ? <Part area="red-envelope" view={RedEnvelope} /> : null}
      {/* an agent's contract offers and termination requests, answered in a dialog after sign-in */}
      {turn > 4 && role === 'agent' && agentPolicy ? <Part area="pending-contracts" view={PendingContracts} /> : null}
      {/* the language the member reads, told to the platform */}
      {turn > 5 && liveEvents ? <Part area="language-sync" view={LanguageSync} /> : null}
    </>
  );
}

/**
 * A signed-in part with no place of its own on the page: its chunk loads on its own, a failure
 * stays inline. Memoised (its props are a name and a module's component): each later turn draws
 * SignedInExtras again, and the parts already drawn are not drawn anew.
 */
const Part = memo(function Part({ area, view: View }: { area: string; view: ComponentType }) {
  return (
    <ChunkBoundary area={area} size="inline">
      <SuspenseBoundary fallback={null}>
        <View />
      </SuspenseBoundary>
    </ChunkBoundary>
  );
});
