/**
 * Wiring of the contract chart (loaded with the agent centre or the after-sign-in dialog, never the
 * first page): the consolidated contract info read from the consolidated funds, and each answer
 * sent through the kind's own contract call (API.md "Contracts (platform)").
 */
import { createAgentApi } from '@api/agent';
import { CONTRACT_KINDS, type ContractKind, type ContractsByGameType } from '@api/agentSchemas';
import type { ConsolidatedFunds } from '@api/index';
import { CONTRACT_RECORDS_PAGE_SIZE, contractRecordsMachine, type ContractRecords, type ContractRecordsRequest } from '@machines/contractRecords.machine';
import { contractMachine, type ContractAnswerRequest, type ContractInfo, type ContractLoadRequest, type ContractRow } from '@machines/contract.machine';
import * as platform from './platform';
import { platformCall } from './platform';

const own = createAgentApi(platform.requester);
type AgentApi = ReturnType<typeof createAgentApi>;
/** The shared adapter's agent area when a test swapped it in (the chart-level fault matrix), else our own. */
export function agent(): AgentApi {
  const shared: object = platform.api;
  return 'agent' in shared ? (shared as { agent: AgentApi }).agent : own;
}

/** The consolidated info's fields per kind: rows waiting for an answer, contracts held. */
const FIELDS: Readonly<Record<ContractKind, { readonly waiting: keyof ConsolidatedFunds; readonly held: keyof ConsolidatedFunds }>> = {
  DIVIDEND: { waiting: 'divtypereq', held: 'divtypeinfo' },
  DAILY_SALARY: { waiting: 'dailysalreqtype', held: 'dailysalinfotype' },
  HOURLY_SALARY: { waiting: 'contracthoursalreq', held: 'contracthoursalinfo' },
  REALTIME_SALARY: { waiting: 'realtimesalreqtype', held: 'realtimesalinfotype' },
};

function rowsOf(kind: ContractKind, keyed: unknown): ContractRow[] {
  return Object.values((keyed ?? {}) as ContractsByGameType).flatMap((rows) => (rows ?? []).map((row) => ({ ...row, kind })));
}

/** The kinds asked for, read out of the consolidated funds, and which kinds (of all) are set up. */
export function contractInfoOf(funds: ConsolidatedFunds, kinds: readonly ContractKind[]): ContractInfo {
  return {
    waiting: kinds.flatMap((kind) => rowsOf(kind, funds[FIELDS[kind].waiting])),
    held: kinds.flatMap((kind) => rowsOf(kind, funds[FIELDS[kind].held])),
    setUp: CONTRACT_KINDS.filter((kind) => funds.contractSetup[kind]),
  };
}

export const contractLogic = contractMachine.provide({
  actors: {
    loadContracts: platformCall<ContractInfo, ContractLoadRequest>(async ({ kinds }, { signal }) => contractInfoOf(await platform.api.wallet.getConsolidatedFunds({ signal }), kinds)),
    answerContract: platformCall<void, ContractAnswerRequest>(async ({ row, status, confirmLowerRate }, { signal }) => {
      await agent().processContract(row.kind, { action: 'answer', contract: { id: row.id, gameType: row.gameType }, status, ...(confirmLowerRate ? { confirmLowerRate: true } : {}) }, { signal });
    }),
  },
});

/** A contract page's payout records: one page of the agent's own payouts of the kind (the totals are the whole list's). */
export const contractRecordsLogic = contractRecordsMachine.provide({
  actors: {
    loadRecords: platformCall<ContractRecords, ContractRecordsRequest>(async ({ kind, page }, { signal }) => ({
      payouts: await agent().getContractPayouts({ kind, role: 'MINE', pageNo: page, pageSize: CONTRACT_RECORDS_PAGE_SIZE }, { signal }),
    })),
  },
});
