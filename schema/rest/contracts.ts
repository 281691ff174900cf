/**
 * Agent contracts: dividend, daily, hourly and real-time salary. Each call reads the caller's
 * contracts of that kind or, with `action`, offers, accepts, rejects or terminates one.
 * The `type` parameter takes the platform's names: info types (divtypeinfo, dailysalinfotype,
 * contractmrdailysalinfotype, contracthoursalinfo, …) read the contracts, request types
 * (divtypereq, dailysalreqtype, contracthoursalreq, realtimesalreqtype) list offers awaiting
 * the caller.
 */
import { z } from 'zod';
import { isAgentType } from '../seed/accounts.js';
import type { Contract, ContractKind, ContractRule } from '../scenario.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, requireFlag, type MemberContext } from './http.js';

const FLAG_BY_KIND: Record<ContractKind, string> = {
  DIVIDEND: 'DIVIDEND',
  DAILY_SALARY: 'DAYSAL',
  HOURLY_SALARY: 'HOURSAL3',
  REALTIME_SALARY: 'RTSALARY3',
};

const ACTIONS = ['INFO', 'REQUESTS', 'REQUEST', 'ACCEPT', 'REJECT', 'TERMINATE'] as const;
type Action = (typeof ACTIONS)[number];

const ruleInput = z.object({
  rate: z.coerce.number().min(0).max(100),
  periodValidBet: z.coerce.number().min(0).default(0),
  periodProfitLoss: z.coerce.number().default(0),
  activeMembers: z.coerce.number().int().min(0).default(0),
  betAmount: z.coerce.number().min(0).default(0),
});

const contractInput = z.object({
  type: field.optionalText(),
  action: z.string().trim().toUpperCase().pipe(z.enum(ACTIONS)).optional(),
  contractId: field.optionalText(),
  downline: field.optionalText(),
  period: z.enum(['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY']).optional(),
  /**
   * Either a list of tiers or one `rate`. The GET routes (dividend, daily salary) carry the list
   * in the query as JSON text, which is how the adapter sends it (src/api/agent.ts).
   */
  rules: z.preprocess(jsonText, z.array(ruleInput).min(1).optional()),
  rate: z.coerce.number().min(0).max(100).optional(),
  /** Agrees that lower-rate offers terminate the downline's current contract. */
  confirmLowerRate: field.flag(),
});

/** A query parameter holding JSON (a list in a GET); anything else is left for the schema to judge. */
function jsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function actionOf(type: string | undefined, action: Action | undefined): Action {
  if (action) return action;
  return type && /req/i.test(type) ? 'REQUESTS' : 'INFO';
}

const topRate = (contract: Contract) => Math.max(...contract.rules.map((rule) => rule.rate));

function contractView(contracts: readonly Contract[], username: string, kind: ContractKind) {
  const mine = contracts.filter((contract) => contract.kind === kind);
  return {
    kind,
    asDownline: mine.filter((contract) => contract.downline === username),
    asUpline: mine.filter((contract) => contract.upline === username),
    pendingRequests: mine.filter((contract) => contract.downline === username && contract.status === 'PENDING'),
  };
}

function processContract(context: MemberContext, kind: ContractKind) {
  requireFlag(context, FLAG_BY_KIND[kind]);
  const { scenario, member } = context;
  if (!isAgentType(member.type)) throw new PlatformError(ERROR.agentOnly);
  const fields = input(context, contractInput);
  const action = actionOf(fields.type, fields.action);
  const contracts = scenario.contracts;
  const find = (predicate: (contract: Contract) => boolean) => {
    const contract = contracts.find((candidate) => candidate.id === fields.contractId && candidate.kind === kind && predicate(candidate));
    if (!contract) throw new PlatformError(ERROR.contractNotFound);
    return contract;
  };

  switch (action) {
    case 'INFO':
      break;
    case 'REQUESTS':
      return ok({ kind, list: contractView(contracts, member.username, kind).pendingRequests });
    case 'REQUEST': {
      const downline = scenario.member(fields.downline);
      if (!downline || downline.uplineUsername !== member.username || !isAgentType(downline.type)) throw new PlatformError(ERROR.contractDownlineInvalid);
      const rules: ContractRule[] = fields.rules ?? (fields.rate === undefined ? [] : [ruleInput.parse({ rate: fields.rate })]);
      if (rules.length === 0) throw new PlatformError(ERROR.paramInvalid, { value: { issues: [{ field: 'rules', message: 'required' }] } });
      const newRate = Math.max(...rules.map((rule) => rule.rate));
      const current = contracts.filter((contract) => contract.kind === kind && contract.upline === member.username && contract.downline === downline.username && contract.status === 'ACTIVE');
      const higher = current.filter((contract) => topRate(contract) > newRate);
      if (higher.length > 0 && !fields.confirmLowerRate) throw new PlatformError(ERROR.contractRateConflict, { value: { conflicts: higher.map((contract) => contract.id) } });
      for (const contract of higher) contract.status = 'TERMINATED';
      contracts.push({
        id: scenario.nextId('contract'),
        kind,
        upline: member.username,
        downline: downline.username,
        status: 'PENDING',
        period: fields.period ?? (kind === 'DIVIDEND' ? 'SEMIMONTHLY' : 'DAILY'),
        rules,
        createdTime: new Date(context.now).toISOString(),
      });
      break;
    }
    case 'ACCEPT': {
      const offer = find((contract) => contract.downline === member.username && contract.status === 'PENDING');
      // One active contract per kind and pair: accepting replaces the previous one.
      for (const contract of contracts) {
        if (contract !== offer && contract.kind === kind && contract.upline === offer.upline && contract.downline === member.username && contract.status === 'ACTIVE') contract.status = 'TERMINATED';
      }
      offer.status = 'ACTIVE';
      break;
    }
    case 'REJECT':
      find((contract) => contract.downline === member.username && contract.status === 'PENDING').status = 'REJECTED';
      break;
    case 'TERMINATE':
      find((contract) => (contract.downline === member.username || contract.upline === member.username) && (contract.status === 'ACTIVE' || contract.status === 'PENDING')).status = 'TERMINATED';
      break;
  }
  return ok(contractView(contracts, member.username, kind));
}

export const contractHandlers = defineHandlers({
  contractDividend: (context) => processContract(context, 'DIVIDEND'),
  contractDailySalary: (context) => processContract(context, 'DAILY_SALARY'),
  contractHourSalary: (context) => processContract(context, 'HOURLY_SALARY'),
  contractRealTimeSalary: (context) => processContract(context, 'REALTIME_SALARY'),
});
