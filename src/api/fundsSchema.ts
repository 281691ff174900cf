/**
 * The consolidated funds' schema (GET /wps/member/info/funds/consolidated): the wallet, pending
 * withdrawal and downline balances, and the agents' contracts by game type (./agentSchemas). Only
 * the money-transfer page and the agent's contracts call it, so it is imported when first called
 * (src/api/wallet.ts) and none of it rides on the first route.
 */
import * as z from 'zod/mini';
import { numberOr, objectOr, optionalNumber, preprocess } from './wire-values';
import { consolidatedContractFields, contractSetupOf, contractSetupSchema } from './agentSchemas';

export const consolidatedFundsSchema = /* @__PURE__ */ objectOr(
  preprocess(
    // which contract kinds are set up (a null request field: not set up), read before null becomes {}
    (value) => (value && typeof value === 'object' ? { ...value, contractSetup: contractSetupOf(value) } : value),
    z.object({
      totalBalance: numberOr(0),
      walletBalance: optionalNumber,
      pendingWithdrawal: optionalNumber,
      downlineBalance: optionalNumber,
      // Agents' contract offers and contracts, by game type (SPEC.md §3); empty for members.
      ...consolidatedContractFields,
      contractSetup: contractSetupSchema,
    }),
  ),
);

export type ConsolidatedFunds = z.output<typeof consolidatedFundsSchema>;
