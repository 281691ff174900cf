/**
 * Wiring of the players' announcement popup: the announcements chart of the agent centre
 * (machines/agent/agentAnnouncements.machine.ts: 9 a page, one opened to read) over the players' list
 * (no audience: a visitor's, or a member's with the member-only items).
 */
import type { AnnouncementPage } from '@api/index';
import { agentAnnouncementsMachine, ANNOUNCEMENTS_PAGE_SIZE } from '@machines/agent/agentAnnouncements.machine';
import { api, platformCall } from '../platform';

export const announcementsLogic = agentAnnouncementsMachine.provide({
  actors: {
    loadAnnouncements: platformCall<AnnouncementPage, { page: number }>(({ page }, { signal }) =>
      api.content.getAnnouncements({ pageNo: page, pageSize: ANNOUNCEMENTS_PAGE_SIZE }, { signal }),
    ),
  },
});
