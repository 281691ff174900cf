/**
 * zod schemas of the agent centre's answers: contracts (API.md "Contracts"), the consolidated
 * contract info, the team reports, affiliate links and new downlines. Lenient the way the
 * rest of the adapter is (numbers as text, lists as null); every output typed.
 */
import * as z from 'zod/mini';
import { CONTRACT_KINDS, type ContractKind, type ContractPeriod } from './contractKinds';
import { amount, commandAnswer, flag, isOn, listOf, map, numberOr, objectOr, optional, optionalFilledText, optionalNumber, optionalText, preprocess, scalarText, text, textOr } from './wire-values';

// ---------------------------------------------------------------------------------------------
// Contracts

export { CONTRACT_KINDS, type ContractKind, type ContractPeriod };
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const filled = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** Any scalar as text, absent or null as undefined (a time or a name some answers send as a number). */
const optionalScalarText = /* @__PURE__ */ optional(/* @__PURE__ */ z.coerce.string());

export const contractSchema = /* @__PURE__ */ preprocess(
  (value) => {
    if (!isRecord(value)) return value;
    // Whichever tier list the kind carries becomes `tiers`; the row's id is `id` or `contractId`
    // (API.md: daily answers `{ id }`, hourly `{ contractId }`), each the other when absent.
    const tiers = TIER_FIELDS.map((name) => value[name]).find(Array.isArray);
    const id = filled(value.id) ? value.id : value.contractId;
    const contractId = filled(value.contractId) ? value.contractId : value.id;
    return { ...value, id, contractId, tiers: tiers ?? [] };
  },
  z.object({
    /** The row's id (API.md's daily answer sends it as `id`); '' when the row has none (a dividend is named by its game type). */
    id: scalarText,
    /** The id the hourly and real-time answers send (API.md `contractId`): the row's `contractId`, else its `id`. */
    contractId: scalarText,
    kind: optionalScalarText,
    /** The game type: the row's own, else the key it was listed under (contractSectionRows); '' when neither says. */
    gameType: scalarText,
    upline: scalarText,
    downline: scalarText,
    status: map(scalarText, (value) => value.trim().toUpperCase()),
    period: optionalScalarText,
    rate: optionalNumber,
    tiers: listOf(contractTierSchema),
    /** "Y": accepting needs consent, and ends the higher-rate contracts the agent holds with its downlines. */
    downlineHigherRate: map(z.optional(z.unknown()), (value) => value === 'Y' || isOn(value)),
    conflictingContracts: listOf(z.coerce.string()),
    createdTime: optionalScalarText,
    answeredTime: optionalScalarText,
  }),
);

/**
 * The caller's contracts of one kind: as upline (offered to downlines), as downline, and rows
 * waiting for its answer (ours: a read, or what an offer or termination leaves). API.md names no
 * answer value for the downline's answer ("reload the consolidated info after each"), so any value
 * that is not an object (null, `true`) reads as nothing listed (#12).
 */
export const contractResultSchema = /* @__PURE__ */ map(
  preprocess(
    (value) => (isRecord(value) ? value : {}),
    z.object({
      kind: optionalText,
      asUpline: listOf(contractSchema),
      asDownline: listOf(contractSchema),
      pendingRequests: listOf(contractSchema),
    }),
  ),
  (result) => ({ ...result, contracts: [...result.asUpline, ...result.asDownline.filter((row) => !result.asUpline.some((other) => other.id === row.id))] }),
);

// --------------------------------------------------------------------------- the consolidated info's sections

/** Fields only a contract row has (API.md: its status, the ids its answers send, the tier lists), never a tier. */
const ROW_FIELDS = ['status', 'id', 'contractId', 'gameType', 'upline', 'downline', 'downlineHigherRate', ...TIER_FIELDS];
/** Fields of a tier (API.md: dividend tiers, daily details, hourly hourSalaryRates). */
const TIER_ONLY_FIELDS = ['minimumBet', 'betVolume', 'netLoss', 'activeMember', 'contractRate', 'rateType', 'rate'];

const isRow = (value: unknown): boolean => isRecord(value) && ROW_FIELDS.some((name) => filled(value[name]));
const isTier = (value: unknown): boolean => isRecord(value) && !isRow(value) && TIER_ONLY_FIELDS.some((name) => name in value);

/**
 * What one game type's key holds, as rows. API.md says the sections are "keyed by game type" and
 * names no form for the value, so each reasonable one is read: a list of rows, ONE row object,
 * or the tier list itself (a list whose items are all tiers: the one contract of that game type,
 * with those tiers). Anything else (a scalar, null) holds no rows.
 */
function rowsUnderKey(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.length > 0 && value.every(isTier) ? [{ tiers: value }] : value;
  if (isTier(value)) return [{ tiers: [value] }];
  return isRecord(value) ? [value] : [];
}

/**
 * The one place a consolidated contract section (`divtypereq`, `dailysalreqtype`,
 * `contracthoursalreq`, `realtimesalreqtype`, and the held `…info…` ones) is normalised, from every
 * form API.md allows: a map keyed by game type (each value as `rowsUnderKey` reads it), an unkeyed
 * list of rows, or one unkeyed row; null, absent or a scalar is no rows (API.md: "no offers
 * waiting", never "kind not set up", #17). The key is carried into each row as its game type when
 * the row does not repeat it (the dividend answer sends it as `type`). A key we do not know (a game
 * type API.md does not list) is kept as it is: its rows show with the key's raw name (#27).
 */
export function contractSectionRows(section: unknown): unknown[] {
  if (Array.isArray(section)) return rowsUnderKey(section);
  if (!isRecord(section)) return [];
  if (isRow(section)) return [section];
  return Object.entries(section).flatMap(([gameType, value]) =>
    rowsUnderKey(value).map((row) => (isRecord(row) && !filled(row.gameType) ? { ...row, gameType } : row)),
  );
}

/**
 * A consolidated contract section, read in every form (contractSectionRows) and given back keyed
 * by the rows' game types (the raw key, unknown ones included; no empty lists). Every row carries
 * its game type. The section's statuses are the platform's; a row that names none takes the
 * section's meaning (ours): an offer (P) in a …req… section, a contract held (A) in an …info… one.
 */
export const contractSectionSchema = (statusWhenAbsent: 'P' | 'A') =>
  map(
    preprocess(
      (section) => contractSectionRows(section).map((row) => (isRecord(row) && !filled(row.status) ? { ...row, status: statusWhenAbsent } : row)),
      z.array(contractSchema),
    ),
    (rows) => {
      const keyed: Record<string, z.output<typeof contractSchema>[]> = {};
      for (const row of rows) (keyed[row.gameType] ??= []).push(row);
      return keyed;
    },
  );

/** Rows waiting for an answer (the …req… sections), keyed by game type. */
export const contractsByGameTypeSchema = /* @__PURE__ */ contractSectionSchema('P');
/** Contracts held (the …info… sections), keyed by game type. */
export const heldContractsByGameTypeSchema = /* @__PURE__ */ contractSectionSchema('A');

/**
 * Which kinds are set up for the agent (the contract setting): `contractKinds`, a field
 * of ours (chosen; the embedded platform's rich profile sends it), the list of kinds set up.
 * Absent (a platform that follows API.md, which names no such field) or not a list: not said, and
 * the whitelabel flags API.md names (DIVIDEND, DAYSAL, HOURSAL3, RTSALARY3) alone decide the agent
 * menu. A null request section is never read as "not set up": it means no offers waiting (#17).
 * Unknown names in the list are ignored.
 */
export const contractKindsSchema = /* @__PURE__ */ map(z.optional(z.unknown()), (value): ContractKind[] | undefined =>
  Array.isArray(value) ? CONTRACT_KINDS.filter((kind) => value.some((item) => typeof item === 'string' && item.trim().toUpperCase() === kind)) : undefined,
);

/**
 * The consolidated contract info (SPEC.md §3): offers waiting (…req…) and contracts held (…info…),
 * keyed by game type. The real-time salary's held contracts are `contractmrdailysalinfotype`
 * (SPEC.md §3, #23); `realtimesalinfotype` is our earlier name, read only when the named one is
 * absent (optional, no rows by default).
 */
export const consolidatedContractFields = {
  divtypereq: contractsByGameTypeSchema,
  dailysalreqtype: contractsByGameTypeSchema,
  contracthoursalreq: contractsByGameTypeSchema,
  realtimesalreqtype: contractsByGameTypeSchema,
  divtypeinfo: heldContractsByGameTypeSchema,
  dailysalinfotype: heldContractsByGameTypeSchema,
  contracthoursalinfo: heldContractsByGameTypeSchema,
  contractmrdailysalinfotype: heldContractsByGameTypeSchema,
  realtimesalinfotype: heldContractsByGameTypeSchema,
  contractKinds: contractKindsSchema,
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

/**
 * A team report's answer read whatever the value is: API.md names the overview call
 * (ODSFE2_getTeamOverviewSum) but none of its fields, and the other reports are ours, so every
 * field is chosen with a default and a value that is not an object (null, `true`) is the empty
 * report (#12).
 */
const reportOf = <T extends z.ZodMiniType>(schema: T) => preprocess((value) => (isRecord(value) ? value : {}), schema);

export const teamOverviewSchema = /* @__PURE__ */ reportOf(z.object({
  agent: scalarText,
  startTime: amount,
  endTime: amount,
  teamSize: amount,
  directMembers: amount,
  newMembers: amount,
  activeMembers: amount,
  ...figuresFields,
  /** One row per day of the range (UTC), for the charts. */
  series: listOf(z.object({ date: scalarText, newMembers: amount, activeMembers: amount, ...figuresFields })),
  /** One row per level below the agent (1 = direct downlines). */
  levels: listOf(z.object({ level: amount, teamSize: amount, newMembers: amount, activeMembers: amount, ...figuresFields })),
}));

export const downlineRowSchema = /* @__PURE__ */ z.object({
  username: scalarText,
  type: amount,
  isAgent: flag,
  level: amount,
  upline: scalarText,
  registerTime: amount,
  teamSize: amount,
  directCount: amount,
  balance: amount,
  ...figuresFields,
});

export const downlineListSchema = /* @__PURE__ */ reportOf(z.object({
  agent: scalarText,
  /** From the caller down to the listed agent (the drill-down's breadcrumb). */
  path: listOf(z.coerce.string()),
  list: listOf(downlineRowSchema),
  ...pageFields,
  totals: objectOr(z.object(figuresFields)),
}));

export const teamBettingRowSchema = /* @__PURE__ */ z.object({
  orderNo: scalarText,
  customerName: scalarText,
  directAgentName: scalarText,
  gameType: scalarText,
  betAmount: amount,
  validBetAmount: amount,
  winAmount: amount,
  profitAndLoss: amount,
  betTimeInTimestamp: amount,
  settleTimeInTimestamp: amount,
});

export const teamBettingPageSchema = /* @__PURE__ */ reportOf(z.object({
  list: listOf(teamBettingRowSchema),
  ...pageFields,
  totals: objectOr(z.object({ betAmount: amount, validBetAmount: amount, winAmount: amount, profitAndLoss: amount, count: amount })),
}));

export const teamProfitLossPageSchema = /* @__PURE__ */ reportOf(z.object({
  list: listOf(z.object({ customerName: scalarText, directAgentName: scalarText, orders: amount, ...figuresFields })),
  ...pageFields,
  totals: objectOr(z.object({ ...figuresFields, orders: amount })),
}));

export const downlineTransactionPageSchema = /* @__PURE__ */ reportOf(z.object({
  list: listOf(z.object({ orderNo: scalarText, customerName: scalarText, directAgentName: scalarText, txType: scalarText, amount, txTimeInTimestamp: amount })),
  ...pageFields,
  totals: objectOr(z.object({ depositAmount: amount, withdrawAmount: amount, count: amount })),
}));

export const contractPayoutSchema = /* @__PURE__ */ z.object({
  id: scalarText,
  contractId: scalarText,
  kind: scalarText,
  gameType: scalarText,
  upline: scalarText,
  downline: scalarText,
  periodStart: amount,
  periodEnd: amount,
  validBetAmount: amount,
  netLoss: amount,
  activeMembers: amount,
  rateType: optionalScalarText,
  rate: amount,
  amount,
  /** PENDING while its period runs, SETTLED once paid. */
  status: textOr('PENDING'),
  settledTime: optionalNumber,
  orderNo: optionalScalarText,
});

export const contractPayoutPageSchema = /* @__PURE__ */ reportOf(z.object({
  list: listOf(contractPayoutSchema),
  ...pageFields,
  /** Of every row of the query: the amount split into paid and still running, and the columns added up. */
  totals: objectOr(z.object({ settledAmount: amount, pendingAmount: amount, amount, validBetAmount: amount, netLoss: amount })),
}));

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

/**
 * The create's answer, which API.md does not describe (#12): the link made, or null when the answer
 * carries none (null, `true`, an object without the link's id or URL). The platform applied the
 * create, so null is not a failure: the chart reads the links for the one made (its outcome check).
 * A type or remark left out is the request's (createAffiliateUrl).
 */
export const createdAffiliateLinkSchema = /* @__PURE__ */ map(
  /* @__PURE__ */ commandAnswer(
    /* @__PURE__ */ z.object({ id: optionalScalarText, code: text, url: optionalFilledText, memberType: optionalText, remark: optionalText, createdTime: optionalText }),
  ),
  ({ id, url, ...rest }) => (!id || !url ? null : { id, url, ...rest }),
);

export const affiliateLinkListSchema = /* @__PURE__ */ preprocess(
  (value) => (Array.isArray(value) ? { list: value } : value),
  objectOr(z.object({ list: listOf(affiliateLinkSchema), max: optionalNumber })),
);

export const deletedAffiliateLinkSchema = /* @__PURE__ */ objectOr(z.object({ id: optional(scalarText) }));

/**
 * A new downline (POST /wps/agent/downline). API.md names no answer, so every field is ours and
 * optional: `account` '' when absent (the adapter then takes the username it sent), and any
 * value that is not an object (null, `true`) is read as the empty answer (#12).
 */
export const createdDownlineSchema = /* @__PURE__ */ preprocess(
  (value) => (isRecord(value) ? value : {}),
  z.object({ account: scalarText, type: amount, upline: scalarText, affiliateCode: optionalScalarText }),
);

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
