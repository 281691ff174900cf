/**
 * The control endpoint's agent fields (control.graphql, "Agent tree and contracts"): read
 * contracts, payouts and the tree; put offers and statuses in place; settle; grow a large team.
 */
import { GraphQLError } from '../infra/graphql-runtime.js';
import { CONTRACT_KINDS, CONTRACT_PERIODS, contractKindsSetUp, isGameType, offerContract, payoutsOf, setContractSetting, settleContracts } from '../domain/contracts.js';
import type { ContractKind, ContractPeriod, ContractStatus, ContractTier, Scenario } from '../state/scenario.js';
import { isAgentType } from '../seed/accounts.js';
import { teamOf } from '../domain/team.js';
import { payoutRow } from '../rest/agent.js';
import { contractRow } from '../rest/contracts.js';

interface AgentControlContext {
  readonly scenario: () => Scenario;
}

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

interface TierInput {
  readonly minimumBet?: number | null;
  readonly netLoss?: number | null;
  readonly activeMember?: number | null;
  readonly rateType?: string | null;
  readonly rate: number;
}

const STATUSES: readonly ContractStatus[] = ['P', 'E', 'A', 'R', 'V', 'C'];
/** The most members one growTeam call adds (the benchmark needs 5,000). */
const GROW_TEAM_MAX = 10_000;

export function agentControlResolvers() {
  const withScenario =
    <Args, Result>(body: (scenario: Scenario, args: Args) => Result) =>
    (_root: unknown, args: Args, context: AgentControlContext): Result =>
      body(context.scenario(), args);
  return {
    Query: {
      contracts: withScenario((scenario, args: { username?: string | null }) => {
        settleContracts(scenario);
        const wanted = args.username?.trim().toLowerCase();
        return scenario.contracts.filter((contract) => !wanted || contract.upline.toLowerCase() === wanted || contract.downline.toLowerCase() === wanted).map((contract) => contractRow(scenario, contract));
      }),
      contractPayouts: withScenario((scenario, args: { username: string; role?: string | null }) => {
        const member = scenario.member(args.username);
        if (!member) throw badInput(`no account "${args.username}" in scenario "${scenario.id}"`);
        const asUpline = args.role?.toUpperCase() === 'DOWNLINES';
        return payoutsOf(scenario, (contract) => (asUpline ? contract.upline : contract.downline) === member.username).map(payoutRow);
      }),
      contractSetting: withScenario((scenario, args: { username: string }) => {
        const member = scenario.member(args.username);
        if (!member || !isAgentType(member.type)) throw badInput(`"${args.username}" is not an agent`);
        return contractKindsSetUp(scenario, member.username);
      }),
      team: withScenario((scenario, args: { username: string }) => {
        const team = teamOf(scenario);
        const root = team.node(args.username);
        if (!root) throw badInput(`no account "${args.username}" in the tree`);
        const sizes = team.subtreeSizes(root.username);
        return [root, ...root.children.flatMap((child) => team.node(child) ?? [])].map((node) => ({
          username: node.username,
          type: node.type,
          upline: node.upline,
          teamSize: sizes.get(node.username) ?? 0,
          directCount: node.children.length,
          real: node.real,
        }));
      }),
    },
    Mutation: {
      offerContract: withScenario((scenario, args: { upline: string; downline: string; kind: string; gameType: string; period?: string | null; tiers: readonly TierInput[] }) => {
        const upline = scenario.member(args.upline);
        if (!upline || !isAgentType(upline.type)) throw badInput(`"${args.upline}" is not an agent`);
        const kind = args.kind.toUpperCase() as ContractKind;
        if (!CONTRACT_KINDS.includes(kind)) throw badInput(`kind is one of ${CONTRACT_KINDS.join(', ')}`);
        const gameType = args.gameType.toUpperCase();
        if (!isGameType(gameType)) throw badInput('gameType is LIVE, RNG, CONS, SPORTS, LOTT, FISH, ELOTT or PVP');
        const period = (args.period?.toUpperCase() ?? (kind === 'DIVIDEND' ? 'SEMIMONTHLY' : 'DAILY')) as ContractPeriod;
        if (!CONTRACT_PERIODS.includes(period)) throw badInput(`period is one of ${CONTRACT_PERIODS.join(', ')}`);
        const tiers = args.tiers.map(
          (tier): ContractTier => ({ minimumBet: tier.minimumBet ?? 0, netLoss: tier.netLoss ?? 0, activeMember: tier.activeMember ?? 0, rateType: tier.rateType?.toUpperCase() === 'F' ? 'F' : 'P', rate: tier.rate }),
        );
        const result = offerContract(scenario, { kind, gameType, upline, downline: args.downline, period, tiers }, (username) => isAgentType(scenario.member(username)?.type ?? 0));
        if (typeof result === 'string' || !('id' in result)) throw badInput(`the offer was refused: ${typeof result === 'string' ? result : 'rate conflict'}`);
        return contractRow(scenario, result);
      }),
      setContractStatus: withScenario((scenario, args: { id: string; status: string }) => {
        const contract = scenario.contracts.find((candidate) => candidate.id === args.id);
        if (!contract) throw badInput(`no contract "${args.id}"`);
        const status = args.status.toUpperCase() as ContractStatus;
        if (!STATUSES.includes(status)) throw badInput('status is P, E, A, R, V or C');
        settleContracts(scenario);
        contract.status = status;
        contract.settledUntil = status === 'A' || status === 'V' ? (contract.settledUntil ?? scenario.now()) : contract.settledUntil;
        return contractRow(scenario, contract);
      }),
      setContractSetting: withScenario((scenario, args: { username: string; kind: string; enabled: boolean }) => {
        const member = scenario.member(args.username);
        if (!member || !isAgentType(member.type)) throw badInput(`"${args.username}" is not an agent`);
        const kind = args.kind.toUpperCase() as ContractKind;
        if (!CONTRACT_KINDS.includes(kind)) throw badInput(`kind is one of ${CONTRACT_KINDS.join(', ')}`);
        return setContractSetting(scenario, member.username, kind, args.enabled);
      }),
      settleContracts: withScenario((scenario) => settleContracts(scenario).map(payoutRow)),
      growTeam: withScenario((scenario, args: { upline: string; members: number }) => {
        const upline = scenario.member(args.upline);
        if (!upline || !isAgentType(upline.type)) throw badInput(`"${args.upline}" is not an agent`);
        if (!Number.isInteger(args.members) || args.members < 1 || args.members > GROW_TEAM_MAX) throw badInput(`members is 1 to ${GROW_TEAM_MAX}`);
        return teamOf(scenario).growTeam(upline.username, args.members);
      }),
    },
  };
}
