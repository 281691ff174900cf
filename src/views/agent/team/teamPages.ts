/** The agent centre's team pages, each its own lazy chunk (the overview's charts a further one). */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AgentPageName } from '@machines/agentShell.machine';
import { lazyChunk } from '../../../ui/loadChunk';

export const TEAM_PAGE_VIEWS: Partial<Record<AgentPageName, LazyExoticComponent<ComponentType>>> = {
  agentTeamOverview: lazyChunk(() => import('./TeamOverviewPage')),
  downlineManagmentView: lazyChunk(() => import('./DownlinePage')),
};
