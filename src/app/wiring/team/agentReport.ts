/** Wiring of the agent centre's reports: each kind's call for the query, and the query kept in the URL. */
import { navigate } from 'wouter/use-browser-location';
import { REPORT_PAGE_SIZE, agentReportMachine, searchOfReportQuery, type ReportPage, type ReportRequest } from '@machines/team/agentReport.machine';
import { rangeTimes } from '@machines/money';
import { platformCall } from '../platform';
import { teamApi } from './team-api';

export const agentReportLogic = agentReportMachine.provide({
  actors: {
    loadReport: platformCall<ReportPage, ReportRequest>(({ kind, query }, { signal }) => {
      const range = rangeTimes(query.from, query.to);
      const paging = { pageNo: query.page, pageSize: REPORT_PAGE_SIZE };
      const member = query.member ? { member: query.member } : {};
      const gameType = query.gameType ? { gameType: query.gameType } : {};
      switch (kind) {
        case 'betting':
          return teamApi.getTeamBetting({ ...range, ...member, ...gameType, timeType: query.basis, ...paging }, { signal });
        case 'profitLoss':
          return teamApi.getTeamProfitLoss({ ...range, ...member, ...gameType, timeType: query.basis, ...paging }, { signal });
        case 'income':
          // what the agent's own contracts paid it (MINE), per period
          return teamApi.getContractPayouts({ ...range, ...gameType, role: 'MINE', ...paging }, { signal });
        case 'transactions':
          return teamApi.getDownlineTransactions({ ...range, ...member, ...(query.txType ? { txType: query.txType } : {}), ...paging }, { signal });
      }
    }),
  },
  actions: {
    // replace: the query is the page's state, not a step back for the browser's Back button
    queryChanged: (_, query) => navigate(`${globalThis.location?.pathname ?? '/agentHome'}${searchOfReportQuery(query)}`, { replace: true }),
  },
});
