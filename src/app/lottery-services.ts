/** Wiring of the lottery chart (loaded with the lottery screens): prize mode, game menu and lobby launch. */
import { fromPromise } from 'xstate';
import { lotteryMachine, prizeModeFor, type LotteryInput, type LotteryScreen } from '@machines/lottery.machine';
import { cachedVendors } from './games-services';
import { api } from './services';

export const lotteryLogic = lotteryMachine.provide({
  actors: {
    loadScreen: fromPromise<LotteryScreen, LotteryInput>(async ({ input }) => {
      const prizeMode = prizeModeFor(input.route, await cachedVendors());
      const games = await api.lottery.getGameMenu({ prizeMode });
      const gameCode = input.gameCode ?? games[0]?.gameCode ?? null;
      const url = await api.lottery.launchLobby({
        lottoPrizeMode: prizeMode,
        ...(gameCode ? { lottoGameCode: gameCode } : {}),
        lottoView: gameCode ? 'betting' : 'lobby',
        backUrl: `${globalThis.location?.origin ?? ''}/`,
      });
      return { prizeMode, games, gameCode, url };
    }),
  },
});
