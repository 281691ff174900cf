/**
 * Agent contracts: dividend, daily, hourly and real-time salary (API.md "Contracts"). One route
 * per kind; what a call does follows from its fields:
 * - no `status`: read the caller's contracts of that kind;
 * - `status` with `downline` (the upline's side, ours): `P` offers tiers for a game type (E when it
 *   changes an active contract), `V` asks to end the active one;
 * - `status` alone (the downline's answer, API.md): dividend `{ type, status }` with `type` the
 *   game type, daily `{ id, status }`, hourly and real-time `{ contractId, status }`; an offer is
 *   answered A or R, a termination request C (agree) or A (keep); `confirmLowerRate` is the
 *   consent a row with `downlineHigherRate: "Y"` needs.
 * Every answer is the caller's view of that kind after the change (ContractInfo).
 */
import { z } from 'zod';
import { answerContract, contractKindsSetUp, isGameType, offerContract, requestTermination, settleContracts, topRate, higherDownlineContracts, type ContractProblem } from '../domain/contracts.js';
import { isAgentType } from '../seed/accounts.js';
import { CONTRACT_GAME_TYPES } from '../seed/team.js';
import { CONTRACT_PERIODS } from '../../src/api/contractKinds.js';
import type { Contract, ContractKind, ContractTier, Scenario } from '../state/scenario.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, requireFlag, type MemberContext } from './http.js';

const FLAG_BY_KIND: Record<ContractKind, string> = {
  DIVIDEND: 'DIVIDEND',
  DAILY_SALARY: 'DAYSAL',
  HOURLY_SALARY: 'HOURSAL3',
  REALTIME_SALARY: 'RTSALARY3',
};

/** The tier list's name on the wire, per kind (API.md; real-time follows hourly, ours). */
export const TIER_FIELD: Record<ContractKind, string> = {
  DIVIDEND: 'tiers',
  DAILY_SALARY: 'details',
  HOURLY_SALARY: 'hourSalaryRates',
  REALTIME_SALARY: 'realTimeSalaryRates',
};

const amount = z.coerce.number().min(0);
/** A tier as any kind spells it: contractRate is the dividend's rate, betVolume the daily minimum. */
const tierInput = z
  .object({
    minimumBet: amount.optional(),
    betVolume: amount.optional(),
    netLoss: amount.default(0),
    activeMember: z.coerce.number().int().min(0).default(0),
    rateType: z.enum(['P', 'F']).default('P'),
    rate: z.coerce.number().min(0).optional(),
    contractRate: z.coerce.number().min(0).optional(),
  })
  .refine((tier) => tier.rate !== undefined || tier.contractRate !== undefined, { message: 'rate required' })
  .refine((tier) => tier.rateType === 'F' || (tier.rate ?? tier.contractRate ?? 0) <= 100, { message: 'a percentage is at most 100' })
  .transform(
    (tier): ContractTier => ({
      minimumBet: tier.minimumBet ?? tier.betVolume ?? 0,
      netLoss: tier.netLoss,
      activeMember: tier.activeMember,
      rateType: tier.rateType,
      rate: tier.rate ?? tier.contractRate ?? 0,
    }),
  );

const contractFields = z.object({
  /** Dividend answers name the row by game type (API.md); other `type` values (info types) just read. */
  type: field.optionalText(),
  id: field.optionalText(),
  contractId: field.optionalText(),
  status: z.string().trim().toUpperCase().pipe(z.enum(['P', 'V', 'A', 'R', 'C'])).optional(),
  downline: field.optionalText(),
  gameType: z.string().trim().toUpperCase().pipe(z.enum(CONTRACT_GAME_TYPES)).optional(),
  period: z.enum(CONTRACT_PERIODS).optional(),
  /**
   * The tiers under the kind's own name (tiers, details, hourSalaryRates, realTimeSalaryRates;
   * any is accepted); the GET routes (dividend, daily salary) carry the list as JSON text.
   */
  tiers: z.preprocess(jsonText, z.array(tierInput).optional()),
  /** Consent to end the higher-rate contracts the caller holds with its downlines (SPEC.md §4). */
  confirmLowerRate: z.union([field.flag(), z.literal('Y').transform(() => true), z.literal('N').transform(() => false)]).optional(),
});

/** Whichever tier list name a call used becomes `tiers`. */
const contractInput = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null) return value;
  const fields = value as Record<string, unknown>;
  const named = Object.values(TIER_FIELD).find((name) => fields[name] !== undefined);
  return named ? { ...fields, tiers: fields[named] } : fields;
}, contractFields);

/** A query parameter holding JSON (a list in a GET); anything else is left for the schema to judge. */
function jsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** A tier as the wire spells it for the contract's kind. */
function tierView(kind: ContractKind, tier: ContractTier) {
  switch (kind) {
    case 'DIVIDEND':
      return { minimumBet: tier.minimumBet, netLoss: tier.netLoss, activeMember: tier.activeMember, contractRate: tier.rate, rateType: tier.rateType };
    case 'DAILY_SALARY':
      return { betVolume: tier.minimumBet, activeMember: tier.activeMember, rateType: tier.rateType, rate: tier.rate };
    default:
      return { minimumBet: tier.minimumBet, activeMember: tier.activeMember, rateType: tier.rateType, rate: tier.rate };
  }
}

/** One contract row on the wire (platform.graphql `Contract`). */
export function contractRow(scenario: Scenario, contract: Contract) {
  const waiting = contract.status === 'P' || contract.status === 'E';
  const conflicts = waiting ? higherDownlineContracts(scenario, contract) : [];
  return {
    id: contract.id,
    kind: contract.kind,
    gameType: contract.gameType,
    upline: contract.upline,
    downline: contract.downline,
    status: contract.status,
    period: contract.period,
    rate: topRate(contract.tiers),
    [TIER_FIELD[contract.kind]]: contract.tiers.map((tier) => tierView(contract.kind, tier)),
    downlineHigherRate: conflicts.length > 0 ? 'Y' : 'N',
    conflictingContracts: conflicts.map((conflict) => conflict.id),
    createdTime: contract.createdTime,
    answeredTime: contract.answeredTime,
  };
}

export function contractView(scenario: Scenario, username: string, kind: ContractKind) {
  const mine = scenario.contracts.filter((contract) => contract.kind === kind);
  const rows = (keep: (contract: Contract) => boolean) => mine.filter(keep).map((contract) => contractRow(scenario, contract));
  return {
    kind,
    asDownline: rows((contract) => contract.downline === username),
    asUpline: rows((contract) => contract.upline === username),
    pendingRequests: rows((contract) => contract.downline === username && (contract.status === 'P' || contract.status === 'E' || contract.status === 'V')),
  };
}

function refuse(problem: ContractProblem): never {
  if (problem === 'not-found') throw new PlatformError(ERROR.contractNotFound);
  if (problem === 'wrong-status') throw new PlatformError(ERROR.contractStatusInvalid);
  if (problem === 'downline-invalid') throw new PlatformError(ERROR.contractDownlineInvalid);
  if (problem === 'tiers-required') throw new PlatformError(ERROR.paramInvalid, { value: { issues: [{ field: 'tiers', message: 'required' }] } });
  throw new PlatformError(ERROR.contractRateConflict, { value: { conflicts: problem.conflicts } });
}

const isProblem = (result: Contract | ContractProblem): result is ContractProblem => typeof result === 'string' || !('id' in result);

function processContract(context: MemberContext, kind: ContractKind) {
  requireFlag(context, FLAG_BY_KIND[kind]);
  const { scenario, member } = context;
  if (!isAgentType(member.type)) throw new PlatformError(ERROR.agentOnly);
  const fields = input(context, contractInput);
  settleContracts(scenario);
  const done = (result: Contract | ContractProblem) => {
    if (isProblem(result)) refuse(result);
    return ok(contractView(scenario, member.username, kind));
  };
  if (!fields.status) return ok(contractView(scenario, member.username, kind));

  if (fields.downline) {
    const gameType = fields.gameType ?? (isGameType(fields.type?.toUpperCase()) ? (fields.type?.toUpperCase() as Contract['gameType']) : undefined);
    if (!gameType) throw new PlatformError(ERROR.paramInvalid, { value: { issues: [{ field: 'gameType', message: 'required' }] } });
    if (fields.status === 'P') {
      return done(
        offerContract(
          scenario,
          { kind, gameType, upline: member, downline: fields.downline, period: fields.period ?? (kind === 'DIVIDEND' ? 'SEMIMONTHLY' : 'DAILY'), tiers: fields.tiers ?? [] },
          (username) => isAgentType(scenario.member(username)?.type ?? 0),
        ),
      );
    }
    if (fields.status !== 'V') throw new PlatformError(ERROR.contractStatusInvalid);
    const active = scenario.contracts.find(
      (contract) => contract.kind === kind && contract.gameType === gameType && contract.upline === member.username && contract.downline.toLowerCase() === fields.downline?.toLowerCase() && contract.status === 'A',
    );
    return done(active ? requestTermination(scenario, active) : 'not-found');
  }

  // The downline's answer to a row waiting for it. The strict profile takes exactly the parameter
  // API.md names for the kind (dividend `type`, daily `id`, hourly and real-time `contractId`), so
  // an answer naming its row any other way finds none; the rich one takes any of them.
  const strict = scenario.settings.answerProfile === 'strict';
  const wantedId = strict ? (kind === 'DIVIDEND' ? undefined : kind === 'DAILY_SALARY' ? fields.id : fields.contractId) : (fields.contractId ?? fields.id);
  const wantedGameType = strict && kind !== 'DIVIDEND' ? undefined : fields.type?.toUpperCase();
  if (strict && !wantedId && !wantedGameType) throw new PlatformError(ERROR.paramInvalid, { value: { issues: [{ field: kind === 'DIVIDEND' ? 'type' : kind === 'DAILY_SALARY' ? 'id' : 'contractId', message: 'required' }] } });
  const mine = scenario.contracts.filter((contract) => contract.kind === kind && contract.downline === member.username);
  // By game type (the dividend's way) an offer and a termination request may both wait: C can only
  // answer the request, so it picks that; A and R answer the offer first.
  const byGameType = mine.filter((contract) => kind === 'DIVIDEND' && contract.gameType === wantedGameType && ['P', 'E', 'V'].includes(contract.status));
  const target = wantedId
    ? mine.find((contract) => contract.id === wantedId)
    : fields.status === 'C'
      ? byGameType.find((contract) => contract.status === 'V')
      : (byGameType.find((contract) => contract.status !== 'V') ?? byGameType[0]);
  if (!target) throw new PlatformError(ERROR.contractNotFound);
  return done(answerContract(scenario, target, fields.status, fields.confirmLowerRate ?? false));
}

/**
 * The consolidated contract info (SPEC.md §3) of an agent: the rows waiting for its answer
 * (…req…) and the contracts it holds (…info…), each keyed by game type; the real-time salary's
 * held ones under SPEC's `contractmrdailysalinfotype` and, the same rows, our earlier
 * `realtimesalinfotype`. The contract setting (`setContractSetting`) is said by `contractKinds`
 * (ours), the kinds set up; a kind not set up also has its request field null, which on its own
 * means only "no offers waiting" (API.md names no such signal).
 */
export function consolidatedContracts(scenario: Scenario, username: string) {
  settleContracts(scenario);
  const byGameType = (kind: ContractKind, keep: (contract: Contract) => boolean) => {
    const keyed: Record<string, ReturnType<typeof contractRow>[]> = {};
    for (const contract of scenario.contracts) {
      if (contract.kind !== kind || contract.downline !== username || !keep(contract)) continue;
      (keyed[contract.gameType] ??= []).push(contractRow(scenario, contract));
    }
    return keyed;
  };
  const waiting = (contract: Contract) => contract.status === 'P' || contract.status === 'E' || contract.status === 'V';
  const held = (contract: Contract) => contract.status === 'A' || contract.status === 'V';
  const setUp = contractKindsSetUp(scenario, username);
  const requests = (kind: ContractKind) => (setUp.includes(kind) ? byGameType(kind, waiting) : null);
  return {
    divtypereq: requests('DIVIDEND'),
    dailysalreqtype: requests('DAILY_SALARY'),
    contracthoursalreq: requests('HOURLY_SALARY'),
    realtimesalreqtype: requests('REALTIME_SALARY'),
    divtypeinfo: byGameType('DIVIDEND', held),
    dailysalinfotype: byGameType('DAILY_SALARY', held),
    contracthoursalinfo: byGameType('HOURLY_SALARY', held),
    contractmrdailysalinfotype: byGameType('REALTIME_SALARY', held),
    realtimesalinfotype: byGameType('REALTIME_SALARY', held),
    contractKinds: [...setUp],
  };
}

export const contractHandlers = defineHandlers({
  contractDividend: (context) => processContract(context, 'DIVIDEND'),
  contractDailySalary: (context) => processContract(context, 'DAILY_SALARY'),
  contractHourSalary: (context) => processContract(context, 'HOURLY_SALARY'),
  contractRealTimeSalary: (context) => processContract(context, 'REALTIME_SALARY'),
});
