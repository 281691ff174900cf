/**
 * The path model of the member centre chart: the gate's verdicts (visitor, trial, member; a lost
 * session once open), page changes, a resize across the lg breakpoint, closing the overlay, and
 * the badge counts answering, failing and going stale.
 */
import type { PathModel } from '../registry';
import type { MemberCentreMachine } from '../../../machines/memberCentre.machine';

const DONE = 'xstate.done.actor.loadBadges';
const ERROR = 'xstate.error.actor.loadBadges';

const events = {
  [DONE]: [{ type: DONE, output: { unreadMessages: 3, missions: 2, rewards: 0 } }],
  [ERROR]: [{ type: ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:network' } }],
  ACCESS: [
    { type: 'ACCESS', access: 'member' },
    { type: 'ACCESS', access: 'visitor' },
    { type: 'ACCESS', access: 'trial' },
  ],
  SHOW_PAGE: [{ type: 'SHOW_PAGE', page: 'messageV2' }],
  VIEWPORT: [
    { type: 'VIEWPORT', wide: false },
    { type: 'VIEWPORT', wide: true },
  ],
  CLOSE: [{ type: 'CLOSE' }],
  BADGES_STALE: [{ type: 'BADGES_STALE' }],
};

export const memberCentreModel: PathModel<MemberCentreMachine> = {
  stitchTours: true,
  events,
  input: { page: 'securityCenter', access: 'checking', wide: true, beneath: null },
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, wide: snapshot.context.wide, page: snapshot.context.page }),
};
