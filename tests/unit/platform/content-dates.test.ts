/**
 * Seeded content is dated relative to the platform's clock (the suite passes on any
 * calendar date): the blog, the news, announcements (the players' and the agents'), notices and
 * the games' release dates are counted back from the UTC day the platform was created on, so a
 * member never sees year-old news nor an item dated after today, and the new-game flag follows
 * the same day. Seeded accounts registered long before the clock, whatever its year.
 */
import { describe, expect, it } from 'vitest';
import { createPlatform } from '../../../schema/platform';
import { callRoute, fakeClock, freshScenario, tokenFor } from './support';

const DAY_MS = 86_400_000;
/** The newest seeded item is at most this many days before the clock's day. */
const NEWEST_WITHIN_DAYS = 3;
/** And none is older than this: recent news, not last year's. */
const OLDEST_WITHIN_DAYS = 90;
/** The new flag's window (schema/seed/games.ts NEW_GAME_DAYS). */
const NEW_GAME_DAYS = 45;

interface Dated {
  readonly id: string;
  readonly publishTime: string;
}

interface Page {
  readonly list: Dated[];
}

/** Clocks far from the seeds' old fixed 2025 dates, at both ends of a UTC day, and a leap day. */
const CLOCKS = [
  ['2027-01-01T00:05:00Z', 'five minutes into New Year’s Day 2027'],
  ['2028-02-29T23:55:00Z', 'late on 29 February 2028'],
  ['2023-03-15T12:00:00Z', 'noon on 15 March 2023, before the old seeds’ dates'],
] as const;

describe.each(CLOCKS)('a platform whose clock reads %s (%s)', (clockIso) => {
  const now = Date.parse(clockIso);
  const clockDay = Date.parse(`${clockIso.slice(0, 10)}T00:00:00Z`);
  const platform = createPlatform({ now: fakeClock(now).now });

  /** Every item dated before the clock's day, none a season old; answers the times. */
  function expectDatedInRecentPast(items: readonly Dated[], what: string): number[] {
    expect(items.length, what).toBeGreaterThan(0);
    const times = items.map((item) => Date.parse(item.publishTime));
    expect(times.every(Number.isFinite), `${what}: every publishTime is a date`).toBe(true);
    expect(Math.max(...times), `${what}: none on or after the clock's day`).toBeLessThan(clockDay);
    expect(Math.min(...times), `${what}: none older than ${OLDEST_WITHIN_DAYS} days`).toBeGreaterThan(clockDay - OLDEST_WITHIN_DAYS * DAY_MS);
    return times;
  }

  /** As above, newest first, the newest within the last few days before the clock's day. */
  function expectRecentNewestFirst(items: readonly Dated[], what: string): void {
    const times = expectDatedInRecentPast(items, what);
    expect(times, `${what}: newest first`).toEqual(times.toSorted((left, right) => right - left));
    const [newest = Number.NaN] = times;
    expect(newest, `${what}: newest within ${NEWEST_WITHIN_DAYS} days`).toBeGreaterThanOrEqual(clockDay - NEWEST_WITHIN_DAYS * DAY_MS);
  }

  it.each(['BLOG', 'NEWS'])('dates the %s articles in the days before its today, newest first', async (kind) => {
    const page = await callRoute<Page>(platform, 'articleList', { query: { kind, pageSize: 50 } });
    expect(page.body.success).toBe(true);
    expectRecentNewestFirst(page.body.value.list, kind);
  });

  it('dates the announcements (a member sees them all) and the marquee notices in the days before its today', async () => {
    const scenario = freshScenario('content-dates');
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    const page = await callRoute<Page>(platform, 'announcements', { scenario, token, query: { pageSize: 100 } });
    // the marquee's notices head the list under their own ids, then the announcements
    const announcements = page.body.value.list.filter((item) => item.id.startsWith('ann-'));
    expect(announcements).toHaveLength(platform.catalogue.announcements.length);
    expectRecentNewestFirst(announcements, 'announcements');
    const notices = await callRoute<{ notices: Dated[]; headlines: Dated[] }>(platform, 'notices', { query: { types: 'PL,H' } });
    expectRecentNewestFirst(notices.body.value.notices, 'marquee notices');
    // the two headlines went out the week before
    expectDatedInRecentPast(notices.body.value.headlines, 'headlines');
  });

  it('dates the announcements for agents in the days before its today', async () => {
    const scenario = freshScenario('content-dates');
    const token = await tokenFor(platform, 'agent01', 'Agent2024', { scenario });
    const page = await callRoute<Page & { totalCount: number }>(platform, 'announcements', { scenario, token, query: { audience: 'AGENT', pageSize: 100 } });
    expect(page.body.value.list).toHaveLength(page.body.value.totalCount);
    expectRecentNewestFirst(page.body.value.list, 'agent announcements');
  });

  it('releases no game after its today and flags as new exactly the games released in the last weeks', () => {
    const today = clockIso.slice(0, 10);
    const games = platform.catalogue.games;
    expect(games.every((game) => game.releaseDate <= today)).toBe(true);
    const releasedRecently = (releaseDate: string) => Date.parse(`${releaseDate}T00:00:00Z`) > clockDay - NEW_GAME_DAYS * DAY_MS;
    expect(games.filter((game) => game.isNew === 1).length).toBeGreaterThan(0);
    for (const game of games) expect(game.isNew === 1, `${game.nodeId} released ${game.releaseDate}`).toBe(releasedRecently(game.releaseDate));
  });

  it('has its seeded accounts registered more than a year before its clock', async () => {
    const scenario = freshScenario('content-dates');
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    const info = await callRoute<{ registerTime: string }>(platform, 'memberInfo', { scenario, token });
    const registered = Date.parse(info.body.value.registerTime);
    expect(registered).toBeLessThan(now - 365 * DAY_MS);
    expect(registered).toBeGreaterThan(now - 2 * 365 * DAY_MS);
  });
});
