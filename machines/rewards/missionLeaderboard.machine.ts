/**
 * The mission leaderboard (SPEC.md §2 missionLeaderboard): the member's missions with
 * their progress towards the target and the time left in their period, each complete one claimed
 * once (the bonus wallet is credited: the platform pushes balanceChanged, so the header balance
 * and the menu's missions badge — the claimable missions — follow), and this week's leaderboard.
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
 */
import { assign, setup } from 'xstate';
import type { Leaderboard, Mission, MissionClaim } from '../../src/api/missions';
import { refreshOn } from '../accountSignals';
import { errorOf, failureMessage, notProvided, retryableFailure, TAGS } from '../kit';
import { appliedResult, newIntentKey, outcomeCheckMachine, outcomeGuards, outcomeUnknownState, type Intent, type OutcomeReading } from '../outcome';

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

export interface MissionBoardContext {
  readonly data: MissionBoardData | null;
  /** The clock when the data landed, and now (the countdowns run between the two). */
  readonly loadedAt: number;
  readonly now: number;
  readonly claimingId: string | null;
  /** The last mission claimed (its notice), null for none. */
  readonly claimed: MissionClaim | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  readonly actionFailureKey: string | null;
  /** The claim being sent or checked (its key is reused by a retry of the same claim). */
  readonly intent: MissionClaimIntent | null;
  /** A claim the check found not done: the same mission claimed again carries its key. */
  readonly retryable: MissionClaimIntent | null;
  /** The lost answer's message, shown if the check finds the claim not done. */
  readonly lostAnswer: string | null;
}

export type MissionBoardEvent =
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  | { type: 'CLAIM'; missionId: string }
  /** Read the missions again after the checks of a lost claim ran out. */
  | { type: 'CHECK_AGAIN' };

/** A bet, a deposit or a claim moves money (balanceChanged): the missions' progress may have moved. */
export const missionsHearAccount = refreshOn(['balanceChanged'], { type: 'RELOAD' } satisfies MissionBoardEvent);

/** The time a mission's (or the leaderboard's) period has left now. */
export const remainingOf = (endsInMs: number, context: Pick<MissionBoardContext, 'loadedAt' | 'now'>): number => Math.max(0, endsInMs - Math.max(0, context.now - context.loadedAt));

export const missionLeaderboardMachine = setup({
  types: { context: {} as MissionBoardContext, events: {} as MissionBoardEvent },
  actors: {
    loadMissions: notProvided<MissionBoardLoad>('loadMissions'),
    claimMission: notProvided<MissionClaim, MissionClaimCall>('claimMission'),
    checkOutcome: outcomeCheckMachine,
  },
  guards: {
    claimable: ({ context }, missionId: string) => context.data?.missions.some((mission) => mission.missionId === missionId && mission.status === 'CLAIMABLE') ?? false,
    resumed: (_, output: MissionBoardLoad) => Boolean(output.pendingClaim),
    ...outcomeGuards,
  },
  actions: {
    readClock: assign(() => ({ now: Date.now() })),
    storeLoad: assign((_, output: MissionBoardLoad) => {
      const { pendingClaim: _pending, ...data } = output;
      const now = Date.now();
      return { data, loadedAt: now, now, failureKey: null, failureText: null, claimingId: null };
    }),
    resume: assign((_, output: MissionBoardLoad) => ({ intent: output.pendingClaim ?? null, claimingId: output.pendingClaim?.request.missionId ?? null })),
    begin: assign(({ context }, missionId: string) => {
      const mission = context.data?.missions.find((candidate) => candidate.missionId === missionId);
      // the same mission again after a check found its claim not done: the same intent, the same key
      const again = context.retryable;
      const intent: MissionClaimIntent = {
        key: again !== null && again.request.missionId === missionId ? again.key : newIntentKey(),
        request: { missionId },
        sentAt: Date.now(),
        before: { title: mission?.title ?? '', reward: mission?.reward ?? 0 },
      };
      return { claimingId: missionId, claimed: null, actionFailureKey: null, intent, retryable: null, lostAnswer: null };
    }),
    // a reward the answer left out stays unknown (null): the notice says claimed, never "claimed 0"
    claimedMission: assign((_, claim: MissionClaim) => ({ claimed: claim, intent: null, retryable: null, lostAnswer: null })),
    refused: assign((_, error: unknown) => ({ actionFailureKey: failureMessage(error).errorKey, claimingId: null, intent: null })),
    /** Kept for the tab while the outcome may be unknown (the wiring writes sessionStorage). */
    keepIntent: () => undefined,
    forgetIntent: () => undefined,
    rememberLostAnswer: assign((_, error: unknown) => ({ lostAnswer: failureMessage(error).errorKey })),
    checkedNotDone: assign(({ context }) => ({ actionFailureKey: context.lostAnswer ?? 'errors:networkAbnormal', retryable: context.intent, intent: null, claimingId: null, lostAnswer: null })),
  },
}).createMachine({
  id: 'missionLeaderboard',
  context: { data: null, loadedAt: 0, now: 0, claimingId: null, claimed: null, failureKey: null, failureText: null, actionFailureKey: null, intent: null, retryable: null, lostAnswer: null },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadMissions',
        src: 'loadMissions',
        onDone: [
          {
            guard: { type: 'resumed', params: ({ event }) => event.output },
            target: '#missionLeaderboard.ready.outcomeUnknown',
            actions: [
              { type: 'storeLoad', params: ({ event }) => event.output },
              { type: 'resume', params: ({ event }) => event.output },
            ],
          },
          { target: 'ready', actions: { type: 'storeLoad', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failure',
          actions: assign(({ event }) => {
            const { errorKey, errorText } = failureMessage(errorOf({ event }));
            return { failureKey: errorKey, failureText: errorText, claimingId: null };
          }),
        },
      },
    },
    failure: retryableFailure(),
    ready: {
      tags: [TAGS.ready],
      initial: 'idle',
      states: {
        idle: {
          after: { [MISSION_TICK_MS]: { target: 'idle', reenter: true, actions: 'readClock' } },
          on: {
            CLAIM: {
              guard: { type: 'claimable', params: ({ event }) => event.missionId },
              target: 'claiming',
              actions: { type: 'begin', params: ({ event }) => event.missionId },
            },
            RELOAD: { target: '#missionLeaderboard.loading' },
          },
        },
        // No CLAIM or RELOAD while a claim runs: a second press claims nothing.
        claiming: {
          tags: [MISSION_TAGS.claiming],
          entry: 'keepIntent',
          invoke: {
            id: 'claimMission',
            src: 'claimMission',
            input: ({ context }) => ({ missionId: context.intent?.request.missionId ?? context.claimingId ?? '', idempotencyKey: context.intent?.key ?? '' }),
            onDone: { target: '#missionLeaderboard.loading', actions: [{ type: 'claimedMission', params: ({ event }) => event.output }, 'forgetIntent'] },
            onError: [
              { guard: { type: 'outcomeUnknown', params: errorOf }, target: 'outcomeUnknown', actions: { type: 'rememberLostAnswer', params: errorOf } },
              { target: 'idle', actions: [{ type: 'refused', params: errorOf }, 'forgetIntent'] },
            ],
          },
        },
        /**
         * The claim's answer was lost: the missions are read until the mission shows whether it
         * was claimed. No CLAIM, no RELOAD (the check reads the missions itself): every claim button holds.
         */
        outcomeUnknown: outcomeUnknownState({
          tags: [MISSION_TAGS.claiming],
          applied: { target: '#missionLeaderboard.loading', actions: [{ type: 'claimedMission', params: appliedResult<MissionClaim> }, 'forgetIntent'] },
          notApplied: { target: '#missionLeaderboard.ready.idle', actions: ['checkedNotDone', 'forgetIntent'] },
        }),
      },
    },
  },
});

export type MissionLeaderboardMachine = typeof missionLeaderboardMachine;
