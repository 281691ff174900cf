/**
 * The path model of the betting record (machines/records/memberRecords.machine.ts betRecordMachine):
 * bets, none, a page past the end, a failure; a game type, a vendor, bet or settlement time, a
 * range (accepted or too long), a page, a bet's detail opened and closed, retry.
 */
import type { PathModel } from '../registry';
import type { BetRecordMachine } from '../../../machines/records/memberRecords.machine';
import { BET_EMPTY, BET_PAST_END, BET_ROWS, daysAgo, today } from './records-samples';

const DONE = 'xstate.done.actor.loadRecords';
const ERROR = 'xstate.error.actor.loadRecords';

const events = {
  [DONE]: [
    { type: DONE, output: BET_ROWS },
    { type: DONE, output: BET_EMPTY },
    { type: DONE, output: BET_PAST_END },
  ],
  [ERROR]: [{ type: ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  FILTER: [{ type: 'FILTER', filters: { gameType: 'LIVE' } }, { type: 'FILTER', filters: { vendor: 'EVO' } }],
  SET_BASIS: [{ type: 'SET_BASIS', basis: 'SETTLE' }],
  SET_RANGE: [
    { type: 'SET_RANGE', from: daysAgo(29), to: today() },
    { type: 'SET_RANGE', from: daysAgo(31), to: today() },
  ],
  SET_PAGE: [{ type: 'SET_PAGE', page: 2 }],
  OPEN_BET: [{ type: 'OPEN_BET', orderNo: BET_ROWS.list[1]?.orderNo ?? '' }],
  CLOSE_BET: [{ type: 'CLOSE_BET' }],
  RETRY: [{ type: 'RETRY' }],
};

export const betRecordModel: PathModel<BetRecordMachine> = {
  events,
  input: { kind: 'betting', query: { gameType: '', vendor: '', bonusType: '', basis: 'BET', period: 'DAY', page: 1, from: daysAgo(6), to: today() } },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      page: snapshot.context.query.page,
      game: snapshot.context.query.gameType !== '',
      vendor: snapshot.context.query.vendor !== '',
      settle: snapshot.context.query.basis === 'SETTLE',
      refused: snapshot.context.rangeErrorKey !== null,
    }),
  describeEvent: (event) => (event.type === DONE ? `${DONE} (${(event as { output?: { list: unknown[] } }).output?.list.length ?? 0} rows)` : JSON.stringify(event)),
  stitchTours: true,
};
