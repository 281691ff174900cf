/**
 * The path model of the downline management: rows, an empty list, a page past the end, a failure;
 * search, sort, a range (accepted or too long), a page, a downline's team and back up, retry, and
 * the transfer dialog (closed, or money sent).
 */
import type { PathModel } from '../registry';
import type { DownlineListMachine } from '../../../machines/team/downlineList.machine';
import { daysAgo, DOWNLINE_AGENT, DOWNLINES_EMPTY, DOWNLINES_PAST_END, DOWNLINES_ROWS, today } from './team-samples';

const DONE = 'xstate.done.actor.loadDownlines';
const ERROR = 'xstate.error.actor.loadDownlines';

const events = {
  [DONE]: [
    { type: DONE, output: DOWNLINES_ROWS },
    { type: DONE, output: DOWNLINES_EMPTY },
    { type: DONE, output: DOWNLINES_PAST_END },
  ],
  [ERROR]: [{ type: ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  SEARCH: [{ type: 'SEARCH', keyword: 'gm001' }],
  SORT: [{ type: 'SORT', sortBy: 'betAmount', sortOrder: 'desc' }],
  SET_RANGE: [
    { type: 'SET_RANGE', from: daysAgo(29), to: today() },
    { type: 'SET_RANGE', from: daysAgo(40), to: today() },
  ],
  SET_PAGE: [{ type: 'SET_PAGE', page: 2 }],
  OPEN_TEAM: [{ type: 'OPEN_TEAM', agent: DOWNLINE_AGENT }],
  SHOW_TEAM: [{ type: 'SHOW_TEAM', agent: null }],
  RETRY: [{ type: 'RETRY' }],
  OPEN_TRANSFER: [{ type: 'OPEN_TRANSFER', downline: DOWNLINE_AGENT }],
  CLOSE_TRANSFER: [{ type: 'CLOSE_TRANSFER' }],
  TRANSFERRED: [{ type: 'TRANSFERRED' }],
};

export const downlineListModel: PathModel<DownlineListMachine> = {
  events,
  input: { query: { agent: null, keyword: '', sortBy: 'registerTime', sortOrder: 'desc', page: 1, from: daysAgo(6), to: today() } },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      page: snapshot.context.query.page,
      drilled: snapshot.context.query.agent !== null,
      sorted: snapshot.context.query.sortBy !== 'registerTime',
      refused: snapshot.context.rangeErrorKey !== null,
    }),
  describeEvent: (event) => (event.type === DONE ? `${DONE} (${(event as { output?: { list: unknown[] } }).output?.list.length ?? 0} rows)` : JSON.stringify(event)),
  stitchTours: true,
};
