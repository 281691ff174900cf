/** The register centre and the agent announcements, each its own lazy chunk (the QR code's library a further one). */
import type { ChunkComponent } from '../../ui/loadChunk';
import type { AgentPageName } from '@machines/agent/agentShell.machine';
import { lazyChunk } from '../../ui/loadChunk';

export const REGISTER_PAGE_VIEWS: Partial<Record<AgentPageName, ChunkComponent>> = {
  registerCenter: lazyChunk(() => import('./register/RegisterCentrePage')),
  agentAnnouncement: lazyChunk(() => import('./announcements/AnnouncementsPage')),
};
