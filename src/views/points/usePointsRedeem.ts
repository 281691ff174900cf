/** The points mall's flow (points, rewards, redeem dialog, conversion). */
import { connectPointsRedeem, type PointsRedeemApi } from '@machines/pointsRedeem.connect';
import { pointsRedeemHearsAccount } from '@machines/pointsRedeem.machine';
import { useFlow } from '../../app/actors';
import { pointsRedeemLogic } from '../../app/wiring/pointsRedeem';

export function usePointsRedeem(): PointsRedeemApi {
  return useFlow('pointsRedeem', pointsRedeemLogic, connectPointsRedeem, undefined, { onAccountEvent: pointsRedeemHearsAccount });
}
