/** Wiring of the team overview: the overview call for the period's local days. */
import type { TeamOverview } from '@api/index';
import { rangeTimes } from '@machines/money';
import { teamOverviewMachine, type TeamPeriod } from '@machines/teamOverview.machine';
import { platformCall } from './platform';
import { teamApi } from './team-api';

export const teamOverviewLogic = teamOverviewMachine.provide({
  actors: {
    loadOverview: platformCall<TeamOverview, TeamPeriod>((period, { signal }) => teamApi.getTeamOverview(rangeTimes(period.from, period.to), { signal })),
  },
});
