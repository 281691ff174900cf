/** Agent contracts: dividend, daily salary, hourly salary, real-time salary (SPEC.md §4 "Contract requests"). */
import type { CallOptions, PlatformRequester } from './request';
import { contractResultSchema, type ContractRule } from './schemas';

/**
 * What a contract call does: read the current contracts, offer a new one to a downline, answer
 * one offered by the upline, or ask to end one.
 */
export type ContractAction = 'query' | 'request' | 'accept' | 'reject' | 'terminate';

export type ContractPeriod = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';

export interface ContractCommand {
  readonly action: ContractAction;
  readonly contractId?: string;
  /** The downline account a new contract is offered to. */
  readonly downline?: string;
  readonly period?: ContractPeriod;
  /**
   * A new contract whose rate is below an existing downline contract ends that one when the
   * user agreed (SPEC.md §4); without it such an offer fails with contract.rate.conflict.
   */
  readonly confirmLowerRate?: boolean;
}

export interface ContractOffer extends ContractCommand {
  /** The tiers offered, lowest threshold first. */
  readonly rules?: readonly ContractRule[];
}

/** The wire's actions (schema/README.md "Contracts"): reading is INFO. */
const WIRE_ACTION: Record<ContractAction, string> = {
  query: 'INFO',
  request: 'REQUEST',
  accept: 'ACCEPT',
  reject: 'REJECT',
  terminate: 'TERMINATE',
};

/** POST calls carry the command as JSON. */
const toBody = (command: ContractOffer) => ({ ...command, action: WIRE_ACTION[command.action] });

/** GET calls carry the command in the query; the rules, a list, go as JSON text. */
const toQuery = (command: ContractOffer) => {
  const { rules, ...rest } = toBody(command);
  return { ...rest, rules: rules ? JSON.stringify(rules) : undefined };
};

export function createAgentApi({ request }: PlatformRequester) {
  return {
    /** GET /wps/relay/MCSFE_processContractDividend. */
    processDividendContract(command: ContractOffer = { action: 'query' }, options: CallOptions = {}) {
      return request('contractDividend', { schema: contractResultSchema, query: toQuery(command), ...options });
    },

    /** GET /wps/relay/MCSFE_processDailySalaryContract. */
    processDailySalaryContract(command: ContractOffer = { action: 'query' }, options: CallOptions = {}) {
      return request('contractDailySalary', { schema: contractResultSchema, query: toQuery(command), ...options });
    },

    /** POST /wps/relay/MCSFE_processContractHourSalary. */
    processHourSalaryContract(command: ContractOffer = { action: 'query' }, options: CallOptions = {}) {
      return request('contractHourSalary', { schema: contractResultSchema, body: toBody(command), ...options });
    },

    /** POST /wps/relay/MCSFE_processRealTimeSalaryContract (settles every 5 minutes). */
    processRealTimeSalaryContract(command: ContractOffer = { action: 'query' }, options: CallOptions = {}) {
      return request('contractRealTimeSalary', { schema: contractResultSchema, body: toBody(command), ...options });
    },
  };
}
