/** Wiring of the favourites chart: loaded when a member signs in (a visitor has no favourites). */
import { favouritesMachine, type FavouriteChange } from '@machines/games/favourites.machine';
import { api, platformCall } from '../platform';

export const favouritesLogic = favouritesMachine.provide({
  actors: {
    // a read: a chart stopped meanwhile (signed out) asks no more. A change is sent whole.
    loadIds: platformCall<readonly string[]>((_input, { signal }) => api.games.getFavouriteIds({ signal })),
    saveFavourite: platformCall<void, FavouriteChange>((change) =>
      change.add ? api.games.addFavourite(change.game) : api.games.removeFavourite(change.game),
    ),
  },
});
