/** The team overview page's flow, opened on the period its URL names (the last 7 days when none). */
import { useState } from 'react';
import { useSearch } from 'wouter';
import { connectTeamOverview, type TeamOverviewView } from '@machines/team/teamOverview.connect';
import { periodFromSearch } from '@machines/team/teamOverview.machine';
import { useFlow } from '../../../app/actors';
import { teamOverviewLogic } from '../../../app/wiring/team/teamOverview';
import { FLOW } from '../../../app/flowKeys';

export function useTeamOverview(): TeamOverviewView {
  const search = useSearch();
  // the URL as the page opened: later changes come from the chart itself
  const [input] = useState(() => ({ period: periodFromSearch(search, new Date()) }));
  return useFlow(FLOW.teamOverview, teamOverviewLogic, connectTeamOverview, { input });
}
