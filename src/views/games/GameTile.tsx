/**
 * A game tile (SPEC.md §2 "vendor tile", §3 Game): lazy image, hot tag, free-trial badge when
 * supportPlay is 0. A vendor entry (isGame VASSALAGE) opens that vendor's list; a game launches,
 * and every type but RNG also has an immediate-play button. A game or vendor under maintenance
 * says so on the tile (a badge with its words, the picture dimmed, and in every button's name), and
 * its launch tells the player instead of asking the platform.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Game } from '@api/index';
import { FlameIcon, StarIcon, WrenchIcon } from '../../ui/icons';
import { styled } from '../../ui/theme';
import { categoryHref } from './gameRoutes';
import { GameImage } from './GameImage';
import { gameName, useLaunch, useUnderMaintenance } from './Launcher';
import { useFavourite } from './useFavourites';

/**
 * Memoised: a lobby shows hundreds of tiles, and a tile re-renders only when its game, its own
 * star (useFavourite's narrow selector) or the launcher changes.
 */
export const GameTile = memo(function GameTile({ game }: { game: Game }) {
  const { t } = useTranslation('games');
  const launch = useLaunch();
  const { star, toggle: toggleFavourite } = useFavourite(game);
  const favourite = star?.favourite ?? false;
  const name = gameName(game);
  const vendorEntry = game.isGame === 'VASSALAGE';
  const picture = game.showIcon ?? game.iconUrl ?? game.smallIcon ?? game.lagerIcon;
  // the lobby's mark, or a launch refused for maintenance since the lobby loaded
  const maintenance = useUnderMaintenance(game);
  // a name that says what the picture's badge says, for who does not see it
  const named = (label: string) => (maintenance ? t('tile.underMaintenance', { label }) : label);
  const body = (
    <>
      <Picture dimmed={maintenance}>
        <GameImage src={picture} />
        {maintenance ? (
          <MaintenanceBand data-testid="maintenance-badge">
            <WrenchIcon size={12} />
            {t('tile.maintenance')}
          </MaintenanceBand>
        ) : null}
        <Tags>
          {game.isHot ? (
            <Tag tone="hot" data-testid="hot-tag">
              <FlameIcon size={12} />
              {t('tile.hot')}
            </Tag>
          ) : null}
          {game.supportPlay === 0 ? (
            <Tag tone="trial" data-testid="trial-badge">
              {t('tile.freeTrial')}
            </Tag>
          ) : null}
        </Tags>
      </Picture>
      <Name data-testid="game-name">{name}</Name>
    </>
  );
  return (
    <Tile data-testid="game-tile" data-node-id={game.nodeId} data-vassalage={game.vassalage} data-vendor-entry={vendorEntry || undefined} data-maintenance={maintenance || undefined}>
      {vendorEntry ? (
        <TileLink href={categoryHref(game.gameType, game.vassalage)} aria-label={named(t('tile.openVendor', { name }))}>
          {body}
        </TileLink>
      ) : (
        <TileButton type="button" onClick={() => launch(game)} aria-label={named(t('tile.launch', { name }))}>
          {body}
        </TileButton>
      )}
      {!vendorEntry ? (
        <StarButton
          type="button"
          aria-pressed={favourite}
          aria-label={favourite ? t('favourites.remove', { name }) : t('favourites.add', { name })}
          data-testid="favourite-toggle"
          // a member's favourites: loaded or not, this game's change unanswered, inside its throttle
          data-state={star?.status}
          data-saving={star?.saving || undefined}
          data-cooling-down={star?.coolingDown || undefined}
          onClick={toggleFavourite}
        >
          <StarIcon size={16} />
        </StarButton>
      ) : null}
      {/* a game under maintenance offers no "Play": its tile says why (and a press says so again) */}
      {!vendorEntry && !maintenance && game.gameType !== 'RNG' ? (
        <PlayButton type="button" onClick={() => launch(game)} aria-label={named(t('tile.playNow', { name }))} data-testid="play-now">
          {t('tile.play')}
        </PlayButton>
      ) : null}
    </Tile>
  );
});

const Tile = styled('div', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: '$lg',
  backgroundColor: '$surface1',
  border: '1px solid $border',
  overflow: 'hidden',
});

const tileAction = {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '-2px' },
} as const;

const TileButton = styled('button', tileAction);
const TileLink = styled(Link, tileAction);

const Picture = styled('span', {
  position: 'relative',
  display: 'block',
  aspectRatio: '1 / 1',
  backgroundColor: '$surface2',
  // the art greyed behind the badge: a second sign besides its words, never the only one
  variants: { dimmed: { true: { '& img': { filter: 'grayscale(1)', opacity: 0.55 } } } },
});

// clear of the star (top right): on a narrow phone tile a long tag wraps instead of running under it
const Tags = styled('span', {
  position: 'absolute',
  top: '6px',
  left: '6px',
  maxWidth: 'calc(100% - 48px)',
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  alignItems: 'flex-start',
});

const Tag = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  px: '6px',
  py: '2px',
  borderRadius: '8px',
  fontSize: '10px',
  fontWeight: '$bold',
  lineHeight: 1.2,
  variants: {
    tone: {
      hot: { backgroundColor: '$danger', color: '$onDanger' },
      // solid, like the hot tag: a translucent badge vanished over light game art
      trial: { backgroundColor: '$green', color: '$onGreen' },
    },
  },
});

// across the foot of the (dimmed) picture, in words: dark on amber reads over any art
const MaintenanceBand = styled('span', {
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px 4px',
  padding: '3px 4px',
  backgroundColor: '#ffd166',
  color: '#1b1b1b',
  fontSize: '11px',
  fontWeight: '$bold',
  lineHeight: 1.2,
  textAlign: 'center',
});

const Name = styled('span', {
  display: 'block',
  padding: '6px 8px',
  fontSize: '$xs',
  fontWeight: '$semibold',
  color: '$text',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@md': { fontSize: '$sm' },
});

const PlayButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  position: 'absolute',
  // over the picture's lower right corner, clear of the tags and the name
  bottom: '38px',
  right: '6px',
  px: '10px',
  minHeight: '28px',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: '$pill',
  fontSize: '11px',
  fontWeight: '$bold',
  color: '$onGold',
  backgroundImage: 'linear-gradient(180deg, #ffdc7a 0%, #f3b52c 55%, #dd9a17 100%)',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

const StarButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  position: 'absolute',
  top: '4px',
  right: '4px',
  size: '32px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: '$round',
  backgroundColor: 'rgba(0, 0, 0, 0.45)',
  color: '#fff',
  cursor: 'pointer',
  '&[aria-pressed="true"]': { color: '$gold', '& svg': { fill: 'currentColor' } },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});
