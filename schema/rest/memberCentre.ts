/**
 * The member centre shell (ours): the red count badges of the member menu (SPEC.md §2) in one
 * call. Each count is its page's own: unread messages (the messages area reads the same field),
 * missions waiting to be claimed (schema/domain/missions.ts) and rewards waiting (schema/domain/inbox.ts);
 * the control endpoint's `setBadgeCounts` makes those pages hold the counts it names. A trial
 * account has none (SPEC.md §6: its counts are not fetched).
 */
import type { Member, Scenario } from '../state/scenario.js';
import { TRIAL_TYPE } from '../seed/accounts.js';
import { availableRewards, setAvailableRewardCount, setUnreadCount, unreadCount } from '../domain/inbox.js';
import { claimableMissionCount, setClaimableMissionCount } from '../domain/missions.js';
import { defineHandlers, ok } from './http.js';

export interface BadgeCounts {
  readonly unreadMessages: number;
  readonly missions: number;
  readonly rewards: number;
}

export function badgeCounts(scenario: Scenario, member: Member): BadgeCounts {
  if (member.type === TRIAL_TYPE) return { unreadMessages: 0, missions: 0, rewards: 0 };
  return { unreadMessages: unreadCount(scenario, member), missions: claimableMissionCount(scenario, member), rewards: availableRewards(scenario, member).length };
}

/** The control endpoint's setBadgeCounts: an absent count is left as it is; a new unread count is pushed as a newMessage event. */
export function setBadgeCounts(scenario: Scenario, member: Member, change: { unreadMessages?: number | null; missions?: number | null; rewards?: number | null }): BadgeCounts {
  // the mission page, the inbox and the reward centre are made to hold that many (the inbox pushes newMessage on a change)
  if (change.missions != null) setClaimableMissionCount(scenario, member, change.missions);
  if (change.rewards != null) setAvailableRewardCount(scenario, member, change.rewards);
  if (change.unreadMessages != null) setUnreadCount(scenario, member, change.unreadMessages);
  return badgeCounts(scenario, member);
}

export const memberCentreHandlers = defineHandlers({
  memberBadges: (context) => ok(badgeCounts(context.scenario, context.member)),
});
