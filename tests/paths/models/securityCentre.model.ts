/**
 * The path model of the security centre's overview: loaded (member01 as seeded), a failure and its
 * retry; copy ID copied or refused, each dismissed; a task opened (binding the authenticator),
 * closed, or done and the items read again (answered or failed, then refreshed again).
 */
import type { PathModel } from '../registry';
import type { SecurityCentreMachine } from '../../../machines/security/securityCentre.machine';
import { OVERVIEW, OVERVIEW_BOUND } from './security-samples';

const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;
const failure = (messageKey: string) => ({ kind: 'envelope', errorCode: 'x', messageKey });

const events = {
  [done('loadOverview')]: [{ type: done('loadOverview'), output: OVERVIEW }],
  [error('loadOverview')]: [{ type: error('loadOverview'), error: failure('errors:networkAbnormal') }],
  [done('refreshOverview')]: [{ type: done('refreshOverview'), output: OVERVIEW_BOUND }],
  [error('refreshOverview')]: [{ type: error('refreshOverview'), error: failure('errors:networkAbnormal') }],
  [done('copyMemberId')]: [{ type: done('copyMemberId') }],
  [error('copyMemberId')]: [{ type: error('copyMemberId'), error: new Error('clipboard refused') }],
  RETRY: [{ type: 'RETRY' }],
  REFRESH: [{ type: 'REFRESH' }],
  COPY_ID: [{ type: 'COPY_ID' }],
  DISMISS: [{ type: 'DISMISS' }],
  OPEN_TASK: [{ type: 'OPEN_TASK', task: 'bindAuthenticator' }],
  CLOSE_TASK: [{ type: 'CLOSE_TASK' }],
  TASK_DONE: [{ type: 'TASK_DONE' }],
};

export const securityCentreModel: PathModel<SecurityCentreMachine> = {
  stitchTours: true,
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      bound: snapshot.context.overview?.config.items.authenticator.isComplete ?? null,
      task: snapshot.context.task,
      lastDone: snapshot.context.lastDone,
      refreshFailed: snapshot.context.refreshFailed,
    }),
};
