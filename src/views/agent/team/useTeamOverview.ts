/** The team overview page's flow, opened on the last 7 days (today included). */
import { useState } from 'react';
import { connectTeamOverview, type TeamOverviewApi } from '@machines/teamOverview.connect';
import { dayOf } from '@machines/money';
import { useFlow } from '../../../app/actors';
import { teamOverviewLogic } from '../../../app/wiring/teamOverview';

const DAY_MS = 86_400_000;

export function useTeamOverview(): TeamOverviewApi {
  const [input] = useState(() => {
    const now = new Date();
    return { period: { from: dayOf(new Date(now.getTime() - 6 * DAY_MS)), to: dayOf(now) } };
  });
  return useFlow('teamOverview', teamOverviewLogic, connectTeamOverview, input);
}
