/** The agent announcements' flow, open while the page is. */
import { connectAgentAnnouncements, type AgentAnnouncementsApi } from '@machines/agentAnnouncements.connect';
import { useFlow } from '../../../app/actors';
import { agentAnnouncementsLogic } from '../../../app/wiring/agentAnnouncements';

export const useAgentAnnouncements = (): AgentAnnouncementsApi => useFlow('agentAnnouncements', agentAnnouncementsLogic, connectAgentAnnouncements);
