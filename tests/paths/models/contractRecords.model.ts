/**
 * The path model of a contract page's payout records (agent41's real-time salary): a page of
 * periods, no payouts yet, a page past the last (the list shrank), a failure; another page, a
 * refresh on the page shown, retry.
 */
import type { PathModel } from '../registry';
import type { ContractRecordsMachine } from '../../../machines/contracts/contractRecords.machine';
import { PAYOUTS_EMPTY, PAYOUTS_PAGE_1, PAYOUTS_PAST_END } from './payout-samples';

const DONE = 'xstate.done.actor.loadRecords';
const ERROR = 'xstate.error.actor.loadRecords';

const events = {
  [DONE]: [
    { type: DONE, output: { payouts: PAYOUTS_PAGE_1 } },
    { type: DONE, output: { payouts: PAYOUTS_EMPTY } },
    { type: DONE, output: { payouts: PAYOUTS_PAST_END } },
  ],
  [ERROR]: [{ type: ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  PAGE: [{ type: 'PAGE', page: 2 }],
  RELOAD: [{ type: 'RELOAD' }],
  RETRY: [{ type: 'RETRY' }],
};

export const contractRecordsModel: PathModel<ContractRecordsMachine> = {
  events,
  input: { kind: 'REALTIME_SALARY' },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      page: snapshot.context.page,
      // another page exists (PAGE has somewhere to go) only once one with several pages loaded
      pages: snapshot.context.records?.payouts.totalPages ?? 0,
    }),
  describeEvent: (event) => {
    if (event.type !== DONE) return JSON.stringify(event);
    const payouts = (event as { output?: { payouts?: { list: unknown[]; totalCount: number } } }).output?.payouts;
    return `${DONE} (${payouts?.list.length ?? 0} of ${payouts?.totalCount ?? 0} periods)`;
  },
};
