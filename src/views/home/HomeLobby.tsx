/**
 * The home lobby (SPEC.md §2 "Home lobby"): notice marquee, category menu (HOME, FAV, then the
 * server's categories), Recent (a member's, when not empty), Hot (12, expandable to all), one
 * section per category with a vendor menu and a 'more' link, and the winners board. The home
 * chart loads what frames the page; each category's games load with their section's own chart
 * when the section comes near the viewport (the first frame builds what is on screen). While
 * anything loads, skeletons of the same size keep the layout; a failure offers a retry where it is.
 */
import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { Game, VendorLane } from '@api/index';
import { HOME_LIST_SIZE, HOME_SPORTS_VENDORS } from '@machines/home/home.machine';
import { LOGIN_PATH } from '../../app/navigation';
import { BRAND_NAME } from '../../config/brand';
import { Button } from '../../ui/Button';
import { Empty } from '../../ui/Empty';
import {
  CardsIcon,
  ChevronRightIcon,
  ClockIcon,
  DiceIcon,
  EsportsIcon,
  FishIcon,
  FlameIcon,
  HomeIcon,
  LiveIcon,
  MegaphoneIcon,
  RoosterIcon,
  SlotsIcon,
  SportsIcon,
  StarIcon,
  TicketIcon,
  TrophyIcon,
  type IconComponent,
} from '../../ui/icons';
import { Problem } from '../../ui/Problem';
import { OneLine } from '../../ui/OneLine';
import { Skeleton } from '../../ui/Skeleton';
import { useNearViewport } from '../../ui/useNearViewport';
import { marquee } from '../../ui/motion';
import { styled } from '../../ui/theme';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { GameGrid, GameGridSkeleton } from '../games/GameGrid';
import { GameImage } from '../games/GameImage';
import { categoryHref, SPORTS_TYPES } from '../games/gameRoutes';
import { LaunchHost } from '../games/Launcher';
import { useSignedIn } from '../../app/session';
import { useNotices } from '../layout/useNotices';
import { useHome } from './useHome';
import { useHomeSection } from './useHomeSection';
import { formatAmount } from '../../ui/Amount';

export const CATEGORY_ICONS: Readonly<Record<string, IconComponent>> = {
  HOME: HomeIcon,
  FAV: StarIcon,
  RNG: SlotsIcon,
  LIVE: LiveIcon,
  FISH: FishIcon,
  PVP: CardsIcon,
  SPORTS: SportsIcon,
  ESPORTS: EsportsIcon,
  COCKFIGHT: RoosterIcon,
  ELOTT: DiceIcon,
  LOTT: TicketIcon,
};

const laneType = (lane: VendorLane) => lane.gameCategory ?? lane.title ?? '';

export function HomeLobby() {
  const { t } = useTranslation(['games', 'layout', 'common', 'errors']);
  const home = useHome();
  const { status, data } = home;
  // signed in or not, nothing else of the session: its restore's steps redraw nothing here
  const signedIn = useSignedIn();

  return (
    <LaunchHost>
      <Lobby aria-busy={home.busy} aria-labelledby="lobby-title" data-testid={`home-${status}`}>
        <VisuallyHidden as="h1" id="lobby-title">
          {t('layout:lobbyShell.title', { brand: BRAND_NAME })}
        </VisuallyHidden>
        {home.busy ? <VisuallyHidden role="status">{t('layout:lobbyShell.loading')}</VisuallyHidden> : null}

        <NoticeMarquee />
        <CategoryMenu lanes={home.lanes} loggedIn={signedIn} />

        {home.failureKey ? (
          <Problem role="alert" data-testid="home-error">
            <p>{t(home.failureKey)}</p>
            <Button onClick={home.retry}>{t('games:retry')}</Button>
          </Problem>
        ) : null}

        {home.busy ? <HomeSkeleton /> : null}

        {data ? (
          <>
            {signedIn && data.recent.length > 0 ? (
              <LobbySection
                name="recent"
                icon={<ClockIcon size={20} />}
                title={t('games:home.recent')}
                action={
                  <MoreLink href="/recent">
                    {t('games:home.more')}
                    <VisuallyHidden> {t('games:home.moreOfRest', { name: t('games:home.recent') })}</VisuallyHidden>
                    <ChevronRightIcon size={16} />
                  </MoreLink>
                }
              >
                <GameGrid games={data.recent.slice(0, HOME_LIST_SIZE)} />
              </LobbySection>
            ) : null}
            <HotSection games={data.hot} />
            {data.lanes.map((lane) => (
              <CategorySection key={laneType(lane)} lane={lane} />
            ))}
            <WinnersBoard winners={data.winners} />
          </>
        ) : null}
      </Lobby>
    </LaunchHost>
  );
}

function NoticeMarquee() {
  const { t } = useTranslation('games');
  const { notices } = useNotices();
  const [location] = useLocation();
  return (
    <NoticeBar role="region" aria-label={t('home.notices')}>
      <MegaphoneIcon size={18} />
      {notices === null ? (
        <Skeleton shape="text" css={{ flex: 1, maxWidth: '520px', height: '10px' }} />
      ) : notices.length === 0 ? (
        <NoticeText>{t('home.noNotices')}</NoticeText>
      ) : (
        <MarqueeViewport>
          <MarqueeTrack data-testid="notice-marquee">
            {/* a click on a notice opens its announcement (SPEC.md §2 "Announcement popup") */}
            {notices.map((notice, index) => (
              <NoticeLink key={notice.id ?? index} href={`${location}?announcement=${encodeURIComponent(notice.id ?? '')}`} data-testid="notice-link">
                {notice.title}
              </NoticeLink>
            ))}
          </MarqueeTrack>
        </MarqueeViewport>
      )}
    </NoticeBar>
  );
}

function CategoryMenu({ lanes, loggedIn }: { lanes: readonly VendorLane[] | null; loggedIn: boolean }) {
  const { t } = useTranslation(['games', 'layout', 'common']);
  const entries = [
    { id: 'HOME', href: '/', label: t('common:categories.HOME') },
    // FAV needs a session: a visitor is sent to the login popup
    { id: 'FAV', href: loggedIn ? '/favorite' : LOGIN_PATH, label: t('common:categories.FAV') },
    ...(lanes ?? []).map((lane) => ({ id: laneType(lane), href: categoryHref(laneType(lane)), label: lane.name ?? t(`common:gameTypes.${laneType(lane)}`) })),
  ];
  return (
    <CategoryScroller aria-label={t('layout:lobbyShell.categoriesLabel')}>
      <CategoryList role="list">
        {entries.map(({ id, href, label }) => {
          const Icon = CATEGORY_ICONS[id] ?? DiceIcon;
          const selected = id === 'HOME';
          return (
            <li key={id}>
              <Chip href={href} aria-current={selected ? 'page' : undefined} data-selected={selected} data-category={id}>
                <Icon size={18} />
                <span>{label}</span>
              </Chip>
            </li>
          );
        })}
        {lanes === null
          ? Array.from({ length: 6 }, (_, index) => (
              <li key={`s${index}`}>
                <Skeleton css={{ width: '96px', height: '44px', borderRadius: '$pill' }} />
              </li>
            ))
          : null}
      </CategoryList>
    </CategoryScroller>
  );
}

/** A titled section of the home lobby, named by its heading; `name` makes its id and test id. */
function LobbySection({ name, icon, title, action, tall, children }: { name: string; icon: ReactNode; title: string; action?: ReactNode; tall?: boolean; children: ReactNode }) {
  return (
    <LobbySectionBox aria-labelledby={`lobby-${name}`} data-testid={`section-${name}`} tall={tall}>
      <SectionHeader>
        <SectionTitle id={`lobby-${name}`}>
          {icon}
          {title}
        </SectionTitle>
        {action}
      </SectionHeader>
      {children}
    </LobbySectionBox>
  );
}

function HotSection({ games }: { games: readonly Game[] }) {
  const { t } = useTranslation('games');
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? games : games.slice(0, HOME_LIST_SIZE);
  return (
    <LobbySection
      name="hot"
      icon={<FlameIcon size={20} />}
      title={t('home.hot')}
      action={
        games.length > HOME_LIST_SIZE ? (
          <MoreButton type="button" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
            {expanded ? t('home.showLess') : t('home.showAll', { count: games.length })}
          </MoreButton>
        ) : null
      }
    >
      {games.length === 0 ? <Empty>{t('noData')}</Empty> : <GameGrid games={shown} />}
    </LobbySection>
  );
}

function CategorySection({ lane }: { lane: VendorLane }) {
  const { t } = useTranslation(['games', 'common']);
  const gameType = laneType(lane);
  const sportsType = SPORTS_TYPES.has(gameType);
  const [nearRef, near] = useNearViewport<HTMLDivElement>();
  const Icon = CATEGORY_ICONS[gameType] ?? DiceIcon;
  const vendors = sportsType ? lane.cards.slice(0, HOME_SPORTS_VENDORS) : lane.cards;
  const title = lane.name ?? t(`common:gameTypes.${gameType}`);
  return (
    <LobbySection
      name={gameType}
      icon={<Icon size={20} />}
      title={title}
      action={
        <MoreLink href={categoryHref(gameType)}>
          {/* the link's text names its category (for readers and crawlers); the eye sees "Más" beside the title */}
          {t('games:home.more')}
          <VisuallyHidden> {t('games:home.moreOfRest', { name: title })}</VisuallyHidden>
          <ChevronRightIcon size={16} />
        </MoreLink>
      }
    >
      <VendorMenu aria-label={t('games:vendorMenu', { name: title })}>
        <VendorChip href={categoryHref(gameType)} data-selected="true">
          {t('games:all')}
        </VendorChip>
        {vendors.map((card) => (
          <VendorChip key={card.vassalage} href={categoryHref(gameType, card.vassalage)} data-vendor={card.vassalage}>
            {card.displayName ?? card.vassalage}
          </VendorChip>
        ))}
      </VendorMenu>
      {sportsType ? (
        <VendorCards data-testid={`vendors-${gameType}`}>
          {vendors.map((card) => (
            <VendorCard key={card.vassalage} href={categoryHref(gameType, card.vassalage)}>
              <VendorPicture>
                <GameImage src={card.lagerIcon ?? card.smallIcon} fit="contain" />
              </VendorPicture>
              <span>{card.displayName ?? card.vassalage}</span>
            </VendorCard>
          ))}
        </VendorCards>
      ) : near ? (
        <SectionGames gameType={gameType} />
      ) : (
        // the same size as the games to come, so nothing moves when they arrive
        <div ref={nearRef} data-testid={`games-${gameType}`} data-state="waiting">
          <GameGridSkeleton count={HOME_LIST_SIZE} still />
        </div>
      )}
    </LobbySection>
  );
}

/** A category's games, from its section's chart (opened when this mounts: the section came near). */
function SectionGames({ gameType }: { gameType: string }) {
  const { t } = useTranslation(['games', 'errors']);
  const section = useHomeSection(gameType);
  return (
    <div data-testid={`games-${gameType}`} data-state={section.status} aria-busy={section.busy}>
      {section.failureKey ? (
        <Problem role="alert">
          <p>{t(section.failureKey)}</p>
          <Button onClick={section.retry}>{t('games:retry')}</Button>
        </Problem>
      ) : section.busy ? (
        <GameGridSkeleton count={HOME_LIST_SIZE} />
      ) : section.empty ? (
        <Empty>{t('games:noData')}</Empty>
      ) : (
        <GameGrid games={section.games.slice(0, HOME_LIST_SIZE)} />
      )}
    </div>
  );
}

type Winner = { gameName: string; customerName: string; winAmount: number; iconUrl?: string | undefined };

/**
 * The winners board, at the lobby's end: its rows (a fifth of the lobby's elements, each with its
 * picture) are drawn only as it comes near the viewport, not with the lobby's first data, where
 * they were work on a phone's main thread for rows five screens below. Their place is held at
 * their height meanwhile.
 */
function WinnersBoard({ winners }: { winners: readonly Winner[] | null }) {
  const { t } = useTranslation('games');
  const [nearRef, near] = useNearViewport<HTMLDivElement>();
  return (
    <LobbySection name="winners" icon={<TrophyIcon size={20} />} title={t('home.winners')} tall>
      {winners === null ? (
        <Empty role="alert">{t('home.winnersFailed')}</Empty>
      ) : winners.length === 0 ? (
        <Empty>{t('noData')}</Empty>
      ) : near ? (
        <WinnerRows winners={winners} />
      ) : (
        <WinnersWaiting ref={nearRef} data-testid="winners-waiting" aria-hidden="true" style={{ height: `${winners.length * WINNER_ROW_PX + 1}px` }} />
      )}
    </LobbySection>
  );
}

function WinnerRows({ winners }: { winners: readonly Winner[] }) {
  const { i18n } = useTranslation('games');
  return (
        <Winners data-testid="winners">
          {winners.map((winner, index) => (
            <WinnerRow key={index} data-testid="winner">
              <WinnerIcon>
                <GameImage src={winner.iconUrl} />
              </WinnerIcon>
              <WinnerText>
                <OneLine as="strong">{winner.gameName}</OneLine>
                <span>{winner.customerName}</span>
              </WinnerText>
              <Amount data-amount={winner.winAmount}>{formatAmount(winner.winAmount, i18n.language)}</Amount>
            </WinnerRow>
          ))}
        </Winners>
  );
}

/** Memoised: it has no props, and the lobby redraws while it is shown (the session's restore). */
const HomeSkeleton = memo(function HomeSkeleton() {
  return (
    <>
      {[0, 1, 2].map((index) => (
        <Section key={index} aria-hidden="true">
          <Skeleton shape="text" css={{ width: '160px', height: '20px' }} />
          <GameGridSkeleton count={6} />
        </Section>
      ))}
    </>
  );
});

const Lobby = styled('section', { display: 'flex', flexDirection: 'column', gap: '$5', minWidth: 0, '@md': { gap: '$7' } });

const NoticeBar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  height: '40px',
  px: '$4',
  borderRadius: '$pill',
  backgroundColor: '$surface1',
  border: '1px solid $border',
  color: '$goldText',
  minWidth: 0,
});

const NoticeText = styled('span', { color: '$textMuted', fontSize: '$sm' });

const NoticeLink = styled(Link, {
  color: '$text',
  textDecoration: 'none',
  borderRadius: '$sm',
  '@hover': { '&:hover': { color: '$goldText', textDecoration: 'underline' } },
  '&:focus-visible': { outline: '2px solid $gold', outlineOffset: '2px' },
});

const MarqueeViewport = styled('div', { flex: 1, overflow: 'hidden', whiteSpace: 'nowrap', minWidth: 0 });

const MarqueeTrack = styled('div', {
  display: 'inline-flex',
  gap: '$7',
  paddingLeft: '100%',
  color: '$text',
  fontSize: '$sm',
  '@motion': {
    animation: `${marquee} 40s linear infinite`,
  },
  '&:hover, &:focus-within': { animationPlayState: 'paused' },
});

const CategoryScroller = styled('nav', {
  marginInline: 'calc($space$3 * -1)',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '@md': { marginInline: 'calc($space$5 * -1)' },
  '@lg': { marginInline: 0, overflowX: 'visible' },
});

const CategoryList = styled('ul', {
  display: 'flex',
  gap: '$2',
  margin: 0,
  padding: '2px $3',
  listStyle: 'none',
  width: 'max-content',
  '@md': { padding: '2px $5' },
  '@lg': { padding: '2px 0', flexWrap: 'wrap', width: 'auto' },
});

const Chip = styled(Link, {
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$touch',
  px: '$4',
  borderRadius: '$pill',
  backgroundColor: '$surface1',
  border: '1px solid $border',
  color: '$text',
  fontSize: '$sm',
  fontWeight: '$semibold',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  '& > svg': { color: '$textMuted' },
  '&[data-selected="true"]': {
    backgroundImage: 'linear-gradient(180deg, #ffdc7a 0%, #f3b52c 55%, #dd9a17 100%)',
    borderColor: 'rgba(255, 226, 140, 0.7)',
    color: '$onGold',
    boxShadow: '$gold',
    '& > svg': { color: '$onGold' },
  },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

export const Section = styled('section', { display: 'flex', flexDirection: 'column', gap: '$3', minWidth: 0 });

/**
 * A home section is laid out and painted only near the screen: the lobby is some eight screens
 * tall on a phone (a dozen tiles and a vendor menu per category, the winners), and every React
 * commit of the first load restyled, laid out and painted all of it. Until it comes near, the
 * browser keeps its last size (the estimate below until it has one). Paint containment clips at the
 * box, so the clip margin leaves room for a focus ring (2px out from 2px away) at its edges.
 */
const LobbySectionBox = styled(Section, {
  contentVisibility: 'auto',
  // a category's height measured at 390 and 1280 px (four rows of tiles on a phone and a tablet,
  // two wide), so the page's length, and a scroll straight to its end, are right before it is drawn
  containIntrinsicSize: 'auto 700px',
  overflowClipMargin: '6px',
  '@lg': { containIntrinsicSize: 'auto 480px' },
  // the winners board: twenty rows at every width
  variants: { tall: { true: { containIntrinsicSize: 'auto 1360px', '@lg': { containIntrinsicSize: 'auto 1360px' } } } },
});

export const SectionHeader = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '$3' });

export const SectionTitle = styled('h2', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  fontSize: '$lg',
  fontWeight: '$heavy',
  '& > svg': { color: '$goldText' },
  '@md': { fontSize: '$xl' },
});

const moreStyle = {
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  minHeight: '36px',
  px: '$3',
  borderRadius: '$pill',
  border: '1px solid $border',
  color: '$textMuted',
  backgroundColor: 'transparent',
  fontSize: '$xs',
  fontWeight: '$bold',
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
} as const;

const MoreLink = styled(Link, moreStyle);
const MoreButton = styled('button', moreStyle);

const VendorMenu = styled('nav', {
  display: 'flex',
  gap: '$2',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  paddingBottom: '2px',
  '&::-webkit-scrollbar': { display: 'none' },
});

const VendorChip = styled(Link, {
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  px: '$3',
  borderRadius: '$pill',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  color: '$text',
  fontSize: '$xs',
  fontWeight: '$semibold',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&[data-selected="true"]': { borderColor: '$gold', color: '$goldText' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

const VendorCards = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$2',
  '@md': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '$3' },
  '@lg': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
});

const VendorCard = styled(Link, {
  display: 'flex',
  flexDirection: 'column',
  borderRadius: '$lg',
  overflow: 'hidden',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  color: '$text',
  textDecoration: 'none',
  fontSize: '$sm',
  fontWeight: '$semibold',
  '& > span:last-child': { padding: '8px' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

const VendorPicture = styled('span', { display: 'block', aspectRatio: '16 / 9', backgroundColor: '$surface2' });

const Winners = styled('ol', {
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: '$lg',
  backgroundColor: '$surface1',
  border: '1px solid $border',
  overflow: 'hidden',
});

/** A winners row's height with the border between rows (measured at 360, 390 and 1280 px: 65 + 1). */
const WINNER_ROW_PX = 66;
const WinnersWaiting = styled('div', { borderRadius: '$lg', border: '1px solid $border' });

const WinnerRow = styled('li', { display: 'flex', alignItems: 'center', gap: '$3', padding: '$3 $4', '& + &': { borderTop: '1px solid $border' } });

const WinnerIcon = styled('span', { size: '40px', flexShrink: 0, borderRadius: '$md', overflow: 'hidden' });

const WinnerText = styled('span', {
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  fontSize: '$sm',
  '& > span': { color: '$textMuted', fontSize: '$xs' },
});

const Amount = styled('span', { fontWeight: '$heavy', color: '$greenText', fontVariantNumeric: 'tabular-nums' });
