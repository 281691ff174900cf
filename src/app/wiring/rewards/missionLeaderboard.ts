/**
 * Wiring of the mission leaderboard: missions and leaderboard in one load; a mission claimed (sent
 * once, one idempotency key per intent); a lost answer checked by reading the missions, the intent
 * kept for the tab meanwhile.
 */
import * as z from 'zod/mini';
import { createMissionsApi, type MissionClaim } from '@api/missions';
import { missionLeaderboardMachine, readMissionClaim, type MissionBoardLoad, type MissionClaimCall, type MissionClaimIntent } from '@machines/rewards/missionLeaderboard.machine';
import type { ClaimLoadInput } from '@machines/kit/loadAndClaim';
import { intentSchema, outcomeCheckWith, pendingIntent } from '../outcome';
import { lazyArea, platformCall } from '../platform';

const missionsArea = lazyArea('missions', createMissionsApi);

/** A mission claim whose outcome was unknown when the page was left or reloaded. */
const pendingClaim = pendingIntent<MissionClaimIntent>('missionClaim', intentSchema(z.object({ missionId: z.string() }), z.object({ title: z.string(), reward: z.number() })));

export const missionLeaderboardLogic = missionLeaderboardMachine.provide({
  actors: {
    // the board lists no claims: the claims page the chart passes is not read
    load: platformCall<MissionBoardLoad, ClaimLoadInput>(async (_, { signal }) => {
      const [missions, leaderboard] = await Promise.all([missionsArea().getMissions({ signal }), missionsArea().getLeaderboard({ signal })]);
      return { missions, leaderboard, pendingClaim: pendingClaim.read() };
    }),
    claim: platformCall<MissionClaim, MissionClaimCall>(({ missionId, idempotencyKey }, { signal }) => missionsArea().claimMission(missionId, { signal }, idempotencyKey)),
    checkOutcome: outcomeCheckWith<MissionClaimIntent, MissionClaim>(async (intent, { signal }) => readMissionClaim(intent, await missionsArea().getMissions({ signal }))),
  },
  actions: {
    keepIntent: ({ context }) => pendingClaim.keep(context.intent),
    forgetIntent: () => pendingClaim.forget(),
  },
});
