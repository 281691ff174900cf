/**
 * The member's red counts as the header and the member centre's menu see them: a menu entry's
 * badge, the header's unread messages (hidden at 0, "99+" above 99), and asking again. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import { TAGS, type Send } from '../kit';
import { MEMBER_BADGES_TAGS, type MemberBadgesEvent, type MemberBadgesMachine } from './memberBadges.machine';

/** The menu entries that carry a red count badge (SPEC.md §2), by page name. */
export const BADGED_PAGES = { messageV2: 'unreadMessages', missionLeaderboard: 'missions', rewardCenter: 'rewards' } as const;
export type BadgedPage = keyof typeof BADGED_PAGES;

/** Above this a badge reads "99+". */
export const BADGE_CAP = 99;

export interface MemberBadgesView {
  /** The red count of a menu entry, only when above 0 (null: no badge). */
  badgeOf(page: string): number | null;
  /** The unread messages, only when above 0 (null: no badge): the header's and the menu's number. */
  readonly unreadMessages: number | null;
  /** What a badge shows for a count: the number, or "99+" above 99. */
  badgeText(count: number): string;
  /** The counts are being asked for. */
  readonly badgesLoading: boolean;
  /** The last ask for the counts failed (the last counts, if any, stay on show). */
  readonly badgesFailed: boolean;
  /** The counts may have changed: focus or visibility regained, a live account event. */
  badgesStale(): void;
}

function isBadgedPage(page: string): page is BadgedPage {
  return Object.hasOwn(BADGED_PAGES, page);
}

export const badgeText = (count: number): string => (count > BADGE_CAP ? `${BADGE_CAP}+` : String(count));

export function connectMemberBadges(snapshot: SnapshotFrom<MemberBadgesMachine>, send: Send<MemberBadgesEvent>): MemberBadgesView {
  const { badges } = snapshot.context;
  const badgeOf = (entry: string) => {
    if (!badges || !isBadgedPage(entry)) return null;
    const count = badges[BADGED_PAGES[entry]];
    return count > 0 ? count : null;
  };
  return {
    badgeOf,
    unreadMessages: badgeOf('messageV2'),
    badgeText,
    badgesLoading: snapshot.hasTag(MEMBER_BADGES_TAGS.badgesLoading),
    badgesFailed: snapshot.hasTag(TAGS.failed),
    badgesStale: () => send({ type: 'BADGES_STALE' }),
  };
}
