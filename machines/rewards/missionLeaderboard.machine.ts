/**
 * The mission leaderboard (SPEC.md §2 missionLeaderboard): the member's missions with
 * their progress towards the target and the time left in their period, each complete one claimed
 * once (the bonus wallet is credited: the kit tells the root at once and the platform pushes
 * balanceChanged, so the header balance and the menu's missions badge — the claimable missions —
 * follow), and this week's leaderboard.
 *
 * `loading` (missions and leaderboard, one load) → `ready` | `failure` (RETRY). `ready.idle`:
 * CLAIM (a claimable mission only) → `claiming` (no second CLAIM: a double click claims once) →
 * `loading` with the claim kept for its notice, or back to `idle` with the refusal. RELOAD (a bet
 * or any money movement: the progress may have moved) loads again from `idle`. A reload keeps the
 * last data on show.
 *
 * Countdown: the platform says how long each period has left (`endsInMs`) as of the load; the
 * chart reads the clock when the load lands and every second in `idle` (TICK_MS), and connect
 * counts the time left from the two.
 *
 * A claim whose answer is lost (a dropped connection, a timeout, a 5xx) is an unknown outcome, not
 * a failure (machines/outcome.ts): `outcomeUnknown` reads the missions until the mission
 * shows claimed (the notice the claim would have shown), still claimable (the failure; the same
 * claim again carries the same idempotency key) or the readings run out ("do not claim again",
 * every claim button held). One idempotency key per intent, made when the member presses claim;
 * the intent is kept for the tab while its outcome is unknown, so a reload resumes the check.
 *
 * The missions' titles come in the reader's language: the view keeps the chart told it (LANGUAGE);
 * back in `idle` with missions read in another language, they are dropped and read again (a claim
 * under way finishes first).
 */
import type { Leaderboard, Mission, MissionClaim } from '../../src/api/missions';
import { refreshOn } from '../accountSignals';
import { createLoadAndClaimMachine, type LoadAndClaimContext } from '../kit/loadAndClaim';
import type { Intent, OutcomeReading } from '../outcome';

export const MISSION_TICK_MS = 1000;

export const MISSION_TAGS = { claiming: 'claiming' } as const;

export interface MissionBoardData {
  readonly missions: readonly Mission[];
  readonly leaderboard: Leaderboard;
}

/** What a load answers: the data, and a claim kept from before a reload whose outcome is unknown. */
export interface MissionBoardLoad extends MissionBoardData {
  /** A claim sent before a reload whose outcome was still unknown (kept for the tab): checked first. */
  readonly pendingClaim?: MissionClaimIntent | null;
}

/** The mission as it was listed when it was claimed: what the notice names. */
export interface MissionListed {
  readonly title: string;
  readonly reward: number;
}

export type MissionClaimIntent = Intent<{ readonly missionId: string }, MissionListed>;

/** What the claim call receives: the mission and the claim's idempotency key. */
export interface MissionClaimCall {
  readonly missionId: string;
  readonly idempotencyKey: string;
}

/**
 * What the missions say about a claim (the mission's status in the list the board loads): claimed
 * (done, its reward and time), still claimable (not done), anything else (in progress again, a new
 * period, gone: not known).
 */
export function readMissionClaim(intent: MissionClaimIntent, missions: readonly Mission[]): OutcomeReading<MissionClaim> {
  const mission = missions.find((candidate) => candidate.missionId === intent.request.missionId);
  if (mission?.status === 'CLAIMED') return { kind: 'applied', result: { missionId: mission.missionId, reward: mission.reward, claimedTime: mission.claimedTime ?? '' } };
  if (mission?.status === 'CLAIMABLE') return { kind: 'notApplied' };
  return { kind: 'unknown' };
}

export type MissionBoardContext = LoadAndClaimContext<MissionBoardData, MissionClaimIntent['request'], MissionListed, MissionClaim>;

export type MissionBoardEvent =
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  | { type: 'CLAIM'; missionId: string }
  /** Read the missions again after the checks of a lost claim ran out. */
  | { type: 'CHECK_AGAIN' }
  /** The page's language: the missions read in another one are read again in it. */
  | { type: 'LANGUAGE'; language: string };

/** A bet, a deposit or a claim moves money (balanceChanged): the missions' progress may have moved. */
export const missionsHearAccount = refreshOn(['balanceChanged'], { type: 'RELOAD' } satisfies MissionBoardEvent);

/** The time a mission's (or the leaderboard's) period has left now. */
export const remainingOf = (endsInMs: number, context: Pick<MissionBoardContext, 'loadedAt' | 'now'>): number => Math.max(0, endsInMs - Math.max(0, context.now - context.loadedAt));

/** The kit's load-and-claim chart: one mission claimed at a time, the countdowns ticking, a reload on any money movement. */
export const missionLeaderboardMachine = createLoadAndClaimMachine({
  id: 'missionLeaderboard',
  loadActorId: 'loadMissions',
  claimActorId: 'claimMission',
  unknownState: 'outcomeUnknown',
  claimingTag: MISSION_TAGS.claiming,
  canClaim: ({ data }: MissionBoardContext, event: { readonly type: 'CLAIM'; readonly missionId: string }) =>
    data?.missions.some((mission) => mission.missionId === event.missionId && mission.status === 'CLAIMABLE') ?? false,
  requestOf: (_, { missionId }) => ({ missionId }),
  beforeOf: ({ data }, { missionId }): MissionListed => {
    const mission = data?.missions.find((candidate) => candidate.missionId === missionId);
    return { title: mission?.title ?? '', reward: mission?.reward ?? 0 };
  },
  // the same mission again after a check found its claim not done: the same key
  sameClaim: (kept, request) => kept.missionId === request.missionId,
  callOf: (intent): MissionClaimCall => ({ missionId: intent?.request.missionId ?? '', idempotencyKey: intent?.key ?? '' }),
  clockMs: MISSION_TICK_MS,
  reload: true,
  // the missions' titles come in the reader's language: told another one, the board loads again in it
  language: true,
});

export type MissionLeaderboardMachine = typeof missionLeaderboardMachine;
