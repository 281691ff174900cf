/** The mission leaderboard as its page sees it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { LeaderboardEntry, Mission, MissionClaim } from '../../src/api/missions';
import { type LoadStatus, type Send, TAGS } from '../kit';
import { outcomeOf, type OutcomeView } from '../outcome';
import { MISSION_TAGS, remainingOf, type MissionBoardEvent, type MissionLeaderboardMachine } from './missionLeaderboard.machine';

export interface MissionCard extends Mission {
  /** Progress towards the target, 0…1 (a claimed or complete mission is full). */
  readonly ratio: number;
  /** The period's time left, counted by the chart's clock. */
  readonly remainingMs: number;
  readonly claimable: boolean;
  /** This mission's claim is on its way. */
  readonly claiming: boolean;
}

export interface MissionBoardView {
  /** `loading` only before the first answer: a reload keeps the last data on show (`busy`). */
  readonly status: LoadStatus;
  readonly busy: boolean;
  readonly missions: readonly MissionCard[];
  /** How many missions wait to be claimed (the menu badge says the same). */
  readonly claimableCount: number;
  readonly leaderboard: readonly LeaderboardEntry[];
  /** The member's own row, when ranked. */
  readonly own: LeaderboardEntry | null;
  readonly leaderboardRemainingMs: number;
  /** A claim is on its way: every claim button takes no press. */
  readonly claiming: boolean;
  /** The claim just made; its reward null when the claim's answer left it out (the notice then names none). */
  readonly claimed: MissionClaim | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  readonly actionFailureKey: string | null;
  /** A claim whose answer was lost: being checked, or still unknown after the checks (every claim button holds). */
  readonly outcome: OutcomeView;
  /** The mission whose claim is being checked, as listed when it was claimed (while `outcome` is set). */
  readonly unconfirmed: { readonly title: string; readonly reward: number } | null;
  checkAgain(): void;
  claim(missionId: string): void;
  retry(): void;
}

export function connectMissionLeaderboard(snapshot: SnapshotFrom<MissionLeaderboardMachine>, send: Send<MissionBoardEvent>): MissionBoardView {
  const { data, intent, claimed, failureKey, failureText, actionFailureKey } = snapshot.context;
  const failed = snapshot.hasTag(TAGS.failed);
  const busy = snapshot.hasTag(TAGS.busy);
  const claimingNow = snapshot.hasTag(MISSION_TAGS.claiming);
  const shown = failed ? null : data;
  const missions: MissionCard[] = (shown?.missions ?? []).map((mission) => ({
    ...mission,
    ratio: mission.status === 'IN_PROGRESS' ? (mission.target > 0 ? Math.min(1, Math.max(0, mission.progress / mission.target)) : 0) : 1,
    remainingMs: remainingOf(mission.endsInMs, snapshot.context),
    claimable: mission.status === 'CLAIMABLE',
    claiming: claimingNow && mission.missionId === intent?.request.missionId,
  }));
  const leaderboard = shown?.leaderboard.entries ?? [];
  const outcome = outcomeOf(snapshot);
  return {
    status: failed ? 'failed' : data ? 'ready' : 'loading',
    busy,
    missions,
    claimableCount: missions.filter((mission) => mission.claimable).length,
    leaderboard,
    own: leaderboard.find((entry) => entry.self) ?? null,
    leaderboardRemainingMs: shown ? remainingOf(shown.leaderboard.endsInMs, snapshot.context) : 0,
    claiming: claimingNow || (busy && data !== null),
    claimed,
    failureKey: failed ? failureKey : null,
    failureText: failed ? failureText : null,
    actionFailureKey,
    outcome,
    unconfirmed: outcome && intent ? intent.before : null,
    checkAgain: () => send({ type: 'CHECK_AGAIN' }),
    claim: (missionId) => send({ type: 'CLAIM', missionId }),
    retry: () => send({ type: 'RETRY' }),
  };
}
