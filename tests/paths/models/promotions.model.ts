/**
 * The path model of the promotions page: the load (a member's list, a visitor's, or a failure and
 * its retry), a category chosen, a promotion opened and closed, a comment typed (fitting or over
 * 140 characters), applying (answered, refused, the comment refused) and claiming (answered or
 * refused); a visitor's apply or claim asks for the sign-in.
 */
import type { PathModel } from '../registry';
import type { Promotion } from '../../../src/api/promotions';
import type { UntrustedHtml } from '../../../src/api/schemas';
import type { PromotionsMachine } from '../../../machines/promotions.machine';

const html = (text: string) => text as UntrustedHtml;

const promotion = (promotionId: string, category: string, status: Promotion['status'], title: string, bonus: number): Promotion => ({
  promotionId,
  category,
  title,
  summary: `${title}: resumen`,
  content: html(`<p>${title}</p>`),
  terms: html('<ul><li>Una por cuenta.</li></ul>'),
  imageUrl: '',
  startTime: '2025-06-01T00:00:00.000Z',
  endTime: '2025-07-31T00:00:00.000Z',
  bonus,
  status,
  comment: '',
  reason: status === 'rejected' ? 'Ya recibiste este bono.' : undefined,
});

export const PROMOTION_SAMPLE = {
  signedIn: true,
  categories: ['DEPOSIT_BONUS', 'TOURNAMENT', 'VIP'],
  promotions: [
    promotion('p-join', 'TOURNAMENT', 'join', 'Torneo', 100),
    promotion('p-issued', 'DEPOSIT_BONUS', 'issued', 'Bono de depósito', 50),
    promotion('p-rejected', 'DEPOSIT_BONUS', 'rejected', 'Primer depósito', 100),
    promotion('p-soon', 'VIP', 'comingSoon', 'Copa VIP', 40),
  ],
};

const LOAD_DONE = 'xstate.done.actor.loadPromotions';
const LOAD_ERROR = 'xstate.error.actor.loadPromotions';
const APPLY_DONE = 'xstate.done.actor.applyPromotion';
const APPLY_ERROR = 'xstate.error.actor.applyPromotion';
const CLAIM_DONE = 'xstate.done.actor.claimPromotion';
const CLAIM_ERROR = 'xstate.error.actor.claimPromotion';
const failure = { kind: 'envelope', errorCode: '#727', messageKey: 'errors:systemBusy' };

const events = {
  [LOAD_DONE]: [
    { type: LOAD_DONE, output: { ...PROMOTION_SAMPLE, signedIn: true } },
    { type: LOAD_DONE, output: { ...PROMOTION_SAMPLE, signedIn: false } },
  ],
  [LOAD_ERROR]: [{ type: LOAD_ERROR, error: failure }],
  [APPLY_DONE]: [{ type: APPLY_DONE, output: { ...PROMOTION_SAMPLE.promotions[0], status: 'applying', comment: 'Quiero jugar' } }],
  // the comment refused by the platform (shown at the field) is held to in Vitest (tests/unit/connect/promotions.test.ts)
  [APPLY_ERROR]: [{ type: APPLY_ERROR, error: failure }],
  [CLAIM_DONE]: [{ type: CLAIM_DONE, output: { promotionId: 'p-issued', claimId: 'PRM-1', amount: 50, claimedTime: '2025-06-30T10:00:00Z', title: 'Bono de depósito' } }],
  [CLAIM_ERROR]: [{ type: CLAIM_ERROR, error: failure }],
  RETRY: [{ type: 'RETRY' }],
  CATEGORY: [{ type: 'CATEGORY', category: 'VIP' }],
  OPEN: [
    { type: 'OPEN', promotionId: 'p-join' },
    { type: 'OPEN', promotionId: 'p-issued' },
  ],
  CLOSE: [{ type: 'CLOSE' }],
  COMMENT: [
    { type: 'COMMENT', text: 'Quiero jugar' },
    { type: 'COMMENT', text: 'x'.repeat(141) },
  ],
  APPLY: [{ type: 'APPLY' }],
  CLAIM: [{ type: 'CLAIM' }],
};

export const promotionsModel: PathModel<PromotionsMachine> = {
  events,
  stitchTours: true,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      signedIn: snapshot.context.data?.signedIn ?? null,
      status: snapshot.context.data?.promotions.find((entry) => entry.promotionId === snapshot.context.openId)?.status ?? null,
      long: snapshot.context.comment.length > 140,
    }),
};
