/** The path model of the mission leaderboard: the load (or its failure), a claim (or its refusal), a reload on a money movement, the countdown's tick. */
import type { PathModel } from '../registry';
import { MISSION_TICK_MS, type MissionLeaderboardMachine } from '../../../machines/missionLeaderboard.machine';
import { MISSION_BOARD } from './missions-samples';

const LOAD_DONE = 'xstate.done.actor.loadMissions';
const LOAD_ERROR = 'xstate.error.actor.loadMissions';
const CLAIM_DONE = 'xstate.done.actor.claimMission';
const CLAIM_ERROR = 'xstate.error.actor.claimMission';
const TICK = `xstate.after.${MISSION_TICK_MS}.missionLeaderboard.ready.idle`;
const failure = { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' };

const events = {
  [LOAD_DONE]: [{ type: LOAD_DONE, output: MISSION_BOARD }],
  [LOAD_ERROR]: [{ type: LOAD_ERROR, error: failure }],
  [CLAIM_DONE]: [{ type: CLAIM_DONE, output: { missionId: 'm-streak', reward: 15, claimedTime: '2026-11-24T17:00:00.000Z' } }],
  [CLAIM_ERROR]: [{ type: CLAIM_ERROR, error: { kind: 'envelope', errorCode: 'mission.already.claimed', messageKey: 'errors:missionClaimed' } }],
  [TICK]: [{ type: TICK }],
  CLAIM: [{ type: 'CLAIM', missionId: 'm-streak' }],
  RELOAD: [{ type: 'RELOAD' }],
  RETRY: [{ type: 'RETRY' }],
};

export const missionLeaderboardModel: PathModel<MissionLeaderboardMachine> = {
  events,
  stitchTours: true,
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, loaded: snapshot.context.data !== null, notice: snapshot.context.claimed !== null || snapshot.context.actionFailureKey !== null }),
};
