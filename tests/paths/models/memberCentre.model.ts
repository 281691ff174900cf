/**
 * The path model of the member centre chart: the gate's verdicts (visitor, trial, member; a lost
 * session once open), page changes, a resize across the lg breakpoint and closing the overlay
 * (the menu's counts are the memberBadges chart's model).
 */
import type { PathModel } from '../registry';
import type { MemberCentreMachine } from '../../../machines/member/memberCentre.machine';

const events = {
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
};

export const memberCentreModel: PathModel<MemberCentreMachine> = {
  stitchTours: true,
  events,
  input: { page: 'securityCenter', access: 'checking', wide: true, beneath: null },
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, wide: snapshot.context.wide, page: snapshot.context.page }),
};
