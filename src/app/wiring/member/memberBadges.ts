/**
 * Wiring of the member's red counts (loaded with the signed-in header, not a visitor's first page),
 * read by the header's messages button and the member centre's menu:
 * - the unread messages from API.md's `CSP_unreadCount` (routes.ts `unreadMessageCount`, audit #11):
 *   the count a real platform answers. It decides the load: when it fails the load fails (quietly,
 *   the last counts stay on show) and is asked again on the next signal.
 * - the missions and rewards waiting from our `memberBadges` call, asked at the same time. A
 *   platform without it (404) or a failed answer gives no missions or rewards badge (0), never a
 *   failed header count. Its own `unreadMessages` is not read.
 */
import { createMemberCentreApi } from '@api/memberCentre';
import { memberBadgesMachine, type MemberBadgeCounts } from '@machines/member/memberBadges.machine';
import { api, lazyArea, platformCall } from '../platform';

const memberCentreArea = lazyArea('memberCentre', createMemberCentreApi);

/** Without the badges call's answer: no missions or rewards badge. */
const NO_OTHER_COUNTS = { missions: 0, rewards: 0 } as const;

export const memberBadgesLogic = memberBadgesMachine.provide({
  actors: {
    loadBadges: platformCall<MemberBadgeCounts>(async (_, { signal }) => {
      const [unread, others] = await Promise.allSettled([api.member.getUnreadMessageCount({ signal }), memberCentreArea().getBadges({ signal })]);
      if (unread.status === 'rejected') throw unread.reason;
      const { missions, rewards } = others.status === 'fulfilled' ? others.value : NO_OTHER_COUNTS;
      return { unreadMessages: unread.value, missions, rewards };
    }),
  },
});
