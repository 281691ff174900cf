/**
 * Games: menus, lists with every filter of the lobby, hot games, vendor lanes, recent games,
 * favourites (per member) and launching a game onto the platform's own game page.
 */
import { z } from 'zod';
import { foldForSearch, type Catalogue } from '../state/catalogue.js';
import type { GameRecord } from '../seed/games.js';
import { GAME_PAGE_PATH } from '../seed/site.js';
import { isGameType, type GameType } from '../seed/vendors.js';
import { MAIN_WALLET } from '../seed/accounts.js';
import type { Scenario } from '../state/scenario.js';
import { assertMayPlay } from './account.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, paginate, type RouteContext } from './http.js';

export function gameView(scenario: Scenario, game: GameRecord) {
  return { ...game, maintenance: scenario.vendorMaintenance.has(game.vassalage) };
}

const gameTypeField = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .transform((value) => (value && isGameType(value) ? value : undefined));

/** Optional numeric query parameter: empty or invalid means "no filter". */
const optionalNumber = () =>
  z.preprocess((value) => (value === '' || value === undefined || value === null ? undefined : Number(value)), z.number().finite().optional().catch(undefined));

const gameListInput = z.object({
  gameType: gameTypeField(),
  vassalage: field.optionalText(),
  gameClassify: field.optionalText(),
  gameName: field.optionalText(),
  /** Games whose minimum bet is at most this. */
  minBet: optionalNumber(),
  /** Games with at least this many lines. */
  minLineNum: optionalNumber(),
  /** Lobby filter types NEW and HOT (SPEC.md §9). */
  isHot: field.flag(),
  isNew: field.flag(),
  pageNo: field.page(1),
  pageSize: field.page(18, 200),
});

type GameListInput = z.infer<typeof gameListInput>;

/**
 * One pass over the type's games in lobby order. Vendor-lobby entries (VASSALAGE) belong to
 * the unfiltered category view only: a vendor, classification or name filter asks for games.
 */
function filterGames(catalogue: Catalogue, query: GameListInput): GameRecord[] {
  const source = query.gameType ? (catalogue.gamesByType.get(query.gameType) ?? []) : catalogue.games;
  const vendor = query.vassalage?.toUpperCase();
  const needle = query.gameName ? foldForSearch(query.gameName) : undefined;
  const gamesOnly = Boolean(vendor || query.gameClassify || needle || query.isHot || query.isNew);
  return source.filter(
    (game) =>
      (!gamesOnly || game.isGame === 'GAME') &&
      (!vendor || game.vassalage === vendor) &&
      (!query.gameClassify || game.gameClassify === query.gameClassify) &&
      (!needle || (catalogue.searchNames.get(game.nodeId) ?? '').includes(needle)) &&
      (query.minBet === undefined || game.minBet <= query.minBet) &&
      (query.minLineNum === undefined || game.minLineNum >= query.minLineNum) &&
      (!query.isHot || game.isHot === 1) &&
      (!query.isNew || game.isNew === 1),
  );
}

function findGame(catalogue: Catalogue, nodeId: string | undefined): GameRecord {
  const game = nodeId ? catalogue.gamesById.get(nodeId) : undefined;
  if (!game) throw new PlatformError(ERROR.gameNotFound);
  return game;
}

function gamesOf(context: RouteContext, nodeIds: readonly string[], gameType: GameType | undefined, vassalage: string | undefined) {
  const vendor = vassalage?.toUpperCase();
  return nodeIds
    .map((nodeId) => context.catalogue.gamesById.get(nodeId))
    .filter((game): game is GameRecord => game !== undefined && (!gameType || game.gameType === gameType) && (!vendor || game.vassalage === vendor))
    .map((game) => gameView(context.scenario, game));
}

/** The lane list with localised names and the scenario's vendor maintenance applied. */
function lanesView(context: RouteContext) {
  const { scenario, language } = context;
  return context.catalogue.lanes.map((lane) => ({
    gameCategory: lane.gameCategory,
    title: lane.title,
    name: lane.name[language],
    icon: lane.icon,
    cards: lane.cards.map((card) => ({ ...card, maintenance: scenario.vendorMaintenance.has(card.vassalage) })),
    gameClassify: lane.gameClassify.map((classification) => ({ code: classification.code, name: classification.name[language], vendors: classification.vendors })),
  }));
}

const favouriteInput = z.object({ nodeId: z.coerce.string().trim().min(1), vendor: field.optionalText(), gameType: field.optionalText() });

const launchInput = z.object({
  nodeId: field.optionalText(),
  gameId: field.optionalText(),
  gameType: gameTypeField(),
  vassalage: field.optionalText(),
  platform: field.optionalText(),
  launchMode: field.optionalText(),
  /** 1 real money, 0 free play. */
  accountType: z.coerce.number().int().min(0).max(1).catch(1),
  language: field.optionalText(),
});

export const gameHandlers = defineHandlers({
  gameMenus: (context) =>
    ok(
      lanesView(context).map((lane, index) => ({
        gameType: lane.gameCategory,
        name: lane.name,
        icon: lane.icon,
        sort: index + 1,
        vendorCount: lane.cards.length,
      })),
    ),

  gameType: (context) => ok(context.catalogue.gameTypes.map((gameType) => ({ ...gameType, name: gameType.name[context.language] }))),

  pvpRooms: (context) => {
    const fields = input(context, z.object({ gameCode: field.optionalText() }));
    return ok({ list: context.catalogue.pvpRooms.filter((room) => !fields.gameCode || room.gameCode === fields.gameCode) });
  },

  gameList: (context) => {
    const query = input(context, gameListInput);
    const { page, totalPages, totalCount } = paginate(filterGames(context.catalogue, query), query.pageNo, query.pageSize);
    return ok({ games: page.map((game) => gameView(context.scenario, game)), pageNo: query.pageNo, pageSize: query.pageSize, totalPages, totalCount });
  },

  hotGames: (context) => {
    const fields = input(context, z.object({ vassalage: field.optionalText(), gameType: gameTypeField() }));
    const vendor = fields.vassalage?.toUpperCase();
    const list = context.catalogue.hotGames.filter((game) => (!vendor || game.vassalage === vendor) && (!fields.gameType || game.gameType === fields.gameType));
    return ok({ list: list.map((game) => gameView(context.scenario, game)) });
  },

  vendors: (context) => ok({ data: { lanes: lanesView(context) } }),

  recentGames: (context) => {
    const fields = input(context, z.object({ page: field.page(1), pageSize: field.page(12, 200), gameType: gameTypeField(), vassalage: field.optionalText() }));
    const games = gamesOf(context, context.member.recentGames, fields.gameType, fields.vassalage);
    const { page, totalPages, totalCount } = paginate(games, fields.page, fields.pageSize);
    return ok({ list: page, pageNum: fields.page, totalPages, totalCount });
  },

  favouriteIds: (context) => ok([...context.member.favourites]),

  favouriteList: (context) => {
    const fields = input(context, z.object({ pageNo: field.page(1), pageSize: field.page(999, 999), gameType: gameTypeField() }));
    const games = gamesOf(context, context.member.favourites, fields.gameType, undefined);
    const { page, totalPages, totalCount } = paginate(games, fields.pageNo, fields.pageSize);
    return ok({ content: page, pageNum: fields.pageNo, totalPages, totalCount });
  },

  addFavourite: (context) => {
    const game = findGame(context.catalogue, input(context, favouriteInput).nodeId);
    const { member } = context;
    if (!member.favourites.includes(game.nodeId)) member.favourites = [game.nodeId, ...member.favourites];
    return ok({ nodeId: game.nodeId, favourite: true });
  },

  removeFavourite: (context) => {
    const { nodeId } = input(context, favouriteInput);
    context.member.favourites = context.member.favourites.filter((id) => id !== nodeId);
    return ok({ nodeId, favourite: false });
  },

  launchGame: (context) => {
    const { scenario, catalogue, member } = context;
    const fields = input(context, launchInput);
    const byCode = fields.gameId ? catalogue.games.find((game) => game.gameCode === fields.gameId || game.nodeId === fields.gameId) : undefined;
    const vendorLobby =
      !fields.nodeId && !byCode && fields.vassalage
        ? catalogue.games.find((game) => game.isGame === 'VASSALAGE' && game.vassalage === fields.vassalage?.toUpperCase() && (!fields.gameType || game.gameType === fields.gameType))
        : undefined;
    const game = byCode ?? vendorLobby ?? findGame(catalogue, fields.nodeId);
    assertMayPlay(scenario, member);
    if (scenario.vendorMaintenance.has(game.vassalage)) throw new PlatformError(ERROR.gameMaintenance, { value: { vassalage: game.vassalage } });
    const freePlay = fields.accountType === 0;
    if (freePlay && game.supportPlay !== 0) throw new PlatformError(ERROR.freePlayNotSupported);
    if (!freePlay && (member.wallets.get(MAIN_WALLET) ?? 0) < game.minBet) throw new PlatformError(ERROR.balanceInsufficient);
    scenario.recordRecentGame(member, game.nodeId);
    const url = new URL(`${GAME_PAGE_PATH}/${game.nodeId}`, context.origin);
    url.searchParams.set('mode', freePlay ? 'free' : 'real');
    url.searchParams.set('lang', fields.language ?? context.language);
    url.searchParams.set('launch', scenario.nextId('launch'));
    return ok({ content: { game_url: url.toString() } });
  },
});
