/**
 * Which view draws each agent-centre page, and `preloadPage` to ask for a page's code ahead of
 * its render. Its own small chunk, apart from the shell's: the route asks for it beside the
 * gate's and the shell's code, so the page in the address is asked for as soon as this arrives,
 * not after the shell's larger chunk (the downline page's largest paint waited on the
 * shell, then on the page's code).
 */
import type { ContractKind } from '@api/index';
import { agentPageOf, type AgentPageName } from '@machines/agent/agentShell.machine';
import { lazyChunk } from '../../ui/loadChunk';
import { MEMBER_PAGE_VIEWS } from '../member/memberPages';
import { REGISTER_PAGE_VIEWS } from './registerPages';
import { preloadReport, reportView } from './reports/reportPages';
import { TEAM_PAGE_VIEWS } from './team/teamPages';

export { REGISTER_PAGE_VIEWS, TEAM_PAGE_VIEWS, reportView };

/** The member centre's pages the agent menu reuses, drawn as they are there. */
export const REUSED_VIEWS: Partial<Record<AgentPageName, (typeof MEMBER_PAGE_VIEWS)[keyof typeof MEMBER_PAGE_VIEWS]>> = {
  depositv2: MEMBER_PAGE_VIEWS.depositv2,
  withdraw: MEMBER_PAGE_VIEWS.withdraw,
  // the member centre's messages page once it is built; until then the shell says it is coming
  messageV2: MEMBER_PAGE_VIEWS.messageV2,
};

/** The contract pages, one per kind (its own chunk, loaded when one of them opens). */
export const CONTRACT_PAGE_KINDS: Partial<Record<AgentPageName, ContractKind>> = {
  agentDividendRecordCopy2: 'DIVIDEND',
  agentDailyWages2: 'DAILY_SALARY',
  agentHourSalary: 'HOURLY_SALARY',
  agentRealtimeSalary: 'REALTIME_SALARY',
};
export const ContractPage = lazyChunk(() => import('./contracts/ContractPage'));

/**
 * Asks for a page's code and texts ahead of its render: the route calls it for the page in the
 * address as soon as this module is in, rather than after the shell first draws.
 */
export function preloadPage(page: AgentPageName | null): void {
  if (!page) return;
  const view = REUSED_VIEWS[page] ?? TEAM_PAGE_VIEWS[page] ?? REGISTER_PAGE_VIEWS[page];
  if (view) void view.preload();
  else if (CONTRACT_PAGE_KINDS[page]) void ContractPage.preload();
  else preloadReport(page);
}

/** The page in the address (/agentHome/<page>). */
export function preloadPageInAddress(): void {
  preloadPage(agentPageOf(window.location.pathname.split('/')[2]));
}
