/** The reward centre's flow, open while the page is. */
import { connectRewardCentre, type RewardCentreView } from '@machines/rewards/rewardCentre.connect';
import { useFlow } from '../../../app/actors';
import { rewardCentreLogic } from '../../../app/wiring/rewards/rewardCentre';
import { FLOW } from '../../../app/flowKeys';

export const useRewardCentre = (): RewardCentreView => useFlow(FLOW.rewardCentre, rewardCentreLogic, connectRewardCentre);
