/** Wiring of the promotions page: the list, apply with a comment and claim (each sent once). */
import type { Promotion, PromotionClaim } from '@api/promotions';
import { promotionsMachine, type PromotionsData } from '@machines/promotions.machine';
import { platformCall } from './platform';
import { api } from './promotions-api';

export const promotionsLogic = promotionsMachine.provide({
  actors: {
    // read with the token when there is one: the statuses are then the member's
    loadPromotions: platformCall<PromotionsData>((_, { signal }) => api.promotions.getPromotions({ signal })),
    applyPromotion: platformCall<Promotion, { promotionId: string; comment: string }>((input, { signal }) => api.promotions.applyPromotion(input, { signal })),
    claimPromotion: platformCall<PromotionClaim, { promotionId: string }>(({ promotionId }, { signal }) => api.promotions.claimPromotion(promotionId, { signal })),
  },
});
