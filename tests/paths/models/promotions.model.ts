/**
 * The path model of the promotions page: the load (a member's list, a visitor's, or a failure and
 * its retry), a category chosen, a promotion opened and closed, a comment typed (fitting or over
 * 140 characters), applying (answered, refused, the comment refused) and claiming (answered or
 * refused); a visitor's apply or claim asks for the sign-in. An apply or a claim whose answer is
 * lost (kind 'network') is checked: the check says applied (the promotion as listed, or
 * the claim's amount), not applied, or unknown (then CHECK_AGAIN); a load that finds an
 * application or a claim kept from before a reload resumes its check with the promotion open.
 */
import type { PathModel } from '../registry';
import type { Promotion } from '../../../src/api/promotions';
import type { UntrustedHtml } from '../../../src/api/schemas';
import type { PromotionsMachine } from '../../../machines/rewards/promotions.machine';

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

/** The join promotion once applied for, as the platform answers it (and as the list shows it after). */
export const APPLIED = { ...PROMOTION_SAMPLE.promotions[0], status: 'applying', comment: 'Quiero jugar' } as Promotion;

const LOAD_DONE = 'xstate.done.actor.loadPromotions';
const LOAD_ERROR = 'xstate.error.actor.loadPromotions';
const APPLY_DONE = 'xstate.done.actor.applyPromotion';
const APPLY_ERROR = 'xstate.error.actor.applyPromotion';
const CLAIM_DONE = 'xstate.done.actor.claimPromotion';
const CLAIM_ERROR = 'xstate.error.actor.claimPromotion';
const failure = { kind: 'envelope', errorCode: '#727', messageKey: 'errors:systemBusy' };
/** The answer lost on its way back: the command may have been applied. */
const lost = { kind: 'network', httpStatus: null, messageKey: 'errors:networkAbnormal' };
const CHECK_DONE = 'xstate.done.actor.checkOutcome';
export const PENDING_APPLY = { key: 'path-model-apply-key', request: { promotionId: 'p-join', comment: 'Quiero jugar' }, sentAt: 0, before: null };
export const PENDING_CLAIM = { key: 'path-model-claim-key', request: { promotionId: 'p-issued' }, sentAt: 0, before: { bonus: 50 } };

const events = {
  [LOAD_DONE]: [
    { type: LOAD_DONE, output: { ...PROMOTION_SAMPLE, signedIn: true } },
    { type: LOAD_DONE, output: { ...PROMOTION_SAMPLE, signedIn: false } },
    { type: LOAD_DONE, output: { ...PROMOTION_SAMPLE, signedIn: true, pendingApply: PENDING_APPLY } },
    { type: LOAD_DONE, output: { ...PROMOTION_SAMPLE, signedIn: true, pendingClaim: PENDING_CLAIM } },
  ],
  [LOAD_ERROR]: [{ type: LOAD_ERROR, error: failure }],
  [APPLY_DONE]: [{ type: APPLY_DONE, output: APPLIED }],
  // the comment refused by the platform (shown at the field) is held to in Vitest (tests/unit/connect/promotions.test.ts)
  [APPLY_ERROR]: [
    { type: APPLY_ERROR, error: failure },
    { type: APPLY_ERROR, error: lost },
  ],
  [CLAIM_DONE]: [{ type: CLAIM_DONE, output: { promotionId: 'p-issued', claimId: 'PRM-1', amount: 50, claimedTime: '2025-06-30T10:00:00Z', title: 'Bono de depósito' } }],
  [CLAIM_ERROR]: [
    { type: CLAIM_ERROR, error: failure },
    { type: CLAIM_ERROR, error: lost },
  ],
  // one check serves both: an application's promotion as listed and a claim's amount, each as the check reads it
  [CHECK_DONE]: [
    { type: CHECK_DONE, output: { kind: 'applied', result: APPLIED } },
    // a claim's amount; read after an application too (one check serves both), where it must still
    // say what the page's list would: the promotion applied for
    { type: CHECK_DONE, output: { kind: 'applied', result: { ...APPLIED, amount: 50 } } },
    { type: CHECK_DONE, output: { kind: 'notApplied' } },
    { type: CHECK_DONE, output: { kind: 'unknown' } },
  ],
  CHECK_AGAIN: [{ type: 'CHECK_AGAIN' }],
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
  // a switch of language asks the list again where it shows, the category, the promotion open and the
  // comment kept (the vertex leaves the language out)
  LANGUAGE: [{ type: 'LANGUAGE', language: 'en' }],
};

export const promotionsModel: PathModel<PromotionsMachine> = {
  events,
  input: { language: 'es' },
  stitchTours: true,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      signedIn: snapshot.context.data?.signedIn ?? null,
      status: snapshot.context.data?.promotions.find((entry) => entry.promotionId === snapshot.context.openId)?.status ?? null,
      long: snapshot.context.comment.length > 140,
    }),
  describeEvent: (event) => {
    if (event.type === CHECK_DONE) {
      const output = (event as { output?: { kind?: string; result?: { amount?: number } } }).output;
      return `${event.type} ${JSON.stringify(output?.kind)}${output?.kind === 'applied' ? (typeof output.result?.amount === 'number' ? ' (a claim)' : ' (an application)') : ''}`;
    }
    if (event.type === LOAD_DONE) {
      const output = (event as { output?: { signedIn?: boolean; pendingApply?: unknown; pendingClaim?: unknown } }).output;
      return `${event.type} (${output?.signedIn ? 'member' : 'visitor'}${output?.pendingApply ? ', an application kept' : output?.pendingClaim ? ', a claim kept' : ''})`;
    }
    if (event.type === APPLY_ERROR || event.type === CLAIM_ERROR) return `${event.type} ${JSON.stringify((event as { error?: { kind: string } }).error?.kind)}`;
    return event.type.startsWith('xstate') ? event.type : JSON.stringify(event);
  },
};
