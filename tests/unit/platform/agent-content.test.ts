/** Agent contracts, content (announcements, notices, winners) and lottery draws. */
import { describe, expect, it } from 'vitest';
import { HOSTILE_AGENT_ANNOUNCEMENT_ID } from '../../../schema/seed/agent-announcements';
import { drawAt, openDrawIndex } from '../../../schema/seed/lottery';
import { callRoute, controlFor, createTestPlatform, freshScenario, tokenFor } from './support';

const env = createTestPlatform();
const { platform } = env;

interface ContractView {
  asDownline: { id: string; status: string }[];
  asUpline: { id: string; status: string; downline: string; rate: number }[];
  pendingRequests: { id: string }[];
}

describe('contracts', () => {
  it('lets an agent accept an offered contract, once', async () => {
    const scenario = freshScenario();
    const token = await tokenFor(platform, 'agent42', 'Agent2024', { scenario });
    const accept = () => callRoute<ContractView>(platform, 'contractRealTimeSalary', { scenario, token, body: { contractId: 'contract-5', status: 'A' } });
    const accepted = await accept();
    expect(accepted.body.value.asDownline).toContainEqual(expect.objectContaining({ id: 'contract-5', status: 'A' }));
    expect(accepted.body.value.pendingRequests).toEqual([]);
    expect((await accept()).body.errorCode).toBe('contract.status.invalid');
  });

  it('asks before accepting a lower-rate offer ends the contract held with a downline', async () => {
    const scenario = freshScenario();
    const token = await tokenFor(platform, 'agent02', 'Agent2024', { scenario });
    const accept = (extra: Record<string, string>) => callRoute<ContractView>(platform, 'contractDailySalary', { scenario, token, query: { id: 'contract-2', status: 'A', ...extra } });
    expect((await accept({})).body).toMatchObject({ errorCode: 'contract.rate.conflict', value: { conflicts: ['contract-6'] } });
    const confirmed = await accept({ confirmLowerRate: 'true' });
    expect(confirmed.body.value.asUpline).toContainEqual(expect.objectContaining({ id: 'contract-6', downline: 'agent41', status: 'C' }));
    expect(confirmed.body.value.asDownline).toContainEqual(expect.objectContaining({ id: 'contract-2', status: 'A' }));
    const offer = (downline: string) => callRoute(platform, 'contractDividend', { scenario, token, query: { downline, gameType: 'LIVE', status: 'P', tiers: JSON.stringify([{ contractRate: 10 }]) } });
    expect((await offer('member01')).body.errorCode).toBe('contract.downline.invalid');
  });

  it('is for agents only and follows its feature flag', async () => {
    const scenario = freshScenario();
    const memberToken = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    expect((await callRoute(platform, 'contractDividend', { scenario, token: memberToken })).body.errorCode).toBe('agent.only');
    await controlFor(platform, scenario).setFlag('HOURSAL3', false);
    const agentToken = await tokenFor(platform, 'agent41', 'Agent2024', { scenario });
    expect((await callRoute(platform, 'contractHourSalary', { scenario, token: agentToken, body: {} })).body.errorCode).toBe('function.not.available');
  });
});

describe('content', () => {
  it('pages announcements nine at a time in the request language', async () => {
    const first = await callRoute<{ list: { title: string; promotionType: string | null }[]; totalPages: number; totalCount: number }>(platform, 'announcements', { headers: { Language: 'en' } });
    expect(first.body.value.list).toHaveLength(9);
    expect(first.body.value.totalPages).toBe(Math.ceil(first.body.value.totalCount / 9));
    // the marquee's player notices come first (a click on one opens its announcement), then the announcements
    const notices = platform.catalogue.notices.filter((notice) => notice.type === 'PL');
    expect(first.body.value.list.slice(0, notices.length).map((item) => item.title)).toEqual(notices.map((notice) => notice.title.en));
    const english = platform.catalogue.announcements.filter((item) => !item.memberOnly)[0]?.title.en;
    expect(first.body.value.list[notices.length]?.title).toBe(english);
  });

  it('shows popups by audience: anonymous, member, first-time member', async () => {
    const executions = async (token?: string, scenario?: string) =>
      (await callRoute<{ popups: { execution: string }[] }>(platform, 'notices', { scenario, token, query: { types: 'PU' } })).body.value.popups.map((popup) => popup.execution);
    expect(await executions()).toEqual(['B']);
    const scenario = freshScenario();
    expect(await executions(await tokenFor(platform, 'member01', 'Member2024', { scenario }), scenario)).toEqual(['A']);
    expect(await executions(await tokenFor(platform, 'firstlogin01', 'Welcome2024', { scenario }), scenario)).toEqual(['A', 'F']);
  });

  it('answers only the notice types asked for', async () => {
    const result = await callRoute<Record<string, unknown>>(platform, 'notices', { query: { types: 'PL,H', platform: 'W' } });
    expect(Object.keys(result.body.value).sort()).toEqual(['headlines', 'notices']);
  });

  it('filters the winner board by category and limit', async () => {
    const result = await callRoute<{ list: { vo: { gameType: string; winAmount: number } }[] }>(platform, 'winnerBoard', { query: { gameCategory: 'LIVE', limitNum: 5 } });
    expect(result.body.value.list.length).toBeLessThanOrEqual(5);
    expect(result.body.value.list.every((entry) => entry.vo.gameType === 'LIVE')).toBe(true);
  });

  it('serves the announcements for agents to an agent only, nine a page, never in the public list', async () => {
    type Page = { list: { id: string; title: string; content: string }[]; totalPages: number; totalCount: number };
    const scenario = freshScenario();
    const agent = await tokenFor(platform, 'agent01', 'Agent2024', { scenario });
    const first = await callRoute<Page>(platform, 'announcements', { scenario, token: agent, query: { audience: 'AGENT' }, headers: { Language: 'es' } });
    expect(first.body.value).toMatchObject({ totalCount: platform.catalogue.agentAnnouncements.length, totalPages: 2 });
    expect(first.body.value.list).toHaveLength(9);
    expect(first.body.value.list[0]?.title).toBe('Liquidación de comisiones del mes');
    const second = await callRoute<Page>(platform, 'announcements', { scenario, token: agent, query: { audience: 'AGENT', pageNo: 2 } });
    expect(second.body.value.list).toHaveLength(platform.catalogue.agentAnnouncements.length - 9);
    // the seeded hostile item really is hostile: the sanitiser has something to do
    const hostile = first.body.value.list.find((item) => item.id === HOSTILE_AGENT_ANNOUNCEMENT_ID);
    expect(hostile?.content).toMatch(/<script>.*onerror=|onerror=.*<script>/s);
    const member = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    expect((await callRoute(platform, 'announcements', { scenario, token: member, query: { audience: 'AGENT' } })).body.errorCode).toBe('agent.only');
    expect((await callRoute(platform, 'announcements', { scenario, query: { audience: 'AGENT' } })).body.errorCode).toBe('agent.only');
    const everyone = await callRoute<Page>(platform, 'announcements', { scenario, token: agent, query: { pageSize: 100 } });
    expect(everyone.body.value.list.some((item) => item.id.startsWith('agent-ann-'))).toBe(false);
  });
});

describe('lottery', () => {
  const game = platform.catalogue.lotteryGames.find((candidate) => candidate.drawIntervalSeconds === 60);

  it('numbers draws from the scenario clock and keeps past results stable', async () => {
    if (!game) throw new Error('no one-minute lottery');
    const scenario = freshScenario();
    const opened = async () => (await callRoute<{ current: { numero: string; remainingSeconds: number }; last: { numero: string; numbers: string[] } }>(platform, 'lotteryOpenedNumero', { scenario, query: { gameCode: game.gameCode } })).body.value;
    const before = await opened();
    const now = env.clock.now();
    expect(before.current.numero).toBe(drawAt(game, openDrawIndex(game, now), now).numero);
    await controlFor(platform, scenario).advanceClock(60);
    const after = await opened();
    expect(after.current.numero).not.toBe(before.current.numero);
    expect(after.last.numero).toBe(before.current.numero);

    const results = await callRoute<{ list: { numero: string; numbers: string[] }[] }>(platform, 'lotteryRecentResults', { scenario, query: { gameCode: game.gameCode, count: 3 } });
    expect(results.body.value.list[0]).toEqual(expect.objectContaining({ numero: after.last.numero, numbers: after.last.numbers }));
  });

  it('groups menus by prize mode and refuses unknown games', async () => {
    const menu = await callRoute<{ prizeMode: string; gameMenus: { games: { prizeMode: string }[] }[] }>(platform, 'lotteryGameMenu', { query: { prizeMode: 'LOTT' } });
    expect(menu.body.value.gameMenus.flatMap((group) => group.games).every((item) => item.prizeMode === 'LOTT')).toBe(true);
    expect((await callRoute(platform, 'lotteryGameMenu', {})).body.value).toMatchObject({ prizeMode: 'ELOTT' });
    expect((await callRoute(platform, 'lotteryRecentResults', { query: { gameCode: 'nope' } })).body.errorCode).toBe('game.not.found');
  });
});
