/** The points mall's flow (points, rewards, redeem dialog, conversion). */
import { connectPointsRedeem, type PointsRedeemView } from '@machines/points/pointsRedeem.connect';
import { pointsRedeemHearsAccount } from '@machines/points/pointsRedeem.machine';
import { useFlow } from '../../app/actors';
import { pointsRedeemLogic } from '../../app/wiring/points/pointsRedeem';
import { FLOW } from '../../app/flowKeys';

export function usePointsRedeem(): PointsRedeemView {
  return useFlow(FLOW.pointsRedeem, pointsRedeemLogic, connectPointsRedeem, { onAccountEvent: pointsRedeemHearsAccount });
}
