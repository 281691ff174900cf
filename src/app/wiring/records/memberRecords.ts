/**
 * Wiring of the member's records (betting record, personal profit, bonus details): each kind's call
 * for the query's local days, and the query kept in the URL. The records adapter area is declared
 * here, so it loads with the records pages only.
 */
import { createRecordsApi } from '@api/records';
import { navigate } from 'wouter/use-browser-location';
import { RECORD_PAGE_SIZE, betRecordMachine, periodRecordMachine, searchOfRecordQuery, type MemberRecordsContext, type RecordQuery, type RecordRequest, type RecordResult } from '@machines/records/memberRecords.machine';
import { parseDay, rangeTimes } from '@machines/money';
import { lazyArea, platformCall } from '../platform';

const recordsArea = lazyArea('records', createRecordsApi);

const implementations = {
  actors: {
    loadRecords: platformCall<RecordResult, RecordRequest>(({ kind, query }, { signal }) => {
      const range = rangeTimes(query.from, query.to);
      const gameType = query.gameType ? { gameType: query.gameType } : {};
      // the platform's buckets are the member's local days
      const tzOffset = (parseDay(query.from) ?? new Date()).getTimezoneOffset();
      switch (kind) {
        case 'betting':
          return recordsArea().getBettingRecord({ ...range, ...gameType, ...(query.vendor ? { vendor: query.vendor } : {}), timeType: query.basis, pageNo: query.page, pageSize: RECORD_PAGE_SIZE }, { signal });
        case 'profit':
          return recordsArea().getPersonalProfit({ ...range, ...gameType, period: query.period, tzOffset }, { signal });
        case 'bonus':
          return recordsArea().getBonusDetails({ ...range, ...(query.bonusType ? { bonusType: query.bonusType } : {}), period: query.period, tzOffset }, { signal });
      }
    }),
  },
  actions: {
    // replace: the query is the page's state, not a step back for the browser's Back button
    queryChanged: ({ context }: { context: MemberRecordsContext }, query: RecordQuery) => navigate(`${globalThis.location?.pathname ?? '/member'}${searchOfRecordQuery(context.kind, query)}`, { replace: true }),
  },
};

/** The betting record's chart with the real calls. */
export const betRecordLogic = betRecordMachine.provide(implementations);
/** Personal profit's and bonus details' chart with the real calls. */
export const periodRecordLogic = periodRecordMachine.provide(implementations);
