/** The path model of the points records (the redeem history): a page of three statuses, none yet, a failure; another page, a reload, retry. */
import type { PathModel } from '../registry';
import type { PointsRecordsMachine } from '../../../machines/points/pointsRecords.machine';
import { RECORDS_EMPTY, REDEEM_PAGE } from './points-samples';

const DONE = 'xstate.done.actor.loadRecords';
const ERROR = 'xstate.error.actor.loadRecords';

const events = {
  [DONE]: [
    { type: DONE, output: REDEEM_PAGE },
    { type: DONE, output: RECORDS_EMPTY },
  ],
  [ERROR]: [{ type: ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  PAGE: [{ type: 'PAGE', page: 2 }],
  RELOAD: [{ type: 'RELOAD' }],
  RETRY: [{ type: 'RETRY' }],
};

export const pointsRecordsModel: PathModel<PointsRecordsMachine> = {
  events,
  input: { kind: 'redeems' },
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, page: snapshot.context.page, pages: snapshot.context.records?.totalPages ?? 0 }),
  describeEvent: (event) => (event.type === DONE ? `${DONE} (${(event as { output?: { totalCount: number } }).output?.totalCount ?? 0} redeems)` : JSON.stringify(event)),
  stitchTours: true,
};
