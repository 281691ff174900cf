/** Wiring of the downline management: the downline list call for the query, and the query kept in the URL. */
import { createAgentApi } from '@api/agent';
import { navigate } from 'wouter/use-browser-location';
import type { DownlineList } from '@api/index';
import { DOWNLINE_PAGE_SIZE, downlineListMachine, searchOfDownlineQuery, type DownlineQuery } from '@machines/team/downlineList.machine';
import { rangeTimes } from '@machines/money';
import { lazyArea, platformCall } from '../platform';

const agentArea = lazyArea('agent', createAgentApi);

export const downlineListLogic = downlineListMachine.provide({
  actors: {
    loadDownlines: platformCall<DownlineList, DownlineQuery>((query, { signal }) =>
      agentArea().getDownlineList(
        {
          ...rangeTimes(query.from, query.to),
          ...(query.agent ? { agent: query.agent } : {}),
          ...(query.keyword ? { keyword: query.keyword } : {}),
          sortBy: query.sortBy,
          sortOrder: query.sortOrder,
          pageNo: query.page,
          pageSize: DOWNLINE_PAGE_SIZE,
        },
        { signal },
      ),
    ),
  },
  actions: {
    // replace: the query is the page's state, not a step back for the browser's Back button
    queryChanged: (_, query) => navigate(`${globalThis.location?.pathname ?? '/agentHome/downlineManagmentView'}${searchOfDownlineQuery(query)}`, { replace: true }),
  },
});
