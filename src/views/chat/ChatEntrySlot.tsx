/**
 * Where the side menu (first route), the signed-in header and the game page put the chat room's
 * entry: rendered only while the chat room is offered (useSessionView's `chatRoom`), its code a
 * lazy chunk that comes with the sign-in.
 */

import { lazyChunk } from '../../ui/loadChunk';
import type { ChatEntryPlace } from './ChatEntries';
import { SuspenseBoundary } from '../../ui/SuspenseBoundary';

const ChatEntry = lazyChunk(() => import('./ChatEntries'));

export function ChatEntrySlot({ place, onOpen }: { readonly place: ChatEntryPlace; readonly onOpen?: () => void }) {
  return (
    <SuspenseBoundary fallback={null}>
      <ChatEntry place={place} {...(onOpen ? { onOpen } : {})} />
    </SuspenseBoundary>
  );
}
