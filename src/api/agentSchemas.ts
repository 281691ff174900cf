/**
 * zod schemas of the agent centre's answers: contracts (API.md "Contracts"), the consolidated
 * contract info, the team reports, affiliate links and new downlines. Lenient the way the
 * rest of the adapter is (numbers as text, lists as null); every output typed.
 */
import * as z from 'zod/mini';
import { amount, flag, isOn, listOf, map, numberOr, objectOr, optional, optionalNumber, optionalText, preprocess, scalarText, text, textOr } from './wire-values';

// ---------------------------------------------------------------------------------------------
// Contracts

export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
/** The game types contracts are keyed by (API.md). */
export const CONTRACT_GAME_TYPES = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;
export type ContractGameType = (typeof CONTRACT_GAME_TYPES)[number];
/**
 * A row's status: P new offer, E changed offer (both answered A or R), A active, R rejected,
 * V termination requested (answered C agree or A keep), C terminated.
 */
export const CONTRACT_STATUSES = ['P', 'E', 'A', 'R', 'V', 'C'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** The tier list's wire name per kind: dividend tiers, daily details, hourly hourSalaryRates, real-time realTimeSalaryRates. */
export const CONTRACT_TIER_FIELD: Record<ContractKind, string> = {
  DIVIDEND: 'tiers',
  DAILY_SALARY: 'details',
  HOURLY_SALARY: 'hourSalaryRates',
  REALTIME_SALARY: 'realTimeSalaryRates',
};

/**
 * One tier, read from any kind's spelling into one shape: `minimumBet` is the daily betVolume,
 * `rate` the dividend's contractRate; rateType P is a percentage, anything else a fixed amount.
 */
export const contractTierSchema = /* @__PURE__ */ preprocess(
  (value) => {
    if (!value || typeof value !== 'object') return value;
    const tier = value as Record<string, unknown>;
    return { ...tier, minimumBet: tier.minimumBet ?? tier.betVolume, rate: tier.rate ?? tier.contractRate };
  },
  z.object({
    minimumBet: amount,
    netLoss: amount,
    activeMember: amount,
    rateType: map(optionalText, (value): 'P' | 'F' => (value === undefined || value.toUpperCase() === 'P' ? 'P' : 'F')),
    rate: amount,
  }),
);

const TIER_FIELDS = Object.values(CONTRACT_TIER_FIELD);

export const contractSchema = /* @__PURE__ */ preprocess(
  (value) => {
    if (!value || typeof value !== 'object') return value;
    const row = value as Record<string, unknown>;
    // Whichever tier list the kind carries becomes `tiers`.
    const tiers = TIER_FIELDS.map((name) => row[name]).find(Array.isArray);
    return { ...row, tiers: tiers ?? [] };
  },
  z.object({
    id: scalarText,
    kind: optionalText,
    gameType: text,
    upline: text,
    downline: text,
    status: map(text, (value) => value.toUpperCase()),
    period: optionalText,
    rate: optionalNumber,
    tiers: listOf(contractTierSchema),
    /** "Y": accepting needs consent, and ends the higher-rate contracts the agent holds with its downlines. */
    downlineHigherRate: map(z.optional(z.unknown()), (value) => value === 'Y' || isOn(value)),
    conflictingContracts: listOf(z.string()),
    createdTime: optionalText,
    answeredTime: optionalText,
  }),
);

/** The caller's contracts of one kind: as upline (offered to downlines), as downline, and rows waiting for its answer. */
export const contractResultSchema = /* @__PURE__ */ map(
  objectOr(
    z.object({
      kind: optionalText,
      asUpline: listOf(contractSchema),
      asDownline: listOf(contractSchema),
      pendingRequests: listOf(contractSchema),
    }),
  ),
  (result) => ({ ...result, contracts: [...result.asUpline, ...result.asDownline.filter((row) => !result.asUpline.some((other) => other.id === row.id))] }),
);

/** Rows keyed by game type (the consolidated info's …req… and …info… fields); keys that are not game types are dropped. */
export const contractsByGameTypeSchema = /* @__PURE__ */ map(objectOr(z.record(z.string(), listOf(contractSchema))), (rows) => {
  const keyed: Partial<Record<ContractGameType, z.output<typeof contractSchema>[]>> = {};
  for (const gameType of CONTRACT_GAME_TYPES) {
    const list = rows[gameType];
    if (list && list.length > 0) keyed[gameType] = list;
  }
  return keyed;
});

/**
 * The request field of each kind in the consolidated info. It also says whether the kind is set
 * up for the agent (the contract setting, issue 14): **null** there means not set up (ours,
 * schema/README.md "Contracts"); an object, even empty, or no field at all (a member, a platform
 * that does not say) means set up, so the whitelabel flags alone decide.
 */
export const CONTRACT_REQUEST_FIELD = { DIVIDEND: 'divtypereq', DAILY_SALARY: 'dailysalreqtype', HOURLY_SALARY: 'contracthoursalreq', REALTIME_SALARY: 'realtimesalreqtype' } as const satisfies Record<ContractKind, string>;

/** Per kind, whether it is set up: read from the raw consolidated answer before null becomes {}. */
export function contractSetupOf(raw: unknown): Record<ContractKind, boolean> {
  const fields = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, fields[CONTRACT_REQUEST_FIELD[kind]] !== null])) as Record<ContractKind, boolean>;
}

export const contractSetupSchema = /* @__PURE__ */ z.object({ DIVIDEND: z.boolean(), DAILY_SALARY: z.boolean(), HOURLY_SALARY: z.boolean(), REALTIME_SALARY: z.boolean() });

/** The consolidated contract info (SPEC.md §3): offers waiting (…req…) and contracts held (…info…), keyed by game type. */
export const consolidatedContractFields = {
  divtypereq: contractsByGameTypeSchema,
  dailysalreqtype: contractsByGameTypeSchema,
  contracthoursalreq: contractsByGameTypeSchema,
  realtimesalreqtype: contractsByGameTypeSchema,
  divtypeinfo: contractsByGameTypeSchema,
  dailysalinfotype: contractsByGameTypeSchema,
  contracthoursalinfo: contractsByGameTypeSchema,
  realtimesalinfotype: contractsByGameTypeSchema,
};

// ---------------------------------------------------------------------------------------------
// Reports

const figuresFields = {
  betAmount: amount,
  validBetAmount: amount,
  winAmount: amount,
  profitAndLoss: amount,
  depositAmount: amount,
  withdrawAmount: amount,
};

const pageFields = { pageNum: numberOr(1), totalPages: map(numberOr(1), (pages) => Math.max(1, pages)), totalCount: amount };

export const teamOverviewSchema = /* @__PURE__ */ z.object({
  agent: text,
  startTime: amount,
  endTime: amount,
  teamSize: amount,
  directMembers: amount,
  newMembers: amount,
  activeMembers: amount,
  ...figuresFields,
  /** One row per day of the range (UTC), for the charts. */
  series: listOf(z.object({ date: text, newMembers: amount, activeMembers: amount, ...figuresFields })),
  /** One row per level below the agent (1 = direct downlines). */
  levels: listOf(z.object({ level: amount, teamSize: amount, newMembers: amount, activeMembers: amount, ...figuresFields })),
});

export const downlineRowSchema = /* @__PURE__ */ z.object({
  username: text,
  type: amount,
  isAgent: flag,
  level: amount,
  upline: text,
  registerTime: amount,
  teamSize: amount,
  directCount: amount,
  balance: amount,
  ...figuresFields,
});

export const downlineListSchema = /* @__PURE__ */ z.object({
  agent: text,
  /** From the caller down to the listed agent (the drill-down's breadcrumb). */
  path: listOf(z.string()),
  list: listOf(downlineRowSchema),
  ...pageFields,
  totals: objectOr(z.object(figuresFields)),
});

export const teamBettingRowSchema = /* @__PURE__ */ z.object({
  orderNo: text,
  customerName: text,
  directAgentName: text,
  gameType: text,
  betAmount: amount,
  validBetAmount: amount,
  winAmount: amount,
  profitAndLoss: amount,
  betTimeInTimestamp: amount,
  settleTimeInTimestamp: amount,
});

export const teamBettingPageSchema = /* @__PURE__ */ z.object({
  list: listOf(teamBettingRowSchema),
  ...pageFields,
  totals: objectOr(z.object({ betAmount: amount, validBetAmount: amount, winAmount: amount, profitAndLoss: amount, count: amount })),
});

export const teamProfitLossPageSchema = /* @__PURE__ */ z.object({
  list: listOf(z.object({ customerName: text, directAgentName: text, orders: amount, ...figuresFields })),
  ...pageFields,
  totals: objectOr(z.object({ ...figuresFields, orders: amount })),
});

export const downlineTransactionPageSchema = /* @__PURE__ */ z.object({
  list: listOf(z.object({ orderNo: text, customerName: text, directAgentName: text, txType: text, amount, txTimeInTimestamp: amount })),
  ...pageFields,
  totals: objectOr(z.object({ depositAmount: amount, withdrawAmount: amount, count: amount })),
});

export const contractPayoutSchema = /* @__PURE__ */ z.object({
  id: scalarText,
  contractId: scalarText,
  kind: text,
  gameType: text,
  upline: text,
  downline: text,
  periodStart: amount,
  periodEnd: amount,
  validBetAmount: amount,
  netLoss: amount,
  activeMembers: amount,
  rateType: optionalText,
  rate: amount,
  amount,
  /** PENDING while its period runs, SETTLED once paid. */
  status: textOr('PENDING'),
  settledTime: optionalNumber,
  orderNo: optionalText,
});

export const contractPayoutPageSchema = /* @__PURE__ */ z.object({
  list: listOf(contractPayoutSchema),
  ...pageFields,
  /** Of every row of the query: the amount split into paid and still running, and the columns added up. */
  totals: objectOr(z.object({ settledAmount: amount, pendingAmount: amount, amount, validBetAmount: amount, netLoss: amount })),
});

// ---------------------------------------------------------------------------------------------
// Register centre

export const affiliateLinkSchema = /* @__PURE__ */ z.object({
  id: scalarText,
  code: text,
  url: text,
  memberType: textOr('MEMBER'),
  remark: text,
  createdTime: optionalText,
});

export const affiliateLinkListSchema = /* @__PURE__ */ preprocess(
  (value) => (Array.isArray(value) ? { list: value } : value),
  objectOr(z.object({ list: listOf(affiliateLinkSchema), max: optionalNumber })),
);

export const deletedAffiliateLinkSchema = /* @__PURE__ */ objectOr(z.object({ id: optional(scalarText) }));

export const createdDownlineSchema = /* @__PURE__ */ z.object({ account: z.string(), type: amount, upline: text, affiliateCode: optionalText });

export type ContractTier = z.output<typeof contractTierSchema>;
export type Contract = z.output<typeof contractSchema>;
export type ContractResult = z.output<typeof contractResultSchema>;
export type ContractsByGameType = z.output<typeof contractsByGameTypeSchema>;
export type TeamOverview = z.output<typeof teamOverviewSchema>;
export type DownlineRow = z.output<typeof downlineRowSchema>;
export type DownlineList = z.output<typeof downlineListSchema>;
export type TeamBettingRow = z.output<typeof teamBettingRowSchema>;
export type TeamBettingPage = z.output<typeof teamBettingPageSchema>;
export type TeamProfitLossPage = z.output<typeof teamProfitLossPageSchema>;
export type DownlineTransactionPage = z.output<typeof downlineTransactionPageSchema>;
export type ContractPayout = z.output<typeof contractPayoutSchema>;
export type ContractPayoutPage = z.output<typeof contractPayoutPageSchema>;
export type AffiliateLink = z.output<typeof affiliateLinkSchema>;
export type AffiliateLinkList = z.output<typeof affiliateLinkListSchema>;
export type CreatedDownline = z.output<typeof createdDownlineSchema>;
