/**
 * Who has live account events: apart from the chart, so the app shell
 * can decide without loading it (the chart comes with the notice region's chunk).
 */

/** The roles the session knows (null: a visitor). */
export type AccountEventsRole = 'member' | 'agent' | 'trial' | null;

/** Only a real account (member or agent) has live events; a trial account or a visitor never connects. */
export function hasLiveEvents(role: AccountEventsRole): boolean {
  return role === 'member' || role === 'agent';
}
