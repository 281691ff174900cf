/**
 * The seeded agent tree: generated agents and members under the seeded agents (agent01 at the
 * top, then agent02, agent41, agent42), several levels deep, with four months of bets, deposits
 * and withdrawals. Drawn once per platform seed (the template is immutable and shared by every
 * scenario of a process); times are ages before the scenario's start, so the activity follows the
 * clock like the seeded ledger does. Money is in cents here, so every total adds up exactly.
 *
 * Generated accounts cannot sign in (they are not Members): they exist for the agent reports.
 * The seeded agents and member01 are the tree's real, sign-in-able nodes (seed/accounts.ts).
 */
import { createRandom, type Random } from '../infra/prng.js';
import type { AccountType } from './accounts.js';

/** The game types contracts and agent reports are keyed by (API.md "Contracts"). */
export const CONTRACT_GAME_TYPES = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;
export type ContractGameType = (typeof CONTRACT_GAME_TYPES)[number];

export const DAY_MS = 86_400_000;

/**
 * Whether [from, to) (ms) spans at most `maxDays` of the caller's local days. A local day lasts
 * 23 or 25 hours when daylight saving changes, so a range of local days that holds the 25-hour one
 * is an hour over maxDays x 24 h (two changes in one range: two hours); it is still maxDays days.
 */
export function withinLocalDays(from: number, to: number, maxDays: number): boolean {
  return to > from && to - from <= maxDays * DAY_MS + 2 * 3_600_000;
}
/** How many days of activity the seeded tree has. */
export const TEAM_HISTORY_DAYS = 120;

export interface TeamNodeSeed {
  readonly username: string;
  readonly type: AccountType;
  readonly upline: string;
  /** How long before the scenario's start the account registered. */
  readonly registerAge: number;
  /** Main balance, cents. */
  readonly balance: number;
}

export interface OrderSeed {
  readonly username: string;
  readonly gameType: ContractGameType;
  /** How long before the scenario's start the bet was placed. */
  readonly age: number;
  /** Bets settle a little later; some cross midnight, so bet time and settle time reports differ. */
  readonly settleDelay: number;
  readonly bet: number;
  readonly validBet: number;
  readonly win: number;
}

export type FundsKind = 'DEPOSIT' | 'WITHDRAW';

export interface FundsSeed {
  readonly username: string;
  readonly kind: FundsKind;
  readonly age: number;
  /** Cents, positive. */
  readonly amount: number;
}

export interface TeamTemplate {
  readonly nodes: readonly TeamNodeSeed[];
  /** Oldest first. */
  readonly orders: readonly OrderSeed[];
  /** Oldest first. */
  readonly funds: readonly FundsSeed[];
}

/** How many generated members and agents each seeded agent gets directly (agent02 is the big team). */
const SEEDED_AGENT_PLAN: readonly { readonly agent: string; readonly members: number; readonly agents: number }[] = [
  { agent: 'agent01', members: 40, agents: 3 },
  { agent: 'agent02', members: 240, agents: 2 },
  { agent: 'agent41', members: 60, agents: 1 },
  { agent: 'agent42', members: 30, agents: 1 },
];

const GENERATED_AGENT_TYPES: readonly AccountType[] = [2, 41, 42];
/** Generated agents have sub-agents down to this depth below the seeded agent. */
const GENERATED_DEPTH = 3;

interface Draft {
  readonly nodes: TeamNodeSeed[];
  readonly orders: OrderSeed[];
  readonly funds: FundsSeed[];
  agentSerial: number;
  memberSerial: number;
}

/**
 * Seeded bets are history: each was placed at least two minutes before the scenario's start and
 * settled before it (a pending bet's outcome is not known yet, and nothing settles in the future).
 * Live bets come from the windows after the start (domain/team.ts catchUp), each counted once settled.
 */
function settledBeforeStart(age: number, settleDelay: number): { age: number; settleDelay: number } {
  const placed = Math.max(age, 2 * 60_000);
  return { age: placed, settleDelay: Math.min(settleDelay, placed - 60_000) };
}

/** One member's bets and money movements over `days` days (from its registration on). */
export function drawActivity(random: Random, username: string, registerAge: number, days: number, into: { orders: OrderSeed[]; funds: FundsSeed[] }): void {
  const activeness = random.float(0.08, 0.45, 3);
  const stake = random.pick([20, 50, 100, 300, 800]);
  const lastDay = Math.min(days - 1, Math.floor(registerAge / DAY_MS));
  for (let day = lastDay; day >= 0; day -= 1) {
    if (!random.chance(activeness)) continue;
    const bets = random.chance(0.3) ? 2 : 1;
    for (let index = 0; index < bets; index += 1) {
      const bet = random.int(stake, stake * 20) * 100;
      const validBet = Math.round(bet * random.float(0.85, 1, 3));
      // Members lose a little on average (the house edge), so a team's profit is mostly negative.
      const win = Math.round(bet * random.float(0, 1.85, 3));
      const gameType = random.pick(CONTRACT_GAME_TYPES);
      const placed = day * DAY_MS + random.int(0, 23 * 60) * 60_000;
      into.orders.push({
        username,
        gameType,
        ...settledBeforeStart(placed, random.int(1, 150) * 60_000),
        bet,
        validBet,
        win,
      });
    }
    if (random.chance(0.12)) into.funds.push({ username, kind: 'DEPOSIT', age: day * DAY_MS + random.int(0, 23 * 60) * 60_000, amount: random.int(10, 300) * 1000 });
    if (random.chance(0.05)) into.funds.push({ username, kind: 'WITHDRAW', age: day * DAY_MS + random.int(0, 23 * 60) * 60_000, amount: random.int(10, 200) * 1000 });
  }
}

function plantMembers(random: Random, draft: Draft, upline: string, count: number, days: number): void {
  for (let index = 0; index < count; index += 1) {
    draft.memberSerial += 1;
    const username = `gm${String(draft.memberSerial).padStart(5, '0')}`;
    const registerAge = random.int(0, 180) * DAY_MS + random.int(0, 23 * 60) * 60_000;
    draft.nodes.push({ username, type: 0, upline, registerAge, balance: random.int(0, 50_000) * 10 });
    drawActivity(random, username, registerAge, days, draft);
  }
}

function plantAgent(random: Random, draft: Draft, upline: string, depth: number): void {
  draft.agentSerial += 1;
  const username = `ga${String(draft.agentSerial).padStart(4, '0')}`;
  draft.nodes.push({ username, type: random.pick(GENERATED_AGENT_TYPES), upline, registerAge: random.int(150, 300) * DAY_MS, balance: random.int(100, 20_000) * 100 });
  plantMembers(random, draft, username, random.int(15, 60), TEAM_HISTORY_DAYS);
  if (depth < GENERATED_DEPTH) plantAgent(random, draft, username, depth + 1);
}

const ageDescending = <T extends { readonly age: number }>(a: T, b: T) => b.age - a.age;

const templates = new Map<number, TeamTemplate>();

/** The seeded tree of a platform seed, drawn once per process. */
export function teamTemplate(seed: number): TeamTemplate {
  let template = templates.get(seed);
  if (!template) {
    const random = createRandom(seed, 'team');
    const draft: Draft = { nodes: [], orders: [], funds: [], agentSerial: 0, memberSerial: 0 };
    for (const plan of SEEDED_AGENT_PLAN) {
      plantMembers(random, draft, plan.agent, plan.members, TEAM_HISTORY_DAYS);
      for (let index = 0; index < plan.agents; index += 1) plantAgent(random, draft, plan.agent, 1);
    }
    template = { nodes: draft.nodes, orders: draft.orders.sort(ageDescending), funds: draft.funds.sort(ageDescending) };
    templates.set(seed, template);
  }
  return template;
}

/**
 * A large team for the performance benchmark (control growTeam): `count` members under `upline`,
 * with a month of activity. Usernames carry the upline so two teams never collide.
 */
export function largeTeam(seed: number, upline: string, count: number, firstSerial: number): TeamTemplate {
  const random = createRandom(seed, `team:large:${upline}:${firstSerial}`);
  const nodes: TeamNodeSeed[] = [];
  const orders: OrderSeed[] = [];
  const funds: FundsSeed[] = [];
  for (let index = 0; index < count; index += 1) {
    const username = `${upline}m${String(firstSerial + index).padStart(5, '0')}`.toLowerCase();
    const registerAge = random.int(0, 60) * DAY_MS + random.int(0, 23 * 60) * 60_000;
    nodes.push({ username, type: 0, upline, registerAge, balance: random.int(0, 20_000) * 10 });
    drawActivity(random, username, registerAge, 30, { orders, funds });
  }
  return { nodes, orders: orders.sort(ageDescending), funds: funds.sort(ageDescending) };
}

/** How many days of bets a seeded sign-in-able member (member01) starts with. */
export const MEMBER_BET_HISTORY_DAYS = 120;

/**
 * A seeded real member's own bets (member01, a member of agent02's team): months of play, most
 * days one to four bets, on every game type. Its own random stream, so the generated tree is drawn
 * as before; the bets join the tree, so the member's betting record and the agent reports of its
 * uplines read the same orders.
 */
export function memberBetHistory(seed: number, username: string, days: number = MEMBER_BET_HISTORY_DAYS): OrderSeed[] {
  const random = createRandom(seed, `team:member:${username.toLowerCase()}`);
  const orders: OrderSeed[] = [];
  for (let day = days - 1; day >= 0; day -= 1) {
    // today always has a bet or two (an hour or so ago), so the record's default week is never empty
    if (day > 0 && !random.chance(0.72)) continue;
    const bets = day === 0 ? 2 : random.int(1, 4);
    for (let index = 0; index < bets; index += 1) {
      const bet = random.int(5, 200) * 100;
      const gameType = random.pick(CONTRACT_GAME_TYPES);
      const placed = day === 0 ? (20 + index * 25 + random.int(0, 10)) * 60_000 : day * DAY_MS + random.int(0, 23 * 60) * 60_000;
      orders.push({
        username,
        gameType,
        ...settledBeforeStart(placed, random.int(1, 150) * 60_000),
        bet,
        validBet: Math.round(bet * random.float(0.85, 1, 3)),
        win: random.chance(0.08) ? bet : Math.round(bet * random.float(0, 1.85, 3)),
      });
    }
  }
  return orders.sort(ageDescending);
}
