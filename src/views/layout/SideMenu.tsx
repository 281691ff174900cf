/**
 * The side menu (SPEC.md §2): deposit, withdrawal, promotions, invite friends (referral only),
 * reward centre, blog, news, live cams, the chat room (a signed-in real account with CHATROOM3),
 * app download (iOS, Android, lite from the permission info's resources, each with a QR code),
 * social links (the resources' WhatsApp, Facebook, Telegram, Instagram), live support, sign out
 * (logged in only), language and theme. The same content is a persistent column from `lg` up and a drawer below.
 * Entries whose screens arrive with later issues link to their placeholder routes.
 */
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { usePermissionInfo } from '../../app/system';
import { lazyChunk } from '../../ui/loadChunk';
import { ChunkBoundary } from '../../ui/ChunkBoundary';
import {
  CardsIcon,
  DepositIcon,
  EsportsIcon,
  RoosterIcon,
  FileTextIcon,
  FishIcon,
  GiftIcon,
  HeadsetIcon,
  HomeIcon,
  InfoIcon,
  LiveIcon,
  LogOutIcon,
  MoonIcon,
  MegaphoneIcon,
  ShoppingBagIcon,
  SlotsIcon,
  SportsIcon,
  SunIcon,
  TicketIcon,
  TrophyIcon,
  UserPlusIcon,
  VideoIcon,
  WithdrawIcon,
  type IconComponent,
} from '../../ui/icons';
import { styled } from '../../ui/theme';
import { useTheme } from '../../ui/useTheme';
import { ChatEntrySlot } from '../chat/ChatEntrySlot';
import { LanguageSelect } from '../language/LanguageSelect';
import { LiveSupportSlot } from '../support/LiveSupportSlot';
import { categoryHref } from '../games/gameRoutes';
import { SocialIcon } from './SocialIcon';
import { normalisePath } from './layoutRules';
import { socialLinksOf } from './resourceLinks';

// the apps with their QR codes: their own chunk, out of the first route
const SideMenuApps = lazyChunk(() => import('./SideMenuApps'));
import type { SessionView } from './useSessionView';
import { SuspenseBoundary } from '../../ui/SuspenseBoundary';

interface MenuEntry {
  readonly id: string;
  readonly href: string;
  readonly icon: IconComponent;
}

const ACCOUNT_ENTRIES: readonly MenuEntry[] = [
  { id: 'deposit', href: '/member/depositv2', icon: DepositIcon },
  { id: 'withdraw', href: '/member/withdraw', icon: WithdrawIcon },
  { id: 'promotions', href: '/promotions', icon: GiftIcon },
  { id: 'inviteFriends', href: '/member/referral', icon: UserPlusIcon },
  { id: 'rewardCentre', href: '/member/rewardCenter', icon: TrophyIcon },
  { id: 'pointMall', href: '/pointMall', icon: ShoppingBagIcon },
  { id: 'announcements', href: '/?announcement', icon: MegaphoneIcon },
  { id: 'liveCam', href: '/liveCam', icon: VideoIcon },
  // The blog and the news
  { id: 'blog', href: '/blog', icon: FileTextIcon },
  { id: 'news', href: '/news', icon: InfoIcon },
];

const GAME_ENTRIES: readonly (MenuEntry & { gameType?: string })[] = [
  { id: 'home', href: '/', icon: HomeIcon },
  ...(
    [
      ['LIVE', LiveIcon],
      ['RNG', SlotsIcon],
      ['SPORTS', SportsIcon],
      ['ESPORTS', EsportsIcon],
      ['COCKFIGHT', RoosterIcon],
      ['FISH', FishIcon],
      ['PVP', CardsIcon],
      ['LOTT', TicketIcon],
    ] as const
  ).map(([gameType, icon]) => ({ id: gameType.toLowerCase(), href: categoryHref(gameType), icon, gameType })),
];

export interface SideMenuProps {
  session: SessionView;
  /** Called after a menu link is followed (the drawer closes). */
  onNavigate?: () => void;
  /** id of the <nav>, for aria-controls and tests. */
  navId?: string;
}

export function SideMenu({ session, onNavigate, navId }: SideMenuProps) {
  const { t } = useTranslation(['layout', 'common']);
  const [location] = useLocation();
  const current = normalisePath(location);
  const accountEntries = ACCOUNT_ENTRIES.filter((entry) => entry.id !== 'inviteFriends' || session.referralEnabled);
  const socialLinks = socialLinksOf(usePermissionInfo()?.resources);

  const link = (entry: MenuEntry, label: string, trailing?: ReactNode) => {
    const active = normalisePath(entry.href) === current && !entry.href.includes('?');
    const Icon = entry.icon;
    return (
      <li key={entry.id}>
        <MenuLink href={entry.href} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
          <Icon size={20} />
          <span>{label}</span>
          {trailing}
        </MenuLink>
      </li>
    );
  };

  return (
    <Column>
      <nav aria-label={t('sideMenu.label')} id={navId}>
        <Group>
          <GroupTitle id="side-menu-account">{t('sideMenu.accountTitle')}</GroupTitle>
          <MenuList role="list" aria-labelledby="side-menu-account">
            {accountEntries.map((entry) => link(entry, t(`sideMenu.entries.${entry.id}`)))}
            {session.chatRoom ? (
              <li>
                <ChatEntrySlot place="sideMenu" {...(onNavigate ? { onOpen: onNavigate } : {})} />
              </li>
            ) : null}
          </MenuList>
        </Group>
        <Group>
          <GroupTitle id="side-menu-games">{t('sideMenu.gamesTitle')}</GroupTitle>
          <MenuList role="list" aria-labelledby="side-menu-games">
            {GAME_ENTRIES.map((entry) =>
              link(entry, entry.gameType ? t(`common:gameTypes.${entry.gameType}`) : t('sideMenu.entries.home')),
            )}
          </MenuList>
        </Group>
      </nav>

      {/* the apps of the permission info (iOS, Android, lite) with their QR codes: a lazy chunk */}
      <ChunkBoundary area="side-menu-apps" size="inline">
        <SuspenseBoundary fallback={null}>
          <SideMenuApps />
        </SuspenseBoundary>
      </ChunkBoundary>

      <Group>
        <LiveSupport />
        {socialLinks.length > 0 ? (
          <SocialRow role="list" aria-label={t('sideMenu.socialTitle')} data-testid="side-menu-social">
            {socialLinks.map((social) => (
              <li key={social.network}>
                <SocialLink href={social.url} target="_blank" rel="noopener noreferrer" aria-label={t(`common:social.${social.network}`)}>
                  <SocialIcon network={social.network} />
                </SocialLink>
              </li>
            ))}
          </SocialRow>
        ) : null}
      </Group>

      <Group>
        <GroupTitle as="h2">{t('sideMenu.settingsTitle')}</GroupTitle>
        <Settings>
          <LanguageSelect />
          <ThemeSwitch />
        </Settings>
      </Group>

      {session.loggedIn ? (
        <Group>
          <MenuButton type="button" tone="danger" onClick={session.logout}>
            <LogOutIcon size={20} />
            <span>{t('sideMenu.signOut')}</span>
          </MenuButton>
        </Group>
      ) : null}
    </Column>
  );
}

function LiveSupport() {
  const { t } = useTranslation(['layout', 'errors']);
  return (
    <LiveSupportSlot place="sideMenu">
      {(support) => (
        <MenuButton
          type="button"
          tone={support.status === 'unavailable' ? undefined : 'support'}
          disabled={support.disabled}
          aria-busy={support.busy}
          aria-describedby={support.status === 'unavailable' || support.status === 'failed' ? 'live-support-note' : undefined}
          onClick={support.onClick}
          data-testid="live-support"
          data-status={support.status}
        >
          <HeadsetIcon size={20} />
          <span>{t('sideMenu.liveSupport')}</span>
          {support.status === 'unavailable' ? <Trailing id="live-support-note">{t('sideMenu.liveSupportUnavailable')}</Trailing> : null}
          {support.status === 'failed' ? <Trailing id="live-support-note">{t(support.failureKey ?? 'errors:unknown')}</Trailing> : null}
        </MenuButton>
      )}
    </LiveSupportSlot>
  );
}

function ThemeSwitch() {
  const { t } = useTranslation('layout');
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  return (
    <SwitchRow>
      <span id="theme-switch-label">{t('sideMenu.darkMode')}</span>
      <SwitchButton
        type="button"
        role="switch"
        aria-checked={dark}
        aria-labelledby="theme-switch-label"
        onClick={() => setTheme(dark ? 'light' : 'dark')}
      >
        <SwitchThumb data-on={dark}>{dark ? <MoonIcon size={14} /> : <SunIcon size={14} />}</SwitchThumb>
      </SwitchButton>
    </SwitchRow>
  );
}

const Column = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$3',
  '& > nav': { display: 'flex', flexDirection: 'column', gap: '$2' },
});

const Group = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  paddingBottom: '$2',
  borderBottom: '1px solid $border',
  '&:last-child': { borderBottom: 'none' },
});

const GroupTitle = styled('h2', {
  px: '$3',
  fontSize: '$xs',
  fontWeight: '$bold',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: '$textSubtle',
  paddingTop: '$2',
  paddingBottom: '$1',
});

const MenuList = styled('ul', { display: 'flex', flexDirection: 'column', gap: '2px', padding: 0, margin: 0 });

const itemBase = {
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
  textDecoration: 'none',
  cursor: 'pointer',
  position: 'relative',
  transition: 'background-color $fast, color $fast',
  '& > svg': { color: '$textMuted', transition: 'color $fast' },
  '@hover': {
    '&:hover': { backgroundColor: '$surface3', '& > svg': { color: '$goldText' } },
  },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '-2px' },
} as const;

const MenuLink = styled(Link, {
  ...itemBase,
  '&[aria-current="page"]': {
    backgroundColor: '$goldSoft',
    color: '$goldText',
    '& > svg': { color: '$goldText' },
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: '10px',
      bottom: '10px',
      width: '3px',
      borderRadius: '$pill',
      backgroundColor: '$gold',
    },
  },
});

const MenuButton = styled('button', {
  ...itemBase,
  '&:disabled': { cursor: 'default', color: '$textMuted', '@hover': { '&:hover': { backgroundColor: 'transparent' } } },
  variants: {
    tone: {
      support: {
        backgroundColor: '$greenSoft',
        color: '$greenText',
        '& > svg': { color: '$greenText' },
        '@hover': { '&:hover': { backgroundColor: '$greenSoft', filter: 'brightness(1.15)' } },
      },
      danger: { color: '$dangerText', '& > svg': { color: '$dangerText' } },
    },
  },
});

const Trailing = styled('span', {
  marginLeft: 'auto',
  fontSize: '$xs',
  fontWeight: '$medium',
  color: '$textMuted',
  display: 'inline-flex',
});

const SocialRow = styled('ul', { display: 'flex', gap: '$2', padding: '$1 $3', margin: 0 });

const SocialLink = styled('a', {
  display: 'grid',
  placeItems: 'center',
  size: '$touch',
  borderRadius: '$round',
  backgroundColor: '$surface3',
  color: '$text',
  '@hover': { '&:hover': { color: '$goldText' } },
});

const Settings = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3', padding: '$1 $3 $2' });

const SwitchRow = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  fontSize: '$sm',
  fontWeight: '$semibold',
});

const SwitchButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  width: '52px',
  height: '30px',
  borderRadius: '$pill',
  backgroundColor: '$surface3',
  border: '1px solid $controlBorder',
  cursor: 'pointer',
  flexShrink: 0,
  transition: 'background-color $fast',
  '&[aria-checked="true"]': { backgroundColor: '$goldSoft', borderColor: '$gold' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  // a 44px touch target around the visual track
  '&::after': { content: '""', position: 'absolute', inset: '-8px -4px' },
});

const SwitchThumb = styled('span', {
  position: 'absolute',
  top: '3px',
  left: '3px',
  display: 'grid',
  placeItems: 'center',
  size: '22px',
  borderRadius: '$round',
  backgroundColor: '$surface1',
  color: '$textMuted',
  boxShadow: '$sm',
  transition: 'transform $normal',
  '&[data-on="true"]': { transform: 'translateX(22px)', backgroundColor: '$gold', color: '$onGold' },
});
