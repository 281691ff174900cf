/**
 * A lottery screen (/lottery, /seaLottery, /vnLottery; SPEC.md §2, §7 "Lottery", §9 prize modes):
 * the prize mode from the route and the vendor data, the lottery menu of that mode, and the
 * lottery lobby opened on the game of the gameCode query (or the first one). The route's token
 * gate sends a visitor to /login before this chart starts.
 */
import { assign, setup } from 'xstate';
import { errorOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';
import type { LotteryGame, PrizeMode, VendorLane } from '../../src/api';

export type LotteryRoute = 'lottery' | 'seaLottery' | 'vnLottery';

/**
 * SPEC.md §9: the mode becomes ELOTT when the vendor data has TCG_LOTTO_VN, or a LOTT vendor,
 * under ELOTT; the SEA screen keeps SEA.
 */
export function prizeModeFor(route: LotteryRoute, lanes: readonly VendorLane[]): PrizeMode {
  if (route === 'seaLottery') return 'SEA';
  const elott = lanes.find((lane) => (lane.gameCategory ?? lane.title) === 'ELOTT');
  const hasVnOrLott = elott?.cards.some((card) => card.vassalage === 'TCG_LOTTO_VN' || card.vassalage === 'LOTT' || card.gameType === 'LOTT') ?? false;
  return hasVnOrLott ? 'ELOTT' : 'LOTT';
}

export interface LotteryScreen {
  readonly prizeMode: PrizeMode;
  readonly games: readonly LotteryGame[];
  readonly gameCode: string | null;
  /** The lottery lobby's URL for the game. */
  readonly url: string;
}

export interface LotteryInput {
  readonly route: LotteryRoute;
  readonly gameCode: string | null;
}

export interface LotteryContext extends LotteryInput {
  readonly screen: LotteryScreen | null;
  readonly failureKey: string | null;
}

export type LotteryEvent = { type: 'SELECT_GAME'; gameCode: string } | { type: 'RETRY' };

export const lotteryMachine = setup({
  types: { context: {} as LotteryContext, events: {} as LotteryEvent, input: {} as LotteryInput },
  actors: {
    /** Provided by the wiring (src/app/wiring/games/lottery.ts). */
    loadScreen: notProvided<LotteryScreen, LotteryInput>('loadScreen'),
  },
  actions: {
    selectGame: assign((_, gameCode: string) => ({ gameCode })),
    storeScreen: assign((_, screen: LotteryScreen) => ({ screen, gameCode: screen.gameCode, failureKey: null })),
    storeFailure: storeFailure(),
  },
}).createMachine({
  id: 'lottery',
  context: ({ input }) => ({ route: input.route, gameCode: input.gameCode, screen: null, failureKey: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadScreen',
        src: 'loadScreen',
        input: ({ context }) => ({ route: context.route, gameCode: context.gameCode }),
        onDone: { target: 'ready', actions: { type: 'storeScreen', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    ready: {
      tags: [TAGS.ready],
      on: { SELECT_GAME: { target: 'loading', actions: { type: 'selectGame', params: ({ event }) => event.gameCode } } },
    },
    failure: retryableFailure(),
  },
});

export type LotteryMachine = typeof lotteryMachine;
