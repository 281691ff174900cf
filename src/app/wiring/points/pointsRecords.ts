/** Wiring of the points records: the redeem history or the points details (with the balance over time), one page at a time. */
import { createPointsApi } from '@api/points';
import { POINTS_RECORDS_PAGE_SIZE, pointsRecordsMachine, type PointsRecordsPage, type PointsRecordsRequest } from '@machines/points/pointsRecords.machine';
import { lazyArea, platformCall } from '../platform';

const pointsArea = lazyArea('points', createPointsApi);

export const pointsRecordsLogic = pointsRecordsMachine.provide({
  actors: {
    load: platformCall<PointsRecordsPage, PointsRecordsRequest>(async ({ kind, page }, { signal }) => {
      const query = { pageNo: page, pageSize: POINTS_RECORDS_PAGE_SIZE };
      if (kind === 'redeems') {
        const list = await pointsArea().getRedeemList(query, { signal });
        return { redeems: list.items, entries: [], balances: [], totalPages: list.totalPages, totalCount: list.totalCount };
      }
      const [list, balances] = await Promise.all([pointsArea().getDetails(query, { signal }), pointsArea().getBalanceHistory({ signal })]);
      return { redeems: [], entries: list.items, balances, totalPages: list.totalPages, totalCount: list.totalCount };
    }),
  },
});
