/** The mission leaderboard's flow, open while the page is; a money movement (a bet, a claim) reloads it. */
import { connectMissionLeaderboard, type MissionBoardView } from '@machines/rewards/missionLeaderboard.connect';
import { missionsHearAccount } from '@machines/rewards/missionLeaderboard.machine';
import { useFlow } from '../../../app/actors';
import { missionLeaderboardLogic } from '../../../app/wiring/rewards/missionLeaderboard';
import { FLOW } from '../../../app/flowKeys';

export const useMissionLeaderboard = (): MissionBoardView => useFlow(FLOW.missionLeaderboard, missionLeaderboardLogic, connectMissionLeaderboard, { onAccountEvent: missionsHearAccount });
