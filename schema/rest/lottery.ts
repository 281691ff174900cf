/**
 * Lottery: menus per prize mode, draws that follow the scenario clock, results, missions and the
 * lobby launch onto the platform's lottery page.
 */
import { z } from 'zod';
import { createRandom } from '../infra/prng.js';
import { drawAt, drawResult, lotteryMenu, openDrawIndex, PRIZE_MODES, type LotteryGameRecord, type PrizeMode } from '../seed/lottery.js';
import { maskedPlayerName } from '../seed/names.js';
import { LOTTERY_PAGE_PATH } from '../seed/site.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, type RouteContext } from './http.js';

const prizeModeField = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .transform((value) => PRIZE_MODES.find((mode) => mode === value));

/** SPEC.md §9: without a requested mode it is ELOTT when the vendors include TCG_LOTTO_VN. */
function prizeModeOf(context: RouteContext, requested: PrizeMode | undefined): PrizeMode {
  if (requested) return requested;
  return context.catalogue.lotteryGames.some((game) => game.vassalage === 'TCG_LOTTO_VN') ? 'ELOTT' : 'LOTT';
}

function lotteryGame(context: RouteContext, gameCode: string | undefined): LotteryGameRecord {
  const game = gameCode ? context.catalogue.lotteryByCode.get(gameCode) : undefined;
  if (!game) throw new PlatformError(ERROR.gameNotFound);
  return game;
}

function openDraw(game: LotteryGameRecord, now: number) {
  return drawAt(game, openDrawIndex(game, now), now);
}

function pastDraws(context: RouteContext, game: LotteryGameRecord, count: number) {
  const open = openDrawIndex(game, context.now);
  return Array.from({ length: count }, (_, offset) => {
    const draw = drawAt(game, open - 1 - offset, context.now);
    return { ...draw, numbers: drawResult(context.catalogue.seed, game, draw.numero) };
  });
}

const MISSIONS = [
  { missionId: 'bet-3-draws', name: { es: 'Apuesta en 3 sorteos', en: 'Bet on 3 draws' }, target: 3, reward: 50 },
  { missionId: 'bet-10-draws', name: { es: 'Apuesta en 10 sorteos', en: 'Bet on 10 draws' }, target: 10, reward: 200 },
  { missionId: 'win-1-draw', name: { es: 'Gana un sorteo', en: 'Win a draw' }, target: 1, reward: 100 },
] as const;

export const lotteryHandlers = defineHandlers({
  lotteryGameMenu: (context) => {
    const prizeMode = prizeModeOf(context, input(context, z.object({ prizeMode: prizeModeField(), device: field.optionalText() })).prizeMode);
    const groups = lotteryMenu(context.catalogue.lotteryGames, prizeMode);
    return ok({
      prizeMode,
      gameMenus: groups.map((group) => ({
        groupCode: group.groupCode,
        groupName: group.groupName[context.language],
        games: group.games.map((game) => ({ ...game, currentDraw: openDraw(game, context.now) })),
      })),
    });
  },

  lotteryRecentResults: (context) => {
    const fields = input(context, z.object({ gameCode: field.text(), count: field.page(10, 50) }));
    return ok({ list: pastDraws(context, lotteryGame(context, fields.gameCode), fields.count) });
  },

  lotteryOpenedNumero: (context) => {
    const game = lotteryGame(context, input(context, z.object({ gameCode: field.text() })).gameCode);
    const [last] = pastDraws(context, game, 1);
    return ok({ current: openDraw(game, context.now), last: last ?? null });
  },

  lotteryVnNumero: (context) => {
    const { gameCode } = input(context, z.object({ gameCode: field.optionalText() }));
    const games = context.catalogue.lotteryGames.filter((game) => game.area === 'VN' && (!gameCode || game.gameCode === gameCode));
    return ok({ list: games.map((game) => openDraw(game, context.now)) });
  },

  lotteryMissionSummary: (context) => {
    const day = new Date(context.now).toISOString().slice(0, 10);
    const random = createRandom(context.catalogue.seed, `missions:${context.member.username}:${day}`);
    const missions = MISSIONS.map((mission) => {
      const progress = random.int(0, mission.target);
      return { ...mission, name: mission.name[context.language], progress, status: progress >= mission.target ? 'COMPLETED' : 'IN_PROGRESS' };
    });
    return ok({ missions, completed: missions.filter((mission) => mission.status === 'COMPLETED').length, total: missions.length, points: context.member.points });
  },

  lotteryMissionLeaderboard: (context) => {
    const day = new Date(context.now).toISOString().slice(0, 10);
    const random = createRandom(context.catalogue.seed, `leaderboard:${day}`);
    const scores = Array.from({ length: 20 }, () => ({ customerName: maskedPlayerName(random), score: random.int(50, 5000) })).sort((left, right) => right.score - left.score);
    return ok({ day, list: scores.map((entry, index) => ({ rank: index + 1, ...entry })) });
  },

  lotteryLobbyLaunch: (context) => {
    const fields = input(
      context,
      z.object({
        lottoArea: field.optionalText(),
        launchMode: field.optionalText(),
        lottoPrizeMode: prizeModeField(),
        lottoGameCode: field.optionalText(),
        lottoView: z.enum(['betting', 'lobby']).catch('lobby'),
        device: field.optionalText(),
        backUrl: field.optionalText(),
        language: field.optionalText(),
      }),
    );
    const url = new URL(LOTTERY_PAGE_PATH, context.origin);
    if (fields.lottoGameCode) {
      const game = lotteryGame(context, fields.lottoGameCode);
      context.scenario.recordRecentGame(context.member, game.nodeId);
      url.searchParams.set('gameCode', game.gameCode);
    }
    url.searchParams.set('prizeMode', prizeModeOf(context, fields.lottoPrizeMode));
    url.searchParams.set('view', fields.lottoView);
    url.searchParams.set('lang', fields.language ?? context.language);
    if (fields.backUrl) url.searchParams.set('back', fields.backUrl);
    return ok({ content: { game_url: url.toString() } });
  },
});
