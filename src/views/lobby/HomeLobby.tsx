/**
 * The home lobby's shell (SPEC.md §2 "Home lobby") until issue 6 builds the real one: the notice
 * bar, the category menu (inert), and the Hot, category and winners sections as skeletons. It
 * shows no invented data; everything that will come from the platform is a loading skeleton.
 */
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../../config/brand';
import {
  CardsIcon,
  ChevronRightIcon,
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
  TrophyIcon,
  type IconComponent,
} from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { styled } from '../../ui/theme';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

interface Category {
  readonly id: string;
  readonly icon: IconComponent;
}

/** HOME and FAV, then the vendor categories in SPEC.md order (the server decides them later). */
export const LOBBY_CATEGORIES: readonly Category[] = [
  { id: 'HOME', icon: HomeIcon },
  { id: 'FAV', icon: StarIcon },
  { id: 'RNG', icon: SlotsIcon },
  { id: 'LIVE', icon: LiveIcon },
  { id: 'FISH', icon: FishIcon },
  { id: 'PVP', icon: CardsIcon },
  { id: 'SPORTS', icon: SportsIcon },
  { id: 'ESPORTS', icon: EsportsIcon },
  { id: 'COCKFIGHT', icon: RoosterIcon },
  { id: 'ELOTT', icon: DiceIcon },
];

/** Sections previewed in the shell: id, tile shape and how many tiles. */
const PREVIEW_SECTIONS = [
  { id: 'RNG', icon: SlotsIcon, shape: 'square', count: 6 },
  { id: 'LIVE', icon: LiveIcon, shape: 'wide', count: 4 },
  { id: 'SPORTS', icon: SportsIcon, shape: 'wide', count: 4 },
] as const;

export function HomeLobby() {
  const { t } = useTranslation(['layout', 'common']);
  const categoryLabel = (id: string) => (id === 'HOME' || id === 'FAV' ? t(`common:categories.${id}`) : t(`common:gameTypes.${id}`));

  return (
    <Lobby aria-busy="true" aria-labelledby="lobby-title">
      <VisuallyHidden as="h1" id="lobby-title">
        {t('lobbyShell.title', { brand: BRAND_NAME })}
      </VisuallyHidden>
      <VisuallyHidden role="status">{t('lobbyShell.loading')}</VisuallyHidden>

      <NoticeBar aria-hidden="true">
        <MegaphoneIcon size={18} />
        <Skeleton shape="text" css={{ flex: 1, maxWidth: '520px', height: '10px' }} />
      </NoticeBar>

      <CategoryScroller aria-label={t('lobbyShell.categoriesLabel')}>
        <CategoryList role="list">
          {LOBBY_CATEGORIES.map(({ id, icon: Icon }) => {
            const selected = id === 'HOME';
            return (
              <li key={id}>
                <Chip type="button" aria-pressed={selected} aria-disabled={!selected} data-selected={selected}>
                  <Icon size={18} />
                  <span>{categoryLabel(id)}</span>
                </Chip>
              </li>
            );
          })}
        </CategoryList>
      </CategoryScroller>

      <Section aria-labelledby="lobby-hot">
        <SectionHeader>
          <SectionTitle id="lobby-hot">
            <FlameIcon size={20} />
            {t('lobbyShell.hot')}
          </SectionTitle>
        </SectionHeader>
        <TileGrid capOnPhones aria-hidden="true">
          {Array.from({ length: 12 }, (_, index) => (
            <GameTile key={index} />
          ))}
        </TileGrid>
      </Section>

      {PREVIEW_SECTIONS.map(({ id, icon: Icon, shape, count }) => (
        <Section key={id} aria-labelledby={`lobby-${id}`}>
          <SectionHeader>
            <SectionTitle id={`lobby-${id}`}>
              <Icon size={20} />
              {t(`common:gameTypes.${id}`)}
            </SectionTitle>
            <MoreButton type="button" aria-disabled="true">
              {t('lobbyShell.more')}
              <ChevronRightIcon size={16} />
            </MoreButton>
          </SectionHeader>
          <VendorStrip aria-hidden="true">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} css={{ width: '72px', height: '32px', borderRadius: '$pill', flexShrink: 0 }} />
            ))}
          </VendorStrip>
          <TileGrid shape={shape} aria-hidden="true">
            {Array.from({ length: count }, (_, index) => (
              <GameTile key={index} wide={shape === 'wide'} />
            ))}
          </TileGrid>
        </Section>
      ))}

      <Section aria-labelledby="lobby-winners">
        <SectionHeader>
          <SectionTitle id="lobby-winners">
            <TrophyIcon size={20} />
            {t('lobbyShell.winners')}
          </SectionTitle>
        </SectionHeader>
        <Winners aria-hidden="true">
          {Array.from({ length: 5 }, (_, index) => (
            <WinnerRow key={index}>
              <Skeleton shape="circle" css={{ size: '40px', flexShrink: 0 }} />
              <WinnerText>
                <Skeleton shape="text" css={{ width: '60%' }} />
                <Skeleton shape="text" css={{ width: '36%', height: '10px' }} />
              </WinnerText>
              <Skeleton shape="text" css={{ width: '72px', height: '16px' }} />
            </WinnerRow>
          ))}
        </Winners>
      </Section>
    </Lobby>
  );
}

export default HomeLobby;

function GameTile({ wide = false }: { wide?: boolean }) {
  return (
    <TileFrame wide={wide}>
      <Skeleton css={{ position: 'absolute', inset: 0, borderRadius: 'inherit' }} />
    </TileFrame>
  );
}

const Lobby = styled('section', { display: 'flex', flexDirection: 'column', gap: '$5', '@md': { gap: '$7' } });

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
  width: 'max-content',
  '@md': { padding: '2px $5' },
  // from lg the row wraps instead of scrolling: a hidden scrollbar is hard to use with a mouse
  '@lg': { padding: '2px 0', flexWrap: 'wrap', width: 'auto' },
});

const Chip = styled('button', {
  all: 'unset',
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
  cursor: 'default',
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

const Section = styled('section', { display: 'flex', flexDirection: 'column', gap: '$3' });

const SectionHeader = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
});

const SectionTitle = styled('h2', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  fontSize: '$lg',
  fontWeight: '$heavy',
  '& > svg': { color: '$goldText' },
  '@md': { fontSize: '$xl' },
});

const MoreButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  minHeight: '36px',
  px: '$3',
  borderRadius: '$pill',
  border: '1px solid $border',
  color: '$textMuted',
  fontSize: '$xs',
  fontWeight: '$bold',
  cursor: 'default',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

const VendorStrip = styled('div', {
  display: 'flex',
  gap: '$2',
  overflow: 'hidden',
});

const TileGrid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$2',
  '@md': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '$3' },
  '@lg': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  variants: {
    shape: {
      square: {},
      wide: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        '@md': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        '@lg': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      },
    },
    // phones preview half of the 12 hot tiles; the real lobby has an expand button
    capOnPhones: {
      true: { '& > :nth-child(n + 7)': { display: 'none' }, '@md': { '& > :nth-child(n + 7)': { display: 'block' } } },
    },
  },
});

const TileFrame = styled('div', {
  position: 'relative',
  aspectRatio: '1 / 1',
  borderRadius: '$lg',
  overflow: 'hidden',
  border: '1px solid $border',
  variants: { wide: { true: { aspectRatio: '16 / 10' }, false: {} } },
});

const Winners = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  borderRadius: '$lg',
  backgroundColor: '$surface1',
  border: '1px solid $border',
  overflow: 'hidden',
});

const WinnerRow = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 $4',
  '& + &': { borderTop: '1px solid $border' },
});

const WinnerText = styled('div', { flex: 1, display: 'flex', flexDirection: 'column', gap: '6px' });
