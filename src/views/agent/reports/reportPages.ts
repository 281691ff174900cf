/** The agent centre's report pages: which menu page shows which report (one lazy chunk for the four). */
import { createElement, type ReactElement } from 'react';
import type { AgentPageName } from '@machines/agent/agentShell.machine';
import { REPORT_KINDS, REPORT_PAGES, type ReportKind } from '@machines/team/agentReport.pages';
import { lazyChunk } from '../../../ui/loadChunk';

const ReportPage = lazyChunk(() => import('./ReportPage'));

const KIND_OF_PAGE = new Map<string, ReportKind>(REPORT_KINDS.map((kind) => [REPORT_PAGES[kind], kind]));

/** The report page of a menu page, or null when the page is not a report. */
export function reportView(page: AgentPageName): ReactElement | null {
  const kind = KIND_OF_PAGE.get(page);
  // a key per kind: another report is another flow, its filters its own
  return kind ? createElement(ReportPage, { kind, key: kind }) : null;
}

/** Asks for the report page's code and texts when `page` is one of the reports. */
export function preloadReport(page: AgentPageName): void {
  if (KIND_OF_PAGE.has(page)) void ReportPage.preload();
}
