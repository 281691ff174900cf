/**
 * Wiring of the promotions page: the list, apply with a comment and claim (each sent once, with one
 * idempotency key per intent); a lost answer checked by reading the list (the promotion's status),
 * the intent kept for the tab meanwhile.
 */
import * as z from 'zod/mini';
import {
  promotionsMachine,
  readApply,
  readClaim,
  type ApplyCall,
  type ApplyIntent,
  type ClaimAnswer,
  type ClaimCall,
  type ClaimIntent,
  type PromotionsData,
} from '@machines/rewards/promotions.machine';
import { createPromotionsApi, type Promotion } from '@api/promotions';
import { intentSchema, outcomeCheckWith, pendingIntent } from '../outcome';
import { lazyArea, platformCall } from '../platform';

const promotionsArea = lazyArea('promotions', createPromotionsApi);

/** An application whose outcome was unknown when the page was left or reloaded. */
const pendingApply = pendingIntent<ApplyIntent>('promotionApply', intentSchema(z.object({ promotionId: z.string(), comment: z.string() }), z.null()));

/** A claim whose outcome was unknown when the page was left or reloaded. */
const pendingClaim = pendingIntent<ClaimIntent>('promotionClaim', intentSchema(z.object({ promotionId: z.string() }), z.object({ bonus: z.number() })));

export const promotionsLogic = promotionsMachine.provide({
  actors: {
    // read with the token when there is one: the statuses are then the member's (and only a
    // member's tab has an application or a claim to check)
    loadPromotions: platformCall<PromotionsData>(async (_, { signal }) => {
      const list = await promotionsArea().getPromotions({ signal });
      return list.signedIn ? { ...list, pendingApply: pendingApply.read(), pendingClaim: pendingClaim.read() } : list;
    }),
    applyPromotion: platformCall<Promotion, ApplyCall>((call, { signal }) => promotionsArea().applyPromotion(call, { signal })),
    claimPromotion: platformCall<ClaimAnswer, ClaimCall>((call, { signal }) => promotionsArea().claimPromotion(call, { signal })),
    // The chart's intents tell which command is checked: an application has a comment, a claim has not.
    checkOutcome: outcomeCheckWith<ApplyIntent | ClaimIntent, Promotion | ClaimAnswer>(async (intent, { signal }) => {
      const { promotions } = await promotionsArea().getPromotions({ signal });
      return 'comment' in intent.request ? readApply(intent as ApplyIntent, promotions) : readClaim(intent as ClaimIntent, promotions);
    }),
  },
  actions: {
    keepApplyIntent: ({ context }) => pendingApply.keep(context.applyIntent),
    forgetApplyIntent: () => pendingApply.forget(),
    keepClaimIntent: ({ context }) => pendingClaim.keep(context.claimIntent),
    forgetClaimIntent: () => pendingClaim.forget(),
  },
});
