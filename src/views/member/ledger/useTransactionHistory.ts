/** The transaction history page's flow: opened with the query its URL names (a reload or a shared link opens the same page). */
import { useState } from 'react';
import { useSearch } from 'wouter';
import { connectTransactionHistory, type TransactionHistoryView } from '@machines/records/transactionHistory.connect';
import { queryFromSearch, transactionHistoryHearsAccount } from '@machines/records/transactionHistory.machine';
import { useFlow } from '../../../app/actors';
import { transactionHistoryLogic } from '../../../app/wiring/records/transactionHistory';
import { FLOW } from '../../../app/flowKeys';

export function useTransactionHistory(): TransactionHistoryView {
  const search = useSearch();
  // the URL as the page opened: later changes come from the chart itself
  const [input] = useState(() => ({ query: queryFromSearch(search, new Date()) }));
  return useFlow(FLOW.transactionHistory, transactionHistoryLogic, connectTransactionHistory, { input, onAccountEvent: transactionHistoryHearsAccount });
}
