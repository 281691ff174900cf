/**
 * The path model of the member's red counts (header messages button and member centre menu): the
 * counts answering, failing and going stale (also during a load).
 */
import type { PathModel } from '../registry';
import type { MemberBadgesMachine } from '../../../machines/member/memberBadges.machine';

const DONE = 'xstate.done.actor.loadBadges';
const ERROR = 'xstate.error.actor.loadBadges';

const events = {
  [DONE]: [{ type: DONE, output: { unreadMessages: 3, missions: 2, rewards: 0 } }],
  [ERROR]: [{ type: ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:network' } }],
  BADGES_STALE: [{ type: 'BADGES_STALE' }],
};

export const memberBadgesModel: PathModel<MemberBadgesMachine> = {
  events,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, shown: snapshot.context.badges !== null }),
};
