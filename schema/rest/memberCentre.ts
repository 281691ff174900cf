/**
 * The member centre shell (ours): the red count badges of the member menu (SPEC.md §2) in one
 * call. Unread messages are the member's own count (the messages area reads the same field);
 * missions and rewards waiting are kept per scenario here and steered through the control
 * endpoint (`setBadgeCounts`). A trial account has none (SPEC.md §6: its counts are not fetched).
 */
import type { Member, Scenario } from '../scenario.js';
import { availableRewards, setAvailableRewardCount, setUnreadCount, unreadCount } from '../inbox.js';
import { defineHandlers, ok } from './http.js';

export interface BadgeCounts {
  readonly unreadMessages: number;
  readonly missions: number;
  readonly rewards: number;
}

interface WaitingCounts {
  missions: number;
  rewards: number;
}

/** Seeded: member01 has missions waiting (its rewards waiting are the reward centre's, schema/inbox.ts). */
const SEEDED_WAITING: Readonly<Record<string, WaitingCounts>> = {
  member01: { missions: 2, rewards: 0 },
};

/** Per scenario (a reset builds a new Scenario, so its counts start from the seed again). */
const waitingByScenario = new WeakMap<Scenario, Map<string, WaitingCounts>>();

function waitingOf(scenario: Scenario, member: Member): WaitingCounts {
  let byMember = waitingByScenario.get(scenario);
  if (!byMember) {
    byMember = new Map();
    waitingByScenario.set(scenario, byMember);
  }
  const key = member.username.toLowerCase();
  let counts = byMember.get(key);
  if (!counts) {
    counts = { ...(SEEDED_WAITING[key] ?? { missions: 0, rewards: 0 }) };
    byMember.set(key, counts);
  }
  return counts;
}

export function badgeCounts(scenario: Scenario, member: Member): BadgeCounts {
  if (member.type === 4) return { unreadMessages: 0, missions: 0, rewards: 0 };
  const waiting = waitingOf(scenario, member);
  // unread messages and rewards waiting are the inbox's and the reward centre's own counts (schema/inbox.ts)
  return { unreadMessages: unreadCount(scenario, member), missions: waiting.missions, rewards: availableRewards(scenario, member).length };
}

/** The control endpoint's setBadgeCounts: an absent count is left as it is; a new unread count is pushed as a newMessage event. */
export function setBadgeCounts(scenario: Scenario, member: Member, change: { unreadMessages?: number | null; missions?: number | null; rewards?: number | null }): BadgeCounts {
  const waiting = waitingOf(scenario, member);
  if (change.missions != null) waiting.missions = change.missions;
  // the inbox and the reward centre are made to hold that many (the inbox pushes newMessage on a change)
  if (change.rewards != null) setAvailableRewardCount(scenario, member, change.rewards);
  if (change.unreadMessages != null) setUnreadCount(scenario, member, change.unreadMessages);
  return badgeCounts(scenario, member);
}

export const memberCentreHandlers = defineHandlers({
  memberBadges: (context) => ok(badgeCounts(context.scenario, context.member)),
});
