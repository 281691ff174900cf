/** The game catalogue, favourites, recent games and launching a game. */
import type { CallOptions, PlatformRequester } from './request';
import {
  type Game,
  type GameList,
  favouriteIdsSchema,
  favouriteListSchema,
  gameListSchema,
  gameMenusSchema,
  hotGamesSchema,
  ignoredValueSchema,
  launchUrlSchema,
  pvpRoomsSchema,
  recentGamesSchema,
  vendorsSchema,
} from './schemas';

/** SPEC.md §9: client type 3. */
export const CLIENT_TYPE = 3;
export type GamePlatform = 'html5-desktop' | 'flash';
export const DEFAULT_GAME_PLATFORM: GamePlatform = 'html5-desktop';

export interface GameListQuery {
  readonly gameType?: string;
  readonly vassalage?: string;
  readonly gameClassify?: string;
  readonly gameName?: string;
  readonly minBet?: number;
  readonly minLineNum?: number;
  readonly pageNo?: number;
  /** 12 on the home lobby, 18 in a game lobby. */
  readonly pageSize?: number;
  /** 1: only hot games (the HOT filter; a field API.md does not name, see keepFlagged). */
  readonly isHot?: 1;
  /** 1: only new games (the NEW filter; a field API.md does not name, see keepFlagged). */
  readonly isNew?: 1;
  readonly channel?: string;
  readonly platform?: GamePlatform;
}

export interface HotGamesQuery {
  readonly vassalage?: string;
  readonly platform?: GamePlatform;
}

export interface RecentGamesQuery {
  readonly page?: number;
  readonly pageSize?: number;
  readonly gameType?: string;
  readonly vassalage?: string;
}

export interface FavouriteListQuery {
  readonly pageNo?: number;
  readonly pageSize?: number;
  readonly gameType?: string;
  readonly platform?: GamePlatform;
}

export interface FavouriteGame {
  readonly nodeId: string;
  /** Vendor code (the game's vassalage). */
  readonly vendor: string;
  readonly gameType: string;
}

export interface LaunchGameQuery {
  readonly gameType: string;
  readonly vassalage: string;
  readonly gameId?: string;
  readonly nodeId?: string;
  readonly platform?: GamePlatform;
  /** GLS for games, LOTT for lottery. */
  readonly launchMode?: 'GLS' | 'LOTT';
  /** Free play launches with a trial balance. */
  readonly freePlay?: boolean;
}

/**
 * The HOT and NEW filters go to the platform as `isHot=1` / `isNew=1`, fields neither API.md nor
 * SPEC.md §7 lists for the game list (audit #28). A platform that ignores them answers every game,
 * and the lobby would show all of them under HOT or NEW. So the answer is filtered here too, by each
 * game's own flag (SPEC.md §3: `isHot` 1 shows the hot tag; `isNew` ours), when the page carries
 * the flag at all (some game has it set). A page where no game has it is kept as answered: either
 * the platform did filter and does not mark its games, or it has nothing to go by. A platform that
 * honours the filter answers only flagged games, which this leaves as they are. `totalPages` and
 * `totalCount` are the platform's: on a platform that ignores the filter a later page may hold
 * fewer games than the page size.
 */
export function keepFlagged(list: GameList, query: Pick<GameListQuery, 'isHot' | 'isNew'>): GameList {
  const flags = (['isHot', 'isNew'] as const).filter((flag) => query[flag] === 1);
  if (flags.length === 0) return list;
  const carried = flags.filter((flag) => list.games.some((game: Game) => game[flag]));
  if (carried.length === 0) return list;
  return { ...list, games: list.games.filter((game) => carried.every((flag) => game[flag])) };
}

export function createGamesApi({ request, merchantCode, getLanguage }: PlatformRequester) {
  return {
    /** GET /lgw/games/game_menus: the lobby's category menu. */
    getGameMenus(options: CallOptions = {}) {
      return request('gameMenus', { schema: gameMenusSchema, query: { language: getLanguage() }, ...options });
    },

    /** GET /lgw/games/game_type: game types with names and counts (one type when gameType is given). */
    getGameType(params: { gameType?: string } = {}, options: CallOptions = {}) {
      return request('gameType', { schema: gameMenusSchema, query: { ...params, language: getLanguage() }, ...options });
    },

    /** GET /lgw/games/pvp_rooms. */
    getPvpRooms(params: { vassalage?: string } = {}, options: CallOptions = {}) {
      return request('pvpRooms', { schema: pvpRoomsSchema, query: { ...params, language: getLanguage() }, ...options });
    },

    /** GET /wps/relay/GCSGAME_gameList: a page of games (games, totalPages, totalCount). */
    async getGameList(query: GameListQuery = {}, options: CallOptions = {}): Promise<GameList> {
      const list = await request('gameList', {
        schema: gameListSchema,
        query: {
          clientType: CLIENT_TYPE,
          platform: DEFAULT_GAME_PLATFORM,
          merchant: merchantCode,
          pageNo: 1,
          pageSize: 18,
          ...query,
          language: getLanguage(),
        },
        ...options,
      });
      return keepFlagged(list, query);
    },

    /** GET /wps/relay/GCSGAME_hotGamesV2. */
    getHotGames(query: HotGamesQuery = {}, options: CallOptions = {}) {
      return request('hotGames', {
        schema: hotGamesSchema,
        query: { merchantCode, isPlatform: 2, platform: DEFAULT_GAME_PLATFORM, ...query, language: getLanguage() },
        ...options,
      });
    },

    /** GET /wps/relay/GCSGAME_newGameVendor: vendor lanes per category. */
    getVendors(params: { platform?: GamePlatform } = {}, options: CallOptions = {}) {
      return request('vendors', {
        schema: vendorsSchema,
        query: { platform: DEFAULT_GAME_PLATFORM, ...params, language: getLanguage() },
        ...options,
      });
    },

    /** GET /wps/relay/GCS_recentGame. */
    getRecentGames(query: RecentGamesQuery = {}, options: CallOptions = {}) {
      return request('recentGames', {
        schema: recentGamesSchema,
        query: { clientType: CLIENT_TYPE, page: 1, pageSize: 12, gameType: 'RNG', ...query, language: getLanguage() },
        ...options,
      });
    },

    /** GET /wps/relay/MCSFE_getFavoriteGames: the node ids of the member's favourites. */
    getFavouriteIds(options: CallOptions = {}) {
      return request('favouriteIds', { schema: favouriteIdsSchema, ...options });
    },

    /** GET /wps/relay/MCSFE_getFavoriteGamesList (content, pageNum, totalPages). */
    getFavouriteList(query: FavouriteListQuery = {}, options: CallOptions = {}) {
      return request('favouriteList', {
        schema: favouriteListSchema,
        query: { clientType: CLIENT_TYPE, platform: DEFAULT_GAME_PLATFORM, pageNo: 1, pageSize: 999, ...query, language: getLanguage() },
        ...options,
      });
    },

    /** POST /wps/relay/MCSFE_addFavoriteGameV2. */
    async addFavourite(game: FavouriteGame, options: CallOptions = {}): Promise<void> {
      await request('addFavourite', { schema: ignoredValueSchema, body: game, ...options });
    },

    /**
     * DELETE /wps/relay/MCSFE_removeFavoriteGameV2. The fields go in the query and the body:
     * proxies may drop a DELETE body, and the platform reads either.
     */
    async removeFavourite(game: FavouriteGame, options: CallOptions = {}): Promise<void> {
      await request('removeFavourite', { schema: ignoredValueSchema, query: { ...game }, body: game, ...options });
    },

    /** GET /wps/game/launchGame: the game URL (value.content.game_url). */
    launchGame(query: LaunchGameQuery, options: CallOptions = {}) {
      const { freePlay, ...rest } = query;
      return request('launchGame', {
        schema: launchUrlSchema,
        query: {
          platform: DEFAULT_GAME_PLATFORM,
          launchMode: 'GLS',
          ...rest,
          accountType: freePlay ? 0 : 1,
          language: getLanguage(),
        },
        ...options,
      });
    },
  };
}
