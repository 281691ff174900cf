/**
 * The agent centre's calls: contracts (dividend, daily, hourly and real-time salary; SPEC.md §4
 * "Contract requests", API.md "Contracts"), the team reports, affiliate links and new downlines.
 */
import { errorKey, PlatformError } from './errors';
import type { CallOptions, PlatformRequester } from './request';
import type { RouteId } from './routes';
import {
  affiliateLinkListSchema,
  CONTRACT_TIER_FIELD,
  contractPayoutPageSchema,
  contractResultSchema,
  createdAffiliateLinkSchema,
  createdDownlineSchema,
  deletedAffiliateLinkSchema,
  downlineListSchema,
  downlineTransactionPageSchema,
  teamBettingPageSchema,
  teamOverviewSchema,
  teamProfitLossPageSchema,
  type AffiliateLink,
  type ContractGameType,
  type ContractKind,
  type ContractPeriod,
  type ContractTier,
} from './agentSchemas';

/** A tier to offer; `netLoss` counts for dividends only. */
export interface ContractTierInput {
  readonly minimumBet: number;
  readonly netLoss?: number;
  readonly activeMember: number;
  readonly rateType?: ContractTier['rateType'];
  readonly rate: number;
}

/**
 * What a contract call does: read; answer a row waiting for the caller (an offer A accept / R
 * reject, a termination request C agree / A keep); offer tiers to a direct downline agent; ask to
 * end the contract held with one.
 */
export type ContractCommand =
  | { readonly action: 'query' }
  | {
      readonly action: 'answer';
      /**
       * The row answered (API.md): the dividend call names it by game type (`type`), the daily one
       * by `id`, the hourly and real-time ones by `contractId` (the row's `contractId`, else its
       * `id`). See `contractAnswerRef`.
       */
      readonly contract: { readonly id: string; readonly contractId?: string; readonly gameType: string };
      readonly status: 'A' | 'R' | 'C';
      /**
       * Consent for a row with downlineHigherRate "Y": accepting ends the higher-rate contracts the
       * caller holds with its own downlines (SPEC.md §4); without it the platform answers
       * contract.rate.conflict.
       */
      readonly confirmLowerRate?: boolean;
      /** One key per intent (routes.ts): a repeat of the same answer is applied once. */
      readonly idempotencyKey?: string;
    }
  | { readonly action: 'offer'; readonly downline: string; readonly gameType: ContractGameType; readonly period?: ContractPeriod; readonly tiers: readonly ContractTierInput[]; readonly idempotencyKey?: string }
  | { readonly action: 'terminate'; readonly downline: string; readonly gameType: ContractGameType; readonly idempotencyKey?: string };

/**
 * What an answer names its row by, per kind (API.md "Contracts"): the dividend its game type, the
 * daily salary its `id`, the hourly and real-time salaries their `contractId` (or `id`). '' when
 * the row does not say: such an answer is never sent (`processContract` refuses it locally).
 */
export function contractAnswerRef(kind: ContractKind, contract: { readonly id: string; readonly contractId?: string; readonly gameType: string }): string {
  if (kind === 'DIVIDEND') return contract.gameType.trim();
  if (kind === 'DAILY_SALARY') return (contract.id || contract.contractId || '').trim();
  return (contract.contractId || contract.id).trim();
}

/** The key field, when the command carries one (the JSON body of the POST kinds, the query of the GET ones). */
const keyOf = (command: ContractCommand) => (command.action !== 'query' && command.idempotencyKey ? { idempotencyKey: command.idempotencyKey } : {});

const CONTRACT_ROUTE: Record<ContractKind, RouteId> = {
  DIVIDEND: 'contractDividend',
  DAILY_SALARY: 'contractDailySalary',
  HOURLY_SALARY: 'contractHourSalary',
  REALTIME_SALARY: 'contractRealTimeSalary',
};

/** A tier as the kind spells it on the wire (API.md): dividend contractRate, daily betVolume. */
function wireTier(kind: ContractKind, tier: ContractTierInput): Record<string, number | string> {
  const rateType = tier.rateType ?? 'P';
  switch (kind) {
    case 'DIVIDEND':
      return { minimumBet: tier.minimumBet, netLoss: tier.netLoss ?? 0, activeMember: tier.activeMember, rateType, contractRate: tier.rate };
    case 'DAILY_SALARY':
      return { betVolume: tier.minimumBet, activeMember: tier.activeMember, rateType, rate: tier.rate };
    default:
      return { minimumBet: tier.minimumBet, activeMember: tier.activeMember, rateType, rate: tier.rate };
  }
}

/** The command's fields as the kind's call takes them; the GET calls carry lists as JSON text. */
function contractFields(kind: ContractKind, command: ContractCommand, asQuery: boolean): Record<string, unknown> {
  return { ...commandFields(kind, command, asQuery), ...keyOf(command) };
}

function commandFields(kind: ContractKind, command: ContractCommand, asQuery: boolean): Record<string, unknown> {
  switch (command.action) {
    case 'query':
      return {};
    case 'answer': {
      const consent = command.confirmLowerRate ? { confirmLowerRate: true } : {};
      // API.md: dividend { type, status }, daily { id, status }, hourly (and real-time) { contractId, status }.
      const ref = contractAnswerRef(kind, command.contract);
      if (kind === 'DIVIDEND') return { type: ref, status: command.status, ...consent };
      if (kind === 'DAILY_SALARY') return { id: ref, status: command.status, ...consent };
      return { contractId: ref, status: command.status, ...consent };
    }
    case 'offer': {
      const tiers = command.tiers.map((tier) => wireTier(kind, tier));
      return { status: 'P', downline: command.downline, gameType: command.gameType, period: command.period, [CONTRACT_TIER_FIELD[kind]]: asQuery ? JSON.stringify(tiers) : tiers };
    }
    case 'terminate':
      return { status: 'V', downline: command.downline, gameType: command.gameType };
  }
}

/** Reports take startTime/endTime in ms, the end inclusive, at most 31 days (the overview 93). */
export interface ReportRange {
  readonly startTime?: number;
  readonly endTime?: number;
}

export interface TeamOverviewQuery extends ReportRange {
  /** Drill into a downline's team (the caller's own when absent). */
  readonly agent?: string;
}

export type DownlineSort = 'username' | 'registerTime' | 'teamSize' | 'balance' | 'betAmount' | 'validBetAmount' | 'winAmount' | 'profitAndLoss' | 'depositAmount' | 'withdrawAmount';

export interface DownlineListQuery extends TeamOverviewQuery {
  /** Searches the whole team below `agent` by username; without it the list is `agent`'s direct downlines. */
  readonly keyword?: string;
  /** Only members or only agents (the contract offer form asks for the direct downline agents). */
  readonly accountType?: 'MEMBER' | 'AGENT';
  readonly sortBy?: DownlineSort;
  readonly sortOrder?: 'asc' | 'desc';
  readonly pageNo?: number;
  readonly pageSize?: number;
}

export interface TeamReportQuery extends ReportRange {
  /** One member of the team; the whole team when absent. */
  readonly member?: string;
  readonly gameType?: ContractGameType;
  /** Filter on bet time or settlement time. */
  readonly timeType?: 'BET' | 'SETTLE';
  readonly pageNo?: number;
  readonly pageSize?: number;
}

export interface DownlineTransactionQuery extends ReportRange {
  readonly member?: string;
  readonly txType?: 'deposit' | 'withdraw';
  readonly pageNo?: number;
  readonly pageSize?: number;
}

export interface ContractPayoutQuery extends ReportRange {
  readonly kind?: ContractKind;
  /** MINE: what the caller's contracts paid it (my income); DOWNLINES: what its downlines were paid. */
  readonly role?: 'MINE' | 'DOWNLINES';
  readonly status?: 'PENDING' | 'SETTLED';
  readonly gameType?: ContractGameType;
  readonly pageNo?: number;
  readonly pageSize?: number;
}

export interface NewDownline {
  readonly username: string;
  readonly password: string;
  readonly confirmPassword?: string;
  readonly nickname?: string;
  readonly accountType: 'MEMBER' | 'AGENT';
}

export interface NewAffiliateLink {
  readonly memberType: 'MEMBER' | 'AGENT';
  readonly remark?: string;
}

/** Query values the requester accepts: flags as "true"/"false", absent fields dropped. */
function queryOf(fields: object): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' || typeof value === 'number') query[name] = value;
    else if (typeof value === 'boolean') query[name] = String(value);
  }
  return query;
}

export function createAgentApi({ request }: PlatformRequester) {
  /**
   * One contract call: the GET kinds (dividend, daily salary) send the command in the query, the
   * POST kinds as the body. Only the query is idempotent: an answer, offer or termination sent as a
   * GET is never repeated by the requester's retries (its dropped answer may have been applied).
   */
  const processContract = async (kind: ContractKind, command: ContractCommand, options: CallOptions) => {
    // Never an answer with an empty type or id (a platform would answer some other row, or none):
    // refused here, before anything is sent. The contract chart offers no answer on such a row.
    if (command.action === 'answer' && contractAnswerRef(kind, command.contract) === '') {
      throw new PlatformError({ kind: 'envelope', messageKey: errorKey('contractNotFound'), errorCode: 'contract.unidentified', route: CONTRACT_ROUTE[kind] });
    }
    const asQuery = kind === 'DIVIDEND' || kind === 'DAILY_SALARY';
    const fields = contractFields(kind, command, asQuery);
    return request(CONTRACT_ROUTE[kind], { schema: contractResultSchema, ...(asQuery ? { query: queryOf(fields) } : { body: fields }), idempotent: command.action === 'query', ...options });
  };
  return {
    processContract,
    /** GET /wps/relay/MCSFE_processContractDividend. */
    processDividendContract: (command: ContractCommand = { action: 'query' }, options: CallOptions = {}) => processContract('DIVIDEND', command, options),
    /** GET /wps/relay/MCSFE_processDailySalaryContract. */
    processDailySalaryContract: (command: ContractCommand = { action: 'query' }, options: CallOptions = {}) => processContract('DAILY_SALARY', command, options),
    /** POST /wps/relay/MCSFE_processContractHourSalary. */
    processHourSalaryContract: (command: ContractCommand = { action: 'query' }, options: CallOptions = {}) => processContract('HOURLY_SALARY', command, options),
    /** POST /wps/relay/MCSFE_processRealTimeSalaryContract (settles every 5 minutes). */
    processRealTimeSalaryContract: (command: ContractCommand = { action: 'query' }, options: CallOptions = {}) => processContract('REALTIME_SALARY', command, options),

    /** GET /wps/relay/ODSFE2_getTeamOverviewSum: the team's figures, per day and per level. */
    getTeamOverview(query: TeamOverviewQuery = {}, options: CallOptions = {}) {
      return request('teamOverview', { schema: teamOverviewSchema, query: queryOf(query), ...options });
    },
    /** GET /wps/relay/MCSFE_getDownlineList: a page of downlines with their teams' figures and the totals row. */
    getDownlineList(query: DownlineListQuery = {}, options: CallOptions = {}) {
      return request('downlineList', { schema: downlineListSchema, query: queryOf(query), ...options });
    },
    /** GET /wps/relay/ODSFE2_getTeamBettingRecord: the team's bets with the totals of the whole range. */
    getTeamBetting(query: TeamReportQuery = {}, options: CallOptions = {}) {
      return request('teamBetting', { schema: teamBettingPageSchema, query: queryOf(query), ...options });
    },
    /** GET /wps/relay/ODSFE2_getTeamProfitAndLoss: per member profit and loss, deposits and withdrawals. */
    getTeamProfitLoss(query: TeamReportQuery = {}, options: CallOptions = {}) {
      return request('teamProfitLoss', { schema: teamProfitLossPageSchema, query: queryOf(query), ...options });
    },
    /** GET /wps/relay/MCSFE_getDownlineTransactionDetails: the team's deposits and withdrawals. */
    getDownlineTransactions(query: DownlineTransactionQuery = {}, options: CallOptions = {}) {
      return request('downlineTransactions', { schema: downlineTransactionPageSchema, query: queryOf(query), ...options });
    },
    /** GET /wps/relay/MCSFE_getContractPayouts: contract payouts per period, pending first (my income, payout records). */
    getContractPayouts(query: ContractPayoutQuery = {}, options: CallOptions = {}) {
      return request('contractPayouts', { schema: contractPayoutPageSchema, query: queryOf(query), ...options });
    },
    /** POST /wps/agent/downline (encrypted): a new member or agent directly below the caller. */
    createDownline(downline: NewDownline, options: CallOptions = {}) {
      // API.md names no answer: the account is the one sent unless the platform says otherwise.
      return request('createDownline', { schema: createdDownlineSchema, body: downline, ...options }).then((created) => ({ ...created, account: created.account || downline.username }));
    },
    /**
     * GET /wps/relay/MCSFE_createAffiliateUrl (API.md: unmarked, so GET; routes.ts): the fields go
     * in the query. It makes a link, so it is never repeated (`idempotent: false`). `idempotencyKey`
     * (ours, routes.ts): one key per intent; a repeat with it is answered as the first and makes no
     * second link. Null: the platform made the link but its answer does not carry it (the caller
     * reads the links for it); a type or remark the answer leaves out is the one asked for.
     */
    async createAffiliateUrl(link: NewAffiliateLink & { readonly idempotencyKey?: string }, options: CallOptions = {}): Promise<AffiliateLink | null> {
      const made = await request('createAffiliateUrl', { schema: createdAffiliateLinkSchema, query: queryOf(link), idempotent: false, ...options });
      return made && { ...made, memberType: made.memberType ?? link.memberType, remark: made.remark ?? link.remark ?? '' };
    },
    /** GET /wps/relay/MCSFE_viewAffiliateUrls. */
    viewAffiliateUrls(options: CallOptions = {}) {
      return request('viewAffiliateUrls', { schema: affiliateLinkListSchema, ...options });
    },
    /** GET /wps/relay/MCSFE_deleteAffiliateUrl?id= (API.md: unmarked, so GET; routes.ts): a command, never repeated. */
    deleteAffiliateUrl(id: string, options: CallOptions = {}) {
      return request('deleteAffiliateUrl', { schema: deletedAffiliateLinkSchema, query: { id }, idempotent: false, ...options });
    },
  };
}
