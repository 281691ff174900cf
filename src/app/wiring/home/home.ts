/** Wiring of the home chart: one load of what frames the home lobby, from the adapter and the session caches (each category's games load with their section: homeSection.ts). */
import { homeMachine, HOME_LIST_SIZE, type HomeData, type HomeLoad } from '@machines/home/home.machine';
import { hasSessionToken } from '../../../config/storage';
import { api, platformCall } from '../platform';
import { cachedHotGames, cachedVendors } from '../session-cache';

async function loadHome({ member }: HomeLoad): Promise<HomeData> {
  const [lanes, hot] = await Promise.all([cachedVendors(), cachedHotGames()]);
  const [recent, winners] = await Promise.all([
    member && hasSessionToken() ? api.games.getRecentGames({ pageSize: HOME_LIST_SIZE }).then((page) => page.list, () => []) : Promise.resolve([]),
    // the board is a side section: its failure is shown there, not over the whole lobby
    api.content.getWinnerBoard({ limitNum: 20 }).then((list) => list.slice(0, 20), () => null),
  ]);
  return { lanes, hot, recent, winners };
}

export const homeLogic = homeMachine.provide({
  actors: { load: platformCall<HomeData, HomeLoad>((load) => loadHome(load)) },
});
