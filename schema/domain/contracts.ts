/**
 * Agent contracts: the life cycle (offer P/E → accept A / reject R; termination request V →
 * agree C / keep A; the lower-rate rule of SPEC.md §4) and the payouts they earn from the
 * downline's team activity (schema/domain/team.ts). Payouts settle lazily: whenever a contract call,
 * the consolidated info or the control endpoint looks, every period that has ended on the
 * platform clock is settled and posted to the holder's ledger; the period still running is
 * shown as pending.
 */
import type { Contract, ContractKind, ContractPayout, ContractPeriod, ContractStatus, ContractTier, Member, Scenario } from '../state/scenario.js';
import { CONTRACT_GAME_TYPES, type ContractGameType } from '../seed/team.js';
import { periodBounds } from './periods.js';
import { teamOf } from './team.js';
import { seededContracts } from '../seed/members.js';
import { CONTRACT_KINDS as ALL_CONTRACT_KINDS, CONTRACT_PERIODS as ALL_CONTRACT_PERIODS } from '../../src/api/contractKinds.js';

export const CONTRACT_KINDS: readonly ContractKind[] = ALL_CONTRACT_KINDS;
export const CONTRACT_PERIODS: readonly ContractPeriod[] = ALL_CONTRACT_PERIODS;
const LIVE_STATUSES: readonly ContractStatus[] = ['A', 'V'];
/** A clock advanced by months must not settle hundreds of thousands of 5-minute windows one by one. */
const MAX_PERIODS_PER_SETTLEMENT = 2_000;

export const isGameType = (value: string | undefined): value is ContractGameType => (CONTRACT_GAME_TYPES as readonly string[]).includes(value ?? '');

export const topRate = (tiers: readonly ContractTier[]): number => Math.max(0, ...tiers.map((tier) => tier.rate));

const sameSlot = (a: Pick<Contract, 'kind' | 'gameType'>, b: Pick<Contract, 'kind' | 'gameType'>) => a.kind === b.kind && a.gameType === b.gameType;

/** The contracts `agent` holds with its own downlines at a higher rate than `offer`: what accepting it would end. */
export function higherDownlineContracts(scenario: Scenario, offer: Contract): Contract[] {
  const rate = topRate(offer.tiers);
  return scenario.contracts.filter(
    (contract) => sameSlot(contract, offer) && contract.upline === offer.downline && LIVE_STATUSES.includes(contract.status) && topRate(contract.tiers) > rate,
  );
}

// --------------------------------------------------------------------------------------------- contract setting

/**
 * Which contract kinds are set up for each agent (the "contract setting"): every kind for
 * every agent unless the control endpoint turned one off (`setContractSetting`). A kind that is
 * not set up is reported in the consolidated info with its request field null (ours: the agent
 * centre then hides that kind's page).
 */
const contractSettings = new WeakMap<Scenario, Map<string, Set<ContractKind>>>();

function settingsOf(scenario: Scenario): Map<string, Set<ContractKind>> {
  let settings = contractSettings.get(scenario);
  if (!settings) contractSettings.set(scenario, (settings = new Map()));
  return settings;
}

/** The kinds set up for `username` (all unless turned off). */
export function contractKindsSetUp(scenario: Scenario, username: string): readonly ContractKind[] {
  const off = settingsOf(scenario).get(username.toLowerCase());
  return CONTRACT_KINDS.filter((kind) => !off?.has(kind));
}

/** Turns one kind of contract on or off for an agent; answers the kinds now set up. */
export function setContractSetting(scenario: Scenario, username: string, kind: ContractKind, enabled: boolean): readonly ContractKind[] {
  const key = username.toLowerCase();
  const off = settingsOf(scenario).get(key) ?? new Set<ContractKind>();
  if (enabled) off.delete(kind);
  else off.add(kind);
  settingsOf(scenario).set(key, off);
  return contractKindsSetUp(scenario, username);
}

// --------------------------------------------------------------------------------------------- payouts

interface ContractBook {
  readonly payouts: ContractPayout[];
}

const books = new WeakMap<Scenario, ContractBook>();

function bookOf(scenario: Scenario): ContractBook {
  let book = books.get(scenario);
  if (!book) {
    books.set(scenario, (book = { payouts: [] }));
    book.payouts.push(...payoutHistory(scenario));
  }
  return book;
}

/** How many ended periods of history a contract active from the seed starts with, per kind. */
const HISTORY_PERIODS: Readonly<Record<ContractKind, number>> = { DIVIDEND: 4, DAILY_SALARY: 14, HOURLY_SALARY: 24, REALTIME_SALARY: 12 };

/**
 * The payout records the seeded active contracts start with: their last ended periods before the
 * scenario began (since they were created), computed from the seeded activity like any payout,
 * so the payout pages have paid rows from the first call. They are records only (no `orderNo`):
 * the seeded ledger already has its own salary and dividend rows.
 */
function payoutHistory(scenario: Scenario): ContractPayout[] {
  const history: ContractPayout[] = [];
  for (const seeded of seededContracts(scenario.startedAt)) {
    const contract = scenario.contracts.find((candidate) => candidate.id === seeded.id);
    if (seeded.status !== 'A' || !contract) continue;
    const created = Date.parse(seeded.createdTime);
    let end = periodBounds(contract.kind, contract.period, scenario.startedAt)[0];
    for (let count = 0; count < HISTORY_PERIODS[contract.kind]; count += 1) {
      const start = Math.max(created, periodBounds(contract.kind, contract.period, end - 1)[0]);
      if (start >= end) break;
      history.push({ ...computePayout(scenario, contract, start, end, 'SETTLED'), settledTime: end });
      end = start;
    }
  }
  return history;
}

/** The downline's team in a period, for one game type: what a tier is judged on. */
function teamActivity(scenario: Scenario, contract: Contract, from: number, to: number) {
  const team = teamOf(scenario);
  let validBet = 0;
  let netLoss = 0;
  const bettors = new Set<string>();
  for (const order of team.ordersIn({ from, to, gameType: contract.gameType }, scenario.now())) {
    if (!team.isBelow(contract.downline, order.username)) continue;
    validBet += order.validBet;
    netLoss += order.bet - order.win;
    bettors.add(order.username);
  }
  return { validBet, netLoss, activeMembers: bettors.size };
}

/** The best tier the activity reaches (highest rate), and what it pays in cents. */
export function payoutFor(kind: ContractKind, tiers: readonly ContractTier[], activity: { validBet: number; netLoss: number; activeMembers: number }) {
  const reached = tiers
    .filter((tier) => activity.validBet >= tier.minimumBet * 100 && activity.activeMembers >= tier.activeMember && (kind !== 'DIVIDEND' || activity.netLoss >= tier.netLoss * 100))
    .sort((a, b) => b.rate - a.rate)[0];
  if (!reached) return { tier: null, amount: 0 };
  if (reached.rateType === 'F') return { tier: reached, amount: Math.round(reached.rate * 100) };
  const base = kind === 'DIVIDEND' ? Math.max(0, activity.netLoss) : activity.validBet;
  return { tier: reached, amount: Math.round((base * reached.rate) / 100) };
}

const LEDGER_REMARK: Record<ContractKind, string> = { DIVIDEND: 'DIVIDEND', DAILY_SALARY: 'DAILY', HOURLY_SALARY: 'HOURLY', REALTIME_SALARY: 'REALTIME' };

function computePayout(scenario: Scenario, contract: Contract, from: number, to: number, status: ContractPayout['status']): ContractPayout {
  const activity = teamActivity(scenario, contract, from, to);
  const { tier, amount } = payoutFor(contract.kind, contract.tiers, activity);
  return {
    id: `${contract.id}:${from}`,
    contractId: contract.id,
    kind: contract.kind,
    gameType: contract.gameType,
    upline: contract.upline,
    downline: contract.downline,
    periodStart: from,
    periodEnd: to,
    ...activity,
    tier,
    amount,
    status,
    settledTime: null,
    orderNo: null,
  };
}

/**
 * Settles every ended period of every live contract: a SETTLED payout per period, its money
 * posted to the holder's ledger (dividend → DIVIDEND, salaries → SALARY with the kind as remark,
 * which the transaction record reads as share_bonus, daily_wage or hour_wage). Answers the new payouts.
 */
export function settleContracts(scenario: Scenario): ContractPayout[] {
  const now = scenario.now();
  const settled: ContractPayout[] = [];
  for (const contract of scenario.contracts) {
    if (!LIVE_STATUSES.includes(contract.status) || contract.settledUntil === null) continue;
    let from = contract.settledUntil;
    let [, end] = periodBounds(contract.kind, contract.period, from);
    for (let count = 0; end <= now; count += 1) {
      if (count >= MAX_PERIODS_PER_SETTLEMENT) {
        // Far behind: skip to the period before now rather than settle every one in between.
        from = periodBounds(contract.kind, contract.period, now)[0] - 1;
        [from] = periodBounds(contract.kind, contract.period, from);
        end = periodBounds(contract.kind, contract.period, from)[1];
        count = 0;
        if (end > now) break;
      }
      settled.push(settlePeriod(scenario, contract, from, end));
      from = end;
      end = periodBounds(contract.kind, contract.period, from)[1];
    }
    contract.settledUntil = from;
  }
  return settled;
}

function settlePeriod(scenario: Scenario, contract: Contract, from: number, to: number): ContractPayout {
  const payout = computePayout(scenario, contract, from, to, 'SETTLED');
  const holder = scenario.member(contract.downline);
  let orderNo: string | null = null;
  if (payout.amount > 0 && holder) {
    orderNo = scenario.nextId(contract.kind === 'DIVIDEND' ? 'DIV' : 'SAL');
    scenario.postMovement(holder, { type: contract.kind === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY', amount: payout.amount / 100, remark: LEDGER_REMARK[contract.kind], orderNo });
  }
  const recorded: ContractPayout = { ...payout, settledTime: scenario.now(), orderNo };
  bookOf(scenario).payouts.push(recorded);
  return recorded;
}

/** The period each live contract is in now: what it would pay if it ended at this moment. */
export function pendingPayouts(scenario: Scenario, filter: (contract: Contract) => boolean = () => true): ContractPayout[] {
  const now = scenario.now();
  return scenario.contracts
    .filter((contract) => LIVE_STATUSES.includes(contract.status) && contract.settledUntil !== null && filter(contract))
    .map((contract) => computePayout(scenario, contract, contract.settledUntil ?? now, now, 'PENDING'));
}

/** Settled payouts, newest first, then the pending ones, of the contracts a filter keeps. */
export function payoutsOf(scenario: Scenario, filter: (contract: Pick<Contract, 'kind' | 'upline' | 'downline'>) => boolean): ContractPayout[] {
  settleContracts(scenario);
  const settled = bookOf(scenario).payouts.filter(filter).sort((a, b) => b.periodStart - a.periodStart);
  return [...pendingPayouts(scenario, filter), ...settled];
}

// --------------------------------------------------------------------------------------------- life cycle

export type ContractProblem = 'not-found' | 'wrong-status' | 'downline-invalid' | 'tiers-required' | { readonly conflicts: readonly string[] };

export interface OfferInput {
  readonly kind: ContractKind;
  readonly gameType: ContractGameType;
  readonly upline: Member;
  readonly downline: string;
  readonly period: ContractPeriod;
  readonly tiers: readonly ContractTier[];
}

/**
 * An upline offers a contract to a direct downline agent: P when they hold none of that kind and
 * game type, E when it changes the active one. A newer offer withdraws an older one still waiting.
 */
export function offerContract(scenario: Scenario, input: OfferInput, isAgentDownline: (username: string) => boolean): Contract | ContractProblem {
  const downline = scenario.member(input.downline);
  if (!downline || downline.uplineUsername !== input.upline.username || !isAgentDownline(downline.username)) return 'downline-invalid';
  if (input.tiers.length === 0) return 'tiers-required';
  const now = new Date(scenario.now()).toISOString();
  const slot = { kind: input.kind, gameType: input.gameType };
  const pair = (contract: Contract) => sameSlot(contract, slot) && contract.upline === input.upline.username && contract.downline === downline.username;
  for (const waiting of scenario.contracts.filter((contract) => pair(contract) && (contract.status === 'P' || contract.status === 'E'))) {
    waiting.status = 'C';
    waiting.answeredTime = now;
  }
  const holdsOne = scenario.contracts.some((contract) => pair(contract) && LIVE_STATUSES.includes(contract.status));
  const offer: Contract = {
    // Rows are never removed, so the next number follows the seeded contract-1 … contract-7.
    id: `contract-${scenario.contracts.length + 1}`,
    ...slot,
    upline: input.upline.username,
    downline: downline.username,
    status: holdsOne ? 'E' : 'P',
    period: input.kind === 'HOURLY_SALARY' || input.kind === 'REALTIME_SALARY' ? 'DAILY' : input.period,
    tiers: [...input.tiers].sort((a, b) => a.rate - b.rate),
    createdTime: now,
    answeredTime: null,
    settledUntil: null,
  };
  scenario.contracts.push(offer);
  return offer;
}

/** The upline asks to end an active contract (V); the downline agrees (C) or keeps it (A). */
export function requestTermination(scenario: Scenario, contract: Contract): Contract | ContractProblem {
  if (contract.status !== 'A') return 'wrong-status';
  contract.status = 'V';
  return contract;
}

/**
 * The downline's answer: to an offer A or R, to a termination request C or A. Accepting an offer
 * below a contract the downline holds with its own downlines needs `consent`; with it those
 * contracts end (SPEC.md §4), without it the answer names them as conflicts.
 */
export function answerContract(scenario: Scenario, contract: Contract, answer: ContractStatus, consent: boolean): Contract | ContractProblem {
  settleContracts(scenario);
  const now = scenario.now();
  const stamp = new Date(now).toISOString();
  const waitingOffer = contract.status === 'P' || contract.status === 'E';
  if (waitingOffer && answer === 'R') {
    contract.status = 'R';
  } else if (waitingOffer && answer === 'A') {
    const higher = higherDownlineContracts(scenario, contract);
    if (higher.length > 0 && !consent) return { conflicts: higher.map((conflict) => conflict.id) };
    for (const conflict of higher) {
      conflict.status = 'C';
      conflict.answeredTime = stamp;
    }
    // One live contract per kind, game type and pair: the accepted offer replaces the one it changes.
    for (const previous of scenario.contracts) {
      if (previous !== contract && sameSlot(previous, contract) && previous.upline === contract.upline && previous.downline === contract.downline && LIVE_STATUSES.includes(previous.status)) {
        previous.status = 'C';
        previous.answeredTime = stamp;
      }
    }
    contract.status = 'A';
    contract.settledUntil = now;
  } else if (contract.status === 'V' && (answer === 'C' || answer === 'A')) {
    contract.status = answer;
  } else {
    return 'wrong-status';
  }
  contract.answeredTime = stamp;
  return contract;
}
