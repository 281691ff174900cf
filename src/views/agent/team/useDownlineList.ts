/** The downline management's flow: opened with the query its URL names (a reload or a shared link opens the same list). */
import { useState } from 'react';
import { useSearch } from 'wouter';
import { connectDownlineList, type DownlineListView } from '@machines/team/downlineList.connect';
import { downlineQueryFromSearch } from '@machines/team/downlineList.machine';
import { useFlow } from '../../../app/actors';
import { downlineListLogic } from '../../../app/wiring/team/downlineList';
import { FLOW } from '../../../app/flowKeys';

export function useDownlineList(): DownlineListView {
  const search = useSearch();
  // the URL as the page opened: later changes come from the chart itself
  const [input] = useState(() => ({ query: downlineQueryFromSearch(search, new Date()) }));
  return useFlow(FLOW.downlineList, downlineListLogic, connectDownlineList, { input });
}

