/**
 * The consolidated funds' schema (GET /wps/member/info/funds/consolidated): the wallet, pending
 * withdrawal and downline balances, and the agents' contracts by game type (./agentSchemas). Only
 * the money-transfer page and the agent's contracts call it, so it is imported when first called
 * (src/api/wallet.ts) and none of it rides on the first route.
 *
 * API.md names only the contract sections here; the balances are ours (chosen: optional, the
 * total 0 when absent). A value that is not an object (null, absent, `true`: a member's answer) is no rows and no balances.
 */
import * as z from 'zod/mini';
import { numberOr, optionalNumber, preprocess } from './wire-values';
import { consolidatedContractFields } from './agentSchemas';

export const consolidatedFundsSchema = /* @__PURE__ */ preprocess(
  (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}),
  z.object({
    totalBalance: numberOr(0),
    walletBalance: optionalNumber,
    pendingWithdrawal: optionalNumber,
    downlineBalance: optionalNumber,
    // Agents' contract offers and contracts, by game type (SPEC.md §3); empty for members.
    ...consolidatedContractFields,
  }),
);

export type ConsolidatedFunds = z.output<typeof consolidatedFundsSchema>;
