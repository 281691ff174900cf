/** A report's flow, one per kind: opened with the query its URL names (a reload or a shared link opens the same report). */
import { useState } from 'react';
import { useSearch } from 'wouter';
import { connectAgentReport, type AgentReportView } from '@machines/team/agentReport.connect';
import { reportQueryFromSearch } from '@machines/team/agentReport.machine';
import type { ReportKind } from '@machines/team/agentReport.pages';
import { useFlow } from '../../../app/actors';
import { agentReportLogic } from '../../../app/wiring/team/agentReport';
import { FLOW } from '../../../app/flowKeys';

export function useAgentReport(kind: ReportKind): AgentReportView {
  const search = useSearch();
  // the URL as the page opened: later changes come from the chart itself
  const [input] = useState(() => ({ kind, query: reportQueryFromSearch(kind, search, new Date()) }));
  return useFlow(`${FLOW.agentReport}:${kind}`, agentReportLogic, connectAgentReport, { input });
}
