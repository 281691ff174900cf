/**
 * The agent centre's reports and tools (API.md "Agent"; SPEC.md §2 agent centre pages): team
 * overview, downline list, team betting, user P&L, downline transactions, contract payouts (my
 * income), affiliate links, creating a downline. Every figure is summed from the scenario's tree
 * (schema/domain/team.ts) in cents, so a total is exactly the sum of its rows at every level.
 *
 * Ranges: `startTime`/`endTime` in ms, the end inclusive (API.md "Transaction record"); the
 * reports take at most 31 days, the team overview at most 93; a missing range is today (UTC).
 * `agent` (overview, list) drills into a downline's team; it must be the caller or below it.
 */
import { z } from 'zod';
import { CONTRACT_KINDS, payoutsOf } from '../domain/contracts.js';
import type { AffiliateLink, ContractKind, ContractPayout, Member, Scenario } from '../state/scenario.js';
import { downlineAgentType, isAgentType } from '../seed/accounts.js';
import { registerFieldProblem } from '../seed/settings.js';
import { CONTRACT_GAME_TYPES, DAY_MS, withinLocalDays } from '../seed/team.js';
import { addFigures, dayStart, emptyFigures, teamOf, toMoney, type Figures, type Team, type TeamNode } from '../domain/team.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, paginate, requireFlag, type MemberContext } from './http.js';
import { checkNewPassword } from './member.js';

/** The reports' longest range (SPEC: at most 31 days); the overview's charts may show a quarter. */
export const REPORT_RANGE_MAX_DAYS = 31;
export const OVERVIEW_RANGE_MAX_DAYS = 93;

const rangeInput = {
  startTime: z.coerce.number().int().optional(),
  endTime: z.coerce.number().int().optional(),
};

function rangeOf(context: MemberContext, fields: { startTime?: number | undefined; endTime?: number | undefined }, maxDays: number): { from: number; to: number } {
  const from = fields.startTime ?? dayStart(context.now);
  const to = fields.endTime === undefined ? dayStart(context.now) + DAY_MS : fields.endTime + 1;
  if (!withinLocalDays(from, to, maxDays)) throw new PlatformError(ERROR.reportRangeInvalid, { value: { maxDays } });
  return { from, to };
}

function requireAgent(context: MemberContext): void {
  if (!isAgentType(context.member.type)) throw new PlatformError(ERROR.agentOnly);
}

/** The account whose team a call looks at: the caller, or one of its downlines (drill-down). */
function teamRoot(team: Team, caller: Member, wanted: string | undefined): TeamNode {
  const node = team.node(wanted ?? caller.username);
  if (!node || (wanted && node.username !== caller.username && !team.isBelow(caller.username, node.username))) throw new PlatformError(ERROR.agentDownlineInvalid);
  return node;
}

/** Figures as the wire spells them (money, not cents); profitAndLoss is the members' (win − bet). */
function money(figures: Figures) {
  return {
    betAmount: toMoney(figures.bet),
    validBetAmount: toMoney(figures.validBet),
    winAmount: toMoney(figures.win),
    profitAndLoss: toMoney(figures.win - figures.bet),
    depositAmount: toMoney(figures.deposit),
    withdrawAmount: toMoney(figures.withdraw),
  };
}

const gameTypeInput = z.string().trim().toUpperCase().pipe(z.enum(CONTRACT_GAME_TYPES)).optional();

// ------------------------------------------------------------------------------------- overview

function teamOverview(context: MemberContext) {
  requireAgent(context);
  const fields = input(context, z.object({ ...rangeInput, agent: field.optionalText() }));
  const { from, to } = rangeOf(context, fields, OVERVIEW_RANGE_MAX_DAYS);
  const team = teamOf(context.scenario);
  const root = teamRoot(team, context.member, fields.agent);
  const below = team.descendants(root.username);
  const levelOf = new Map(below.map(({ node, level }) => [node.username, level]));
  const own = team.ownFigures({ from, to }, context.now);

  const totals = emptyFigures();
  const bettors = new Set<string>();
  const days = new Map<number, { figures: Figures; bettors: Set<string>; newMembers: number }>();
  for (let day = dayStart(from); day < to; day += DAY_MS) days.set(day, { figures: emptyFigures(), bettors: new Set(), newMembers: 0 });
  const levels = new Map<number, { figures: Figures; bettors: Set<string>; newMembers: number; teamSize: number }>();
  const levelRow = (level: number) => {
    let row = levels.get(level);
    if (!row) levels.set(level, (row = { figures: emptyFigures(), bettors: new Set(), newMembers: 0, teamSize: 0 }));
    return row;
  };
  for (const { node, level } of below) {
    const row = levelRow(level);
    row.teamSize += 1;
    if (node.registerTime >= from && node.registerTime < to) {
      row.newMembers += 1;
      const day = days.get(dayStart(node.registerTime));
      if (day) day.newMembers += 1;
    }
    const figures = own.get(node.username);
    if (figures) addFigures(row.figures, figures);
  }
  // The per-day series needs each bet and movement's own day, so it reads them once more.
  for (const order of team.ordersIn({ from, to }, context.now)) {
    const level = levelOf.get(order.username);
    if (level === undefined) continue;
    bettors.add(order.username);
    levelRow(level).bettors.add(order.username);
    const day = days.get(dayStart(order.betTime));
    if (!day) continue;
    day.bettors.add(order.username);
    day.figures.bet += order.bet;
    day.figures.validBet += order.validBet;
    day.figures.win += order.win;
    day.figures.orders += 1;
  }
  for (const movement of team.fundsIn(from, to, context.now)) {
    if (!levelOf.has(movement.username)) continue;
    const day = days.get(dayStart(movement.time));
    if (!day) continue;
    if (movement.kind === 'DEPOSIT') day.figures.deposit += movement.amount;
    else day.figures.withdraw += movement.amount;
  }
  let newMembers = 0;
  for (const row of levels.values()) {
    addFigures(totals, row.figures);
    newMembers += row.newMembers;
  }
  return ok({
    agent: root.username,
    startTime: from,
    endTime: to - 1,
    teamSize: below.length,
    directMembers: root.children.length,
    newMembers,
    activeMembers: bettors.size,
    ...money(totals),
    series: [...days].map(([day, row]) => ({ date: new Date(day).toISOString().slice(0, 10), newMembers: row.newMembers, activeMembers: row.bettors.size, ...money(row.figures) })),
    levels: [...levels]
      .sort(([a], [b]) => a - b)
      .map(([level, row]) => ({ level, teamSize: row.teamSize, newMembers: row.newMembers, activeMembers: row.bettors.size, ...money(row.figures) })),
  });
}

// ------------------------------------------------------------------------------------- downline list

const DOWNLINE_SORTS = ['username', 'registerTime', 'teamSize', 'balance', 'betAmount', 'validBetAmount', 'winAmount', 'profitAndLoss', 'depositAmount', 'withdrawAmount'] as const;

function downlineList(context: MemberContext) {
  requireAgent(context);
  const fields = input(
    context,
    z.object({
      ...rangeInput,
      agent: field.optionalText(),
      keyword: field.optionalText(),
      /** Only members or only agents (ours: the contract offer form lists the direct downline agents). */
      accountType: z.string().trim().toUpperCase().pipe(z.enum(['MEMBER', 'AGENT'])).optional(),
      sortBy: z.enum(DOWNLINE_SORTS).default('registerTime'),
      sortOrder: z.enum(['asc', 'desc']).default('desc'),
      pageNo: field.page(1),
      pageSize: field.page(20, 200),
    }),
  );
  const { from, to } = rangeOf(context, fields, REPORT_RANGE_MAX_DAYS);
  const team = teamOf(context.scenario);
  const root = teamRoot(team, context.member, fields.agent);
  const sizes = team.subtreeSizes(root.username);
  const teamFigures = team.teamFigures(root.username, team.ownFigures({ from, to }, context.now));
  const callerLevels = new Map(team.descendants(context.member.username).map(({ node, level }) => [node.username, level]));
  // A keyword searches the whole team below the root; without one the list is the root's direct downlines.
  const keyword = fields.keyword?.toLowerCase();
  const found = keyword ? team.descendants(root.username).map(({ node }) => node).filter((node) => node.username.toLowerCase().includes(keyword)) : root.children.flatMap((child) => team.node(child) ?? []);
  const nodes = fields.accountType ? found.filter((node) => isAgentType(node.type) === (fields.accountType === 'AGENT')) : found;
  const rows = nodes.map((node) => ({
    username: node.username,
    type: node.type,
    isAgent: isAgentType(node.type),
    level: callerLevels.get(node.username) ?? 0,
    upline: node.upline ?? '',
    registerTime: node.registerTime,
    teamSize: sizes.get(node.username) ?? 0,
    directCount: node.children.length,
    balance: toMoney(team.balanceOf(node)),
    ...money(teamFigures.get(node.username) ?? emptyFigures()),
  }));
  const key = fields.sortBy;
  const direction = fields.sortOrder === 'asc' ? 1 : -1;
  rows.sort((a, b) => {
    const left = a[key];
    const right = b[key];
    const order = typeof left === 'string' && typeof right === 'string' ? left.localeCompare(right) : Number(left) - Number(right);
    return (order || a.username.localeCompare(b.username)) * direction;
  });
  // The totals row sums the cents of every row (not only the page), so it equals the rows added up.
  const totals = emptyFigures();
  for (const node of nodes) addFigures(totals, teamFigures.get(node.username) ?? emptyFigures());
  const { page, totalPages, totalCount } = paginate(rows, fields.pageNo, fields.pageSize);
  const path: string[] = [];
  for (let node: TeamNode | undefined = root; node && node.username !== context.member.username; node = team.node(node.upline)) path.unshift(node.username);
  return ok({ agent: root.username, path: [context.member.username, ...path], list: page, pageNum: fields.pageNo, totalPages, totalCount, totals: money(totals) });
}

// ------------------------------------------------------------------------------------- betting, P&L, transactions

const reportInput = z.object({
  ...rangeInput,
  member: field.optionalText(),
  gameType: gameTypeInput,
  timeType: z.string().trim().toUpperCase().pipe(z.enum(['BET', 'SETTLE'])).default('BET'),
  pageNo: field.page(1),
  pageSize: field.page(20, 200),
});

/** The usernames a report covers: the caller's whole team, or one member of it. */
function reportMembers(team: Team, caller: Member, member: string | undefined): Set<string> {
  if (member) {
    const node = team.node(member);
    if (!node || !team.isBelow(caller.username, node.username)) throw new PlatformError(ERROR.agentDownlineInvalid);
    return new Set([node.username]);
  }
  return new Set(team.descendants(caller.username).map(({ node }) => node.username));
}

function teamBetting(context: MemberContext) {
  requireAgent(context);
  const fields = input(context, reportInput);
  const { from, to } = rangeOf(context, fields, REPORT_RANGE_MAX_DAYS);
  const team = teamOf(context.scenario);
  const members = reportMembers(team, context.member, fields.member);
  const orders = team.ordersIn({ from, to, basis: fields.timeType, gameType: fields.gameType }, context.now).filter((order) => members.has(order.username));
  const time = (order: (typeof orders)[number]) => (fields.timeType === 'SETTLE' ? order.settleTime : order.betTime);
  orders.sort((a, b) => time(b) - time(a) || b.orderNo.localeCompare(a.orderNo));
  const totals = emptyFigures();
  for (const order of orders) addFigures(totals, { bet: order.bet, validBet: order.validBet, win: order.win, deposit: 0, withdraw: 0, orders: 1 });
  const { page, totalPages, totalCount } = paginate(orders, fields.pageNo, fields.pageSize);
  const { betAmount, validBetAmount, winAmount, profitAndLoss } = money(totals);
  return ok({
    list: page.map((order) => ({
      orderNo: order.orderNo,
      customerName: order.username,
      directAgentName: team.directAgentOf(order.username),
      gameType: order.gameType,
      betAmount: toMoney(order.bet),
      validBetAmount: toMoney(order.validBet),
      winAmount: toMoney(order.win),
      profitAndLoss: toMoney(order.win - order.bet),
      betTimeInTimestamp: order.betTime,
      settleTimeInTimestamp: order.settleTime,
    })),
    pageNum: fields.pageNo,
    totalPages,
    totalCount,
    totals: { betAmount, validBetAmount, winAmount, profitAndLoss, count: totals.orders },
  });
}

function teamProfitLoss(context: MemberContext) {
  requireAgent(context);
  const fields = input(context, reportInput);
  const { from, to } = rangeOf(context, fields, REPORT_RANGE_MAX_DAYS);
  const team = teamOf(context.scenario);
  const members = reportMembers(team, context.member, fields.member);
  const own = team.ownFigures({ from, to, basis: fields.timeType, gameType: fields.gameType }, context.now);
  const rows = [...own].filter(([username]) => members.has(username)).sort(([a], [b]) => a.localeCompare(b));
  const totals = emptyFigures();
  for (const [, figures] of rows) addFigures(totals, figures);
  const { page, totalPages, totalCount } = paginate(rows, fields.pageNo, fields.pageSize);
  return ok({
    list: page.map(([username, figures]) => ({ customerName: username, directAgentName: team.directAgentOf(username), orders: figures.orders, ...money(figures) })),
    pageNum: fields.pageNo,
    totalPages,
    totalCount,
    totals: { ...money(totals), orders: totals.orders },
  });
}

function downlineTransactions(context: MemberContext) {
  requireAgent(context);
  const fields = input(context, z.object({ ...rangeInput, member: field.optionalText(), txType: z.enum(['deposit', 'withdraw']).optional(), pageNo: field.page(1), pageSize: field.page(20, 200) }));
  const { from, to } = rangeOf(context, fields, REPORT_RANGE_MAX_DAYS);
  const team = teamOf(context.scenario);
  const members = reportMembers(team, context.member, fields.member);
  const wanted = fields.txType === 'deposit' ? 'DEPOSIT' : fields.txType === 'withdraw' ? 'WITHDRAW' : undefined;
  const movements = team.fundsIn(from, to, context.now).filter((movement) => members.has(movement.username) && (!wanted || movement.kind === wanted)).reverse();
  let deposit = 0;
  let withdraw = 0;
  for (const movement of movements) {
    if (movement.kind === 'DEPOSIT') deposit += movement.amount;
    else withdraw += movement.amount;
  }
  const { page, totalPages, totalCount } = paginate(movements, fields.pageNo, fields.pageSize);
  return ok({
    list: page.map((movement) => ({
      orderNo: movement.orderNo,
      customerName: movement.username,
      directAgentName: team.directAgentOf(movement.username),
      txType: movement.kind === 'DEPOSIT' ? 'deposit' : 'withdraw',
      amount: toMoney(movement.amount),
      txTimeInTimestamp: movement.time,
    })),
    pageNum: fields.pageNo,
    totalPages,
    totalCount,
    totals: { depositAmount: toMoney(deposit), withdrawAmount: toMoney(withdraw), count: movements.length },
  });
}

// ------------------------------------------------------------------------------------- payouts

export function payoutRow(payout: ContractPayout) {
  return {
    id: payout.id,
    contractId: payout.contractId,
    kind: payout.kind,
    gameType: payout.gameType,
    upline: payout.upline,
    downline: payout.downline,
    periodStart: payout.periodStart,
    periodEnd: payout.periodEnd,
    validBetAmount: toMoney(payout.validBet),
    netLoss: toMoney(payout.netLoss),
    activeMembers: payout.activeMembers,
    rateType: payout.tier?.rateType ?? null,
    rate: payout.tier?.rate ?? 0,
    amount: toMoney(payout.amount),
    status: payout.status,
    settledTime: payout.settledTime,
    orderNo: payout.orderNo,
  };
}

/**
 * Contract payouts per period, pending first: `role` MINE what the caller's contracts paid it (the
 * "my income" page and each contract page's records), DOWNLINES what its downlines' contracts paid them.
 */
function contractPayouts(context: MemberContext) {
  requireAgent(context);
  const fields = input(
    context,
    z.object({
      kind: z.enum(CONTRACT_KINDS as [ContractKind, ...ContractKind[]]).optional(),
      role: z.enum(['MINE', 'DOWNLINES']).default('MINE'),
      status: z.enum(['PENDING', 'SETTLED']).optional(),
      gameType: gameTypeInput,
      ...rangeInput,
      pageNo: field.page(1),
      pageSize: field.page(20, 200),
    }),
  );
  const username = context.member.username;
  const from = fields.startTime ?? 0;
  const to = fields.endTime === undefined ? Number.MAX_SAFE_INTEGER : fields.endTime + 1;
  const payouts = payoutsOf(context.scenario, (contract) => (fields.role === 'MINE' ? contract.downline === username : contract.upline === username) && (!fields.kind || contract.kind === fields.kind)).filter(
    (payout) => (!fields.status || payout.status === fields.status) && (!fields.gameType || payout.gameType === fields.gameType) && payout.periodEnd > from && payout.periodStart < to,
  );
  // In cents over every row of the query (not only the page): each total is its column added up.
  let settled = 0;
  let pending = 0;
  let validBet = 0;
  let netLoss = 0;
  for (const payout of payouts) {
    if (payout.status === 'SETTLED') settled += payout.amount;
    else pending += payout.amount;
    validBet += payout.validBet;
    netLoss += payout.netLoss;
  }
  const { page, totalPages, totalCount } = paginate(payouts, fields.pageNo, fields.pageSize);
  return ok({ list: page.map(payoutRow), pageNum: fields.pageNo, totalPages, totalCount, totals: { settledAmount: toMoney(settled), pendingAmount: toMoney(pending), amount: toMoney(settled + pending), validBetAmount: toMoney(validBet), netLoss: toMoney(netLoss) } });
}

// ------------------------------------------------------------------------------------- affiliate links, new downlines

function linkView(context: MemberContext, link: AffiliateLink) {
  return { ...link, url: `${context.origin}/register?affiliateCode=${link.code}` };
}

function createDownline(context: MemberContext) {
  requireFlag(context, 'REGCEN');
  requireAgent(context);
  const { scenario, member } = context;
  const fields = input(
    context,
    z.object({
      username: field.text(),
      password: z.string(),
      confirmPassword: z.string().optional(),
      nickname: field.optionalText(),
      accountType: z.string().trim().toUpperCase().pipe(z.enum(['MEMBER', 'AGENT'])).default('MEMBER'),
    }),
  );
  // The register form's own rules (SPEC.md §5) apply to the username and password.
  const usernameRule = scenario.registerFields.get('username');
  const usernameProblem = usernameRule ? registerFieldProblem({ ...usernameRule, show: true, required: true }, fields.username) : fields.username ? undefined : 'required';
  if (usernameProblem) throw new PlatformError(ERROR.registerFieldInvalid, { value: { field: 'username', problem: usernameProblem, patternId: usernameRule?.patternId ?? null, minLength: usernameRule?.minLength ?? null, maxLength: usernameRule?.maxLength ?? null } });
  const password = checkNewPassword(scenario, fields.password, fields.confirmPassword);
  if (scenario.member(fields.username)) throw new PlatformError(ERROR.usernameExists);
  const created = scenario.createMember({
    username: fields.username,
    password,
    type: fields.accountType === 'AGENT' ? downlineAgentType(member.type) : 0,
    nickname: fields.nickname ?? fields.username,
    uplineUsername: member.username,
  });
  if (isAgentType(created.type)) created.affiliateCode = `AG${created.id}`;
  teamOf(scenario).addAccount(created.username, created.type, member.username, Date.parse(created.registerTime));
  return ok({ account: created.username, type: created.type, upline: member.username, affiliateCode: created.affiliateCode });
}

function linksOf(scenario: Scenario, owner: string): AffiliateLink[] {
  return scenario.affiliateLinks.filter((link) => link.owner === owner);
}

/** An agent keeps at most this many links (ours), so a runaway client cannot grow a scenario without bound. */
export const AFFILIATE_LINKS_MAX = 20;

export const agentHandlers = defineHandlers({
  teamOverview,
  downlineList,
  teamBetting,
  teamProfitLoss,
  downlineTransactions,
  contractPayouts,
  createDownline,
  createAffiliateUrl: (context) => {
    requireFlag(context, 'REGCEN');
    requireAgent(context);
    const { scenario, member } = context;
    const fields = input(context, z.object({ memberType: z.string().trim().toUpperCase().pipe(z.enum(['MEMBER', 'AGENT'])).default('MEMBER'), remark: z.string().trim().max(50).default('') }));
    if (linksOf(scenario, member.username).length >= AFFILIATE_LINKS_MAX) throw new PlatformError(ERROR.affiliateLinksFull, { value: { max: AFFILIATE_LINKS_MAX } });
    const id = scenario.nextId('link');
    const link: AffiliateLink = { id, owner: member.username, code: `L${member.id}${id.replace(/\D/g, '')}`, memberType: fields.memberType, remark: fields.remark, createdTime: new Date(context.now).toISOString() };
    scenario.affiliateLinks.push(link);
    return ok(linkView(context, link));
  },
  viewAffiliateUrls: (context) => {
    requireFlag(context, 'REGCEN');
    requireAgent(context);
    return ok({ list: linksOf(context.scenario, context.member.username).map((link) => linkView(context, link)), max: AFFILIATE_LINKS_MAX });
  },
  deleteAffiliateUrl: (context) => {
    requireFlag(context, 'REGCEN');
    requireAgent(context);
    const { id } = input(context, z.object({ id: field.text() }));
    const index = context.scenario.affiliateLinks.findIndex((link) => link.id === id && link.owner === context.member.username);
    if (index < 0) throw new PlatformError(ERROR.affiliateLinkNotFound);
    context.scenario.affiliateLinks.splice(index, 1);
    return ok({ id });
  },
});
