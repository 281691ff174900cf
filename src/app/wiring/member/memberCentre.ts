/**
 * Wiring of the member centre chart (loaded with the member centre, not the first page): the login
 * popup with the page to come back to, the trial account's restricted action reported to the
 * session, and leaving for the page beneath. The menu's counts are the memberBadges flow's
 * (./memberBadges.ts).
 */
import { memberCentreMachine } from '@machines/member/memberCentre.machine';
import { navigate } from 'wouter/use-browser-location';
import { loginPathFor } from '../../navigation';

export const memberCentreLogic = memberCentreMachine.provide({
  actions: {
    sendToLogin: (_, { returnTo }) => navigate(loginPathFor(returnTo), { replace: true }),
    reportRestricted: ({ self }) => self._parent?.send({ type: 'RESTRICTED' }),
    leave: (_, { to }) => navigate(to, { replace: true }),
  },
});
