/** The lottery screens' calls (SPEC.md §7 "Lottery"). */
import type { CallOptions, PlatformRequester } from './request';
import {
  launchUrlSchema,
  lotteryDrawsSchema,
  lotteryMenuSchema,
  openedNumeroSchema,
  missionLeaderboardSchema,
  missionSummarySchema,
} from './schemas';

/** SPEC.md §9: a mode becomes ELOTT when vendor data has TCG_LOTTO_VN or LOTT under ELOTT. */
export type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';

export interface LotteryLobbyLaunch {
  readonly lottoPrizeMode: PrizeMode;
  readonly lottoGameCode?: string;
  readonly lottoView: 'betting' | 'lobby';
  /** Where the lottery's back button returns to. */
  readonly backUrl?: string;
  readonly lottoArea?: string;
}

export function createLotteryApi({ request, getLanguage }: PlatformRequester) {
  const withGameCode = (gameCode: string | undefined) => ({ gameCode, language: getLanguage() });

  return {
    /** GET /lgw/vn/games/game_menu: the side menu's lottery games. */
    getGameMenu(params: { prizeMode?: PrizeMode } = {}, options: CallOptions = {}) {
      return request('lotteryGameMenu', {
        schema: lotteryMenuSchema,
        query: { prizeMode: params.prizeMode ?? 'LOTT', device: 'WEB', language: getLanguage() },
        ...options,
      });
    },

    /** GET /lgw/vn/games/recent_results. */
    getRecentResults(params: { gameCode?: string } = {}, options: CallOptions = {}) {
      return request('lotteryRecentResults', { schema: lotteryDrawsSchema, query: withGameCode(params.gameCode), ...options });
    },

    /** GET /lgw/vn/games/opened_numero: the game's draw now open for bets (`current`) and the last one drawn (`last`). */
    getOpenedNumero(params: { gameCode: string }, options: CallOptions = {}) {
      return request('lotteryOpenedNumero', { schema: openedNumeroSchema, query: withGameCode(params.gameCode), ...options });
    },

    /** GET /lgw/vn/games/vn_numero: the open draw of every VN lottery game (of one, with gameCode). */
    getVnNumero(params: { gameCode?: string } = {}, options: CallOptions = {}) {
      return request('lotteryVnNumero', { schema: lotteryDrawsSchema, query: withGameCode(params.gameCode), ...options });
    },

    /** GET /lgw/vn/mission/summary (token). */
    getMissionSummary(options: CallOptions = {}) {
      return request('lotteryMissionSummary', { schema: missionSummarySchema, query: { language: getLanguage() }, ...options });
    },

    /** GET /lgw/vn/mission/leaderboard. */
    getMissionLeaderboard(options: CallOptions = {}) {
      return request('lotteryMissionLeaderboard', { schema: missionLeaderboardSchema, query: { language: getLanguage() }, ...options });
    },

    /** GET /wps/game/launchLotteryLobby: the lottery lobby's URL. */
    launchLobby(params: LotteryLobbyLaunch, options: CallOptions = {}) {
      return request('lotteryLobbyLaunch', {
        schema: launchUrlSchema,
        query: { lottoArea: 'VN', ...params, launchMode: 'LOTT', device: 'WEB', language: getLanguage() },
        ...options,
      });
    },
  };
}
