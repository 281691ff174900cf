/** Wiring of the team overview: the overview call for the period's local days, and the period kept in the URL. */
import { createAgentApi } from '@api/agent';
import { navigate } from 'wouter/use-browser-location';
import type { TeamOverview } from '@api/index';
import { rangeTimes } from '@machines/money';
import { searchOfPeriod, teamOverviewMachine, type TeamPeriod } from '@machines/team/teamOverview.machine';
import { lazyArea, platformCall } from '../platform';

const agentArea = lazyArea('agent', createAgentApi);

export const teamOverviewLogic = teamOverviewMachine.provide({
  actors: {
    loadOverview: platformCall<TeamOverview, TeamPeriod>((period, { signal }) => agentArea().getTeamOverview(rangeTimes(period.from, period.to), { signal })),
  },
  actions: {
    // replace: the period is the page's state, not a step back for the browser's Back button
    periodChanged: (_, period) => navigate(`${globalThis.location?.pathname ?? '/agentHome/agentTeamOverview'}${searchOfPeriod(period)}`, { replace: true }),
  },
});
