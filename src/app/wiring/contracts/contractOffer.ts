/**
 * Wiring of the contractOffer chart (a contract page's "my downlines' contracts"): the kind's
 * contracts on the agent's side and its direct downline agents read together; an offer and a
 * termination request sent through the kind's own contract call (API.md "Contracts"), the offer
 * with its idempotency key. A lost offer is checked against the kind's contracts read
 * again (the same call without a status: a read, which the platform answers as the state now), and
 * kept for the tab meanwhile (`pending:contractOffer.<kind>`).
 */
import * as z from 'zod/mini';
import { createAgentApi } from '@api/agent';
import { CONTRACT_KINDS } from '@api/agentSchemas';
import type { ContractKind, ContractTierInput } from '@api/index';
import {
  contractOfferCommand,
  contractOfferMachine,
  OFFER_GAME_TYPES,
  OFFER_PERIODS,
  readOfferSent,
  type ContractOfferInput,
  type ContractOffersLoad,
  type OfferCall,
  type OfferIntent,
  type TerminationRequest,
} from '@machines/contracts/contractOffer.machine';
import { intentSchema, outcomeCheckWith, pendingIntent } from '../outcome';
import { lazyArea, platformCall } from '../platform';

const agentArea = lazyArea('agent', createAgentApi);

/** A kept offer, read back: the offer as sent (the form's rules ran on it before it was), where it came from, the rows listed at the send. */
const keptOfferSchema = intentSchema(
  z.object({
    kind: z.enum(CONTRACT_KINDS),
    offer: z.object({
      downline: z.string(),
      gameType: z.enum(OFFER_GAME_TYPES),
      period: z.enum(OFFER_PERIODS),
      tiers: z.array(z.object({ minimumBet: z.number(), netLoss: z.number(), activeMember: z.number(), rateType: z.enum(['P', 'F']), rate: z.number() })),
    }),
    mode: z.enum(['new', 'change']),
    contractId: z.nullable(z.string()),
  }),
  z.object({ rows: z.array(z.string()) }),
);

/** The offer a kind's page sent and has not seen the outcome of, for the tab. */
const pendingOffer = (kind: ContractKind) => pendingIntent<OfferIntent>(contractOfferCommand(kind), keptOfferSchema);

/** The kind's contracts on the agent's side, as the platform lists them now. */
const offeredContracts = async (kind: ContractKind, signal: AbortSignal) => (await agentArea().processContract(kind, { action: 'query' }, { signal })).asUpline;

/** Pages of direct downline agents read at most (200 each): more than any real agent has. */
const MAX_DOWNLINE_PAGES = 10;

async function directDownlineAgents(signal: AbortSignal): Promise<string[]> {
  const names: string[] = [];
  for (let pageNo = 1; pageNo <= MAX_DOWNLINE_PAGES; pageNo += 1) {
    const page = await agentArea().getDownlineList({ accountType: 'AGENT', sortBy: 'username', sortOrder: 'asc', pageNo, pageSize: 200 }, { signal });
    names.push(...page.list.filter((row) => row.isAgent).map((row) => row.username));
    if (pageNo >= page.totalPages) break;
  }
  return names;
}

export const contractOfferLogic = contractOfferMachine.provide({
  actors: {
    loadOffers: platformCall<ContractOffersLoad, ContractOfferInput>(async ({ kind }, { signal }) => {
      const [contracts, downlines] = await Promise.all([offeredContracts(kind, signal), directDownlineAgents(signal)]);
      return { contracts, downlines, pendingOffer: pendingOffer(kind).read() };
    }),
    sendOffer: platformCall<void, OfferCall>(async ({ kind, offer, idempotencyKey }, { signal }) => {
      const tiers = offer.tiers.map((tier): ContractTierInput => ({ minimumBet: tier.minimumBet, netLoss: tier.netLoss, activeMember: tier.activeMember, rateType: tier.rateType, rate: tier.rate }));
      const key = idempotencyKey ? { idempotencyKey } : {};
      await agentArea().processContract(kind, { action: 'offer', downline: offer.downline.trim(), gameType: offer.gameType, period: offer.period, tiers, ...key }, { signal });
    }),
    checkOutcome: outcomeCheckWith<OfferIntent, null>(async (intent, { signal }) => readOfferSent(intent, await offeredContracts(intent.request.kind, signal))),
    requestTermination: platformCall<void, TerminationRequest>(async ({ kind, downline, gameType }, { signal }) => {
      await agentArea().processContract(kind, { action: 'terminate', downline, gameType }, { signal });
    }),
  },
  actions: {
    keepIntent: ({ context }) => pendingOffer(context.kind).keep(context.intent),
    forgetIntent: ({ context }) => pendingOffer(context.kind).forget(),
  },
});
