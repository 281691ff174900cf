/**
 * Wiring of the member's red counts (loaded with the signed-in header, not a visitor's first page):
 * one call for the unread messages, missions and rewards waiting, read by the header's messages
 * button and the member centre's menu.
 */
import { createMemberCentreApi } from '@api/memberCentre';
import { memberBadgesMachine, type MemberBadgeCounts } from '@machines/memberBadges.machine';
import * as platform from './platform';

/** This chunk's own adapter area, from the shared requester (its schema stays out of the first route). */
const memberCentreArea = createMemberCentreApi(platform.requester);

export const memberBadgesLogic = memberBadgesMachine.provide({
  actors: {
    loadBadges: platform.platformCall<MemberBadgeCounts>((_, { signal }) => {
      // the app's core areas plus this one (a test's adapter brings its own memberCentre)
      const api = { memberCentre: memberCentreArea, ...platform.api };
      return api.memberCentre.getBadges({ signal });
    }),
  },
});
