/** The manual rebate's flow, open while the page is. */
import { connectManualRebate, type ManualRebateView } from '@machines/rewards/manualRebate.connect';
import { useFlow } from '../../../app/actors';
import { manualRebateLogic } from '../../../app/wiring/rewards/manualRebate';
import { FLOW } from '../../../app/flowKeys';

export const useManualRebate = (): ManualRebateView => useFlow(FLOW.manualRebate, manualRebateLogic, connectManualRebate);
