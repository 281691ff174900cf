/** The players' announcement popup's flow, open while the popup is. */
import { connectAgentAnnouncements, type AgentAnnouncementsView } from '@machines/agent/agentAnnouncements.connect';
import { useFlow } from '../../app/actors';
import { announcementsLogic } from '../../app/wiring/app/announcements';
import { FLOW } from '../../app/flowKeys';

export const useAnnouncements = (): AgentAnnouncementsView => useFlow(FLOW.announcements, announcementsLogic, connectAgentAnnouncements);
