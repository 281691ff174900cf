/** The register centre and the agent announcements, each its own lazy chunk (the QR code's library a further one). */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AgentPageName } from '@machines/agentShell.machine';
import { lazyChunk } from '../../ui/loadChunk';

export const REGISTER_PAGE_VIEWS: Partial<Record<AgentPageName, LazyExoticComponent<ComponentType>>> = {
  registerCenter: lazyChunk(() => import('./register/RegisterCentrePage')),
  agentAnnouncement: lazyChunk(() => import('./announcements/AnnouncementsPage')),
};
