/** Wiring of the manual rebate: the rebate per game type and a page of claims in one load; the claim. */
import type { RebateClaim } from '@api/inbox';
import { manualRebateMachine, REBATE_CLAIMS_PAGE_SIZE, type ManualRebateData } from '@machines/manualRebate.machine';
import { api } from './inbox-api';
import { platformCall } from './platform';

export const manualRebateLogic = manualRebateMachine.provide({
  actors: {
    loadRebate: platformCall<ManualRebateData, { claimsPage: number }>(async ({ claimsPage }, { signal }) => {
      const [rebate, claims] = await Promise.all([api.inbox.getRebate({ signal }), api.inbox.getRebateClaims({ pageNo: claimsPage, pageSize: REBATE_CLAIMS_PAGE_SIZE }, { signal })]);
      return { rebate, claims };
    }),
    claimRebate: platformCall<RebateClaim>((_, { signal }) => api.inbox.claimRebate({}, { signal })),
  },
});
