/**
 * The inbox, the reward centre and the manual rebate (issue 15; routes in routes.ts). Schemas live
 * here with the calls: only the lazily loaded member pages build this area, so none of it reaches
 * the first route. Reading, deleting and claiming change the platform: POSTs, never retried.
 */
import * as z from 'zod/mini';
import type { CallOptions, PlatformRequester } from './request';
import type { UntrustedHtml } from './schemas';
import { amount, flag, listOf, map, optionalFilledText, optionalNumber, preprocess, text } from './wire-values';

const count = amount;
const id = /* @__PURE__ */ z.coerce.string();
/** A message's HTML, kept as it arrived: only SafeHtml renders it (type-only brand, as in schemas.ts). */
const html = text as unknown as z.ZodMiniType<UntrustedHtml, unknown>;

const pageOf = <T extends z.ZodMiniType>(item: T) =>
  preprocess(
    (value) => value ?? {},
    map(z.object({ list: listOf(item), pageNum: amount, totalPages: amount, totalCount: amount }), (page) => ({
      items: page.list,
      pageNum: page.pageNum || 1,
      totalPages: Math.max(1, page.totalPages),
      totalCount: page.totalCount || page.list.length,
    })),
  );

export const inboxMessageSchema = /* @__PURE__ */ z.object({ id, title: text, content: html, sentTime: text, read: flag });

export const inboxPageSchema = /* @__PURE__ */ preprocess(
  (value) => value ?? {},
  map(z.object({ list: listOf(inboxMessageSchema), pageNum: amount, totalPages: amount, totalCount: amount, unread: count }), (page) => ({
    items: page.list,
    pageNum: page.pageNum || 1,
    totalPages: Math.max(1, page.totalPages),
    totalCount: page.totalCount || page.list.length,
    unread: page.unread,
  })),
);

export const inboxReadSchema = /* @__PURE__ */ z.object({ id, unread: count });
export const inboxDeletedSchema = /* @__PURE__ */ z.object({ deleted: count, unread: count });

export const rewardSchema = /* @__PURE__ */ z.object({ rewardId: id, kind: text, title: text, amount, createdTime: text, expiresTime: text });
export const rewardListSchema = /* @__PURE__ */ preprocess(
  (value) => (Array.isArray(value) ? { list: value } : (value ?? {})),
  map(z.object({ list: listOf(rewardSchema) }), (value) => value.list),
);
export const rewardClaimSchema = /* @__PURE__ */ z.object({ claimId: id, rewardId: id, kind: text, title: text, amount, claimedTime: text });
export const rewardClaimPageSchema = /* @__PURE__ */ pageOf(rewardClaimSchema);

export const raffleStatusSchema = /* @__PURE__ */ z.object({ raffleId: id, month: text, claimed: flag, prize: optionalNumber });
export const raffleStatusListSchema = /* @__PURE__ */ preprocess(
  (value) => (Array.isArray(value) ? { list: value } : (value ?? {})),
  map(z.object({ list: listOf(raffleStatusSchema) }), (value) => value.list),
);

export const rebateRowSchema = /* @__PURE__ */ z.object({ gameType: text, validBet: amount, rate: amount, amount });
export const rebateAvailableSchema = /* @__PURE__ */ preprocess((value) => value ?? {}, z.object({ list: listOf(rebateRowSchema), total: amount, since: optionalFilledText }));
export const rebateClaimSchema = /* @__PURE__ */ z.object({ claimId: id, amount, validBet: amount, from: text, claimedTime: text });
export const rebateClaimPageSchema = /* @__PURE__ */ pageOf(rebateClaimSchema);

export type InboxMessage = z.output<typeof inboxMessageSchema>;
export type InboxPage = z.output<typeof inboxPageSchema>;
export type InboxRead = z.output<typeof inboxReadSchema>;
export type InboxDeleted = z.output<typeof inboxDeletedSchema>;
export type Reward = z.output<typeof rewardSchema>;
export type RewardClaim = z.output<typeof rewardClaimSchema>;
export type RewardClaimPage = z.output<typeof rewardClaimPageSchema>;
export type RaffleStatus = z.output<typeof raffleStatusSchema>;
export type RebateRow = z.output<typeof rebateRowSchema>;
export type RebateAvailable = z.output<typeof rebateAvailableSchema>;
export type RebateClaim = z.output<typeof rebateClaimSchema>;
export type RebateClaimPage = z.output<typeof rebateClaimPageSchema>;

export interface InboxPageQuery {
  readonly pageNo: number;
  readonly pageSize: number;
}

export function createInboxApi({ request }: PlatformRequester) {
  return {
    /** GET CSP_getInbox: a page of messages, unread first then newest first, and the unread count. */
    getMessages(query: InboxPageQuery, options: CallOptions = {}) {
      return request('inboxList', { schema: inboxPageSchema, query: { ...query }, ...options });
    },
    /** POST CSP_readMessage: marks a message read; the unread count after it. */
    markRead(messageId: string, options: CallOptions = {}) {
      return request('inboxRead', { schema: inboxReadSchema, body: { id: messageId }, ...options });
    },
    /** POST CSP_deleteMessages: deletes the messages named; how many went and the unread count after. */
    deleteMessages(ids: readonly string[], options: CallOptions = {}) {
      return request('inboxDelete', { schema: inboxDeletedSchema, body: { ids: [...ids] }, ...options });
    },
    /** GET MCSFE_getAvailablePromotions: the rewards waiting to be claimed. */
    getRewards(options: CallOptions = {}) {
      return request('rewardsAvailable', { schema: rewardListSchema, ...options });
    },
    /**
     * POST MCSFE_claimPromotion: claims one reward (credited to the bonus wallet); a second claim is
     * refused. `idempotencyKey` (ours, routes.ts): one key per intent, in the body.
     */
    claimReward(rewardId: string, options: CallOptions = {}, idempotencyKey?: string) {
      return request('rewardClaim', { schema: rewardClaimSchema, body: idempotencyKey ? { rewardId, idempotencyKey } : { rewardId }, ...options });
    },
    /** GET MCS2_getPromotionClaimList: the rewards claimed, newest first. */
    getRewardClaims(query: InboxPageQuery, options: CallOptions = {}) {
      return request('rewardClaims', { schema: rewardClaimPageSchema, query: { ...query }, ...options });
    },
    /** GET MCSFE_getRafflePromotionStatus: this month's raffle and the last ones, claimed or waiting. */
    getRaffles(options: CallOptions = {}) {
      return request('raffleStatus', { schema: raffleStatusListSchema, ...options });
    },
    /** GET MCSFE_getCustomerRebateSettingByProductType: the rebate per game type since the last claim. */
    getRebate(options: CallOptions = {}) {
      return request('rebateAvailable', { schema: rebateAvailableSchema, ...options });
    },
    /**
     * POST MCSFE_claimRebate: pays the whole rebate once (main wallet). `idempotencyKey` (ours; API.md
     * is silent, routes.ts): one per intent, kept by a retry of the same claim (issue 39).
     */
    claimRebate(input: { readonly idempotencyKey?: string } = {}, options: CallOptions = {}) {
      return request('rebateClaim', { schema: rebateClaimSchema, body: input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}, ...options });
    },
    /** GET MCSFE_getRebateClaimList: the rebates claimed, newest first. */
    getRebateClaims(query: InboxPageQuery, options: CallOptions = {}) {
      return request('rebateClaims', { schema: rebateClaimPageSchema, query: { ...query }, ...options });
    },
  };
}

export type InboxApi = ReturnType<typeof createInboxApi>;
