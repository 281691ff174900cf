/** The promotions page's flow, open while the page is; a visitor and a member have their own (the statuses differ). */
import { connectPromotions, type PromotionsView } from '@machines/rewards/promotions.connect';
import { useFlow } from '../../app/actors';
import { promotionsLogic } from '../../app/wiring/rewards/promotions';
import { FLOW } from '../../app/flowKeys';

export const usePromotions = (signedIn: boolean): PromotionsView => useFlow(`${FLOW.promotions}:${signedIn ? 'member' : 'visitor'}`, promotionsLogic, connectPromotions);
