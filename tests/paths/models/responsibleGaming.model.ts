/**
 * The path model of responsible gaming: loaded (a daily limit of 500) or failed and retried; a
 * limit typed wrong, lowered (saved at once) or raised (asked first); a cool-off; self-exclusion
 * with its box unticked and ticked; each change accepted or refused; cancel; a raise read again
 * by itself once it falls due. A change made whose answer carried no state: the
 * settings read after it, or that read failing (saved, never an error), then RELOAD read or failed again.
 */
import type { PathModel } from '../registry';
import type { ResponsibleGamingMachine } from '../../../machines/member/responsibleGaming.machine';
import { RG_COOL_OFF, RG_EXCLUDED, RG_LOWERED, RG_PENDING_SOON, RG_PLAIN } from './account-samples';

/** The page reads the state again once a pending raise falls due (30 s in the sample). */
const PENDING_DUE = 'xstate.after.pendingFallsDue.responsibleGaming.ready.idle';
const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;
const failure = (messageKey: string) => ({ kind: 'envelope', errorCode: 'x', messageKey });

const events = {
  [done('loadState')]: [{ type: done('loadState'), output: RG_PLAIN }],
  [error('loadState')]: [{ type: error('loadState'), error: failure('errors:networkAbnormal') }],
  [done('applyChange')]: [
    { type: done('applyChange'), output: { state: RG_LOWERED, change: 'applied' } },
    { type: done('applyChange'), output: { state: RG_PENDING_SOON, change: 'pending' } },
    { type: done('applyChange'), output: { state: RG_COOL_OFF } },
    { type: done('applyChange'), output: { state: RG_EXCLUDED } },
    // made, its answer without the state (value null): the chart reads the settings itself
    { type: done('applyChange'), output: { state: null, change: null } },
  ],
  [error('applyChange')]: [{ type: error('applyChange'), error: failure('errors:networkAbnormal') }],
  [done('rereadState')]: [{ type: done('rereadState'), output: RG_LOWERED }],
  [error('rereadState')]: [{ type: error('rereadState'), error: failure('errors:networkAbnormal') }],
  [done('reloadState')]: [{ type: done('reloadState'), output: RG_LOWERED }],
  [error('reloadState')]: [{ type: error('reloadState'), error: failure('errors:networkAbnormal') }],
  RELOAD: [{ type: 'RELOAD' }],
  [PENDING_DUE]: [{ type: PENDING_DUE }],
  RETRY: [{ type: 'RETRY' }],
  SET_LIMIT: [
    { type: 'SET_LIMIT', period: 'DAY', amount: '12.345' },
    { type: 'SET_LIMIT', period: 'DAY', amount: '300' },
    { type: 'SET_LIMIT', period: 'DAY', amount: '800' },
  ],
  ASK_COOL_OFF: [{ type: 'ASK_COOL_OFF', days: 7 }],
  ASK_EXCLUDE: [{ type: 'ASK_EXCLUDE' }],
  ACKNOWLEDGE: [{ type: 'ACKNOWLEDGE', checked: true }],
  CONFIRM: [{ type: 'CONFIRM' }],
  CANCEL: [{ type: 'CANCEL' }],
};

export const responsibleGamingModel: PathModel<ResponsibleGamingMachine> = {
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      change: snapshot.context.change,
      acknowledged: snapshot.context.acknowledged,
      refused: Object.keys(snapshot.context.limitErrors).length > 0,
      failed: snapshot.context.actionErrorKey !== null,
      notice: snapshot.context.notice,
    }),
  stitchTours: true,
};
