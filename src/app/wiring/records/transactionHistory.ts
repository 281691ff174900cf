/** Wiring of the transaction history: the record call for the query's local days, and the query kept in the URL. */
import { createLedgerApi } from '@api/ledger';
import { navigate } from 'wouter/use-browser-location';
import type { TransactionRecordPage } from '@api/index';
import { rangeTimes } from '@machines/money';
import { HISTORY_CODE_TYPES, HISTORY_PAGE_SIZE, searchOfQuery, transactionHistoryMachine, type HistoryQuery } from '@machines/records/transactionHistory.machine';
import { lazyArea, platformCall } from '../platform';

const ledgerArea = lazyArea('ledger', createLedgerApi);

export const transactionHistoryLogic = transactionHistoryMachine.provide({
  actors: {
    loadRecord: platformCall<TransactionRecordPage, HistoryQuery>((query, { signal }) =>
      ledgerArea().getTransactionRecord({ ...rangeTimes(query.from, query.to), page: query.page, size: HISTORY_PAGE_SIZE, codeTypes: HISTORY_CODE_TYPES[query.type] }, { signal }),
    ),
  },
  actions: {
    // replace: the filter is the page's state, not a step back for the browser's Back button
    queryChanged: (_, query) => navigate(`${globalThis.location?.pathname ?? '/member/transactionHistory'}${searchOfQuery(query)}`, { replace: true }),
  },
});
