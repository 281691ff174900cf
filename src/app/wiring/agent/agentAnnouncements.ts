/** Wiring of the agent centre's announcements: the announcements call with the agents' audience, 9 a page. */
import type { AnnouncementPage } from '@api/index';
import { agentAnnouncementsMachine, ANNOUNCEMENTS_PAGE_SIZE } from '@machines/agent/agentAnnouncements.machine';
import { api, platformCall } from '../platform';

export const agentAnnouncementsLogic = agentAnnouncementsMachine.provide({
  actors: {
    loadAnnouncements: platformCall<AnnouncementPage, { page: number }>(({ page }, { signal }) =>
      api.content.getAnnouncements({ pageNo: page, pageSize: ANNOUNCEMENTS_PAGE_SIZE, audience: 'AGENT' }, { signal }),
    ),
  },
});
