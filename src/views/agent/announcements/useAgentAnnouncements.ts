/** The agent announcements' flow, open while the page is. */
import { connectAgentAnnouncements, type AgentAnnouncementsView } from '@machines/agent/agentAnnouncements.connect';
import { useFlow } from '../../../app/actors';
import { agentAnnouncementsLogic } from '../../../app/wiring/agent/agentAnnouncements';
import { FLOW } from '../../../app/flowKeys';

export const useAgentAnnouncements = (): AgentAnnouncementsView => useFlow(FLOW.agentAnnouncements, agentAnnouncementsLogic, connectAgentAnnouncements);
