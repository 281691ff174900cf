/** The agent announcements' flow, open while the page is; told the page's language, it asks again in another one, the page and the one read kept. */
import { connectAgentAnnouncements, type AgentAnnouncementsView } from '@machines/agent/agentAnnouncements.connect';
import { useFlow } from '../../../app/actors';
import { agentAnnouncementsLogic } from '../../../app/wiring/agent/agentAnnouncements';
import { FLOW } from '../../../app/flowKeys';
import { useLanguage } from '../../../ui/useLanguage';

export function useAgentAnnouncements(): AgentAnnouncementsView {
  const language = useLanguage();
  return useFlow(FLOW.agentAnnouncements, agentAnnouncementsLogic, connectAgentAnnouncements, { input: { language }, props: { type: 'LANGUAGE', language } });
}
