/** The path model of the transaction history: rows, an empty range, a page past the end, a failure; type, range (accepted or too long), page, retry, and a refresh when the account moves. */
import type { PathModel } from '../registry';
import type { TransactionHistoryMachine } from '../../../machines/records/transactionHistory.machine';
import { daysAgo, RECORD_EMPTY, RECORD_PAST_END, RECORD_ROWS, today } from './ledger-samples';

const DONE = 'xstate.done.actor.loadRecord';
const ERROR = 'xstate.error.actor.loadRecord';

const events = {
  [DONE]: [
    { type: DONE, output: RECORD_ROWS },
    { type: DONE, output: RECORD_EMPTY },
    { type: DONE, output: RECORD_PAST_END },
  ],
  [ERROR]: [{ type: ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  SET_TYPE: [
    { type: 'SET_TYPE', historyType: 'deposit' },
    { type: 'SET_TYPE', historyType: 'all' },
  ],
  SET_RANGE: [
    { type: 'SET_RANGE', from: daysAgo(6), to: today() },
    { type: 'SET_RANGE', from: daysAgo(40), to: today() },
  ],
  SET_PAGE: [{ type: 'SET_PAGE', page: 2 }],
  RETRY: [{ type: 'RETRY' }],
  REFRESH: [{ type: 'REFRESH' }],
};

export const transactionHistoryModel: PathModel<TransactionHistoryMachine> = {
  events,
  input: { query: { type: 'all', from: today(), to: today(), page: 1 } },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      type: snapshot.context.query.type,
      page: snapshot.context.query.page,
      weekly: snapshot.context.query.from !== snapshot.context.query.to,
      refused: snapshot.context.rangeErrorKey !== null,
    }),
  describeEvent: (event) => (event.type.startsWith('xstate.done') ? `${event.type} (${(event as { output?: { list: unknown[]; totalCount: number } }).output?.list.length ?? 0} rows of ${(event as { output?: { totalCount: number } }).output?.totalCount ?? 0})` : JSON.stringify(event)),
  stitchTours: true,
};
