/** The path model of the team overview: a team, an empty team, a failure; a new period (accepted or too long) and retry. */
import type { PathModel } from '../registry';
import type { TeamOverviewMachine } from '../../../machines/team/teamOverview.machine';
import { daysAgo, OVERVIEW_EMPTY, OVERVIEW_TEAM, today } from './team-samples';

const DONE = 'xstate.done.actor.loadOverview';
const ERROR = 'xstate.error.actor.loadOverview';

const events = {
  [DONE]: [
    { type: DONE, output: OVERVIEW_TEAM },
    { type: DONE, output: OVERVIEW_EMPTY },
  ],
  [ERROR]: [{ type: ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  SET_PERIOD: [
    { type: 'SET_PERIOD', from: daysAgo(29), to: today() },
    { type: 'SET_PERIOD', from: daysAgo(120), to: today() },
  ],
  RETRY: [{ type: 'RETRY' }],
};

export const teamOverviewModel: PathModel<TeamOverviewMachine> = {
  stitchTours: true,
  events,
  input: { period: { from: daysAgo(6), to: today() } },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      month: snapshot.context.period.from === daysAgo(29),
      refused: snapshot.context.periodErrorKey !== null,
    }),
  describeEvent: (event) => (event.type === DONE ? `${DONE} (team of ${(event as { output?: { teamSize: number } }).output?.teamSize ?? 0})` : JSON.stringify(event)),
};
