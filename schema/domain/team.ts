/**
 * A scenario's agent tree (the "team"): every account with its upline, the team's bets and money
 * movements, and the sums the agent reports show. Built on a scenario's first agent call from the
 * seeded template (seed/team.ts) plus the scenario's real accounts, kept in a WeakMap like the
 * deposit book, so a reset scenario starts again from the seed.
 *
 * The tree keeps living: from the moment it is built, every 5 minutes of platform time each agent's
 * direct members place new bets (drawn from the seed per window), so real-time salary has activity
 * to pay on when QA advances the clock. A live bet joins the tree's bets once the platform's clock
 * has reached its settlement: no report shows a settlement (or winnings) the clock has not reached.
 * Money is in cents; `toMoney` converts at the edge.
 */
import { REALTIME_PERIOD_MS } from './periods.js';
import { createRandom } from '../infra/prng.js';
import { randomUUID } from 'node:crypto';
import type { Member, Scenario } from '../state/scenario.js';
import { isAgentType, type AccountType } from '../seed/accounts.js';
import { CONTRACT_GAME_TYPES, DAY_MS, largeTeam, memberBetHistory, teamTemplate, type ContractGameType, type FundsKind, type TeamTemplate } from '../seed/team.js';

/** The tree's live bets come in the windows real-time salary settles in (SPEC.md §9: every 5 minutes). */
export const LIVE_WINDOW_MS = REALTIME_PERIOD_MS;

export interface TeamNode {
  readonly username: string;
  readonly type: AccountType;
  readonly upline: string | null;
  readonly registerTime: number;
  /** Usernames of the direct downlines, in the order they joined the tree. */
  readonly children: string[];
  /** Generated accounts' balance in cents; real accounts read their wallets instead. */
  readonly balance: number;
  /** A real account (a Member that can sign in) rather than a generated one. */
  readonly real: boolean;
}

export interface BetOrder {
  readonly orderNo: string;
  readonly username: string;
  readonly gameType: ContractGameType;
  readonly betTime: number;
  readonly settleTime: number;
  readonly bet: number;
  readonly validBet: number;
  readonly win: number;
}

export interface FundsMovement {
  readonly orderNo: string;
  readonly username: string;
  readonly kind: FundsKind;
  readonly time: number;
  readonly amount: number;
}

/** Sums of one account or one group, in cents. */
export interface Figures {
  bet: number;
  validBet: number;
  win: number;
  deposit: number;
  withdraw: number;
  orders: number;
}

export const emptyFigures = (): Figures => ({ bet: 0, validBet: 0, win: 0, deposit: 0, withdraw: 0, orders: 0 });

export function addFigures(into: Figures, from: Figures): Figures {
  into.bet += from.bet;
  into.validBet += from.validBet;
  into.win += from.win;
  into.deposit += from.deposit;
  into.withdraw += from.withdraw;
  into.orders += from.orders;
  return into;
}

export const toMoney = (cents: number): number => Math.round(cents) / 100;

/** Which time a report filters on (API.md "a bet-time / settle-time switch"). */
export type TimeBasis = 'BET' | 'SETTLE';

export interface ActivityFilter {
  readonly from: number;
  /** Exclusive. */
  readonly to: number;
  readonly basis?: TimeBasis;
  readonly gameType?: ContractGameType | undefined;
}

const byKey = (username: string) => username.toLowerCase();

export class Team {
  readonly nodes = new Map<string, TeamNode>();
  /** By bet time, oldest first. */
  readonly orders: BetOrder[] = [];
  /** By time, oldest first. */
  readonly funds: FundsMovement[] = [];
  /** The scenario's start (to the minute): seeded activity lies before it, live bets after it. */
  readonly anchor: number;
  private nextLiveWindow: number;
  /** Live bets drawn for a window that has begun, not settled yet by the platform's clock (by settlement, soonest first). */
  private unsettled: BetOrder[] = [];
  private largeTeamSerial = 0;
  /** How many real accounts the scenario had when the tree last looked (teamOf adds newcomers). */
  realAccounts: number;

  constructor(private readonly scenario: Scenario) {
    this.anchor = Math.floor(scenario.startedAt / 60_000) * 60_000;
    this.realAccounts = scenario.members.size;
    this.nextLiveWindow = Math.floor(this.anchor / LIVE_WINDOW_MS);
    for (const member of scenario.members.values()) {
      this.nodes.set(byKey(member.username), { username: member.username, type: member.type, upline: member.uplineUsername, registerTime: Date.parse(member.registerTime), children: [], balance: 0, real: true });
    }
    for (const member of scenario.members.values()) if (member.uplineUsername) this.node(member.uplineUsername)?.children.push(member.username);
    this.graft(teamTemplate(scenario.catalogue.seed), 'seed');
    this.plantRealMembersBets();
  }

  /**
   * The seeded real members in a team (member01 under agent02) get months of their own bets
   * (seed/team.ts memberBetHistory), so their betting record and their uplines' reports agree.
   */
  private plantRealMembersBets(): void {
    const orders: BetOrder[] = [];
    for (const node of this.nodes.values()) {
      // only the seeded accounts: one registered in the scenario starts with no bets
      if (!node.real || node.type !== 0 || !node.upline || node.registerTime >= this.anchor) continue;
      const serial = node.username.toUpperCase();
      memberBetHistory(this.scenario.catalogue.seed, node.username).forEach((order, index) => {
        const betTime = this.anchor - order.age;
        orders.push({ orderNo: `B${serial}-${index + 1}`, username: node.username, gameType: order.gameType, betTime, settleTime: betTime + order.settleDelay, bet: order.bet, validBet: order.validBet, win: order.win });
      });
    }
    if (orders.length === 0) return;
    this.orders.push(...orders);
    this.orders.sort((a, b) => a.betTime - b.betTime);
  }

  node(username: string | null | undefined): TeamNode | undefined {
    return username ? this.nodes.get(byKey(username)) : undefined;
  }

  /** Adds a template's accounts and activity, dated back from the anchor. */
  private graft(template: TeamTemplate, prefix: string): void {
    for (const seed of template.nodes) {
      this.nodes.set(byKey(seed.username), { username: seed.username, type: seed.type, upline: seed.upline, registerTime: this.anchor - seed.registerAge, children: [], balance: seed.balance, real: false });
      this.node(seed.upline)?.children.push(seed.username);
    }
    const orders = template.orders.map((order, index): BetOrder => {
      const betTime = this.anchor - order.age;
      return { orderNo: `B${prefix}${index + 1}`, username: order.username, gameType: order.gameType, betTime, settleTime: betTime + order.settleDelay, bet: order.bet, validBet: order.validBet, win: order.win };
    });
    const funds = template.funds.map((movement, index): FundsMovement => ({
      orderNo: `${movement.kind === 'DEPOSIT' ? 'D' : 'W'}${prefix}${index + 1}`,
      username: movement.username,
      kind: movement.kind,
      time: this.anchor - movement.age,
      amount: movement.amount,
    }));
    this.orders.push(...orders);
    this.funds.push(...funds);
    if (prefix !== 'seed') {
      this.orders.sort((a, b) => a.betTime - b.betTime);
      this.funds.sort((a, b) => a.time - b.time);
    }
  }

  /** A real account joins the tree (a downline created by its agent, a registration with a link). */
  addAccount(username: string, type: AccountType, upline: string, registerTime: number): void {
    if (this.node(username)) return;
    this.nodes.set(byKey(username), { username, type, upline, registerTime, children: [], balance: 0, real: true });
    this.node(upline)?.children.push(username);
  }

  /** The performance benchmark's team: `count` generated members with a month of activity under `upline`. */
  growTeam(upline: string, count: number): number {
    this.largeTeamSerial += 1;
    this.graft(largeTeam(this.scenario.catalogue.seed, upline, count, this.largeTeamSerial * 100_000), `L${this.largeTeamSerial}-`);
    return this.descendants(upline).length;
  }

  /**
   * Brings the live bets up to the platform's now: one batch drawn per 5-minute window that has
   * begun, and each bet of them counted once the clock has reached its settlement (a bet drawn later
   * in the window, or settling after now, waits: it would read as settled in the future).
   */
  catchUp(now: number): void {
    this.drawLiveWindows(now);
    if (this.unsettled.length === 0 || (this.unsettled[0] as BetOrder).settleTime > now) return;
    const settled = this.unsettled.filter((order) => order.settleTime <= now);
    this.unsettled = this.unsettled.filter((order) => order.settleTime > now);
    this.orders.push(...settled);
    this.orders.sort((a, b) => a.betTime - b.betTime);
  }

  private drawLiveWindows(now: number): void {
    const lastWindow = Math.floor(now / LIVE_WINDOW_MS);
    if (this.nextLiveWindow > lastWindow) return;
    const bettors = this.directMembersByAgent();
    for (let window = this.nextLiveWindow; window <= lastWindow; window += 1) {
      const random = createRandom(this.scenario.catalogue.seed, `team:live:${window}`);
      let serial = 0;
      // One bet per game type and agent: every contract (each is for one game type) has activity in every window.
      for (const members of bettors) {
        for (const gameType of CONTRACT_GAME_TYPES) {
          const bet = random.int(5, 300) * 100;
          // The window the tree was built in only gets bets after that moment (the seeded ones came before).
          const from = Math.max(window * LIVE_WINDOW_MS, this.anchor + 1);
          const betTime = from + random.int(0, Math.max(0, (window + 1) * LIVE_WINDOW_MS - from - 1));
          serial += 1;
          this.unsettled.push({
            orderNo: `L${window}-${serial}`,
            username: random.pick(members),
            gameType,
            betTime,
            settleTime: betTime + random.int(10, 240) * 1_000,
            bet,
            validBet: Math.round(bet * random.float(0.85, 1, 3)),
            win: Math.round(bet * random.float(0, 1.85, 3)),
          });
        }
      }
    }
    this.unsettled.sort((a, b) => a.settleTime - b.settleTime);
    this.nextLiveWindow = lastWindow + 1;
  }

  /** Each agent's direct members (plain accounts, not agents), for agents that have any. */
  private directMembersByAgent(): string[][] {
    const groups: string[][] = [];
    for (const node of this.nodes.values()) {
      if (!isAgentType(node.type)) continue;
      const members = node.children.filter((child) => !isAgentType(this.node(child)?.type ?? 0));
      if (members.length > 0) groups.push(members);
    }
    return groups;
  }

  /** Is `username` in `agent`'s team (below it, at any depth)? */
  isBelow(agent: string, username: string): boolean {
    let node = this.node(this.node(username)?.upline);
    while (node) {
      if (byKey(node.username) === byKey(agent)) return true;
      node = this.node(node.upline);
    }
    return false;
  }

  /** Everyone below `username`, with their level (1 = direct downline), breadth first. */
  descendants(username: string): { readonly node: TeamNode; readonly level: number }[] {
    const found: { node: TeamNode; level: number }[] = [];
    let frontier = [{ username, level: 0 }];
    while (frontier.length > 0) {
      const next: { username: string; level: number }[] = [];
      for (const current of frontier) {
        for (const child of this.node(current.username)?.children ?? []) {
          const node = this.node(child);
          if (!node) continue;
          found.push({ node, level: current.level + 1 });
          next.push({ username: child, level: current.level + 1 });
        }
      }
      frontier = next;
    }
    return found;
  }

  /** Bets in a range (by bet or settle time), never later than now. */
  ordersIn(filter: ActivityFilter, now: number): BetOrder[] {
    this.catchUp(now);
    const to = Math.min(filter.to, now + 1);
    const selected: BetOrder[] = [];
    if (filter.basis === 'SETTLE') {
      for (const order of this.orders) {
        if (order.settleTime >= filter.from && order.settleTime < to && (!filter.gameType || order.gameType === filter.gameType)) selected.push(order);
      }
      return selected;
    }
    for (let index = firstAtOrAfter(this.orders, filter.from); index < this.orders.length; index += 1) {
      const order = this.orders[index] as BetOrder;
      if (order.betTime >= to) break;
      if (!filter.gameType || order.gameType === filter.gameType) selected.push(order);
    }
    return selected;
  }

  fundsIn(from: number, to: number, now: number): FundsMovement[] {
    const until = Math.min(to, now + 1);
    return this.funds.filter((movement) => movement.time >= from && movement.time < until);
  }

  /** Each account's own figures in a range (game type filters bets only; money movements have none). */
  ownFigures(filter: ActivityFilter, now: number): Map<string, Figures> {
    const figures = new Map<string, Figures>();
    const of = (username: string) => {
      let entry = figures.get(username);
      if (!entry) figures.set(username, (entry = emptyFigures()));
      return entry;
    };
    for (const order of this.ordersIn(filter, now)) {
      const entry = of(order.username);
      entry.bet += order.bet;
      entry.validBet += order.validBet;
      entry.win += order.win;
      entry.orders += 1;
    }
    for (const movement of this.fundsIn(filter.from, filter.to, now)) {
      const entry = of(movement.username);
      if (movement.kind === 'DEPOSIT') entry.deposit += movement.amount;
      else entry.withdraw += movement.amount;
    }
    return figures;
  }

  /**
   * Each account's figures with its whole team's (itself and everyone below), from own figures:
   * one pass bottom-up, so a list of thousands of downlines costs one walk of the tree.
   */
  teamFigures(root: string, own: ReadonlyMap<string, Figures>): Map<string, Figures> {
    const totals = new Map<string, Figures>();
    const walk = (username: string): Figures => {
      const sum = addFigures(emptyFigures(), own.get(username) ?? emptyFigures());
      for (const child of this.node(username)?.children ?? []) addFigures(sum, walk(child));
      totals.set(username, sum);
      return sum;
    };
    walk(this.node(root)?.username ?? root);
    return totals;
  }

  /** How many accounts are below each account of `root`'s team (root included as a key). */
  subtreeSizes(root: string): Map<string, number> {
    const sizes = new Map<string, number>();
    const walk = (username: string): number => {
      let size = 0;
      for (const child of this.node(username)?.children ?? []) size += 1 + walk(child);
      sizes.set(username, size);
      return size;
    };
    walk(this.node(root)?.username ?? root);
    return sizes;
  }

  /**
   * A generated direct downline of `agent` as a real account, so money can be sent to it (the
   * downline list's transfer): made a Member on first use, with its generated balance and a
   * password nobody knows (generated accounts still cannot sign in).
   */
  accountOf(agent: string, username: string): Member | undefined {
    const node = this.node(username);
    if (!node || node.upline?.toLowerCase() !== agent.toLowerCase()) return undefined;
    if (node.real) return this.scenario.member(node.username);
    const member = this.scenario.createMember({ username: node.username, password: randomUUID(), type: node.type, uplineUsername: node.upline, mainBalance: toMoney(node.balance) });
    this.nodes.set(byKey(node.username), { ...node, real: true });
    this.realAccounts = this.scenario.members.size;
    return member;
  }

  /** The direct upline's username of an account (a report's "directAgentName"). */
  directAgentOf(username: string): string {
    return this.node(username)?.upline ?? '';
  }

  /** An account's balance in cents: real accounts' wallets, generated accounts' seeded balance. */
  balanceOf(node: TeamNode): number {
    if (!node.real) return node.balance;
    const member = this.scenario.member(node.username);
    return member ? Math.round(this.scenario.balanceOf(member) * 100) : 0;
  }
}

/** Index of the first order placed at or after `time` (orders sorted by bet time). */
function firstAtOrAfter(orders: readonly BetOrder[], time: number): number {
  let low = 0;
  let high = orders.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((orders[middle] as BetOrder).betTime < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

const teams = new WeakMap<Scenario, Team>();

/** The scenario's tree, built on first use. */
export function teamOf(scenario: Scenario): Team {
  let team = teams.get(scenario);
  if (!team) teams.set(scenario, (team = new Team(scenario)));
  // Accounts registered since (with an agent's affiliate code) join their upline's team.
  if (team.realAccounts !== scenario.members.size) {
    for (const member of scenario.members.values()) {
      if (member.uplineUsername && !team.node(member.username)) team.addAccount(member.username, member.type, member.uplineUsername, Date.parse(member.registerTime));
    }
    team.realAccounts = scenario.members.size;
  }
  return team;
}

/** Start of the UTC day of `time`. */
export const dayStart = (time: number): number => Math.floor(time / DAY_MS) * DAY_MS;
