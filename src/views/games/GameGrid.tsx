/** The tile grid shared by the home sections and the game lobbies, and its loading skeleton. */
import type { Game } from '@api/index';
import { Skeleton } from '../../ui/Skeleton';
import { styled } from '../../ui/theme';
import { GameTile } from './GameTile';

export function GameGrid({ games, label }: { games: readonly Game[]; label?: string }) {
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

export function GameGridSkeleton({ count }: { count: number }) {
  return (
    <Grid aria-hidden="true" data-testid="grid-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Skeleton shape="tile" />
        </li>
      ))}
    </Grid>
  );
}

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
