/**
 * The points ledger (earned / spent, SPEC.md §3 "points details") and the redeem life cycle the
 * control endpoint steers (in process → approved or rejected). Kept per scenario beside the
 * members, like the withdraw state. member01's ledger is seeded over MEMBER01_POINTS_DAYS days,
 * written backwards from the member's points (the newest row's balanceAfter is the balance), and
 * it holds the seeded redeems (seed/redeems.ts), so the history and the details agree from the first call.
 * Points never expire.
 */
import { createRandom } from '../infra/prng.js';
import type { Member, RedeemRecord } from '../state/records.js';
import type { Scenario } from '../state/scenario.js';
import { MAIN_WALLET } from '../seed/accounts.js';
import { roundMoney } from '../infra/units.js';

export type PointsEntryType = 'EARN' | 'REDEEM' | 'REFUND' | 'CONVERT' | 'BONUS';

export interface PointsEntry {
  readonly id: string;
  readonly type: PointsEntryType;
  /** Signed: earned > 0, spent < 0. */
  readonly points: number;
  readonly balanceAfter: number;
  /** What it was for (a redeem id, a reward, the converted amount). */
  readonly remark: string;
  readonly createdTime: string;
}

interface PointsState {
  readonly ledgers: Map<string, PointsEntry[]>;
}

const DAY_MS = 86_400_000;
export const MEMBER01_POINTS_DAYS = 120;
const states = new WeakMap<Scenario, PointsState>();

function stateOf(scenario: Scenario): PointsState {
  let state = states.get(scenario);
  if (!state) {
    state = { ledgers: new Map() };
    states.set(scenario, state);
  }
  return state;
}

interface Draft {
  readonly type: PointsEntryType;
  readonly points: number;
  readonly remark: string;
  readonly time: number;
}

/** member01's seeded ledger: daily points for valid bets, bonuses, the seeded redeems (and refunds of the rejected ones), a few conversions. */
function seededLedger(scenario: Scenario, member: Member): PointsEntry[] {
  const start = scenario.startedAt;
  const random = createRandom(scenario.catalogue.seed, `points:${member.username}`);
  const drafts: Draft[] = [];
  for (let day = 0; day < MEMBER01_POINTS_DAYS; day += 1) {
    const dayStart = start - day * DAY_MS;
    if (random.chance(0.8)) drafts.push({ type: 'EARN', points: random.int(4, 90) * 5, remark: 'BET', time: dayStart - random.int(1, 10) * 3_600_000 });
    if (day % 30 === 9) drafts.push({ type: 'BONUS', points: 1_000, remark: 'MONTHLY', time: dayStart - 3 * 3_600_000 });
    if (day % 41 === 20) drafts.push({ type: 'CONVERT', points: -1_000, remark: '10', time: dayStart - 5 * 3_600_000 });
  }
  for (const redeem of member.redeems) {
    const time = Date.parse(redeem.createdTime);
    drafts.push({ type: 'REDEEM', points: -redeem.points, remark: redeem.id, time });
    if (redeem.status === 'REJECTED') drafts.push({ type: 'REFUND', points: redeem.points, remark: redeem.id, time: time + 2 * DAY_MS });
  }
  drafts.sort((left, right) => right.time - left.time);
  // backwards from today's balance; an older balance never goes below zero
  const entries: PointsEntry[] = [];
  let after = member.points;
  drafts.forEach((draft, index) => {
    if (after - draft.points < 0 && draft.type === 'EARN') return;
    entries.push({ id: `pts-${drafts.length - index}`, type: draft.type, points: draft.points, balanceAfter: after, remark: draft.remark, createdTime: new Date(draft.time).toISOString() });
    after -= draft.points;
  });
  return entries;
}

/** The member's points ledger, newest first (seeded on first use, before any change). */
export function pointsLedgerOf(scenario: Scenario, member: Member): PointsEntry[] {
  const { ledgers } = stateOf(scenario);
  const key = member.username.toLowerCase();
  let ledger = ledgers.get(key);
  if (!ledger) {
    ledger = member.username === 'member01' ? seededLedger(scenario, member) : [];
    ledgers.set(key, ledger);
  }
  return ledger;
}

/** Changes the member's points and writes the ledger row in the same step. */
export function postPoints(scenario: Scenario, member: Member, type: PointsEntryType, points: number, remark: string): PointsEntry {
  const ledger = pointsLedgerOf(scenario, member);
  member.points += points;
  const entry: PointsEntry = { id: scenario.nextId('pts'), type, points, balanceAfter: member.points, remark, createdTime: new Date(scenario.now()).toISOString() };
  ledger.unshift(entry);
  return entry;
}

export type RedeemDecision = 'APPROVED' | 'REJECTED';

/**
 * Ends a redeem in process. APPROVED credits a virtual reward's cash value (amount × quantity) to
 * the main wallet; REJECTED gives the points back and the stock. Returns null when the redeem is
 * not in process.
 */
export function decideRedeem(scenario: Scenario, member: Member, redeem: RedeemRecord, decision: RedeemDecision, cashValue: number | null): RedeemRecord | null {
  if (redeem.status !== 'PROCESS') return null;
  redeem.status = decision;
  if (decision === 'REJECTED') {
    postPoints(scenario, member, 'REFUND', redeem.points, redeem.id);
    scenario.rewardsRedeemed.set(redeem.itemId, Math.max(0, (scenario.rewardsRedeemed.get(redeem.itemId) ?? 0) - redeem.quantity));
  } else if (cashValue !== null && cashValue > 0) {
    scenario.postMovement(member, { type: 'POINTS', amount: roundMoney(cashValue * redeem.quantity), wallet: MAIN_WALLET, remark: `${redeem.itemName} ×${redeem.quantity}`, orderNo: redeem.id });
  }
  return redeem;
}
