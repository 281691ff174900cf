/**
 * Responsible gaming on the embedded platform: a member's deposit limits per day, week
 * and month, a cool-off and self-exclusion, and the checks the deposit and launch calls make.
 *
 * - Lowering a limit, or setting one where there was none, applies at once. Raising one or
 *   removing it waits COOL_DOWN_MS (24 h of scenario time: advanceClock moves it) as `pending`,
 *   then applies by itself (`applyDueLimits`, run whenever the state is read or checked).
 * - A deposit is refused (`deposit.limit.exceeded`, value { period, limit, used, remaining })
 *   when it would take any period's deposits (orders pending or credited, from the period's UTC
 *   start) above its limit.
 * - Cool-off (1, 7 or 30 days; a new one never shortens a running one) and self-exclusion
 *   (permanent here; QA lifts it with the control endpoint) refuse deposits and game launches
 *   (`responsible.cool.off` with value { until }, `responsible.self.excluded`).
 *
 * The state lives in a book per scenario (a WeakMap), so a reset scenario starts with none.
 */
import { depositBook } from './deposits.js';
import type { Member, Scenario } from '../state/scenario.js';
import { roundMoney } from '../infra/units.js';

export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** How long a raised or removed limit waits before it applies. */
export const COOL_DOWN_MS = 24 * 3_600_000;
/** The cool-off lengths a member may choose, in days. */
export const COOL_OFF_DAYS: readonly number[] = [1, 7, 30];

const DAY_MS = 86_400_000;

export interface PendingLimit {
  /** null: the limit is being removed. */
  readonly amount: number | null;
  readonly effectiveAt: number;
}

export interface LimitState {
  amount: number | null;
  pending: PendingLimit | null;
}

export interface ResponsibleState {
  readonly limits: Record<LimitPeriod, LimitState>;
  coolOffUntil: number | null;
  selfExcludedAt: number | null;
}

const books = new WeakMap<Scenario, Map<string, ResponsibleState>>();

export function responsibleState(scenario: Scenario, member: Member): ResponsibleState {
  let book = books.get(scenario);
  if (!book) {
    book = new Map();
    books.set(scenario, book);
  }
  const key = member.username.toLowerCase();
  let state = book.get(key);
  if (!state) {
    state = { limits: { DAY: { amount: null, pending: null }, WEEK: { amount: null, pending: null }, MONTH: { amount: null, pending: null } }, coolOffUntil: null, selfExcludedAt: null };
    book.set(key, state);
  }
  applyDueLimits(scenario, state);
  return state;
}

/** Pending changes whose cool-down is over take effect. */
export function applyDueLimits(scenario: Scenario, state: ResponsibleState): void {
  const now = scenario.now();
  for (const period of LIMIT_PERIODS) {
    const limit = state.limits[period];
    if (limit.pending && limit.pending.effectiveAt <= now) {
      limit.amount = limit.pending.amount;
      limit.pending = null;
    }
  }
}

/** When the period that holds `time` began and ends (UTC; weeks start on Monday). */
export function periodBounds(period: LimitPeriod, time: number): readonly [number, number] {
  const date = new Date(time);
  if (period === 'DAY') {
    const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
    return [start, start + DAY_MS];
  }
  if (period === 'WEEK') {
    const dayStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
    const start = dayStart - ((date.getUTCDay() + 6) % 7) * DAY_MS;
    return [start, start + 7 * DAY_MS];
  }
  return [Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1), Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)];
}

/** What the member deposited in the period holding now: orders pending or credited. */
export function depositedIn(scenario: Scenario, member: Member, period: LimitPeriod): number {
  const [start, end] = periodBounds(period, scenario.now());
  let sum = 0;
  for (const order of depositBook(scenario).orders) {
    if (order.username !== member.username || order.createdAt < start || order.createdAt >= end) continue;
    if (order.status === 'PENDING' || order.status === 'CREDITED') sum += order.amount;
  }
  return roundMoney(sum);
}

export type LimitChange = 'applied' | 'pending';

/**
 * Sets (amount) or removes (null) a limit: lower or new applies at once, higher or removed waits
 * the cool-down. A change replaces a pending one.
 */
export function setDepositLimit(scenario: Scenario, member: Member, period: LimitPeriod, amount: number | null): LimitChange {
  const limit = responsibleState(scenario, member).limits[period];
  const current = limit.amount;
  if (amount !== null && (current === null || amount <= current)) {
    limit.amount = amount;
    limit.pending = null;
    return 'applied';
  }
  if (amount === current) {
    limit.pending = null;
    return 'applied';
  }
  limit.pending = { amount, effectiveAt: scenario.now() + COOL_DOWN_MS };
  return 'pending';
}

/** Starts (or lengthens, never shortens) a cool-off of `days`. */
export function startCoolOff(scenario: Scenario, member: Member, days: number): number {
  const state = responsibleState(scenario, member);
  const until = scenario.now() + days * DAY_MS;
  state.coolOffUntil = Math.max(state.coolOffUntil ?? 0, until);
  return state.coolOffUntil;
}

export function selfExclude(scenario: Scenario, member: Member): void {
  const state = responsibleState(scenario, member);
  state.selfExcludedAt ??= scenario.now();
}

/** QA only (control endpoint): ends a cool-off and a self-exclusion, drops limits and pending changes. */
export function liftResponsibleGaming(scenario: Scenario, member: Member): void {
  const state = responsibleState(scenario, member);
  state.coolOffUntil = null;
  state.selfExcludedAt = null;
  for (const period of LIMIT_PERIODS) state.limits[period] = { amount: null, pending: null };
}

export type PlayBlock = { readonly kind: 'selfExcluded' } | { readonly kind: 'coolOff'; readonly until: number };

/** Why the member may not deposit nor play now, or null. */
export function playBlock(scenario: Scenario, member: Member): PlayBlock | null {
  const state = responsibleState(scenario, member);
  if (state.selfExcludedAt !== null) return { kind: 'selfExcluded' };
  if (state.coolOffUntil !== null && state.coolOffUntil > scenario.now()) return { kind: 'coolOff', until: state.coolOffUntil };
  return null;
}

export interface LimitBreach {
  readonly period: LimitPeriod;
  readonly limit: number;
  readonly used: number;
  readonly remaining: number;
}

/** The first period whose limit a deposit of `amount` would pass, or null. */
export function limitBreach(scenario: Scenario, member: Member, amount: number): LimitBreach | null {
  const state = responsibleState(scenario, member);
  for (const period of LIMIT_PERIODS) {
    const limit = state.limits[period].amount;
    if (limit === null) continue;
    const used = depositedIn(scenario, member, period);
    if (roundMoney(used + amount) > limit) return { period, limit, used, remaining: roundMoney(Math.max(0, limit - used)) };
  }
  return null;
}

/** What the member (and the control endpoint) sees. */
export function responsibleView(scenario: Scenario, member: Member) {
  const state = responsibleState(scenario, member);
  const now = scenario.now();
  const block = playBlock(scenario, member);
  return {
    limits: LIMIT_PERIODS.map((period) => {
      const limit = state.limits[period];
      const used = depositedIn(scenario, member, period);
      return {
        period,
        amount: limit.amount,
        used,
        remaining: limit.amount === null ? null : roundMoney(Math.max(0, limit.amount - used)),
        resetsAt: new Date(periodBounds(period, now)[1]).toISOString(),
        pending: limit.pending ? { amount: limit.pending.amount, effectiveAt: new Date(limit.pending.effectiveAt).toISOString(), remainingMs: Math.max(0, limit.pending.effectiveAt - now) } : null,
      };
    }),
    coolOffUntil: block?.kind === 'coolOff' ? new Date(block.until).toISOString() : null,
    selfExcluded: state.selfExcludedAt !== null,
    coolOffDays: COOL_OFF_DAYS,
    coolDownHours: COOL_DOWN_MS / 3_600_000,
    serverTime: new Date(now).toISOString(),
  };
}
