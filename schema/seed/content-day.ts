/**
 * The day seeded content is dated against: the UTC day of the platform clock when the
 * platform is created (`createPlatform`'s `now`, which a test run sets to its one today). The
 * blog, the news, announcements, notices and the games' release dates are counted back from it,
 * so they read as recent on whatever date the platform lives, never as year-old news, and none
 * lies after the platform's today.
 */

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Midnight UTC (ms) of the day `time` falls on: the content day of a platform created at `time`. */
export function contentDayOf(time: number): number {
  return Math.floor(time / DAY_MS) * DAY_MS;
}

/**
 * What the editorial content (articles, announcements, notices) is dated back from: noon UTC of
 * the day before the content day. A whole day back, so the newest item is "yesterday" and never
 * after the platform's now, whatever the hour it was created at; noon, so that day is the same
 * calendar day in every reader's time zone from UTC-11 to UTC+11.
 */
export function editorialNewest(contentDay: number): number {
  return contentDay - DAY_MS + 12 * HOUR_MS;
}
