/**
 * The chat room: App renders this while a real account is signed in and CHATROOM3 is
 * on, loaded with the sign-in (a lazy chunk), so a visitor's first page carries none of it. It
 * opens the chatRoom flow (the chart polls the unread count and launches the chat) for the
 * session's life, asks the count again when the window regains focus, and shows the chat's panel
 * while it is open. The entries that open it (side menu, header, game page) are ./ChatEntries.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatRoomView } from '@machines/support/chatRoom.connect';
import { ChatIcon } from '../../ui/icons';
import { ChatPanel } from './ChatPanel';
import { useChatRoom } from './useChatRoom';

export default function ChatRoom() {
  const chat = useChatRoom();
  const { t } = useTranslation('chat');
  useRefreshOnReturn(chat);
  return (
    <>
      {chat.panel !== 'closed' ? (
        <ChatPanel
          state={chat.panel}
          title={t('panelTitle')}
          frameTitle={t('frameTitle')}
          url={chat.chatUrl}
          failureKey={chat.failureKey}
          onClose={chat.close}
          onRetry={chat.retry}
          testId="chat-panel"
          icon={<ChatIcon size={20} />}
        />
      ) : null}
    </>
  );
}

/** Messages may have come while the member was elsewhere: focus or visibility regained. */
function useRefreshOnReturn(chat: ChatRoomView) {
  const latest = useRef(chat);
  useEffect(() => {
    latest.current = chat;
  });
  useEffect(() => {
    const onFocus = () => latest.current.refresh();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') latest.current.refresh();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}
