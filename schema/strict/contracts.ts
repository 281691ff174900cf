/**
 * The strict profile's answers for the contracts routes (schema/strict/index.ts).
 *
 * The consolidated info (`consolidatedFunds`): only the contract sections API.md and SPEC.md §3
 * name (`divtypereq`, `dailysalreqtype`, `contracthoursalreq`, `realtimesalreqtype`; held
 * `divtypeinfo`, `dailysalinfotype`, `contracthoursalinfo`, `contractmrdailysalinfotype`), each
 * keyed by game type, the key being the only place the game type is said: a row does not repeat
 * it. Under a key, the one row itself when there is one, a list when there are more (API.md gives
 * no form for the value; both are plain). A row keeps only what API.md names: its `status`, the id
 * its kind's answer sends (daily `id`, hourly and real-time `contractId`; the dividend none, it is
 * answered by game type), `downlineHigherRate`, and the kind's tiers (dividend `tiers` of
 * `{ minimumBet, netLoss, activeMember, contractRate }`, daily `details[] { betVolume,
 * activeMember, rateType, rate }`, hourly and real-time `hourSalaryRates[] { minimumBet,
 * activeMember, rateType, rate }`: real-time is not described, it takes the hourly form). No
 * balances, no upline, period, kind or times, no `contractKinds` (all ours). A kind not set up
 * keeps its null request section: null is allowed, and means no offers waiting.
 *
 * The contract calls: a read (no `status`, ours) answers as in the rich profile; the downline's
 * answer (API.md names no answer value; "reload the consolidated info after each") answers null.
 * The handler (schema/rest/contracts.ts) takes, in this profile, exactly the parameter API.md
 * names for the kind's answer: dividend `type`, daily `id`, hourly and real-time `contractId`.
 */
import type { RouteContext } from '../rest/http.js';
import type { StrictAnswers } from './projection.js';

type Kind = 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';

/** The named sections, with the kind their rows are. */
const SECTIONS: Readonly<Record<string, Kind>> = {
  divtypereq: 'DIVIDEND',
  dailysalreqtype: 'DAILY_SALARY',
  contracthoursalreq: 'HOURLY_SALARY',
  realtimesalreqtype: 'REALTIME_SALARY',
  divtypeinfo: 'DIVIDEND',
  dailysalinfotype: 'DAILY_SALARY',
  contracthoursalinfo: 'HOURLY_SALARY',
  contractmrdailysalinfotype: 'REALTIME_SALARY',
};

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

const only = (value: unknown, keys: readonly string[]): Fields => (isFields(value) ? Object.fromEntries(keys.filter((key) => key in value).map((key) => [key, value[key]])) : {});

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A rich row (schema/rest/contracts.ts contractRow) as API.md names it for its kind. */
function strictRow(kind: Kind, row: unknown): Fields {
  const fields = isFields(row) ? row : {};
  const common = { status: fields.status, downlineHigherRate: fields.downlineHigherRate };
  switch (kind) {
    case 'DIVIDEND':
      return { ...common, tiers: listOf(fields.tiers).map((tier) => only(tier, ['minimumBet', 'netLoss', 'activeMember', 'contractRate'])) };
    case 'DAILY_SALARY':
      return { id: fields.id, ...common, details: listOf(fields.details).map((tier) => only(tier, ['betVolume', 'activeMember', 'rateType', 'rate'])) };
    case 'HOURLY_SALARY':
      return { contractId: fields.id, ...common, hourSalaryRates: listOf(fields.hourSalaryRates).map((tier) => only(tier, ['minimumBet', 'activeMember', 'rateType', 'rate'])) };
    case 'REALTIME_SALARY':
      return { contractId: fields.id, ...common, hourSalaryRates: listOf(fields.realTimeSalaryRates).map((tier) => only(tier, ['minimumBet', 'activeMember', 'rateType', 'rate'])) };
  }
}

/** A rich section (a map of game type → rows, or null) as the strict platform keys it. */
function strictSection(kind: Kind, section: unknown): unknown {
  if (!isFields(section)) return section === null ? null : {};
  return Object.fromEntries(
    Object.entries(section).map(([gameType, rows]) => {
      const strict = listOf(rows).map((row) => strictRow(kind, row));
      return [gameType, strict.length === 1 ? strict[0] : strict];
    }),
  );
}

function strictConsolidated(value: unknown): unknown {
  if (!isFields(value)) return value;
  return Object.fromEntries(Object.entries(SECTIONS).filter(([field]) => field in value).map(([field, kind]) => [field, strictSection(kind, value[field])]));
}

/** A contract call: an answer (a `status` without a `downline`) answers null; a read or the upline's side as in the rich profile. */
function strictContractCall(value: unknown, context: RouteContext): unknown {
  const fields = isFields(context.body) ? context.body : Object.fromEntries(context.query.entries());
  const answer = typeof fields.status === 'string' && fields.status !== '' && (fields.downline === undefined || fields.downline === '');
  return answer ? null : value;
}

export const contractStrictAnswers: StrictAnswers = {
  consolidatedFunds: strictConsolidated,
  contractDividend: strictContractCall,
  contractDailySalary: strictContractCall,
  contractHourSalary: strictContractCall,
  contractRealTimeSalary: strictContractCall,
};
