/**
 * Promotions and referral (routes in routes.ts): the promotion list with the member's
 * activity statuses (SPEC.md §4), apply with a comment, claim the bonus, and the referral details
 * (API.md MCSFE_getReferralDetails). Only the lazily loaded /promotions and /member/referral pages
 * build this area. Apply and claim change the platform: POSTs sent once (idempotent: false), each with
 * the intent's `idempotencyKey` when the chart gives one (ours; API.md is silent: routes.ts).
 */
import * as z from 'zod/mini';
import type { CallOptions, PlatformRequester } from './request';
import type { UntrustedHtml } from './schemas';
import { amount, commandAnswer, flag, keptListOf, listOf, map, numberOrNull, optionalFilledText, preprocess, rowsOf, safeUrlOrEmpty, scalarText, text, time } from './wire-values';

/** A promotion's id (ours): a string or a number; a row without one is dropped from the list. */
const id = /* @__PURE__ */ preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().check(z.minLength(1)));
/** HTML kept as it arrived: only SafeHtml renders it (type-only brand, as in schemas.ts). */
const html = text as unknown as z.ZodMiniType<UntrustedHtml, unknown>;

/** SPEC.md §4 activity statuses; the wire spells them in capitals (COMING_SOON for "coming soon"). */
export const PROMOTION_STATUSES = ['join', 'applying', 'rejected', 'issued', 'claimed', 'process', 'joined', 'comingSoon'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

const WIRE_STATUS: Readonly<Record<string, PromotionStatus>> = {
  JOIN: 'join',
  APPLYING: 'applying',
  REJECTED: 'rejected',
  ISSUED: 'issued',
  CLAIMED: 'claimed',
  PROCESS: 'process',
  JOINED: 'joined',
  COMING_SOON: 'comingSoon',
  COMINGSOON: 'comingSoon',
};

/** An unknown status offers nothing (as "process" does). */
const status = /* @__PURE__ */ map(text, (value): PromotionStatus => WIRE_STATUS[value.trim().toUpperCase().replace(/[\s-]/g, '_')] ?? WIRE_STATUS[value.trim().toUpperCase().replace(/[\s_-]/g, '')] ?? 'process');

export const promotionSchema = /* @__PURE__ */ z.object({
  promotionId: id,
  category: text,
  title: text,
  summary: text,
  content: html,
  terms: html,
  imageUrl: safeUrlOrEmpty,
  startTime: time,
  endTime: time,
  bonus: amount,
  status,
  comment: text,
  reason: optionalFilledText,
});

export const promotionListSchema = /* @__PURE__ */ preprocess(
  (value) => ({ ...(typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}), list: rowsOf(value) }),
  map(z.object({ categories: keptListOf(text), member: flag, list: keptListOf(promotionSchema) }), (value) => {
    const categories = value.categories.filter((category) => category !== '');
    // a category only the list names is still offered
    for (const promotion of value.list) if (promotion.category && !categories.includes(promotion.category)) categories.push(promotion.category);
    // signedIn: the statuses are the reader's own (a visitor's offer only joining)
    return { categories, promotions: value.list, signedIn: value.member };
  }),
);

/**
 * The apply command's answer, which API.md does not describe (#12): the promotion after it, or any
 * other form (null, true, …): then `promotionId` is '' and applyPromotion fills it from the request.
 */
export const promotionAppliedSchema = /* @__PURE__ */ commandAnswer(
  z.object({
    promotionId: scalarText,
    category: text,
    title: text,
    summary: text,
    content: html,
    terms: html,
    imageUrl: safeUrlOrEmpty,
    startTime: time,
    endTime: time,
    bonus: amount,
    status: preprocess((value) => value ?? 'APPLYING', status),
    comment: text,
    reason: optionalFilledText,
  }),
);

/**
 * The claim command's answer (#12): any form (null, true, a bare claim id), no id required. The
 * amount absent is null, not 0: the notice then says claimed without an amount, never "0" (the
 * platform credited the bonus; only the answer leaves it out).
 */
export const promotionClaimSchema = /* @__PURE__ */ commandAnswer(
  z.object({ promotionId: scalarText, claimId: scalarText, amount: numberOrNull, claimedTime: time, title: text }),
  'claimId',
);

export const referralFriendSchema = /* @__PURE__ */ z.object({ username: text, registeredTime: time, status: text, reward: amount });

export const referralDetailsSchema = /* @__PURE__ */ commandAnswer(z.object({
  referralCode: text,
  rewardPerFriend: amount,
  rules: html,
  friends: listOf(referralFriendSchema),
  totalFriends: amount,
  qualifiedFriends: amount,
  totalReward: amount,
}));

export type Promotion = z.output<typeof promotionSchema>;
export type PromotionList = z.output<typeof promotionListSchema>;
export type PromotionClaim = z.output<typeof promotionClaimSchema>;
export type ReferralFriend = z.output<typeof referralFriendSchema>;
export type ReferralDetails = z.output<typeof referralDetailsSchema>;

export function createPromotionsApi({ request }: PlatformRequester) {
  return {
    /** GET MCSFE_getPromotionList (token optional): categories and promotions with the reader's statuses. */
    getPromotions(options: CallOptions = {}) {
      return request('promotionList', { schema: promotionListSchema, ...options });
    },
    /** POST MCSFE_applyPromotion: applies for a promotion with a comment (≤ 140 characters); the promotion after it. Sent once. */
    async applyPromotion(input: { promotionId: string; comment: string; idempotencyKey?: string }, options: CallOptions = {}): Promise<Promotion> {
      const key = input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {};
      const applied = await request('promotionApply', { schema: promotionAppliedSchema, body: { promotionId: input.promotionId, comment: input.comment, ...key }, idempotent: false, ...options });
      if (applied.promotionId !== '') return applied;
      // an answer that is not the promotion (null, true, …): the promotion after it is the list's
      const { promotions } = await request('promotionList', { schema: promotionListSchema, signal: options.signal });
      return promotions.find((promotion) => promotion.promotionId === input.promotionId) ?? { ...applied, promotionId: input.promotionId, comment: input.comment };
    },
    /** POST MCSFE_claimPromotionBonus: claims an issued promotion's bonus (the bonus wallet); a second claim is refused. Sent once. */
    async claimPromotion(input: string | { promotionId: string; idempotencyKey?: string }, options: CallOptions = {}): Promise<PromotionClaim> {
      const { promotionId, idempotencyKey } = typeof input === 'string' ? { promotionId: input, idempotencyKey: undefined } : input;
      const claim = await request('promotionClaim', { schema: promotionClaimSchema, body: { promotionId, ...(idempotencyKey ? { idempotencyKey } : {}) }, idempotent: false, ...options });
      return { ...claim, promotionId: claim.promotionId || promotionId };
    },
    /** GET MCSFE_getReferralDetails: the referral code, rules, invited friends and totals (function.not.available when off). */
    getReferralDetails(options: CallOptions = {}) {
      return request('referralDetails', { schema: referralDetailsSchema, ...options });
    },
  };
}

export type PromotionsApi = ReturnType<typeof createPromotionsApi>;
