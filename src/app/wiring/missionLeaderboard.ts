/** Wiring of the mission leaderboard: missions and leaderboard in one load; a mission claimed (sent once). */
import type { MissionClaim } from '@api/missions';
import { missionLeaderboardMachine, type MissionBoardData } from '@machines/missionLeaderboard.machine';
import { api } from './missions-api';
import { platformCall } from './platform';

export const missionLeaderboardLogic = missionLeaderboardMachine.provide({
  actors: {
    loadMissions: platformCall<MissionBoardData>(async (_, { signal }) => {
      const [missions, leaderboard] = await Promise.all([api.missions.getMissions({ signal }), api.missions.getLeaderboard({ signal })]);
      return { missions, leaderboard };
    }),
    claimMission: platformCall<MissionClaim, { missionId: string }>(({ missionId }, { signal }) => api.missions.claimMission(missionId, { signal })),
  },
});
