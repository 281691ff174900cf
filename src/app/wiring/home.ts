/** Wiring of the home chart: one load of the home lobby's sections from the adapter and the session caches. */
import { homeMachine, HOME_LIST_SIZE, type HomeData } from '@machines/home.machine';
import { hasSessionToken } from '../../config/storage';
import { api, platformCall } from './platform';
import { cachedHotGames, cachedVendors } from './session-cache';

async function loadHome(): Promise<HomeData> {
  const [lanes, hot] = await Promise.all([cachedVendors(), cachedHotGames()]);
  const [sections, recent, winners] = await Promise.all([
    Promise.all(
      lanes.map(async (lane) => {
        const gameType = lane.gameCategory ?? lane.title ?? '';
        const list = await api.games.getGameList({ gameType, pageNo: 1, pageSize: HOME_LIST_SIZE });
        return { gameType, games: list.games };
      }),
    ),
    hasSessionToken() ? api.games.getRecentGames({ pageSize: HOME_LIST_SIZE }).then((page) => page.list, () => []) : Promise.resolve([]),
    // the board is a side section: its failure is shown there, not over the whole lobby
    api.content.getWinnerBoard({ limitNum: 20 }).then((list) => list.slice(0, 20), () => null),
  ]);
  return { lanes, hot, sections, recent, winners };
}

export const homeLogic = homeMachine.provide({
  actors: { load: platformCall<HomeData>(() => loadHome()) },
});
