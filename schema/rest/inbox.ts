/**
 * The routes of the inbox (list, read, delete), the reward centre (rewards waiting, claim,
 * claims made, raffles) and the manual rebate (per game type, claim, claims made). State and
 * rules in schema/domain/inbox.ts. A trial account has none of it (SPEC.md §6).
 */
import { z } from 'zod';
import {
  availableRewards,
  claimRebate,
  claimReward,
  deleteMessages,
  messagePage,
  pageOf,
  raffles,
  readMessage,
  rebateAvailable,
  rebateClaims,
  rewardClaims,
  unreadCount,
} from '../domain/inbox.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, requireRealMember } from './http.js';

const iso = (time: number) => new Date(time).toISOString();

const pageInput = (size: number) => z.object({ pageNo: field.page(1), pageSize: field.page(size, 100) });

export const inboxHandlers = defineHandlers({
  inboxList: (context) => {
    requireRealMember(context);
    const { pageNo, pageSize } = input(context, pageInput(10));
    const page = messagePage(context.scenario, context.member, pageNo, pageSize);
    return ok({
      list: page.items.map((message) => ({ id: message.id, title: message.title[context.language], content: message.content[context.language], sentTime: iso(message.sentTime), read: message.read })),
      pageNum: page.pageNum,
      totalPages: page.totalPages,
      totalCount: page.totalCount,
      unread: page.unread,
    });
  },

  inboxRead: (context) => {
    requireRealMember(context);
    const { id } = input(context, z.object({ id: z.string().trim().min(1) }));
    // reading a message that is gone (deleted in another tab) changes nothing
    return ok(readMessage(context.scenario, context.member, id) ?? { id, unread: unreadCount(context.scenario, context.member) });
  },

  inboxDelete: (context) => {
    requireRealMember(context);
    const { ids } = input(context, z.object({ ids: z.array(z.string().trim().min(1)).min(1).max(100) }));
    return ok(deleteMessages(context.scenario, context.member, ids));
  },

  rewardsAvailable: (context) => {
    requireRealMember(context);
    return ok({
      list: availableRewards(context.scenario, context.member).map((reward) => ({
        rewardId: reward.rewardId,
        kind: reward.kind,
        title: reward.title[context.language],
        amount: reward.amount,
        createdTime: iso(reward.createdTime),
        expiresTime: iso(reward.expiresTime),
      })),
    });
  },

  rewardClaim: (context) => {
    requireRealMember(context);
    const { rewardId } = input(context, z.object({ rewardId: z.string().trim().min(1) }));
    const outcome = claimReward(context.scenario, context.member, rewardId);
    if ('refused' in outcome) throw new PlatformError(outcome.refused === 'claimed' ? ERROR.raffleClaimed : ERROR.rewardUnavailable);
    const { claim } = outcome;
    return ok({ claimId: claim.claimId, rewardId: claim.rewardId, kind: claim.kind, title: claim.title[context.language], amount: claim.amount, claimedTime: iso(claim.claimedTime) });
  },

  rewardClaims: (context) => {
    requireRealMember(context);
    const { pageNo, pageSize } = input(context, pageInput(10));
    const page = pageOf(rewardClaims(context.scenario, context.member), pageNo, pageSize);
    return ok({ ...page, list: page.list.map((claim) => ({ claimId: claim.claimId, rewardId: claim.rewardId, kind: claim.kind, title: claim.title[context.language], amount: claim.amount, claimedTime: iso(claim.claimedTime) })) });
  },

  raffleStatus: (context) => {
    requireRealMember(context);
    return ok({ list: raffles(context.scenario, context.member) });
  },

  rebateAvailable: (context) => {
    requireRealMember(context);
    const { list, total, since } = rebateAvailable(context.scenario, context.member);
    return ok({ list, total, since: since ? iso(since) : null });
  },

  rebateClaim: (context) => {
    requireRealMember(context);
    const outcome = claimRebate(context.scenario, context.member);
    if ('refused' in outcome) throw new PlatformError(ERROR.rebateNothing);
    const { claim } = outcome;
    return ok({ claimId: claim.claimId, amount: claim.amount, validBet: claim.validBet, from: iso(claim.from), claimedTime: iso(claim.claimedTime) });
  },

  rebateClaims: (context) => {
    requireRealMember(context);
    const { pageNo, pageSize } = input(context, pageInput(10));
    const page = pageOf(rebateClaims(context.scenario, context.member), pageNo, pageSize);
    return ok({ ...page, list: page.list.map((claim) => ({ claimId: claim.claimId, amount: claim.amount, validBet: claim.validBet, from: iso(claim.from), claimedTime: iso(claim.claimedTime) })) });
  },
});
