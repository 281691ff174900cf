/**
 * Wiring of the member centre chart (loaded with the member centre, not the first page): the badge
 * counts, the login popup with the page to come back to, the trial account's restricted action
 * reported to the session, and leaving for the page beneath.
 */
import { createMemberCentreApi } from '@api/memberCentre';
import { memberCentreMachine, type MemberBadgeCounts } from '@machines/memberCentre.machine';
import { navigate } from 'wouter/use-browser-location';
import { loginPathFor } from '../navigation';
import * as platform from './platform';

/** This chunk's own adapter area, from the shared requester (its schema stays out of the first route). */
const memberCentreArea = createMemberCentreApi(platform.requester);

export const memberCentreLogic = memberCentreMachine.provide({
  actors: {
    loadBadges: platform.platformCall<MemberBadgeCounts>((_, { signal }) => {
      // the app's core areas plus this one (a test's adapter brings its own memberCentre)
      const api = { memberCentre: memberCentreArea, ...platform.api };
      return api.memberCentre.getBadges({ signal });
    }),
  },
  actions: {
    sendToLogin: (_, { returnTo }) => navigate(loginPathFor(returnTo), { replace: true }),
    reportRestricted: ({ self }) => self._parent?.send({ type: 'RESTRICTED' }),
    leave: (_, { to }) => navigate(to, { replace: true }),
  },
});
