/**
 * The agent tree and its reports on the embedded platform: the figures an agent reads add up at
 * every level (a list's totals row is the sum of its rows, a downline's row equals its own
 * team's list, the overview's levels and days add up to its totals), drilling stays inside the
 * caller's team, ranges are bounded, the tree is the same for the same seed, affiliate links and
 * created downlines join the tree, and a 5,000-member team answers its list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, controlFor, createTestPlatform, freshScenario, tokenFor, type TestPlatform } from './support';

const DAY_MS = 86_400_000;
/** The test platform's clock starts at 2025-06-01T12:00Z (support.ts). */
const TODAY = Date.parse('2025-06-01T00:00:00Z');

interface Figures {
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  profitAndLoss: number;
  depositAmount: number;
  withdrawAmount: number;
}
interface DownlineRow extends Figures {
  username: string;
  isAgent: boolean;
  level: number;
  teamSize: number;
  directCount: number;
}
interface DownlineList {
  agent: string;
  path: string[];
  list: DownlineRow[];
  totalCount: number;
  totals: Figures;
}
interface OverviewRow extends Figures {
  newMembers: number;
  activeMembers: number;
}
interface Overview extends OverviewRow {
  teamSize: number;
  directMembers: number;
  series: (OverviewRow & { date: string })[];
  levels: (OverviewRow & { level: number; teamSize: number })[];
}

const MONEY_FIELDS = ['betAmount', 'validBetAmount', 'winAmount', 'profitAndLoss', 'depositAmount', 'withdrawAmount'] as const;

/** Money in cents, so sums compare exactly. */
const cents = (amount: number) => Math.round(amount * 100);
function sumOf(rows: readonly Figures[]): Record<(typeof MONEY_FIELDS)[number], number> {
  return Object.fromEntries(MONEY_FIELDS.map((name) => [name, rows.reduce((sum, row) => sum + cents(row[name]), 0)])) as Record<(typeof MONEY_FIELDS)[number], number>;
}
const inCents = (figures: Figures) => Object.fromEntries(MONEY_FIELDS.map((name) => [name, cents(figures[name])]));

let env: TestPlatform;
beforeAll(() => {
  env = createTestPlatform();
});

async function agent(username: string, scenario: string, password = 'Agent2024') {
  const token = await tokenFor(env.platform, username, password, { scenario });
  return {
    token,
    list: async (query: Record<string, string | number>) => {
      const answer = await callRoute<DownlineList>(env.platform, 'downlineList', { scenario, token, query: { pageSize: 200, ...query } });
      expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
      return answer.body.value;
    },
    /** Every row of a paged report (200 a page, the platform's largest). */
    allRows: async <Row>(route: 'downlineList' | 'teamProfitLoss' | 'downlineTransactions', query: Record<string, string | number>): Promise<Row[]> => {
      const rows: Row[] = [];
      for (let pageNo = 1; ; pageNo += 1) {
        const answer = await callRoute<{ list: Row[]; totalPages: number }>(env.platform, route, { scenario, token, query: { ...query, pageSize: 200, pageNo } });
        expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
        rows.push(...answer.body.value.list);
        if (pageNo >= answer.body.value.totalPages) return rows;
      }
    },
    call: <Value>(route: 'teamOverview' | 'teamBetting' | 'teamProfitLoss' | 'downlineTransactions', query: Record<string, string | number>) => callRoute<Value>(env.platform, route, { scenario, token, query }),
  };
}

const LAST_MONTH = { startTime: TODAY - 29 * DAY_MS, endTime: TODAY + DAY_MS - 1 };

describe('the agent tree', () => {
  it('puts agent01 on top of a tree several levels deep with hundreds of members under agent02', async () => {
    const control = controlFor(env.platform, freshScenario('tree-shape'));
    const [top, ...direct] = await control.team('agent01');
    expect(top).toMatchObject({ username: 'agent01', type: 1, real: true });
    expect(top?.teamSize).toBeGreaterThan(1000);
    expect(direct.map((node) => node.username)).toContain('agent02');
    const agent02 = await control.team('agent02');
    expect(agent02[0]?.directCount).toBeGreaterThan(200);
    expect(new Set(agent02.filter((node) => node.type !== 0).map((node) => node.type)).size).toBeGreaterThan(1);
    // agent02 → agent41 → agent42 → generated agents below: at least five levels under agent01.
    const agent42 = await control.team('agent42');
    const deeper = agent42.find((node) => node.type !== 0 && !node.real);
    expect(deeper?.teamSize).toBeGreaterThan(0);
  });

  it('adds up at every level: a list totals its rows, and each agent row equals its own team list', async () => {
    const scenario = freshScenario('tree-totals');
    const agent01 = await agent('agent01', scenario);
    const pending: { username: string; row: DownlineRow }[] = [];
    const top = await agent01.list(LAST_MONTH);
    const topRows = await agent01.allRows<DownlineRow>('downlineList', LAST_MONTH);
    expect(topRows).toHaveLength(top.totalCount);
    expect(sumOf(topRows)).toEqual(inCents(top.totals));
    for (const row of topRows) if (row.isAgent) pending.push({ username: row.username, row });
    let checked = 0;
    while (pending.length > 0) {
      const next = pending.shift();
      if (!next) break;
      const query = { ...LAST_MONTH, agent: next.username };
      const page = await agent01.list(query);
      const rows = await agent01.allRows<DownlineRow>('downlineList', query);
      expect(sumOf(rows), `totals row of ${next.username}`).toEqual(inCents(page.totals));
      // Agents do not bet themselves: an agent's row in its upline's list is exactly its own team's totals.
      expect(inCents(page.totals), `row of ${next.username}`).toEqual(inCents(next.row));
      expect(rows.reduce((size, row) => size + 1 + row.teamSize, 0)).toBe(next.row.teamSize);
      for (const row of rows) if (row.isAgent) pending.push({ username: row.username, row });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(8);
    const overview = (await agent01.call<Overview>('teamOverview', LAST_MONTH)).body.value;
    expect(inCents(overview)).toEqual(inCents(top.totals));
  });

  it('gives the overview per level and per day, both adding up to its totals', async () => {
    const agent02 = await agent('agent02', freshScenario('tree-overview'));
    const answer = await agent02.call<Overview>('teamOverview', LAST_MONTH);
    expect(answer.body.success).toBe(true);
    const overview = answer.body.value;
    expect(overview.series).toHaveLength(30);
    expect(overview.series[0]?.date).toBe('2025-05-03');
    expect(overview.levels.map((level) => level.level)).toEqual(overview.levels.map((_, index) => index + 1));
    expect(overview.levels.length).toBeGreaterThanOrEqual(4);
    for (const name of ['teamSize', 'newMembers', 'activeMembers'] as const) expect(overview.levels.reduce((sum, level) => sum + level[name], 0), name).toBe(overview[name]);
    expect(sumOf(overview.levels)).toEqual(inCents(overview));
    expect(sumOf(overview.series)).toEqual(inCents(overview));
    expect(overview.series.reduce((sum, day) => sum + day.newMembers, 0)).toBe(overview.newMembers);
    expect(overview.betAmount).toBeGreaterThan(0);
    expect(overview.depositAmount).toBeGreaterThan(0);
    expect(overview.withdrawAmount).toBeGreaterThan(0);
    expect(overview.activeMembers).toBeGreaterThan(50);
  });

  it('is the same tree with the same figures for the same seed', async () => {
    const first = await agent('agent01', freshScenario('tree-seed-a'));
    const other = createTestPlatform();
    const token = await tokenFor(other.platform, 'agent01', 'Agent2024', { scenario: 'tree-seed-b' });
    const again = await callRoute<Overview>(other.platform, 'teamOverview', { scenario: 'tree-seed-b', token, query: LAST_MONTH });
    expect(again.body.value).toEqual((await first.call<Overview>('teamOverview', LAST_MONTH)).body.value);
  });

  it('sorts, searches and pages the downline list, and drills only inside the caller’s team', async () => {
    const scenario = freshScenario('tree-list');
    const agent02 = await agent('agent02', scenario);
    const byBet = await agent02.list({ ...LAST_MONTH, sortBy: 'betAmount', sortOrder: 'desc', pageSize: 10 });
    expect(byBet.list).toHaveLength(10);
    expect(byBet.list.map((row) => row.betAmount)).toEqual([...byBet.list.map((row) => row.betAmount)].sort((a, b) => b - a));
    const second = await agent02.list({ ...LAST_MONTH, sortBy: 'betAmount', sortOrder: 'desc', pageSize: 10, pageNo: 2 });
    expect(second.list[0]?.betAmount).toBeLessThanOrEqual(byBet.list[9]?.betAmount ?? 0);
    const search = await agent02.list({ ...LAST_MONTH, keyword: 'AGENT4' });
    expect(search.list.map((row) => row.username).sort()).toEqual(['agent41', 'agent42']);
    expect(search.list.find((row) => row.username === 'agent42')?.level).toBe(2);
    const drilled = await agent02.list({ ...LAST_MONTH, agent: 'agent42' });
    expect(drilled.path).toEqual(['agent02', 'agent41', 'agent42']);
    const outside = await callRoute(env.platform, 'downlineList', { scenario, token: agent02.token, query: { agent: 'agent01' } });
    expect(outside.body.errorCode).toBe('agent.downline.invalid');
  });

  it('reports team bets by bet time or by settlement time, with totals of the whole range', async () => {
    const agent42 = await agent('agent42', freshScenario('tree-betting'));
    const oneDay = { startTime: TODAY - 3 * DAY_MS, endTime: TODAY - 2 * DAY_MS - 1, pageSize: 200 };
    type Page = { list: { orderNo: string; betTimeInTimestamp: number; settleTimeInTimestamp: number; betAmount: number; customerName: string; directAgentName: string }[]; totalCount: number; totals: { betAmount: number; count: number } };
    const byBet = (await agent42.call<Page>('teamBetting', { ...oneDay, timeType: 'BET' })).body.value;
    const bySettle = (await agent42.call<Page>('teamBetting', { ...oneDay, timeType: 'SETTLE' })).body.value;
    expect(byBet.totalCount).toBeGreaterThan(0);
    expect(byBet.totalCount).toBe(byBet.list.length);
    expect(byBet.totals.count).toBe(byBet.totalCount);
    expect(byBet.list.reduce((sum, row) => sum + cents(row.betAmount), 0)).toBe(cents(byBet.totals.betAmount));
    expect(byBet.list.every((row) => row.betTimeInTimestamp >= oneDay.startTime && row.betTimeInTimestamp <= oneDay.endTime)).toBe(true);
    expect(bySettle.list.every((row) => row.settleTimeInTimestamp >= oneDay.startTime && row.settleTimeInTimestamp <= oneDay.endTime)).toBe(true);
    // Bets placed late the day before settle on this day: the two views differ.
    expect(bySettle.list.some((row) => row.betTimeInTimestamp < oneDay.startTime) || byBet.list.some((row) => row.settleTimeInTimestamp > oneDay.endTime)).toBe(true);
    const member = byBet.list[0]?.customerName ?? '';
    const one = (await agent42.call<Page>('teamBetting', { ...oneDay, member })).body.value;
    expect(one.list.every((row) => row.customerName === member)).toBe(true);
    expect(one.list[0]?.directAgentName).toBeTruthy();
  });

  it('sums user P&L per member and lists the team’s deposits and withdrawals', async () => {
    const agent41 = await agent('agent41', freshScenario('tree-pnl'));
    type PnL = { list: (Figures & { customerName: string })[]; totalCount: number; totals: Figures };
    const pnl = (await agent41.call<PnL>('teamProfitLoss', { ...LAST_MONTH, pageSize: 200 })).body.value;
    const pnlRows = await agent41.allRows<PnL['list'][number]>('teamProfitLoss', LAST_MONTH);
    expect(pnlRows).toHaveLength(pnl.totalCount);
    expect(sumOf(pnlRows)).toEqual(inCents(pnl.totals));
    const overview = (await agent41.call<Overview>('teamOverview', LAST_MONTH)).body.value;
    expect(inCents(pnl.totals)).toEqual(inCents(overview));
    type Transactions = { list: { txType: string; amount: number }[]; totalCount: number; totals: { depositAmount: number; withdrawAmount: number; count: number } };
    const moves = (await agent41.call<Transactions>('downlineTransactions', { ...LAST_MONTH, pageSize: 200 })).body.value;
    const moveRows = await agent41.allRows<Transactions['list'][number]>('downlineTransactions', LAST_MONTH);
    expect(moves.totals.count).toBe(moves.totalCount);
    expect(moveRows).toHaveLength(moves.totalCount);
    expect(cents(moves.totals.depositAmount)).toBe(cents(overview.depositAmount));
    expect(moveRows.filter((row) => row.txType === 'withdraw').reduce((sum, row) => sum + cents(row.amount), 0)).toBe(cents(overview.withdrawAmount));
  });

  it('refuses ranges over 31 days, members outside the team and non-agents', async () => {
    const scenario = freshScenario('tree-refusals');
    const agent41 = await agent('agent41', scenario);
    expect((await agent41.call('teamBetting', { startTime: TODAY - 40 * DAY_MS, endTime: TODAY })).body.errorCode).toBe('report.range.invalid');
    expect((await agent41.call('teamBetting', { startTime: TODAY, endTime: TODAY - DAY_MS })).body.errorCode).toBe('report.range.invalid');
    // October 2024 of a reader in Europe/Madrid: 31 local days, one of them (the 27th) 25 hours long
    const october = { startTime: Date.parse('2024-09-30T22:00:00Z'), endTime: Date.parse('2024-10-31T23:00:00Z') - 1 };
    for (const route of ['teamBetting', 'teamProfitLoss', 'downlineTransactions'] as const) {
      expect((await agent41.call(route, october)).body.errorCode, `${route}: 31 local days`).toBeNull();
      expect((await agent41.call(route, { ...october, endTime: october.endTime + DAY_MS })).body.errorCode, `${route}: 32 local days`).toBe('report.range.invalid');
    }
    expect((await agent41.call('teamBetting', { member: 'member01' })).body.errorCode).toBe('agent.downline.invalid');
    const member = await tokenFor(env.platform, 'member01', 'Member2024', { scenario });
    expect((await callRoute(env.platform, 'teamOverview', { scenario, token: member })).body.errorCode).toBe('agent.only');
  });

  it('puts an account registered with an agent’s affiliate link in the agent’s team', async () => {
    const scenario = freshScenario('tree-link');
    const agent01 = await agent('agent01', scenario);
    const link = await callRoute<{ code: string }>(env.platform, 'createAffiliateUrl', { scenario, token: agent01.token, query: { memberType: 'MEMBER' } });
    const registered = await callRoute(env.platform, 'register', { scenario, encrypt: true, body: { username: 'linked01', password: 'Abc12345', confirmPassword: 'Abc12345', affiliateCode: link.body.value.code, login: false } });
    expect(registered.body.success, JSON.stringify(registered.body)).toBe(true);
    expect((await controlFor(env.platform, scenario).account('linked01'))?.upline).toBe('agent01');
    expect((await agent01.list({ keyword: 'linked01' })).list).toEqual([expect.objectContaining({ username: 'linked01', level: 1, isAgent: false })]);
    // A link for agents signs up an agent (type 2 below a type 1 agent).
    const agentLink = await callRoute<{ code: string }>(env.platform, 'createAffiliateUrl', { scenario, token: agent01.token, query: { memberType: 'AGENT' } });
    await callRoute(env.platform, 'register', { scenario, encrypt: true, body: { username: 'linked02', password: 'Abc12345', confirmPassword: 'Abc12345', affiliateCode: agentLink.body.value.code, login: false } });
    expect((await controlFor(env.platform, scenario).account('linked02'))?.type).toBe(2);
    expect((await agent01.list({ keyword: 'linked02' })).list[0]).toMatchObject({ isAgent: true, level: 1 });
  });

  it('creates a downline with the register rules, and the new agent signs in with its own team', async () => {
    const scenario = freshScenario('tree-create');
    const agent02 = await agent('agent02', scenario);
    const create = (body: object) => callRoute(env.platform, 'createDownline', { scenario, token: agent02.token, body });
    expect((await create({ username: 'x', password: 'Abc12345', accountType: 'AGENT' })).body).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'username' } });
    expect((await create({ username: 'subagent1', password: 'Abc12345', confirmPassword: 'Abc99999', accountType: 'AGENT' })).body.errorCode).toBe('password.confirm.mismatch');
    expect((await create({ username: 'member01', password: 'Abc12345' })).body.errorCode).toBe('username.exists');
    expect((await create({ username: 'subagent1', password: 'Abc12345', confirmPassword: 'Abc12345', accountType: 'AGENT' })).body.value).toMatchObject({ account: 'subagent1', type: 2, upline: 'agent02' });
    const subagent = await agent('subagent1', scenario, 'Abc12345');
    expect((await subagent.call<Overview>('teamOverview', {})).body.value).toMatchObject({ teamSize: 0, betAmount: 0 });
    expect((await agent02.list({ keyword: 'subagent1' })).list[0]).toMatchObject({ isAgent: true, level: 1 });
  });

  it('sends money to a generated downline from the list with the payment password, and its row shows it', async () => {
    const scenario = freshScenario('tree-transfer');
    const agent02 = await agent('agent02', scenario);
    const generated = (await agent02.list({ sortBy: 'username', sortOrder: 'asc' })).list.find((row) => row.username.startsWith('gm'));
    if (!generated) throw new Error('agent02 has generated members');
    const balanceOf = async () => (await agent02.list({ keyword: generated.username })).list[0] as DownlineRow & { balance: number };
    const before = (await balanceOf()).balance;
    const send = (password: string) => callRoute(env.platform, 'transferToDownline', { scenario, token: agent02.token, body: { downline: generated.username, amount: 25, password } });
    expect((await send('000000')).body.errorCode).toBe('invalid.payment.pw');
    const sent = await send('246810');
    expect(sent.body, JSON.stringify(sent.body)).toMatchObject({ success: true, value: { recipient: generated.username, amount: 25 } });
    expect((await balanceOf()).balance).toBeCloseTo(before + 25, 2);
    // Only direct downlines: agent02 cannot send to agent42 (agent41's) this way.
    expect((await callRoute(env.platform, 'transferToDownline', { scenario, token: agent02.token, body: { downline: 'agent42', amount: 5, password: '246810' } })).body.errorCode).toBe('transfer.downline.invalid');
  });

  it('grows a 5,000-member team for the benchmark and still lists it page by page', async () => {
    const scenario = freshScenario('tree-large');
    const control = controlFor(env.platform, scenario);
    const before = (await control.team('agent42'))[0]?.teamSize ?? 0;
    expect(await control.growTeam('agent42', 5000)).toBe(before + 5000);
    const agent42 = await agent('agent42', scenario);
    const started = performance.now();
    const page = await agent42.list({ ...LAST_MONTH, sortBy: 'profitAndLoss', sortOrder: 'asc', pageSize: 50 });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(page.totalCount).toBeGreaterThan(5000);
    expect(page.list).toHaveLength(50);
    const all = await agent42.list({ ...LAST_MONTH, pageSize: 200, pageNo: 1 });
    expect(inCents(all.totals)).toEqual(inCents(page.totals));
  });
});
