/** The agent centre's team pages, each its own lazy chunk (the overview's charts a further one). */
import type { ChunkComponent } from '../../../ui/loadChunk';
import type { AgentPageName } from '@machines/agent/agentShell.machine';
import { lazyChunk } from '../../../ui/loadChunk';

export const TEAM_PAGE_VIEWS: Partial<Record<AgentPageName, ChunkComponent>> = {
  agentTeamOverview: lazyChunk(() => import('./TeamOverviewPage')),
  downlineManagmentView: lazyChunk(() => import('./DownlinePage')),
};
