/** The promotions page's flow, open while the page is; a visitor and a member have their own (the statuses differ). */
import { connectPromotions, type PromotionsApi } from '@machines/rewards/promotions.connect';
import { useFlow } from '../../app/actors';
import { promotionsLogic } from '../../app/wiring/rewards/promotions';

export const usePromotions = (signedIn: boolean): PromotionsApi => useFlow(`promotions:${signedIn ? 'member' : 'visitor'}`, promotionsLogic, connectPromotions);
