/** Wiring of the favourites chart: loaded when a member signs in (a visitor has no favourites). */
import { fromPromise } from 'xstate';
import { favouritesMachine, type FavouriteChange } from '@machines/favourites.machine';
import { api } from './wiring/platform';

export const favouritesLogic = favouritesMachine.provide({
  actors: {
    loadIds: fromPromise<readonly string[]>(() => api.games.getFavouriteIds()),
    saveFavourite: fromPromise<void, FavouriteChange>(({ input }) =>
      input.add ? api.games.addFavourite(input.game) : api.games.removeFavourite(input.game),
    ),
  },
});
