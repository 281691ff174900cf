/**
 * Wiring of the contract chart (loaded with the agent centre or the after-sign-in dialog, never the
 * first page): the consolidated contract info read from the consolidated funds, and each answer
 * sent through the kind's own contract call (API.md "Contracts (platform)") with its idempotency
 * key. A lost answer is checked against the consolidated info read again (API.md: "reload the
 * consolidated info after each"), and kept for the tab meanwhile (`pending:contractAnswer`, the
 * dialog; `pending:contractAnswer.<kind>`, a kind's page).
 */
import * as z from 'zod/mini';
import { contractAnswerRef, createAgentApi } from '@api/agent';
import { CONTRACT_KINDS, contractSchema, type ContractKind, type ContractsByGameType } from '@api/agentSchemas';
import type { ConsolidatedFunds } from '@api/index';
import { CONTRACT_RECORDS_PAGE_SIZE, contractRecordsMachine, type ContractRecords, type ContractRecordsRequest } from '@machines/contracts/contractRecords.machine';
import {
  contractAnswerCommand,
  contractMachine,
  readContractAnswer,
  type ContractAnswerCall,
  type ContractAnswerIntent,
  type ContractInfo,
  type ContractLoad,
  type ContractLoadRequest,
  type ContractRow,
} from '@machines/contracts/contract.machine';
import { intentSchema, outcomeCheckWith, pendingIntent } from '../outcome';
import { api, lazyArea, platformCall } from '../platform';

/** Every contract kind: the after-sign-in dialog's flow opens with them all. */
export { CONTRACT_KINDS };

const agentArea = lazyArea('agent', createAgentApi);

/**
 * The consolidated info's fields per kind: rows waiting for an answer, contracts held (SPEC.md §3;
 * the real-time salary's held ones are `contractmrdailysalinfotype`, with our earlier
 * `realtimesalinfotype` read only when the named one is absent, #23).
 */
const FIELDS: Readonly<Record<ContractKind, { readonly waiting: keyof ConsolidatedFunds; readonly held: readonly (keyof ConsolidatedFunds)[] }>> = {
  DIVIDEND: { waiting: 'divtypereq', held: ['divtypeinfo'] },
  DAILY_SALARY: { waiting: 'dailysalreqtype', held: ['dailysalinfotype'] },
  HOURLY_SALARY: { waiting: 'contracthoursalreq', held: ['contracthoursalinfo'] },
  REALTIME_SALARY: { waiting: 'realtimesalreqtype', held: ['contractmrdailysalinfotype', 'realtimesalinfotype'] },
};

/** The first of the fields that has rows (a section is keyed by game type: {} has none). */
function sectionOf(funds: ConsolidatedFunds, fields: readonly (keyof ConsolidatedFunds)[]): ContractsByGameType {
  const sections = fields.map((field) => funds[field] as ContractsByGameType | undefined);
  return sections.find((section) => section && Object.keys(section).length > 0) ?? {};
}

/**
 * The rows of a section (the schema normalised its forms and carried the game type into each row),
 * each with the kind it was listed under and a key that tells it apart in the charts: kind, game
 * type and id (a dividend row may have no id: the platform names it by game type); a second row
 * with the same key (two rows of one game type without ids) takes its place in the section too.
 */
function rowsOf(kind: ContractKind, keyed: ContractsByGameType): ContractRow[] {
  const seen = new Map<string, number>();
  return Object.values(keyed).flatMap((rows) =>
    (rows ?? []).map((row) => {
      const base = `${kind}|${row.gameType}|${row.id}`;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      return { ...row, kind, key: count === 1 ? base : `${base}#${count}`, answerRef: contractAnswerRef(kind, row) };
    }),
  );
}

/**
 * The kinds asked for, read out of the consolidated funds, and which kinds (of all) are set up:
 * only when the answer says (`contractKinds`, ours); otherwise not said, and the whitelabel flags
 * alone decide the agent menu (#17).
 */
export function contractInfoOf(funds: ConsolidatedFunds, kinds: readonly ContractKind[]): ContractInfo {
  return {
    waiting: kinds.flatMap((kind) => rowsOf(kind, sectionOf(funds, [FIELDS[kind].waiting]))),
    held: kinds.flatMap((kind) => rowsOf(kind, sectionOf(funds, FIELDS[kind].held))),
    ...(funds.contractKinds ? { setUp: funds.contractKinds } : {}),
  };
}

/** A kept answer, read back: the row as the contract schema reads a row (the kind the chart listed it under), the answer sent. */
const keptAnswerSchema = intentSchema(
  z.object({
    row: z.intersection(contractSchema, z.object({ kind: z.enum(CONTRACT_KINDS), key: z.string(), answerRef: z.string() })),
    answer: z.enum(['accept', 'reject', 'agree', 'keep']),
    status: z.enum(['A', 'R', 'C']),
    confirmLowerRate: z.boolean(),
  }),
  z.object({ status: z.string() }),
);

/** The answer a chart (the dialog, or one kind's page) sent and has not seen the outcome of, for the tab. */
const pendingAnswer = (kinds: readonly ContractKind[]) => pendingIntent<ContractAnswerIntent>(contractAnswerCommand(kinds), keptAnswerSchema);

export const contractLogic = contractMachine.provide({
  actors: {
    loadContracts: platformCall<ContractLoad, ContractLoadRequest>(async ({ kinds }, { signal }) => ({
      ...contractInfoOf(await api.wallet.getConsolidatedFunds({ signal }), kinds),
      pendingAnswer: pendingAnswer(kinds).read(),
    })),
    answerContract: platformCall<void, ContractAnswerCall>(async ({ row, status, confirmLowerRate, idempotencyKey }, { signal }) => {
      const consent = confirmLowerRate ? { confirmLowerRate: true } : {};
      await agentArea().processContract(row.kind, { action: 'answer', contract: { id: row.id, contractId: row.contractId, gameType: row.gameType }, status, ...consent, idempotencyKey }, { signal });
    }),
    checkOutcome: outcomeCheckWith<ContractAnswerIntent, null>(async (intent, { signal }) =>
      readContractAnswer(intent, contractInfoOf(await api.wallet.getConsolidatedFunds({ signal }), [intent.request.row.kind])),
    ),
  },
  actions: {
    keepIntent: ({ context }) => pendingAnswer(context.kinds).keep(context.intent),
    forgetIntent: ({ context }) => pendingAnswer(context.kinds).forget(),
  },
});

/** A contract page's payout records: one page of the agent's own payouts of the kind (the totals are the whole list's). */
export const contractRecordsLogic = contractRecordsMachine.provide({
  actors: {
    load: platformCall<ContractRecords, ContractRecordsRequest>(async ({ kind, page }, { signal }) => ({
      payouts: await agentArea().getContractPayouts({ kind, role: 'MINE', pageNo: page, pageSize: CONTRACT_RECORDS_PAGE_SIZE }, { signal }),
    })),
  },
});
