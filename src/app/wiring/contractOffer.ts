/**
 * Wiring of the contractOffer chart (a contract page's "my downlines' contracts"): the kind's
 * contracts on the agent's side and its direct downline agents read together; an offer and a
 * termination request sent through the kind's own contract call (API.md "Contracts").
 */
import type { ContractTierInput } from '@api/index';
import { contractOfferMachine, type ContractOfferInput, type ContractOffers, type OfferRequest, type TerminationRequest } from '@machines/contractOffer.machine';
import { agent } from './contract';
import { platformCall } from './platform';

/** Pages of direct downline agents read at most (200 each): more than any real agent has. */
const MAX_DOWNLINE_PAGES = 10;

async function directDownlineAgents(signal: AbortSignal): Promise<string[]> {
  const names: string[] = [];
  for (let pageNo = 1; pageNo <= MAX_DOWNLINE_PAGES; pageNo += 1) {
    const page = await agent().getDownlineList({ accountType: 'AGENT', sortBy: 'username', sortOrder: 'asc', pageNo, pageSize: 200 }, { signal });
    names.push(...page.list.filter((row) => row.isAgent).map((row) => row.username));
    if (pageNo >= page.totalPages) break;
  }
  return names;
}

export const contractOfferLogic = contractOfferMachine.provide({
  actors: {
    loadOffers: platformCall<ContractOffers, ContractOfferInput>(async ({ kind }, { signal }) => {
      const [result, downlines] = await Promise.all([agent().processContract(kind, { action: 'query' }, { signal }), directDownlineAgents(signal)]);
      return { contracts: result.asUpline, downlines };
    }),
    sendOffer: platformCall<void, OfferRequest>(async ({ kind, offer }, { signal }) => {
      const tiers = offer.tiers.map((tier): ContractTierInput => ({ minimumBet: tier.minimumBet, netLoss: tier.netLoss, activeMember: tier.activeMember, rateType: tier.rateType, rate: tier.rate }));
      await agent().processContract(kind, { action: 'offer', downline: offer.downline.trim(), gameType: offer.gameType, period: offer.period, tiers }, { signal });
    }),
    requestTermination: platformCall<void, TerminationRequest>(async ({ kind, downline, gameType }, { signal }) => {
      await agent().processContract(kind, { action: 'terminate', downline, gameType }, { signal });
    }),
  },
});
