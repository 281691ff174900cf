/**
 * The favourites flow as the tiles and lobbies read it. The flow is opened once while a member is
 * signed in (Favourites.tsx, loaded with the sign-in); these hooks only read it, and import no
 * chart code, so a visitor's first page carries none of it.
 *
 * A tile reads its own star with the narrow selector `favouriteStarOf` (a few flags): one star's
 * change re-renders that tile only, not the hundreds of tiles of a lobby.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { connectFavourites, favouriteIdsOf, favouriteIntents, favouriteStarOf, sameStar, type FavouriteGame, type FavouriteStarView } from '@machines/games/favourites.connect';
import type { FavouritesMachine } from '@machines/games/favourites.machine';
import { useFlowRef } from '../../app/actors';
import { useDueAction, useSendToLogin } from '../../app/navigation';
import { FLOW } from '../../app/flowKeys';

export interface FavouriteStar {
  /** The member's star (null for a visitor, who has no favourites flow). */
  readonly star: FavouriteStarView | null;
  /** A member's press toggles the star; a visitor (no flow) is sent to the login popup. */
  toggle(): void;
}

const sameOrNone = (left: FavouriteStarView | null, right: FavouriteStarView | null) => (left === null || right === null ? left === right : sameStar(left, right));

/** One tile's star. */
export function useFavourite(game: FavouriteGame): FavouriteStar {
  const ref = useFlowRef<FavouritesMachine>(FLOW.favourites);
  const star = useSelector(ref, (snapshot) => (snapshot ? favouriteStarOf(snapshot, game.nodeId) : null), sameOrNone);
  const sendToLogin = useSendToLogin();
  const toggle = useCallback(() => {
    // a visitor: the login popup, and this game among the favourites once signed in here
    if (!ref) sendToLogin({ kind: 'favourite', game: { nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType } });
    else favouriteIntents((event) => ref.send(event)).toggle(game);
  }, [ref, sendToLogin, game]);
  return { star, toggle };
}

/** The member's favourite ids, or null for a visitor. */
export function useFavouriteIds(): readonly string[] | null {
  const ref = useFlowRef<FavouritesMachine>(FLOW.favourites);
  return useSelector(ref, (snapshot) => (snapshot ? favouriteIdsOf(snapshot) : null));
}

/** Where the game a visitor starred before signing in stands: the favourites still loading, or its star on or off. */
type DueStar = 'waiting' | 'on' | 'off';

const noSend = () => undefined;

/**
 * The game a visitor starred before signing in, once they are back on its page: added when the
 * favourites are there, and only if it is not a favourite already (the star they pressed was to
 * add it). Taken once either way.
 */
export function useDueFavourite(): void {
  const ref = useFlowRef<FavouritesMachine>(FLOW.favourites);
  const due = useDueAction();
  const game = due.action?.kind === 'favourite' ? due.action.game : null;
  const star = useSelector(ref, (snapshot): DueStar | null => {
    if (!snapshot || !game) return null;
    const favourites = connectFavourites(snapshot, noSend);
    if (favourites.status !== 'ready') return 'waiting';
    return favourites.isFavourite(game.nodeId) ? 'on' : 'off';
  });
  useEffect(() => {
    if (!ref || !game || star === null || star === 'waiting') return;
    if (star === 'off') favouriteIntents((event) => ref.send(event)).toggle(game);
    due.take();
  }, [ref, game, star, due]);
}
