/**
 * The chat room's entries, each with the unread count: the side menu's, the signed-in header's
 * and the one beside the game page. They read the chatRoom flow App's ChatRoom opened and open its
 * panel. Loaded with the sign-in (./ChatEntrySlot), never on a visitor's first page.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { ChatIcon } from '../../ui/icons';
import { styled } from '../../ui/theme';
import { useChatRoomApi } from './useChatRoom';

export type ChatEntryPlace = 'sideMenu' | 'header' | 'game';

export default function ChatEntry({ place, onOpen }: { readonly place: ChatEntryPlace; readonly onOpen?: () => void }) {
  const { t } = useTranslation('chat');
  const chat = useChatRoomApi();
  const label = chat.unread === null ? t('entry') : t('entryUnread', { count: chat.unread });
  const open = () => {
    onOpen?.();
    chat.open();
  };
  const expanded = chat.panel !== 'closed';
  // whether the count is being asked (tests read it on the entry: the badge alone cannot say)
  const countState = chat.counting ? 'counting' : 'idle';
  const count = chat.unreadText ? (
    <Count data-testid="chat-unread" aria-hidden="true" place={place}>
      {chat.unreadText}
    </Count>
  ) : null;
  if (place === 'header') {
    // from md up: a phone's header has no room beside the balance (its entries are the side menu's and the game page's)
    return (
      <FromMd>
        <IconButton label={label} onClick={open} aria-haspopup="dialog" aria-expanded={expanded} data-testid="chat-entry" data-place={place} data-state={countState}>
          <ChatIcon size={22} />
          {count}
        </IconButton>
      </FromMd>
    );
  }
  if (place === 'game') {
    return (
      <Button variant="secondary" size="sm" icon={<ChatIcon size={18} />} onClick={open} aria-label={label} aria-haspopup="dialog" aria-expanded={expanded} data-testid="chat-entry" data-place={place} data-state={countState}>
        {t('entry')}
        {count}
      </Button>
    );
  }
  return (
    <MenuButton type="button" onClick={open} aria-label={label} aria-haspopup="dialog" aria-expanded={expanded} data-testid="chat-entry" data-place={place} data-state={countState}>
      <ChatIcon size={20} />
      <span>{t('entry')}</span>
      {count}
    </MenuButton>
  );
}

const FromMd = styled('span', { display: 'none', '@md': { display: 'inline-flex' } });

const Count = styled('span', {
  minWidth: '18px',
  height: '18px',
  px: '4px',
  borderRadius: '$pill',
  backgroundColor: '$danger',
  color: '#fff',
  fontSize: '11px',
  fontWeight: '$bold',
  lineHeight: '18px',
  textAlign: 'center',
  boxSizing: 'border-box',
  variants: {
    place: {
      header: { position: 'absolute', top: '2px', right: 0, pointerEvents: 'none' },
      sideMenu: { marginLeft: 'auto' },
      game: { marginLeft: '$1' },
    },
  },
});

// the side menu's item look (SideMenu.tsx itemBase)
const MenuButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  width: '100%',
  minHeight: '$touch',
  px: '$3',
  borderRadius: '$md',
  color: '$text',
  fontSize: '$sm',
  fontWeight: '$semibold',
  cursor: 'pointer',
  transition: 'background-color $fast, color $fast',
  '& > svg': { color: '$textMuted' },
  '@hover': { '&:hover': { backgroundColor: '$surface3', '& > svg': { color: '$goldText' } } },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '-2px' },
});
