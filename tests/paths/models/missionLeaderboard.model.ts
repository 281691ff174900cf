/**
 * The path model of the mission leaderboard: the load (or its failure), a claim (or its refusal), a
 * reload on a money movement, the countdown's tick. A claim whose answer is lost (kind 'network') is
 * checked: the check says applied (the claim), not applied, or unknown (then
 * CHECK_AGAIN); a load that finds a claim kept from before a reload resumes its check.
 */
import type { PathModel } from '../registry';
import { MISSION_TICK_MS, type MissionLeaderboardMachine } from '../../../machines/rewards/missionLeaderboard.machine';
import { MISSION_BOARD } from './missions-samples';

const LOAD_DONE = 'xstate.done.actor.loadMissions';
const LOAD_ERROR = 'xstate.error.actor.loadMissions';
const CLAIM_DONE = 'xstate.done.actor.claimMission';
const CLAIM_ERROR = 'xstate.error.actor.claimMission';
const CHECK_DONE = 'xstate.done.actor.checkOutcome';
const TICK = `xstate.after.${MISSION_TICK_MS}.missionLeaderboard.ready.idle`;
const failure = { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' };
/** The answer lost on its way back: the claim may have been applied. */
const lost = { kind: 'network', httpStatus: null, messageKey: 'errors:networkAbnormal' };
/** What a claim of m-streak answers. */
export const MISSION_CLAIM_SAMPLE = { missionId: 'm-streak', reward: 15, claimedTime: '2026-11-24T17:00:00.000Z' };
const PENDING_CLAIM = { key: 'path-model-mission-key', request: { missionId: 'm-streak' }, sentAt: 0, before: { title: 'Log in 7 days in a row', reward: 15 } };

const events = {
  [LOAD_DONE]: [
    { type: LOAD_DONE, output: MISSION_BOARD },
    { type: LOAD_DONE, output: { ...MISSION_BOARD, pendingClaim: PENDING_CLAIM } },
  ],
  [LOAD_ERROR]: [{ type: LOAD_ERROR, error: failure }],
  [CLAIM_DONE]: [{ type: CLAIM_DONE, output: MISSION_CLAIM_SAMPLE }],
  [CLAIM_ERROR]: [
    { type: CLAIM_ERROR, error: { kind: 'envelope', errorCode: 'mission.already.claimed', messageKey: 'errors:missionClaimed' } },
    { type: CLAIM_ERROR, error: lost },
  ],
  [CHECK_DONE]: [
    { type: CHECK_DONE, output: { kind: 'applied', result: MISSION_CLAIM_SAMPLE } },
    { type: CHECK_DONE, output: { kind: 'notApplied' } },
    { type: CHECK_DONE, output: { kind: 'unknown' } },
  ],
  [TICK]: [{ type: TICK }],
  CLAIM: [{ type: 'CLAIM', missionId: 'm-streak' }],
  RELOAD: [{ type: 'RELOAD' }],
  RETRY: [{ type: 'RETRY' }],
  CHECK_AGAIN: [{ type: 'CHECK_AGAIN' }],
  // the view tells the page's language as the flow starts (the first one told is the data's), then a
  // switch: the board loads again in it
  LANGUAGE: [
    { type: 'LANGUAGE', language: 'es' },
    { type: 'LANGUAGE', language: 'en' },
  ],
};

export const missionLeaderboardModel: PathModel<MissionLeaderboardMachine> = {
  events,
  stitchTours: true,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      loaded: snapshot.context.data !== null,
      notice: snapshot.context.claimed !== null || snapshot.context.actionFailureKey !== null,
      // told a language yet (a switch then loads again); which one is left out
      told: snapshot.context.language != null,
    }),
  describeEvent: (event) => {
    if (event.type === CHECK_DONE) return `${event.type} ${JSON.stringify((event as { output?: { kind: string } }).output?.kind)}`;
    if (event.type === LOAD_DONE) return `${event.type}${(event as { output?: { pendingClaim?: unknown } }).output?.pendingClaim ? ' (a claim kept)' : ''}`;
    if (event.type === CLAIM_ERROR) return `${event.type} ${JSON.stringify((event as { error?: { kind: string } }).error?.kind)}`;
    return event.type.startsWith('xstate') ? event.type : JSON.stringify(event);
  },
};
