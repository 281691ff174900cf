/**
 * Where the side menu (first route), the signed-in header and the game page put the chat room's
 * entry: rendered only while the chat room is offered (useSessionView's `chatRoom`), its code a
 * lazy chunk that comes with the sign-in.
 */
import { Suspense } from 'react';
import { lazyChunk } from '../../ui/loadChunk';
import type { ChatEntryPlace } from './ChatEntries';

const ChatEntry = lazyChunk(() => import('./ChatEntries'));

export function ChatEntrySlot({ place, onOpen }: { readonly place: ChatEntryPlace; readonly onOpen?: () => void }) {
  return (
    <Suspense fallback={null}>
      <ChatEntry place={place} {...(onOpen ? { onOpen } : {})} />
    </Suspense>
  );
}
