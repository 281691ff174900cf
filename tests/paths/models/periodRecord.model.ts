/**
 * The path model of personal profit (machines/records/memberRecords.machine.ts periodRecordMachine; bonus
 * details is the same chart with another call): periods with profit, periods without, a failure; a
 * game type, a period, a range (accepted or too long), retry.
 */
import type { PathModel } from '../registry';
import type { PeriodRecordMachine } from '../../../machines/records/memberRecords.machine';
import { PROFIT_EMPTY, PROFIT_ROWS, daysAgo, today } from './records-samples';

const DONE = 'xstate.done.actor.loadRecords';
const ERROR = 'xstate.error.actor.loadRecords';

const events = {
  [DONE]: [
    { type: DONE, output: PROFIT_ROWS },
    { type: DONE, output: PROFIT_EMPTY },
  ],
  [ERROR]: [{ type: ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  FILTER: [{ type: 'FILTER', filters: { gameType: 'LIVE' } }],
  SET_PERIOD: [{ type: 'SET_PERIOD', period: 'WEEK' }],
  SET_RANGE: [
    { type: 'SET_RANGE', from: daysAgo(89), to: today() },
    { type: 'SET_RANGE', from: daysAgo(186), to: today() },
  ],
  RETRY: [{ type: 'RETRY' }],
};

export const periodRecordModel: PathModel<PeriodRecordMachine> = {
  events,
  input: { kind: 'profit', query: { gameType: '', vendor: '', bonusType: '', basis: 'BET', period: 'DAY', page: 1, from: daysAgo(29), to: today() } },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      game: snapshot.context.query.gameType !== '',
      period: snapshot.context.query.period,
      refused: snapshot.context.rangeErrorKey !== null,
    }),
  describeEvent: (event) => (event.type === DONE ? `${DONE} (${(event as { output?: { totals: { orders: number } } }).output?.totals.orders ?? 0} bets)` : JSON.stringify(event)),
  stitchTours: true,
};
