/** The tile grid shared by the home sections and the game lobbies, and its loading skeleton. */
import { memo, useDeferredValue } from 'react';
import type { Game } from '@api/index';
import { Skeleton } from '../../ui/Skeleton';
import { styled } from '../../ui/theme';
import { GameTile } from './GameTile';

const NO_GAMES: readonly Game[] = [];

export function GameGrid({ games, label }: { games: readonly Game[]; label?: string }) {
  // The first tiles are drawn in a background pass that React cuts into slices: a dozen tiles with
  // their pictures, badges and styles drawn in one piece held a phone's main thread for 250 ms as
  // the page loaded, a tap waiting all that time. Their place is held meanwhile, the same size, so
  // nothing moves. Later lists (a vendor, a search) are drawn at once: never a stale list shown.
  const drawnOnce = useDeferredValue(games, NO_GAMES);
  if (drawnOnce.length === 0 && games.length > 0) return <GameGridSkeleton count={games.length} />;
  return (
    <Grid role="list" aria-label={label}>
      {games.map((game, index) => (
        <li key={`${game.nodeId}-${index}`}>
          <GameTile game={game} />
        </li>
      ))}
    </Grid>
  );
}

/**
 * `still`: the games are not asked for yet (the place is held, nothing shimmers). Memoised: it
 * depends on its two props alone, and a section redrawn while it waits (its flow opening, a
 * session step) drew its dozen placeholders again with it.
 */
export const GameGridSkeleton = memo(function GameGridSkeleton({ count, still = false }: { count: number; still?: boolean }) {
  return (
    <Grid aria-hidden="true" data-testid="grid-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Skeleton shape="tile" still={still} />
        </li>
      ))}
    </Grid>
  );
});

const Grid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@md': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '$3' },
  '@lg': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
});
