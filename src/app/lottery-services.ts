/** Wiring of the lottery chart (loaded with the lottery screens): prize mode, game menu and lobby launch. */
import { fromPromise } from 'xstate';
import { lotteryMachine, prizeModeFor, type LotteryInput, type LotteryScreen } from '@machines/lottery.machine';
import { cachedVendors } from './games-services';
import { createLotteryApi } from '@api/lottery';
import { requester } from './wiring/platform';

const lotteryApi = createLotteryApi(requester);

export const lotteryLogic = lotteryMachine.provide({
  actors: {
    loadScreen: fromPromise<LotteryScreen, LotteryInput>(async ({ input }) => {
      const prizeMode = prizeModeFor(input.route, await cachedVendors());
      const games = await lotteryApi.getGameMenu({ prizeMode });
      const gameCode = input.gameCode ?? games[0]?.gameCode ?? null;
      const url = await lotteryApi.launchLobby({
        lottoPrizeMode: prizeMode,
        ...(gameCode ? { lottoGameCode: gameCode } : {}),
        lottoView: gameCode ? 'betting' : 'lobby',
        backUrl: `${globalThis.location?.origin ?? ''}/`,
      });
      return { prizeMode, games, gameCode, url };
    }),
  },
});
