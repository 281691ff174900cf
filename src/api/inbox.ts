/**
 * The inbox, the reward centre and the manual rebate (routes in routes.ts). Schemas live
 * here with the calls: only the lazily loaded member pages build this area, so none of it reaches
 * the first route. Reading, deleting and claiming change the platform: POSTs, never retried.
 */
import * as z from 'zod/mini';
import type { CallOptions, PlatformRequester } from './request';
import type { UntrustedHtml } from './schemas';
import { amount, commandAnswer, flag, keptListOf, LIST_KEYS, map, numberOrNull, optionalNumber, optionalTime, preprocess, rowsOf, rowsOrKeyed, scalarText, text, time } from './wire-values';

const count = amount;
/**
 * A row's id (ours: API.md names none): a string or a number. A row without one cannot be told
 * apart, so it is dropped from its list, never failing the list.
 */
const id = /* @__PURE__ */ preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().check(z.minLength(1)));
/** A message's HTML, kept as it arrived: only SafeHtml renders it (type-only brand, as in schemas.ts). */
const html = text as unknown as z.ZodMiniType<UntrustedHtml, unknown>;

/** The page's fields beside its rows, and the rows under any wrapper (a bare list, `list`, `content`, `records`…). */
const pageFields = (value: unknown): Record<string, unknown> => ({
  ...(typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}),
  list: rowsOf(value),
});

const pageOf = <T extends z.ZodMiniType>(item: T) =>
  preprocess(
    pageFields,
    map(z.object({ list: keptListOf(item), pageNum: amount, totalPages: amount, totalCount: amount }), (page) => ({
      items: page.list,
      pageNum: page.pageNum || 1,
      totalPages: Math.max(1, page.totalPages),
      totalCount: page.totalCount || page.list.length,
    })),
  );

export const inboxMessageSchema = /* @__PURE__ */ z.object({ id, title: text, content: html, sentTime: time, read: flag });

export const inboxPageSchema = /* @__PURE__ */ preprocess(
  pageFields,
  map(z.object({ list: keptListOf(inboxMessageSchema), pageNum: amount, totalPages: amount, totalCount: amount, unread: count }), (page) => ({
    items: page.list,
    pageNum: page.pageNum || 1,
    totalPages: Math.max(1, page.totalPages),
    totalCount: page.totalCount || page.list.length,
    unread: page.unread,
  })),
);

/** Mark read / delete (ours): any answer form; the counts absent read as 0. */
export const inboxReadSchema = /* @__PURE__ */ commandAnswer(z.object({ id: scalarText, unread: count }));
export const inboxDeletedSchema = /* @__PURE__ */ commandAnswer(z.object({ deleted: count, unread: count }));

export const rewardSchema = /* @__PURE__ */ z.object({ rewardId: id, kind: text, title: text, amount, createdTime: time, expiresTime: time });
export const rewardListSchema = /* @__PURE__ */ preprocess((value) => rowsOf(value), keptListOf(rewardSchema));
/** A claim as the claims list shows it (a row without its claimId is dropped, #21). */
export const rewardClaimSchema = /* @__PURE__ */ z.object({ claimId: id, rewardId: scalarText, kind: text, title: text, amount, claimedTime: time });
export const rewardClaimPageSchema = /* @__PURE__ */ pageOf(rewardClaimSchema);
/**
 * The claim command's answer, which API.md does not describe (#12): any form (null, true, a bare
 * claim id), no id required; the reward claimed is the request's when the answer does not name it.
 * The amount absent is null, not 0: the notice then says claimed without an amount, never "0"
 * (a real platform that answers null credited the reward's amount, not nothing).
 */
export const rewardClaimAnswerSchema = /* @__PURE__ */ commandAnswer(
  z.object({ claimId: scalarText, rewardId: scalarText, kind: text, title: text, amount: numberOrNull, claimedTime: time }),
  'claimId',
);

export const raffleStatusSchema = /* @__PURE__ */ z.object({ raffleId: id, month: text, claimed: flag, prize: optionalNumber });
export const raffleStatusListSchema = /* @__PURE__ */ preprocess((value) => rowsOf(value), keptListOf(raffleStatusSchema));

export const rebateRowSchema = /* @__PURE__ */ z.object({ gameType: text, validBet: amount, rate: amount, amount });
/**
 * The rebate per product type (MCSFE_getCustomerRebateSettingByProductType): rows under `list` (or
 * bare, or another wrapper), or a map keyed by product type (`{ LIVE: { validBet, rate, amount } }`,
 * or `{ LIVE: 12.5 }`: the amount), each row given its key as `gameType`. `total` (ours) is the sum
 * of the rows when absent; `since` (ours) the start of the period, text or ms.
 */
export const rebateAvailableSchema = /* @__PURE__ */ preprocess(
  (value) => {
    const fields = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    const wrapper = LIST_KEYS.find((key) => key in fields);
    const keyed = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'total' && key !== 'since'));
    const list = Array.isArray(value) ? value : rowsOrKeyed(wrapper === undefined ? keyed : fields[wrapper], 'gameType', 'amount', []);
    return { list, total: fields.total, since: fields.since };
  },
  map(z.object({ list: keptListOf(rebateRowSchema), total: optionalNumber, since: optionalTime }), (rebate) => ({
    list: rebate.list,
    total: rebate.total ?? Math.round(rebate.list.reduce((sum, row) => sum + row.amount, 0) * 100) / 100,
    since: rebate.since,
  })),
);
/** A claim as the claims list shows it (a row without its claimId is dropped, #21). */
export const rebateClaimSchema = /* @__PURE__ */ z.object({ claimId: id, amount, validBet: amount, from: time, claimedTime: time });
/**
 * The claim command's answer (#12): any form, no id required. The amount and valid bet absent are
 * null, not 0 (as a reward claim's): the notice then says claimed without an amount,
 * never "claimed 0" (a platform that answers null credited the rebate, not nothing).
 */
export const rebateClaimAnswerSchema = /* @__PURE__ */ commandAnswer(
  z.object({ claimId: scalarText, amount: numberOrNull, validBet: numberOrNull, from: time, claimedTime: time }),
  'claimId',
);
export const rebateClaimPageSchema = /* @__PURE__ */ pageOf(rebateClaimSchema);

export type InboxMessage = z.output<typeof inboxMessageSchema>;
export type InboxPage = z.output<typeof inboxPageSchema>;
export type InboxRead = z.output<typeof inboxReadSchema>;
export type InboxDeleted = z.output<typeof inboxDeletedSchema>;
export type Reward = z.output<typeof rewardSchema>;
export type RewardClaim = z.output<typeof rewardClaimSchema>;
export type RewardClaimPage = z.output<typeof rewardClaimPageSchema>;
/** A claim as its command answers it: a claims-list row, but the amount may be unknown (null). */
export type RewardClaimAnswer = z.output<typeof rewardClaimAnswerSchema>;
export type RaffleStatus = z.output<typeof raffleStatusSchema>;
export type RebateRow = z.output<typeof rebateRowSchema>;
export type RebateAvailable = z.output<typeof rebateAvailableSchema>;
export type RebateClaim = z.output<typeof rebateClaimSchema>;
export type RebateClaimPage = z.output<typeof rebateClaimPageSchema>;
/** A rebate claim as its command answers it: a claims-list row, but the amount may be unknown (null). */
export type RebateClaimAnswer = z.output<typeof rebateClaimAnswerSchema>;

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
    async claimReward(rewardId: string, options: CallOptions = {}, idempotencyKey?: string): Promise<RewardClaimAnswer> {
      const claim = await request('rewardClaim', { schema: rewardClaimAnswerSchema, body: idempotencyKey ? { rewardId, idempotencyKey } : { rewardId }, ...options });
      return { ...claim, rewardId: claim.rewardId || rewardId };
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
     * is silent, routes.ts): one per intent, kept by a retry of the same claim.
     */
    claimRebate(input: { readonly idempotencyKey?: string } = {}, options: CallOptions = {}) {
      return request('rebateClaim', { schema: rebateClaimAnswerSchema, body: input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}, ...options });
    },
    /** GET MCSFE_getRebateClaimList: the rebates claimed, newest first. */
    getRebateClaims(query: InboxPageQuery, options: CallOptions = {}) {
      return request('rebateClaims', { schema: rebateClaimPageSchema, query: { ...query }, ...options });
    },
  };
}

export type InboxApi = ReturnType<typeof createInboxApi>;
