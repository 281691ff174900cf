/**
 * The promotions and referral routes: the promotion list (a visitor's or the member's
 * statuses), apply with a comment, claim the bonus, the referral details. State and rules in
 * schema/domain/promotions.ts. A trial account may only browse (SPEC.md §6).
 */
import { z } from 'zod';
import { applyPromotion, claimPromotion, promotionList, promotionView, PROMOTIONS, referralDetails, referralEnabled, type PromotionRefusal } from '../domain/promotions.js';
import { ERROR, PlatformError, defineHandlers, input, ok, requireRealMember } from './http.js';

const REFUSAL: Readonly<Record<PromotionRefusal, string>> = {
  unknown: ERROR.promotionNotApplicable,
  notApplicable: ERROR.promotionNotApplicable,
  comment: ERROR.promotionCommentInvalid,
  claimed: ERROR.raffleClaimed,
};

export const promotionHandlers = defineHandlers({
  promotionList: (context) => ok(promotionList(context.scenario, context.member, context.language)),

  promotionApply: (context) => {
    requireRealMember(context);
    const { promotionId, comment } = input(context, z.object({ promotionId: z.string().trim().min(1), comment: z.string().optional() }));
    const outcome = applyPromotion(context.scenario, context.member, promotionId, comment ?? '');
    if ('refused' in outcome) throw new PlatformError(REFUSAL[outcome.refused]);
    return ok(promotionView(context.scenario, outcome.promotion, context.member, context.language));
  },

  promotionClaim: (context) => {
    requireRealMember(context);
    const { promotionId } = input(context, z.object({ promotionId: z.string().trim().min(1) }));
    const outcome = claimPromotion(context.scenario, context.member, promotionId);
    if ('refused' in outcome) throw new PlatformError(REFUSAL[outcome.refused]);
    const promotion = PROMOTIONS.find((candidate) => candidate.id === promotionId);
    return ok({
      promotionId,
      claimId: outcome.claim.claimId,
      amount: outcome.claim.amount,
      claimedTime: new Date(outcome.claim.claimedTime).toISOString(),
      title: promotion ? promotion.title[context.language] : '',
    });
  },

  referralDetails: (context) => {
    requireRealMember(context);
    if (!referralEnabled(context.scenario)) throw new PlatformError(ERROR.functionNotAvailable);
    return ok(referralDetails(context.scenario, context.member, context.language));
  },
});
