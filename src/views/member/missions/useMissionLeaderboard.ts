/**
 * The mission leaderboard's flow, open while the page is; a money movement (a bet, a claim) reloads
 * it, and it is told the page's language (the missions read again in another one).
 */
import { connectMissionLeaderboard, type MissionBoardView } from '@machines/rewards/missionLeaderboard.connect';
import { missionsHearAccount } from '@machines/rewards/missionLeaderboard.machine';
import { useFlow } from '../../../app/actors';
import { missionLeaderboardLogic } from '../../../app/wiring/rewards/missionLeaderboard';
import { FLOW } from '../../../app/flowKeys';
import { useLanguage } from '../../../ui/useLanguage';

export function useMissionLeaderboard(): MissionBoardView {
  const language = useLanguage();
  return useFlow(FLOW.missionLeaderboard, missionLeaderboardLogic, connectMissionLeaderboard, { props: { type: 'LANGUAGE', language }, onAccountEvent: missionsHearAccount });
}
