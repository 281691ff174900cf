/** The downline management's flow: opened with the query its URL names (a reload or a shared link opens the same list). */
import { useState } from 'react';
import { useSearch } from 'wouter';
import { connectDownlineList, type DownlineListApi } from '@machines/downlineList.connect';
import { downlineQueryFromSearch } from '@machines/downlineList.machine';
import { connectTransferUpline, type TransferUplineApi } from '@machines/transferUpline.connect';
import { useFlow } from '../../../app/actors';
import { downlineListLogic } from '../../../app/wiring/downlineList';
import { transferUplineLogic } from '../../../app/wiring/transferUpline';

export function useDownlineList(): DownlineListApi {
  const search = useSearch();
  // the URL as the page opened: later changes come from the chart itself
  const [input] = useState(() => ({ query: downlineQueryFromSearch(search, new Date()) }));
  return useFlow('downlineList', downlineListLogic, connectDownlineList, input);
}

/** Money to one downline: the transfer chart's flow, for as long as its dialog is open. */
export function useDownlineTransfer(downline: string): TransferUplineApi {
  const [input] = useState(() => ({ downline }));
  return useFlow(`transferUpline:${downline}`, transferUplineLogic, connectTransferUpline, input);
}
