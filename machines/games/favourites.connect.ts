/**
 * The favourites chart as the tiles, the lobbies and its status toast see it. Pure (no React).
 *
 * A lobby shows hundreds of tiles, each with a star: a tile reads its own star through the narrow
 * selector `favouriteStarOf(snapshot, nodeId)` (a few flags, compared with `sameStar`), so one
 * star's change re-renders one tile, not every tile. The toast and the Favourite filter read
 * `connectFavourites`.
 */
import type { SnapshotFrom } from 'xstate';
import type { Game } from '../../src/api';
import type { FavouritesEvent, FavouritesMachine, FavouriteTarget } from './favourites.machine';
import { firstTagOf, TAGS, type LoadStatus, type Send } from '../kit';

export interface FavouritesView extends FavouriteIntents {
  /**
   * Whether the ids are there, whatever is being saved: not loadStatusOf, which reads a save's
   * `busy` (inside `ready`) as loading.
   */
  readonly status: LoadStatus;
  /** The ids failed to load (the toast offers a retry); otherwise a failure is a save that was undone. */
  readonly loadFailed: boolean;
  /** A change is on its way to the platform. */
  readonly saving: boolean;
  /** Node ids of the tiles inside their toggle throttle. */
  readonly coolingDown: readonly string[];
  /** The member's favourite ids, with the unanswered changes applied. */
  readonly ids: readonly string[];
  /** The last failure's i18n key (kept until a load answers). */
  readonly failureKey: string | null;
  /** Failures so far: a new failure, even for the same reason, is told apart from one dismissed. */
  readonly failureCount: number;
  isFavourite(nodeId: string): boolean;
}

export type FavouriteGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;

/** The chart's target for a tile's game. */
export const favouriteTargetOf = (game: FavouriteGame): FavouriteTarget => ({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });

/** The star's press: always sent, the chart decides whether the tile is still inside its throttle. */
export const toggleEvent = (game: FavouriteGame): FavouritesEvent => ({ type: 'TOGGLE', game: favouriteTargetOf(game) });

export interface FavouriteIntents {
  toggle(game: FavouriteGame): void;
  retry(): void;
}

/** The intents alone: they do not depend on the state, so a tile can use them without the whole API. */
export function favouriteIntents(send: Send<FavouritesEvent>): FavouriteIntents {
  return {
    toggle: (game) => send(toggleEvent(game)),
    retry: () => send({ type: 'RETRY' }),
  };
}

/** One tile's star: on or off, and what its button tells beside that (data attributes). */
export interface FavouriteStarView {
  readonly favourite: boolean;
  /** Whether the member's favourites are there: a press before they are does nothing. */
  readonly status: LoadStatus;
  /** This game's change is on its way to the platform (or queued behind another). */
  readonly saving: boolean;
  /** Inside this tile's toggle throttle: a press now is ignored. */
  readonly coolingDown: boolean;
}

/** The narrow selector of one tile's star. */
export function favouriteStarOf(snapshot: SnapshotFrom<FavouritesMachine>, nodeId: string): FavouriteStarView {
  const { ids, unsentChanges, coolingDown } = snapshot.context;
  return {
    favourite: ids.includes(nodeId),
    status: firstTagOf(snapshot, [[TAGS.failed, 'failed'], [TAGS.ready, 'ready']], 'loading'),
    saving: unsentChanges.some((change) => change.game.nodeId === nodeId),
    coolingDown: coolingDown.includes(nodeId),
  };
}

/** The same star: the tile need not draw again. */
export const sameStar = (left: FavouriteStarView, right: FavouriteStarView): boolean =>
  left.favourite === right.favourite && left.status === right.status && left.saving === right.saving && left.coolingDown === right.coolingDown;

/** The ids alone (stable between changes), for a list that follows the favourites. */
export function favouriteIdsOf(snapshot: SnapshotFrom<FavouritesMachine>): readonly string[] {
  return snapshot.context.ids;
}

export function connectFavourites(snapshot: SnapshotFrom<FavouritesMachine>, send: Send<FavouritesEvent>): FavouritesView {
  const failed = snapshot.hasTag(TAGS.failed);
  const ready = snapshot.hasTag(TAGS.ready);
  const { ids, coolingDown, failureKey, failureCount } = snapshot.context;
  return {
    status: firstTagOf(snapshot, [[TAGS.failed, 'failed'], [TAGS.ready, 'ready']], 'loading'),
    loadFailed: failed,
    saving: ready && snapshot.hasTag(TAGS.busy),
    coolingDown,
    ids,
    failureKey,
    failureCount,
    isFavourite: (nodeId) => ids.includes(nodeId),
    ...favouriteIntents(send),
  };
}
