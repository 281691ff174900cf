/**
 * The embedded platform's seeded data reads like a real site's: the history it starts with is
 * history (every seeded bet placed and settled before the scenario starts, so none settles in the
 * future and none is still running with its winnings already known), no game is named with its
 * marketing suffix twice, and no carousel shows the same banner twice.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SEED } from '../../../schema/infra/prng';
import { contentDayOf } from '../../../schema/seed/content-day';
import { generateSeedRecords } from '../../../schema/seed/index';
import { memberBetHistory, teamTemplate, type OrderSeed } from '../../../schema/seed/team';

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
