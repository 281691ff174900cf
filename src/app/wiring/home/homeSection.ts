/** Wiring of a home category section's chart: the category's first games from the adapter. */
import { HOME_LIST_SIZE } from '@machines/home/home.machine';
import { homeSectionMachine } from '@machines/home/homeSection.machine';
import type { Game } from '../../../api';
import { api, platformCall } from '../platform';

/** The flow's input as the load receives it (the chart passes its input through unchanged). */
function gameTypeOf(input: unknown): string {
  if (typeof input === 'object' && input !== null && 'gameType' in input && typeof input.gameType === 'string') return input.gameType;
  throw new Error('a home section is opened with its game type');
}

export const homeSectionLogic = homeSectionMachine.provide({
  actors: {
    load: platformCall<readonly Game[]>(async (input, { signal }) => {
      const list = await api.games.getGameList({ gameType: gameTypeOf(input), pageNo: 1, pageSize: HOME_LIST_SIZE }, { signal });
      return list.games;
    }),
  },
});
