/**
 * Wiring of the manual rebate: the rebate per game type and a page of claims in one load; the claim
 * (one idempotency key per intent); a lost answer checked by reading the rebate and the newest
 * claims, the intent kept for the tab meanwhile.
 */
import * as z from 'zod/mini';
import { createInboxApi, type RebateClaim, type RebateClaimAnswer } from '@api/inbox';
import { manualRebateMachine, readRebateClaim, REBATE_CLAIMS_PAGE_SIZE, type ManualRebateData, type RebateClaimCall, type RebateClaimIntent } from '@machines/rewards/manualRebate.machine';
import { intentSchema, outcomeCheckWith, pendingIntent } from '../outcome';
import { lazyArea, platformCall } from '../platform';

const inboxArea = lazyArea('inbox', createInboxApi);

/** A claim whose outcome was unknown when the page was left or reloaded. */
const pendingClaim = pendingIntent<RebateClaimIntent>('rebateClaim', intentSchema(z.object({ amount: z.number() }), z.object({ since: z.nullable(z.string()) })));

export const manualRebateLogic = manualRebateMachine.provide({
  actors: {
    load: platformCall<ManualRebateData, { claimsPage: number }>(async ({ claimsPage }, { signal }) => {
      const [rebate, claims] = await Promise.all([inboxArea().getRebate({ signal }), inboxArea().getRebateClaims({ pageNo: claimsPage, pageSize: REBATE_CLAIMS_PAGE_SIZE }, { signal })]);
      return { rebate, claims, pendingClaim: pendingClaim.read() };
    }),
    claim: platformCall<RebateClaimAnswer, RebateClaimCall>((call, { signal }) => inboxArea().claimRebate(call, { signal })),
    checkOutcome: outcomeCheckWith<RebateClaimIntent, RebateClaim>(async (intent, { signal }) => {
      const [rebate, claims] = await Promise.all([inboxArea().getRebate({ signal }), inboxArea().getRebateClaims({ pageNo: 1, pageSize: REBATE_CLAIMS_PAGE_SIZE }, { signal })]);
      return readRebateClaim(intent, rebate, claims.items);
    }),
  },
  actions: {
    keepIntent: ({ context }) => pendingClaim.keep(context.intent),
    forgetIntent: () => pendingClaim.forget(),
  },
});
