/**
 * The mission leaderboard (issue 15, SPEC.md §2 missionLeaderboard): the member's missions with
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
 */
import { assign, setup } from 'xstate';
import type { Leaderboard, Mission, MissionClaim } from '../src/api/missions';
import { refreshOn } from './accountSignals';
import { errorOf, failureMessage, notProvided, TAGS } from './kit';

export const MISSION_TICK_MS = 1000;

export const MISSION_TAGS = { claiming: 'claiming' } as const;

export interface MissionBoardData {
  readonly missions: readonly Mission[];
  readonly leaderboard: Leaderboard;
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
}

export type MissionBoardEvent = { type: 'RETRY' } | { type: 'RELOAD' } | { type: 'CLAIM'; missionId: string };

/** A bet, a deposit or a claim moves money (balanceChanged): the missions' progress may have moved. */
export const missionsHearAccount = refreshOn(['balanceChanged'], { type: 'RELOAD' } satisfies MissionBoardEvent);

/** The time a mission's (or the leaderboard's) period has left now. */
export const remainingOf = (endsInMs: number, context: Pick<MissionBoardContext, 'loadedAt' | 'now'>): number => Math.max(0, endsInMs - Math.max(0, context.now - context.loadedAt));

export const missionLeaderboardMachine = setup({
  types: { context: {} as MissionBoardContext, events: {} as MissionBoardEvent },
  actors: {
    loadMissions: notProvided<MissionBoardData>('loadMissions'),
    claimMission: notProvided<MissionClaim, { missionId: string }>('claimMission'),
  },
  guards: {
    claimable: ({ context }, missionId: string) => context.data?.missions.some((mission) => mission.missionId === missionId && mission.status === 'CLAIMABLE') ?? false,
  },
  actions: {
    readClock: assign(() => ({ now: Date.now() })),
  },
}).createMachine({
  id: 'missionLeaderboard',
  context: { data: null, loadedAt: 0, now: 0, claimingId: null, claimed: null, failureKey: null, failureText: null, actionFailureKey: null },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadMissions',
        src: 'loadMissions',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => {
            const now = Date.now();
            return { data: event.output, loadedAt: now, now, failureKey: null, failureText: null, claimingId: null };
          }),
        },
        onError: {
          target: 'failure',
          actions: assign(({ event }) => {
            const { errorKey, errorText } = failureMessage(errorOf({ event }));
            return { failureKey: errorKey, failureText: errorText, claimingId: null };
          }),
        },
      },
    },
    failure: { tags: [TAGS.failed], on: { RETRY: 'loading' } },
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
              actions: assign({ claimingId: ({ event }) => event.missionId, claimed: null, actionFailureKey: null }),
            },
            RELOAD: { target: '#missionLeaderboard.loading' },
          },
        },
        claiming: {
          tags: [MISSION_TAGS.claiming],
          invoke: {
            id: 'claimMission',
            src: 'claimMission',
            input: ({ context }) => ({ missionId: context.claimingId ?? '' }),
            onDone: { target: '#missionLeaderboard.loading', actions: assign({ claimed: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ actionFailureKey: ({ event }) => failureMessage(event.error).errorKey, claimingId: null }) },
          },
        },
      },
    },
  },
});

export type MissionLeaderboardMachine = typeof missionLeaderboardMachine;
