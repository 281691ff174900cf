/**
 * Wiring of the agent centre's reports: each kind's call for the query (a page of it), the query
 * kept in the URL, and the export's CSV saved as a file in the reader's language.
 */
import { createAgentApi } from '@api/agent';
import { navigate } from 'wouter/use-browser-location';
import { exportTable, reportCsv, reportFileName, reportTexts } from '@machines/team/agentReport.csv';
import { REPORT_PAGE_SIZE, agentReportMachine, searchOfReportQuery, type ReportPage, type ReportRequest } from '@machines/team/agentReport.machine';
import { rangeTimes } from '@machines/money';
import { i18next } from '../../../i18n';
import { downloadText } from '../../../ui/download';
import { readableCode } from '../../../ui/readableCode';
import { lazyArea, platformCall } from '../platform';

const agentArea = lazyArea('agent', createAgentApi);

export const agentReportLogic = agentReportMachine.provide({
  actors: {
    loadReport: platformCall<ReportPage, ReportRequest>(({ kind, query, pageSize }, { signal }) => {
      const range = rangeTimes(query.from, query.to);
      const paging = { pageNo: query.page, pageSize: pageSize ?? REPORT_PAGE_SIZE };
      const member = query.member ? { member: query.member } : {};
      const gameType = query.gameType ? { gameType: query.gameType } : {};
      switch (kind) {
        case 'betting':
          return agentArea().getTeamBetting({ ...range, ...member, ...gameType, timeType: query.basis, ...paging }, { signal });
        case 'profitLoss':
          return agentArea().getTeamProfitLoss({ ...range, ...member, ...gameType, timeType: query.basis, ...paging }, { signal });
        case 'income':
          // what the agent's own contracts paid it (MINE), per period
          return agentArea().getContractPayouts({ ...range, ...gameType, role: 'MINE', ...paging }, { signal });
        case 'transactions':
          return agentArea().getDownlineTransactions({ ...range, ...member, ...(query.txType ? { txType: query.txType } : {}), ...paging }, { signal });
      }
    }),
  },
  actions: {
    // replace: the query is the page's state, not a step back for the browser's Back button
    queryChanged: (_, query) => navigate(`${globalThis.location?.pathname ?? '/agentHome'}${searchOfReportQuery(query)}`, { replace: true }),
    saveExport: (_, file) => {
      // the page's texts are loaded: the report shows them
      const t = i18next.getFixedT(null, 'reports');
      const text = reportCsv(exportTable(file), reportTexts((key, options) => t(key, options ?? {}), readableCode));
      downloadText(reportFileName(t(`kinds.${file.kind}.file`), file.query), text, 'text/csv;charset=utf-8');
    },
  },
});
