/**
 * The embedded platform's seeded data reads like a real site's: the history it starts with is
 * history (every seeded bet placed and settled before the scenario starts, so none settles in the
 * future and none is still running with its winnings already known; the live bets that follow are
 * counted once the platform's clock reaches their settlement; VIP's month, the missions and the
 * betting record count the same bets), no game is named with its
 * marketing suffix twice, and no carousel shows the same banner twice.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SEED } from '../../../schema/infra/prng';
import { contentDayOf } from '../../../schema/seed/content-day';
import { generateSeedRecords } from '../../../schema/seed/index';
import { memberBetHistory, teamTemplate, type OrderSeed } from '../../../schema/seed/team';
import { callRoute, controlFor, createTestPlatform, freshScenario, tokenFor, type TestPlatform } from './support';

/** The default seed and a few others: the rules hold for every seed, not one lucky draw. */
const SEEDS = [DEFAULT_PLATFORM_SEED, 1, 7, 42];
const CONTENT_DAY = contentDayOf(Date.parse('2025-06-01T12:00:00Z'));
/** The words the catalogue adds to tell two games of one title apart. */
const SUFFIX_WORDS = ['Deluxe', 'Megaways', 'Power', 'Link', 'Rising', 'Xtreme', 'Boost', 'Ways'];

/** The seeded bets whose settlement lies at or after the scenario's start (age counts back from it). */
const unsettledAtStart = (orders: readonly OrderSeed[]) => orders.filter((order) => order.age - order.settleDelay <= 0);

describe('believable seeds', () => {
  it.each(SEEDS)('every seeded team bet was settled before the scenario starts (seed %i)', (seed) => {
    const { orders } = teamTemplate(seed);
    expect(orders.length).toBeGreaterThan(1000);
    expect(unsettledAtStart(orders)).toEqual([]);
  });

  it.each(SEEDS)("a seeded member's own bets, today's too, are settled when the scenario starts: none pending with its winnings shown (seed %i)", (seed) => {
    const orders = memberBetHistory(seed, 'member01');
    // today has its bets (the record's default week is never empty)
    expect(orders.filter((order) => order.age < 86_400_000).length).toBeGreaterThan(0);
    expect(unsettledAtStart(orders)).toEqual([]);
  });

  it.each(SEEDS)('no game carries one suffix twice ("Oro del Inca Deluxe Deluxe") (seed %i)', (seed) => {
    const { games } = generateSeedRecords(seed, CONTENT_DAY);
    const doubled = games
      .map((game) => game.displayName)
      .filter((name) => SUFFIX_WORDS.some((word) => name.split(' ').filter((part) => part === word).length > 1));
    expect(doubled).toEqual([]);
  });

  it.each(SEEDS)('no carousel shows the same banner twice (seed %i)', (seed) => {
    const { banners } = generateSeedRecords(seed, CONTENT_DAY);
    const groups = new Map<string, string[]>();
    for (const banner of banners) groups.set(banner.groupName, [...(groups.get(banner.groupName) ?? []), banner.title.es]);
    expect(groups.size).toBeGreaterThan(1);
    for (const [group, titles] of groups) expect(titles, group).toEqual([...new Set(titles)]);
  });
});

describe('believable live bets', () => {
  interface Row {
    readonly orderNo: string;
    readonly betTimeInTimestamp: number;
    readonly settleTimeInTimestamp: number;
    readonly winAmount: number;
    readonly status?: string;
  }
  interface Page {
    readonly list: readonly Row[];
    readonly totalPages: number;
  }
  let env: TestPlatform;
  beforeAll(() => {
    env = createTestPlatform();
  });

  async function rows(route: 'teamBetting' | 'memberBettingRecord', scenario: string, token: string, query: Record<string, string | number>): Promise<Row[]> {
    const found: Row[] = [];
    for (let pageNo = 1, pages = 1; pageNo <= pages; pageNo += 1) {
      const answer = await callRoute<Page>(env.platform, route, { scenario, token, query: { ...query, pageNo, pageSize: 200 } });
      expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
      found.push(...answer.body.value.list);
      pages = answer.body.value.totalPages;
    }
    return found;
  }

  it("no team bet of the live windows is settled after the platform's clock, and none pending shows winnings", async () => {
    const scenario = freshScenario('live-bets');
    const agent = await tokenFor(env.platform, 'agent01', 'Agent2024', { scenario });
    const member = await tokenFor(env.platform, 'member01', 'Member2024', { scenario });
    const control = controlFor(env.platform, scenario);
    // the team is built, then the clock goes two and a half windows on: bets are drawn in the
    // middle of a window, some placed before now that settle after it
    await rows('teamBetting', scenario, agent, { startTime: Date.parse('2025-06-01T00:00:00Z'), endTime: Date.parse('2025-06-01T23:59:59.999Z') });
    const { now } = await control.advanceClock(12 * 60 + 30);
    const today = { startTime: Date.parse('2025-06-01T00:00:00Z'), endTime: Date.parse('2025-06-01T23:59:59.999Z') };
    const byBet = await rows('teamBetting', scenario, agent, { ...today, timeType: 'BET' });
    const bySettle = await rows('teamBetting', scenario, agent, { ...today, timeType: 'SETTLE' });
    // live bets came in after the scenario's start
    expect(byBet.filter((row) => row.betTimeInTimestamp > now - 12 * 60_000).length).toBeGreaterThan(0);
    for (const list of [byBet, bySettle]) {
      expect(list.filter((row) => row.settleTimeInTimestamp > now || row.betTimeInTimestamp > now)).toEqual([]);
    }
    const own = await rows('memberBettingRecord', scenario, member, { ...today, timeType: 'BET' });
    expect(own.filter((row) => row.settleTimeInTimestamp > now || (row.status === 'PENDING' && row.winAmount !== 0))).toEqual([]);
  });
});

describe("VIP's month, the missions and the betting record count the same bets", () => {
  let env: TestPlatform;
  beforeAll(() => {
    env = createTestPlatform();
  });

  it("member01's VIP turnover this month is its betting record's bets of the month, and its slots mission those of the week", async () => {
    const scenario = freshScenario('vip-bets');
    const token = await tokenFor(env.platform, 'member01', 'Member2024', { scenario });
    const call = async <Value>(route: 'vipProgress' | 'missionList' | 'memberBettingRecord', query: Record<string, string | number> = {}) => {
      const answer = await callRoute<Value>(env.platform, route, { scenario, token, query });
      expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
      return answer.body.value;
    };
    const betsFrom = async (start: string, gameType?: string) =>
      (await call<{ totals: { betAmount: number } }>('memberBettingRecord', { startTime: Date.parse(start), endTime: Date.parse('2025-06-01T23:59:59.999Z'), pageSize: 200, ...(gameType ? { gameType } : {}) })).totals.betAmount;
    const vip = await call<{ monthlyTurnover: { actual: number }; months: { month: string; turnover: number }[] }>('vipProgress');
    // the platform's clock: 2025-06-01 12:00 UTC, a Sunday; the month began today, the week on Monday 26 May
    const month = await betsFrom('2025-06-01T00:00:00Z');
    expect(month).toBeGreaterThan(0);
    expect(vip.monthlyTurnover.actual).toBe(month);
    expect(vip.months.at(-1)).toEqual({ month: '2025-06', turnover: month });
    const missions = (await call<{ list: { missionId: string; progress: number }[] }>('missionList')).list;
    expect(missions.find((mission) => mission.missionId === 'msn-member01-bet-slots')?.progress).toBe(await betsFrom('2025-05-26T00:00:00Z', 'RNG'));
  });
});
