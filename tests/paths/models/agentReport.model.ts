/**
 * The path model of the agent reports (team betting, the kind with every filter): rows, an empty
 * report, a page past the end, a failure, a member not in the team; a member, a game type, bet or settlement time, a range
 * (accepted or too long), a page, retry; the CSV export of every page (a page that continues it,
 * rows that run out, a page that fails), cancelled, retried.
 */
import type { PathModel } from '../registry';
import type { AgentReportMachine } from '../../../machines/team/agentReport.machine';
import { BETTING_EMPTY, BETTING_PAST_END, BETTING_ROWS, daysAgo, today } from './report-samples';

const DONE = 'xstate.done.actor.loadReport';
const ERROR = 'xstate.error.actor.loadReport';
const EXPORT_DONE = 'xstate.done.actor.exportPage';
const EXPORT_ERROR = 'xstate.error.actor.exportPage';

const events = {
  [DONE]: [
    { type: DONE, output: BETTING_ROWS },
    { type: DONE, output: BETTING_EMPTY },
    { type: DONE, output: BETTING_PAST_END },
  ],
  [ERROR]: [
    { type: ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } },
    // the member asked for is not in the team: an empty report once a member is asked for
    { type: ERROR, error: { kind: 'envelope', errorCode: 'agent.downline.invalid', messageKey: 'errors:agentDownlineInvalid' } },
  ],
  FILTER: [{ type: 'FILTER', filters: { member: 'gm00100' } }, { type: 'FILTER', filters: { gameType: 'LIVE' } }],
  SET_BASIS: [{ type: 'SET_BASIS', basis: 'SETTLE' }],
  SET_RANGE: [
    { type: 'SET_RANGE', from: daysAgo(29), to: today() },
    { type: 'SET_RANGE', from: daysAgo(31), to: today() },
  ],
  SET_PAGE: [{ type: 'SET_PAGE', page: 2 }],
  RETRY: [{ type: 'RETRY' }],
  // an export page of the three the sample says there are, and an answer whose rows ran out
  [EXPORT_DONE]: [
    { type: EXPORT_DONE, output: BETTING_ROWS },
    { type: EXPORT_DONE, output: BETTING_EMPTY },
  ],
  [EXPORT_ERROR]: [{ type: EXPORT_ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  EXPORT: [{ type: 'EXPORT' }],
  CANCEL_EXPORT: [{ type: 'CANCEL_EXPORT' }],
  RETRY_EXPORT: [{ type: 'RETRY_EXPORT' }],
};

export const agentReportModel: PathModel<AgentReportMachine> = {
  events,
  input: { kind: 'betting', query: { member: '', gameType: '', txType: '', basis: 'BET', page: 1, from: daysAgo(6), to: today() } },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      page: snapshot.context.query.page,
      member: snapshot.context.query.member !== '',
      game: snapshot.context.query.gameType !== '',
      refusedMember: snapshot.context.memberRefused,
      settle: snapshot.context.query.basis === 'SETTLE',
      refused: snapshot.context.rangeErrorKey !== null,
      exportNext: snapshot.context.export?.next ?? null,
    }),
  describeEvent: (event) => (event.type === DONE || event.type === EXPORT_DONE ? `${event.type} (${(event as { output?: { list: unknown[] } }).output?.list.length ?? 0} rows)` : JSON.stringify(event)),
  stitchTours: true,
};
