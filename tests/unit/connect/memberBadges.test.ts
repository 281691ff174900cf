/**
 * connectMemberBadges without React: snapshots of the memberBadges chart (resolveState, no actor
 * run) → the menu's badges and the header's unread count (only above 0, "99+" above 99, the last
 * counts kept while asked again), and its intent → BADGES_STALE.
 */
import { describe, expect, it, vi } from 'vitest';
import { memberBadgesMachine, type MemberBadgesContext } from '../../../machines/member/memberBadges.machine';
import { badgeText, connectMemberBadges } from '../../../machines/member/memberBadges.connect';

const base: MemberBadgesContext = { badges: { unreadMessages: 3, missions: 0, rewards: 12 } };
const at = (value: 'loading' | 'shown' | 'unavailable', context: Partial<MemberBadgesContext> = {}) =>
  memberBadgesMachine.resolveState({ value, context: { ...base, ...context } });

describe('connectMemberBadges', () => {
  it('gives a badge only to messages, missions and rewards, and only above 0', () => {
    const api = connectMemberBadges(at('shown'), vi.fn());
    expect(api.badgeOf('messageV2')).toBe(3);
    expect(api.badgeOf('missionLeaderboard')).toBeNull();
    expect(api.badgeOf('rewardCenter')).toBe(12);
    expect(api.badgeOf('withdraw')).toBeNull();
    expect(api.badgeOf('constructor')).toBeNull();
  });

  it("the header's unread count is the menu's messages badge: none at 0", () => {
    expect(connectMemberBadges(at('shown'), vi.fn()).unreadMessages).toBe(3);
    expect(connectMemberBadges(at('shown', { badges: { unreadMessages: 0, missions: 2, rewards: 1 } }), vi.fn()).unreadMessages).toBeNull();
    expect(connectMemberBadges(at('loading', { badges: null }), vi.fn()).unreadMessages).toBeNull();
  });

  it('a badge reads the number up to 99 and "99+" above', () => {
    expect([badgeText(1), badgeText(99), badgeText(100), badgeText(2500)]).toEqual(['1', '99', '99+', '99+']);
    expect(connectMemberBadges(at('shown'), vi.fn()).badgeText(120)).toBe('99+');
  });

  it('keeps the last counts on show while they are asked again, and none before the first answer', () => {
    expect(connectMemberBadges(at('loading'), vi.fn())).toMatchObject({ badgesLoading: true, badgesFailed: false, unreadMessages: 3 });
    expect(connectMemberBadges(at('loading', { badges: null }), vi.fn()).badgeOf('messageV2')).toBeNull();
    expect(connectMemberBadges(at('unavailable'), vi.fn())).toMatchObject({ badgesLoading: false, badgesFailed: true, unreadMessages: 3 });
  });

  it('sends BADGES_STALE', () => {
    const send = vi.fn();
    connectMemberBadges(at('shown'), send).badgesStale();
    expect(send.mock.calls).toEqual([[{ type: 'BADGES_STALE' }]]);
  });
});
