/**
 * A game tile (SPEC.md §2 "vendor tile", §3 Game): lazy image, hot tag, free-trial badge when
 * supportPlay is 0. A vendor entry (isGame VASSALAGE) opens that vendor's list; a game launches,
 * and every type but RNG also has an immediate-play button.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Game } from '@api/index';
import { FlameIcon, StarIcon } from '../../ui/icons';
import { styled } from '../../ui/theme';
import { categoryHref } from './gameRoutes';
import { GameImage } from './GameImage';
import { gameName, useLaunch } from './Launcher';
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
  const body = (
    <>
      <Picture>
        <GameImage src={picture} />
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
    <Tile data-testid="game-tile" data-node-id={game.nodeId} data-vendor-entry={vendorEntry || undefined}>
      {vendorEntry ? (
        <TileLink href={categoryHref(game.gameType, game.vassalage)} aria-label={t('tile.openVendor', { name })}>
          {body}
        </TileLink>
      ) : (
        <TileButton type="button" onClick={() => launch(game)} aria-label={t('tile.launch', { name })}>
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
      {!vendorEntry && game.gameType !== 'RNG' ? (
        <PlayButton type="button" onClick={() => launch(game)} aria-label={t('tile.playNow', { name })} data-testid="play-now">
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

const Picture = styled('span', { position: 'relative', display: 'block', aspectRatio: '1 / 1', backgroundColor: '$surface2' });

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
