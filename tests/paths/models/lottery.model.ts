/** The path model of the lottery chart: the screen loads or fails, a retry, another game chosen. */
import type { EventObject } from 'xstate';
import type { PathModel } from '../registry';
import type { LotteryMachine, LotteryScreen } from '../../../machines/games/lottery.machine';

/** A game of the embedded platform's VN lottery menu. */
export const LOTTERY_SAMPLE_GAME = 'tcg_lotto_vn_loteria_centro_vn';

const screen: LotteryScreen = { prizeMode: 'ELOTT', games: [], gameCode: LOTTERY_SAMPLE_GAME, url: 'https://lottery.example.test/lobby' };

export const lotteryModel: PathModel<LotteryMachine> = {
  input: { route: 'vnLottery', gameCode: null },
  events: {
    SELECT_GAME: [{ type: 'SELECT_GAME', gameCode: LOTTERY_SAMPLE_GAME } as EventObject],
    RETRY: [{ type: 'RETRY' }],
    'xstate.done.actor.loadScreen': [{ type: 'xstate.done.actor.loadScreen', output: screen } as EventObject],
    'xstate.error.actor.loadScreen': [{ type: 'xstate.error.actor.loadScreen', error: { messageKey: 'errors:systemBusy' } } as EventObject],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  describeEvent: (event) => event.type,
};
